// The federation's HTTP side. The contracts (schema.ts) are ordinary API routes. The ActivityPub
// paths — WebFinger, NodeInfo, actors, inboxes, outboxes, followers, posts under /ap/ — are
// answered by Fedify's fetch handler, mounted raw like the feeds (they speak ActivityPub, not the
// envelope), and only when federation is on: otherwise they are unknown addresses. Before Fedify
// reads an activity the inbox refuses an oversized body (413), a server sending too many (429)
// and a blocked server (403); Fedify then refuses a missing or wrong signature (401).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { FEDERATION_MSG, FEDERATION_PATHS, INBOX_BODY_LIMIT, INBOX_RATE, isBlockedHost } from "../../../core/federation";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { addRoute } from "../route";
import { federationOf } from "./federation";
import {
  blockServer,
  blockedServers,
  federationSettings,
  followRemote,
  setMemberFederation,
  unblockServer,
  unfollowRemote,
} from "./remote";
import { federationApi } from "./schema";
import { blockedDomains, receivedFor } from "./service";

/** Headers that describe one hop, not the request Fedify verifies. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "expect", "proxy-connection"]);

/** The hosts an incoming activity names as its sender: the signing key's and the actor's. */
export function claimedHosts(headers: FastifyRequest["headers"], body: unknown): string[] {
  const hosts: string[] = [];
  const signature = [headers.signature, headers["signature-input"]].flat().filter(Boolean).join(",");
  for (const match of signature.matchAll(/keyid="([^"]+)"/gi)) if (URL.canParse(match[1]!)) hosts.push(new URL(match[1]!).host);
  if (Buffer.isBuffer(body) && body.length) {
    try {
      const parsed = JSON.parse(body.toString("utf8")) as { actor?: unknown };
      const actor = typeof parsed.actor === "string" ? parsed.actor : (parsed.actor as { id?: unknown } | undefined)?.id;
      if (typeof actor === "string" && URL.canParse(actor)) hosts.push(new URL(actor).host);
    } catch {
      // Fedify answers a body that is not JSON.
    }
  }
  return hosts.map((host) => host.toLowerCase());
}

export async function federationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, federationApi.settings, async ({ member }) => federationSettings(ctx, member));
  addRoute(app, federationApi.setEnabled, async ({ member, body }) => setMemberFederation(ctx, member, body.enabled));
  addRoute(app, federationApi.follow, async ({ member, body }) => followRemote(ctx, member, body.handle));
  addRoute(app, federationApi.unfollow, async ({ member, body }) => unfollowRemote(ctx, member, body.handle));
  addRoute(app, federationApi.inbox, async ({ member }) => ({ items: await receivedFor(ctx.db, member.userNo) }));
  addRoute(app, federationApi.blocked, async () => blockedServers(ctx));
  addRoute(app, federationApi.block, async ({ member, body }) => blockServer(ctx, member, body.domain));
  addRoute(app, federationApi.unblock, async ({ body }) => unblockServer(ctx, body.domain));

  const federation = federationOf(ctx);
  if (!federation) return;
  const origin = ctx.config.publicUrl;

  const toFedify = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      for (const one of [value].flat()) headers.append(name, String(one));
    }
    const body = request.method === "POST" && Buffer.isBuffer(request.body) ? request.body : undefined;
    const init = { method: request.method, headers, body: body as unknown as BodyInit | undefined };
    const response = await federation.fetch(new Request(new URL(request.url, origin), init), {
      contextData: ctx,
      onNotFound: () => new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } }),
      onNotAcceptable: () =>
        new Response("Not Acceptable: ask for application/activity+json", {
          status: 406,
          headers: { "content-type": "text/plain; charset=utf-8", vary: "Accept" },
        }),
    });
    void reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name) && name !== "content-length") void reply.header(name, value);
    });
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };

  const inboxDoor = async (request: FastifyRequest) => {
    if (request.method !== "POST") return;
    const allowed = await ctx.limiter.hit(`federation-inbox:${request.ip}`, INBOX_RATE.limit, INBOX_RATE.windowMs);
    if (!allowed.allowed) throw errors.tooManyRequests();
    const blocked = await blockedDomains(ctx.db);
    if (blocked.length && claimedHosts(request.headers, request.body).some((host) => isBlockedHost(host, blocked))) {
      throw errors.forbidden(FEDERATION_MSG.blocked, "SERVER_BLOCKED");
    }
  };

  await app.register(async (raw) => {
    // Activities arrive as application/activity+json or ld+json (sometimes plain JSON): Fedify
    // reads the bytes itself, so the digest it checks is over what was sent.
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: INBOX_BODY_LIMIT }, (_request, body, done) => done(null, body));
    // What comes in is queued (mq.ts); the job empties the pages a remote reply changes.
    const config = { changes: "nothing" as const };
    for (const url of FEDERATION_PATHS) raw.route({ method: "GET", url, handler: toFedify, config, schema: { hide: true } });
    raw.route({
      method: ["GET", "POST"],
      url: "/ap/*",
      bodyLimit: INBOX_BODY_LIMIT,
      preHandler: inboxDoor,
      handler: toFedify,
      config,
      schema: { hide: true },
    });
  });
}
