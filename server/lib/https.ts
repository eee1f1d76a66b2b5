// Whether the browser reached the site over HTTPS, which decides the Secure flag of every cookie
// the server sets: the connection itself, a proxy we trust (TRUST_PROXY) saying so in
// X-Forwarded-Proto, or the site's public address being https (a proxy in front that the server
// was not told to trust still spoke TLS to the browser).
import type { FastifyRequest } from "fastify";

export function overHttps(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === "https" || publicUrl.startsWith("https://");
}
