// The installation's ActivityPub federation (docs/product/federation.md, decisions 0226–0229),
// built once per platform with Fedify on our PostgreSQL (kv.ts) and job queue (mq.ts). Members
// are `Person` actors at /ap/users/{userId}, found by WebFinger as @{userId}@{host}; their posts
// are `Article`s at /ap/posts/{boardNo}. Fedify signs what goes out (HTTP Signatures with the
// member's RSA key, Object Integrity Proofs with the Ed25519 one) and refuses what comes in
// unsigned or signed by a key that is not the actor's.
import {
  Accept,
  Article,
  Create,
  createFederation,
  Delete,
  Endpoints,
  Follow,
  Hashtag,
  Image,
  isActor,
  Like,
  Note,
  parseSemVer,
  Person,
  PUBLIC_COLLECTION,
  Undo,
  Update,
  type Actor,
  type Context,
  type Federation,
  type InboxContext,
  type Recipient,
} from "@fedify/fedify";
import { Temporal } from "@js-temporal/polyfill";
import { BRAND } from "../../../core/brand";
import { postTag } from "../../../core/cache-tags";
import {
  ACTOR_PATH,
  FOLLOWERS_PATH,
  INBOX_PATH,
  isBlockedHost,
  noteText,
  OUTBOX_PATH,
  POST_OBJECT_PATH,
  SHARED_INBOX_PATH,
} from "../../../core/federation";
import { FEED_ITEMS } from "../../../core/feeds";
import type { AppContext } from "../../context";
import { addRemoteComment, editRemoteComment, remoteComment, removeRemoteComment } from "../comments/service";
import { feedSource, postForOthers, visiblePost, type FeedPost } from "../feeds/service";
import { PostgresKvStore } from "./kv";
import { JobMessageQueue } from "./mq";
import {
  actorKeyPairs,
  actorMember,
  addFollower,
  addRemoteLike,
  anyoneFollows,
  blockedDomains,
  followerCount,
  followersOf,
  followingAccepted,
  forgetReceived,
  removeFollower,
  removeRemoteLike,
  remoteStandIn,
  storeReceived,
  type ReceivedPost,
  usage,
} from "./service";
import { isPublicInbox } from "./address";
import { APP_VERSION } from "./version";

export type AppFederation = Federation<AppContext>;

interface Built {
  federation: AppFederation;
  queue: JobMessageQueue;
}

const built = new WeakMap<AppContext, Built>();

/** The platform's federation, or null when it is off (FEDERATION, PUBLIC_URL). */
export function federationOf(ctx: AppContext): AppFederation | null {
  return builtFor(ctx)?.federation ?? null;
}

/** The message queue Fedify listens on, for the job that feeds it. */
export function federationQueueOf(ctx: AppContext): JobMessageQueue | null {
  return builtFor(ctx)?.queue ?? null;
}

function builtFor(ctx: AppContext): Built | null {
  if (!ctx.config.federation.enabled) return null;
  let found = built.get(ctx);
  if (!found) {
    found = build(ctx);
    built.set(ctx, found);
  }
  return found;
}

/** A context for work outside a request (deliveries), on the site's own origin. */
export function federationContext(ctx: AppContext): Context<AppContext> | null {
  const federation = federationOf(ctx);
  return federation ? federation.createContext(new URL(ctx.config.publicUrl), ctx) : null;
}

const memberPage = (origin: string, userId: string) => new URL(`/other/${encodeURIComponent(userId)}/dashboard`, origin);

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A cover letter as an actor's summary: plain text, paragraphs kept. */
const summaryHtml = (text: string) =>
  text.trim()
    ? text
        .trim()
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
        .join("")
    : null;

const instant = (value: string | Date) => Temporal.Instant.fromEpochMilliseconds(new Date(value).getTime());

/** A post as an ActivityPub Article (the same HTML the feeds carry, absolute links). */
export function articleOf(fctx: Context<AppContext>, post: FeedPost): Article {
  const origin = fctx.origin;
  const siteName = BRAND.siteName;
  const parts = postForOthers(post, origin, "ko", siteName);
  return new Article({
    id: fctx.getObjectUri(Article, { boardNo: String(post.boardNo) }),
    attribution: fctx.getActorUri(post.userId),
    to: PUBLIC_COLLECTION,
    cc: fctx.getFollowersUri(post.userId),
    name: post.subject,
    summary: parts.summary ? escapeHtml(parts.summary) : null,
    content: parts.content,
    mediaType: "text/html",
    url: new URL(parts.link),
    published: instant(post.createdAt),
    updated: instant(post.updatedAt),
    tags: post.tags.map((tag) => new Hashtag({ name: `#${tag}`, href: new URL(`/tag/${encodeURIComponent(tag)}`, origin) })),
    image: parts.image && URL.canParse(parts.image) ? new Image({ url: new URL(parts.image) }) : null,
    replies: null,
  });
}

/** The host (with port) of an actor, for the blocked-server checks. */
const hostOf = (url: URL | null | undefined) => url?.host.toLowerCase() ?? "";

async function fromBlockedServer(ctx: AppContext, actorId: URL | null): Promise<boolean> {
  if (!actorId) return true;
  return isBlockedHost(hostOf(actorId), await blockedDomains(ctx.db));
}

/** Our post a remote object answers or likes: its number, when the id is one of our Articles. */
function ourPostNo(fctx: Context<AppContext>, id: URL | null): number | null {
  if (!id) return null;
  const parsed = fctx.parseUri(id);
  if (parsed?.type !== "object" || parsed.class !== Article) return null;
  const boardNo = Number(parsed.values.boardNo);
  return Number.isSafeInteger(boardNo) && boardNo > 0 ? boardNo : null;
}

/**
 * Our post a remote reply or like is about, when it is one other servers may see: visible, and
 * its author still a member with federation on (otherwise its Article is not served either).
 */
async function federatedPostNo(ctx: AppContext, fctx: Context<AppContext>, id: URL | null): Promise<number | null> {
  const boardNo = ourPostNo(fctx, id);
  if (boardNo === null) return null;
  const post = await visiblePost(ctx.db, boardNo);
  return post && (await actorMember(ctx.db, post.userId)) ? boardNo : null;
}

/** @name@host of an actor as it calls itself (no lookup: the name shown beside a reply). */
function handleOf(actor: Actor): string {
  const user = actor.preferredUsername?.toString() ?? actor.id?.pathname.split("/").pop() ?? "?";
  return `@${user}@${hostOf(actor.id)}`;
}

/** A post (or its edit) of an actor our members follow, as their inbox keeps it. */
function receivedOf(object: Note | Article, actorId: URL, content: string): ReceivedPost {
  return {
    objectId: object.id!.href,
    actorId: actorId.href,
    type: object instanceof Article ? "Article" : "Note",
    name: object.name?.toString() ?? null,
    url: object.url instanceof URL ? object.url.href : null,
    content,
  };
}

function build(ctx: AppContext): Built {
  const queue = new JobMessageQueue(() => ctx.queue);
  const federation = createFederation<AppContext>({
    kv: new PostgresKvStore(ctx.db),
    queue,
    // Fedify listens when a job hands it a message (mq.ts), in whichever process runs jobs.
    manuallyStartQueue: true,
    origin: ctx.config.publicUrl,
    // Remote documents, keys and WebFinger answers only from public addresses, unless this is a
    // loopback development or test site with FEDERATION=on (decision 0228).
    allowPrivateAddress: ctx.config.federation.allowPrivateAddress,
    userAgent: { software: `${BRAND.nameEn.replace(/\s+/g, "")}/${APP_VERSION}`, url: new URL(ctx.config.publicUrl) },
  });

  federation
    .setActorDispatcher(ACTOR_PATH, async (fctx, identifier) => {
      const member = await actorMember(ctx.db, identifier);
      if (!member) return null;
      const keys = await fctx.getActorKeyPairs(identifier);
      return new Person({
        id: fctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: member.userName,
        summary: summaryHtml(member.coverLetter),
        url: memberPage(fctx.origin, identifier),
        icon: member.profileImg ? new Image({ url: new URL(member.profileImg, fctx.origin) }) : null,
        inbox: fctx.getInboxUri(identifier),
        outbox: fctx.getOutboxUri(identifier),
        followers: fctx.getFollowersUri(identifier),
        endpoints: new Endpoints({ sharedInbox: fctx.getInboxUri() }),
        manuallyApprovesFollowers: false,
        discoverable: true,
        indexable: true,
        published: instant(member.createdAt),
        publicKey: keys[0]?.cryptographicKey ?? null,
        assertionMethods: keys.map((key) => key.multikey),
      });
    })
    .setKeyPairsDispatcher(async (_fctx, identifier) => {
      const member = await actorMember(ctx.db, identifier);
      return member ? actorKeyPairs(ctx, member.userNo) : [];
    });

  federation
    .setFollowersDispatcher(FOLLOWERS_PATH, async (_fctx, identifier) => {
      const member = await actorMember(ctx.db, identifier);
      if (!member) return null;
      const rows = await followersOf(ctx.db, member.userNo);
      const items: Recipient[] = rows.map((row) => ({
        id: new URL(row.actorId),
        inboxId: new URL(row.inbox),
        endpoints: row.sharedInbox ? { sharedInbox: new URL(row.sharedInbox) } : null,
      }));
      return { items };
    })
    .setCounter(async (_fctx, identifier) => {
      const member = await actorMember(ctx.db, identifier);
      return member ? followerCount(ctx.db, member.userNo) : null;
    });

  federation.setOutboxDispatcher(OUTBOX_PATH, async (fctx, identifier) => {
    const member = await actorMember(ctx.db, identifier);
    if (!member) return null;
    const source = await feedSource(ctx.db, { kind: "member", userId: identifier });
    const items = (source?.posts ?? []).slice(0, FEED_ITEMS).map((post) => {
      const article = articleOf(fctx, post);
      return new Create({
        id: new URL(`${article.id!.href}#create`),
        actor: fctx.getActorUri(identifier),
        to: PUBLIC_COLLECTION,
        cc: fctx.getFollowersUri(identifier),
        published: instant(post.createdAt),
        object: article,
      });
    });
    return { items };
  });

  federation.setObjectDispatcher(Article, POST_OBJECT_PATH, async (fctx, values) => {
    const boardNo = Number(values.boardNo);
    if (!Number.isSafeInteger(boardNo) || boardNo <= 0) return null;
    const post = await visiblePost(ctx.db, boardNo);
    if (!post || !(await actorMember(ctx.db, post.userId))) return null;
    return articleOf(fctx, post);
  });

  federation.setNodeInfoDispatcher("/nodeinfo/2.1", async () => {
    const counts = await usage(ctx.db);
    return {
      software: { name: "nanumteo", version: parseSemVer(APP_VERSION), homepage: new URL(ctx.config.publicUrl) },
      protocols: ["activitypub"],
      openRegistrations: true,
      usage: {
        users: { total: counts.users },
        localPosts: counts.localPosts,
        localComments: counts.localComments,
      },
    };
  });

  const refused = async (fctx: InboxContext<AppContext>, actorId: URL | null) => {
    if (!(await fromBlockedServer(ctx, actorId))) return false;
    ctx.logger.info({ actor: actorId?.href, recipient: fctx.recipient }, "federation: activity from a blocked server ignored");
    return true;
  };

  federation
    .setInboxListeners(INBOX_PATH, SHARED_INBOX_PATH)
    .on(Follow, async (fctx, follow) => {
      if (!follow.id || !follow.objectId || (await refused(fctx, follow.actorId))) return;
      const target = fctx.parseUri(follow.objectId);
      if (target?.type !== "actor") return;
      const member = await actorMember(ctx.db, target.identifier);
      if (!member) return;
      const follower = await follow.getActor(fctx);
      if (!follower?.id || !follower.inboxId || !isActor(follower)) return;
      const sharedInbox = follower.endpoints?.sharedInbox ?? null;
      // Deliveries go to these addresses later: never to the installation's own network.
      if (!(await isPublicInbox(ctx, follower.inboxId)) || (sharedInbox && !(await isPublicInbox(ctx, sharedInbox)))) return;
      await addFollower(ctx.db, member.userNo, {
        actorId: follower.id.href,
        inbox: follower.inboxId.href,
        sharedInbox: sharedInbox?.href ?? null,
        followId: follow.id.href,
      });
      // Follows are accepted at once (manuallyApprovesFollowers: false).
      await fctx.sendActivity(
        { identifier: target.identifier },
        follower,
        new Accept({
          id: new URL(`#accepts/${crypto.randomUUID()}`, fctx.getActorUri(target.identifier)),
          actor: follow.objectId,
          object: follow,
        }),
      );
    })
    .on(Undo, async (fctx, undo) => {
      if (!undo.actorId || (await refused(fctx, undo.actorId))) return;
      const object = await undo.getObject(fctx);
      if (object instanceof Follow && object.objectId) {
        const target = fctx.parseUri(object.objectId);
        if (target?.type !== "actor") return;
        const member = await actorMember(ctx.db, target.identifier);
        if (member) await removeFollower(ctx.db, member.userNo, undo.actorId.href);
      } else if (object instanceof Like) {
        const boardNo = ourPostNo(fctx, object.objectId);
        if (boardNo !== null) await removeRemoteLike(ctx.db, boardNo, undo.actorId.href);
      }
    })
    .on(Accept, async (fctx, accept) => {
      if (!accept.actorId || !accept.objectId || (await refused(fctx, accept.actorId))) return;
      await followingAccepted(ctx.db, accept.objectId.href, accept.actorId.href);
    })
    .on(Create, async (fctx, create) => {
      if (!create.actorId || (await refused(fctx, create.actorId))) return;
      const object = await create.getObject(fctx);
      if (!(object instanceof Note || object instanceof Article) || !object.id) return;
      // Only the writer's own objects: an actor cannot post in someone else's name.
      if (object.attributionId?.href !== create.actorId.href) return;
      const html = object.content?.toString() ?? "";
      const replyTo = object.replyTargetId;
      const boardNo = await federatedPostNo(ctx, fctx, replyTo);
      const parent = boardNo === null && replyTo ? await remoteComment(ctx.db, replyTo.href) : null;
      if (boardNo !== null || parent) {
        const actor = await create.getActor(fctx);
        if (!actor?.id) return;
        const commentNo = await addRemoteComment(ctx, {
          boardNo: boardNo ?? parent!.boardNo,
          parentNo: parent ? parent.commentNo : null,
          content: noteText(html),
          remoteId: object.id.href,
          author: {
            name: actor.name?.toString() || handleOf(actor),
            handle: handleOf(actor),
            url: (actor.url instanceof URL ? actor.url : actor.id).href,
            actorId: actor.id.href,
          },
          userNo: await remoteStandIn(ctx.db),
        });
        if (commentNo !== null) ctx.pageCache.invalidate([postTag(boardNo ?? parent!.boardNo)]);
        return;
      }
      // A post of an actor our members follow: their inbox.
      if (await anyoneFollows(ctx.db, create.actorId.href)) {
        await storeReceived(ctx.db, receivedOf(object, create.actorId, html));
      }
    })
    .on(Update, async (fctx, update) => {
      if (!update.actorId || (await refused(fctx, update.actorId))) return;
      const object = await update.getObject(fctx);
      if (!(object instanceof Note || object instanceof Article) || !object.id) return;
      if (object.attributionId?.href !== update.actorId.href) return;
      // An edited reply: the comment follows its writer's edit.
      const comment = await remoteComment(ctx.db, object.id.href);
      if (comment && comment.actorId === update.actorId.href) {
        if (await editRemoteComment(ctx.db, comment.commentNo, noteText(object.content?.toString() ?? ""))) {
          ctx.pageCache.invalidate([postTag(comment.boardNo)]);
        }
        return;
      }
      if (await anyoneFollows(ctx.db, update.actorId.href)) {
        await storeReceived(ctx.db, receivedOf(object, update.actorId, object.content?.toString() ?? ""));
      }
    })
    .on(Delete, async (fctx, del) => {
      if (!del.actorId || !del.objectId || (await refused(fctx, del.actorId))) return;
      // Deleted objects are gone on their server: the id is all there is (often a Tombstone).
      const comment = await remoteComment(ctx.db, del.objectId.href);
      if (comment && comment.actorId === del.actorId.href) {
        await removeRemoteComment(ctx.db, comment.commentNo);
        ctx.pageCache.invalidate([postTag(comment.boardNo)]);
      }
      await forgetReceived(ctx.db, del.objectId.href, del.actorId.href);
    })
    .on(Like, async (fctx, like) => {
      if (!like.actorId || (await refused(fctx, like.actorId))) return;
      const boardNo = await federatedPostNo(ctx, fctx, like.objectId);
      if (boardNo !== null) await addRemoteLike(ctx.db, boardNo, like.actorId.href, like.id?.href ?? null);
    })
    .onError((_fctx, error) => {
      ctx.logger.warn({ err: error }, "federation: an incoming activity failed");
    });

  return { federation, queue };
}

/** A member's remote followers as Fedify's recipients (blocked servers left out). */
export async function recipientsOf(ctx: AppContext, userNo: number): Promise<Recipient[]> {
  const rows = await followersOf(ctx.db, userNo);
  return rows.map((row) => ({
    id: new URL(row.actorId),
    inboxId: new URL(row.inbox),
    endpoints: row.sharedInbox ? { sharedInbox: new URL(row.sharedInbox) } : null,
  }));
}
