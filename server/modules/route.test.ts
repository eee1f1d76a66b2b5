// The contract helper on a bare Fastify app (no database): the guard answers before the input
// is read, the handler gets the member, the answer carries only what the contract names, and
// an /api route registered without a contract stops the start.
import http from "node:http";
import { Readable } from "node:stream";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { MSG } from "../../core/messages";
import { registerErrorHandling } from "../lib/error-handler";
import { registerLanguage } from "../lib/language";
import type { Viewer } from "./auth/types";
import { addRoute, defineRoute, rawAnswer, refuseRoutesWithoutContract } from "./route";

const member: Viewer = {
  sessionId: 1,
  userNo: 7,
  userId: "abc",
  userName: "회원",
  userEmail: "a@example.com",
  userProfileImg: null,
  emailCertYn: "N",
  joinChannel: "A",
  role: "member",
  twoFactor: false,
  provedAt: new Date().toISOString(),
};

/** An app whose caller is who the `x-as` header names: nobody, an unverified member, or one verified. */
function bareApp(): FastifyInstance {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerLanguage(app);
  app.decorateRequest("member", null);
  app.decorateRequest("viewer", function (this: FastifyRequest) {
    const as = this.headers["x-as"];
    if (as === "unverified") return Promise.resolve(member);
    if (as === "verified") return Promise.resolve({ ...member, emailCertYn: "Y" });
    return Promise.resolve(null);
  });
  refuseRoutesWithoutContract(app);
  return app;
}

const like = defineRoute({
  method: "POST",
  path: "/api/test/like",
  access: "verified",
  changes: "nothing",
  tags: ["test"],
  summary: "test",
  body: z.object({ boardNo: z.number() }),
  response: z.object({ boardNo: z.number(), likeYn: z.boolean() }),
  code: 0,
});

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

describe("addRoute", () => {
  it("refuses callers by the contract's level before it reads their input", async () => {
    app = bareApp();
    addRoute(app, like, async ({ member: caller, body }) => ({ boardNo: body.boardNo + caller.userNo, likeYn: true }));
    const visitor = await app.inject({ method: "POST", url: "/api/test/like", payload: { wrong: true } });
    expect([visitor.statusCode, visitor.json().errorId, visitor.json().errorMsg]).toEqual([401, "LOGIN_REQUIRED", MSG.membersOnly.ko]);
    const unverified = await app.inject({ method: "POST", url: "/api/test/like", headers: { "x-as": "unverified" }, payload: {} });
    expect([unverified.statusCode, unverified.json().errorId, unverified.json().errorMsg]).toEqual([
      403,
      "EMAIL_NOT_VERIFIED",
      MSG.verifiedMembersOnly.ko,
    ]);
    const wrongInput = await app.inject({ method: "POST", url: "/api/test/like", headers: { "x-as": "verified" }, payload: {} });
    expect([wrongInput.statusCode, wrongInput.json().errorId]).toEqual([400, "VALIDATION_FAILED"]);
    const ok = await app.inject({ method: "POST", url: "/api/test/like", headers: { "x-as": "verified" }, payload: { boardNo: 3 } });
    expect(ok.json()).toEqual({ code: 0, data: { boardNo: 10, likeYn: true }, errorMsg: null });
  });

  it("sends only the fields the contract names", async () => {
    app = bareApp();
    addRoute(app, like, async ({ body }) => {
      const row = { boardNo: body.boardNo, likeYn: false, userNo: 7, passwordHash: "secret" };
      return row;
    });
    const res = await app.inject({ method: "POST", url: "/api/test/like", headers: { "x-as": "verified" }, payload: { boardNo: 1 } });
    expect(res.json().data).toEqual({ boardNo: 1, likeYn: false });
    expect(res.body).not.toContain("secret");
  });

  it("sends nothing more when a client leaves a streamed answer half-way (a video player's range request)", async () => {
    const logged: string[] = [];
    app = Fastify({
      logger: { level: "warn", stream: { write: (line: string) => void logged.push(line) } },
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    refuseRoutesWithoutContract(app);
    let finished: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (finished = resolve));
    const stream = defineRoute({
      method: "GET",
      path: "/api/test/stream",
      access: "public",
      tags: ["test"],
      summary: "test",
      response: rawAnswer(200, "bytes"),
    });
    addRoute(app, stream, async (_request, reply) => {
      let sent = 0;
      const body = new Readable({
        read() {
          // A slow body: the client leaves after the first chunk, long before the end.
          setTimeout(() => this.push(sent++ < 200 ? Buffer.alloc(64 * 1024, 1) : null), 5);
        },
      });
      reply.raw.once("close", () => setTimeout(finished, 50));
      return reply.header("content-type", "video/mp4").send(body);
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    await new Promise<void>((resolve, reject) => {
      const req = http.get({ host: "127.0.0.1", port, path: "/api/test/stream" }, (res) => {
        res.once("data", () => {
          req.destroy();
          resolve();
        });
      });
      req.on("error", (error) => ((error as NodeJS.ErrnoException).code === "ECONNRESET" ? resolve() : reject(error)));
    });
    await done;
    await new Promise((r) => setTimeout(r, 50));
    expect(logged.filter((line) => /invalid payload|already sent|"level":50/i.test(line))).toEqual([]);
  });

  it("stops the start for a write that does not say what it changes on shared pages", async () => {
    app = bareApp();
    const { changes: _changes, ...undeclared } = like;
    expect(() => addRoute(app!, undeclared, async () => ({ boardNo: 1, likeYn: true }))).toThrow(
      /POST \/api\/test\/like: a write declares what it changes on shared pages/,
    );
  });

  it("stops the start for an /api route registered without a contract", async () => {
    app = bareApp();
    expect(() => app!.get("/api/test/loose", async () => ({}))).toThrow(/GET \/api\/test\/loose: register \/api routes with addRoute/);
  });
});
