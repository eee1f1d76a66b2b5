// The site's own hosts, for telling a move inside the site from another site's link: the
// address the site is published at and the host this request came to.
import type { FastifyRequest } from "fastify";

export function ownHosts(request: FastifyRequest, publicUrl: string): string[] {
  const hosts: string[] = [];
  try {
    hosts.push(new URL(publicUrl).host);
  } catch {
    // A misconfigured address leaves the request's own host.
  }
  const host = request.headers.host;
  if (typeof host === "string" && host) hosts.push(host);
  return hosts;
}
