// What members and operators ask of the federation: a member follows an account on another
// server, turns their own federation on or off; operators block servers.
import { Follow, isActor, Undo, type Context } from "@fedify/fedify";
import { FEDERATION_MSG, isBlockedHost, isLoopbackHost, normalizeDomain, parseHandle } from "../../../core/federation";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import type { Viewer } from "../auth/types";
import { isPublicInbox } from "./address";
import { federationContext } from "./federation";
import {
  blockDomain,
  blockedDomains,
  federates,
  federationEnabledFor,
  followingOf,
  recordFollowing,
  removeFollowing,
  setFederationEnabled,
  unblockDomain,
} from "./service";
import type { FederationSettings, FollowResult } from "./types";

/** Follows a member may send per hour (each one a lookup and a delivery to another server). */
const FOLLOWS_PER_HOUR = 30;

export async function federationSettings(ctx: AppContext, member: Viewer): Promise<FederationSettings> {
  const host = new URL(ctx.config.publicUrl).host;
  return {
    siteEnabled: ctx.config.federation.enabled,
    enabled: await federationEnabledFor(ctx.db, member.userNo),
    handle: `@${member.userId}@${host}`,
    following: await followingOf(ctx.db, member.userNo),
  };
}

export async function setMemberFederation(ctx: AppContext, member: Viewer, enabled: boolean): Promise<FederationSettings> {
  await setFederationEnabled(ctx.db, member.userNo, enabled);
  return federationSettings(ctx, member);
}

/** Sends a Follow from the member to a remote account (@name@server); accepted when its Accept arrives. */
export async function followRemote(ctx: AppContext, member: Viewer, handle: string): Promise<FollowResult> {
  const fctx = federationContext(ctx);
  if (!fctx) throw errors.notFound(FEDERATION_MSG.off, "FEDERATION_OFF");
  const parsed = parseHandle(handle);
  if (!parsed) throw errors.unprocessable(FEDERATION_MSG.badHandle, "BAD_HANDLE");
  if (parsed.host === new URL(ctx.config.publicUrl).host) throw errors.unprocessable(FEDERATION_MSG.self, "OWN_SITE");
  if (isBlockedHost(parsed.host, await blockedDomains(ctx.db))) throw errors.forbidden(FEDERATION_MSG.blocked, "SERVER_BLOCKED");
  if (!(await federates(ctx.db, member.userNo))) throw errors.conflict(FEDERATION_MSG.memberOff, "FEDERATION_MEMBER_OFF");
  const limit = await ctx.limiter.hit(`federation-follow:${member.userNo}`, FOLLOWS_PER_HOUR, 3_600_000);
  if (!limit.allowed) throw errors.tooManyRequests();
  const canonical = `@${parsed.user}@${parsed.host}`;
  let actor: unknown = null;
  try {
    actor = await lookupHandle(ctx, fctx, parsed.user, parsed.host);
  } catch (error) {
    ctx.logger.info({ err: error, handle: canonical }, "federation: remote account lookup failed");
  }
  if (!isActor(actor) || !actor.id || !actor.inboxId || !(await isPublicInbox(ctx, actor.inboxId))) {
    throw errors.notFound(FEDERATION_MSG.notFound, "REMOTE_ACCOUNT_NOT_FOUND");
  }
  if (isBlockedHost(actor.id.host, await blockedDomains(ctx.db))) throw errors.forbidden(FEDERATION_MSG.blocked, "SERVER_BLOCKED");
  const followId = new URL(`#follows/${crypto.randomUUID()}`, fctx.getActorUri(member.userId));
  await recordFollowing(ctx.db, member.userNo, actor.id.href, canonical, followId.href);
  await fctx.sendActivity(
    { identifier: member.userId },
    actor,
    new Follow({ id: followId, actor: fctx.getActorUri(member.userId), object: actor.id }),
  );
  return { handle: canonical, actorId: actor.id.href, accepted: false };
}

/**
 * The actor a handle names. WebFinger is asked over HTTPS, as everywhere in the fediverse; a
 * loopback development or test site with FEDERATION=on asks its loopback peers over plain HTTP
 * (they have no certificates), and only those.
 */
async function lookupHandle(ctx: AppContext, fctx: Context<AppContext>, user: string, host: string): Promise<unknown> {
  const hostname = host.replace(/:\d+$/, "");
  if (!(ctx.config.federation.allowPrivateAddress && isLoopbackHost(hostname))) return fctx.lookupObject(`@${user}@${host}`);
  const finger = new URL(`http://${host}/.well-known/webfinger`);
  finger.searchParams.set("resource", `acct:${user}@${host}`);
  const response = await fetch(finger, {
    headers: { accept: "application/jrd+json" },
    redirect: "error",
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) return null;
  const jrd = (await response.json()) as { links?: { rel?: string; type?: string; href?: string }[] };
  const self = jrd.links?.find((link) => link.rel === "self" && /activity\+json|ld\+json/.test(link.type ?? "") && link.href);
  return self?.href && URL.canParse(self.href) ? fctx.lookupObject(self.href) : null;
}

/** Stops following a remote account: an Undo of the Follow goes to it, and the row goes. */
export async function unfollowRemote(ctx: AppContext, member: Viewer, handle: string): Promise<FederationSettings> {
  const fctx = federationContext(ctx);
  if (!fctx) throw errors.notFound(FEDERATION_MSG.off, "FEDERATION_OFF");
  const parsed = parseHandle(handle);
  if (!parsed) throw errors.unprocessable(FEDERATION_MSG.badHandle, "BAD_HANDLE");
  const gone = await removeFollowing(ctx.db, member.userNo, `@${parsed.user}@${parsed.host}`);
  if (!gone) throw errors.notFound(FEDERATION_MSG.notFollowing, "NOT_FOLLOWING");
  // The row is gone whatever the remote server says; telling it is Fedify's queued delivery.
  const actor = await fctx.lookupObject(gone.actorId).catch(() => null);
  if (isActor(actor) && actor.id && actor.inboxId && (await federates(ctx.db, member.userNo))) {
    const me = fctx.getActorUri(member.userId);
    await fctx.sendActivity(
      { identifier: member.userId },
      actor,
      new Undo({
        id: new URL(`#undo/${crypto.randomUUID()}`, me),
        actor: me,
        object: new Follow({ id: new URL(gone.followId), actor: me, object: actor.id }),
      }),
    );
  }
  return federationSettings(ctx, member);
}

export async function blockServer(ctx: AppContext, member: Viewer, input: string): Promise<{ domains: string[] }> {
  const domain = normalizeDomain(input);
  if (!domain) throw errors.unprocessable(FEDERATION_MSG.badDomain, "BAD_DOMAIN");
  return { domains: await blockDomain(ctx.db, domain, member.userNo) };
}

export async function unblockServer(ctx: AppContext, input: string): Promise<{ domains: string[] }> {
  const domain = normalizeDomain(input);
  if (!domain) throw errors.unprocessable(FEDERATION_MSG.badDomain, "BAD_DOMAIN");
  return { domains: await unblockDomain(ctx.db, domain) };
}

export async function blockedServers(ctx: AppContext): Promise<{ domains: string[] }> {
  return { domains: await blockedDomains(ctx.db) };
}
