// Serves stored files at /files/<key>. Keys are random and never reused, so responses are
// cached for a year. Files are served as inert downloads-or-images: nosniff (global) and a
// CSP sandbox so an uploaded file can never run script on our origin.
import fs from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

export async function registerFileServing(app: FastifyInstance, root: string): Promise<void> {
  fs.mkdirSync(root, { recursive: true });
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      prefix: "/files/",
      decorateReply: false,
      immutable: true,
      maxAge: "365d",
      index: false,
      dotfiles: "deny",
      setHeaders(res) {
        res.header("content-security-policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
        res.header("cross-origin-resource-policy", "same-site");
      },
    });
  });
}
