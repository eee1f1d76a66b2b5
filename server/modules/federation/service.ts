// The federation's own records (docs/product/federation.md): members as actors (their setting and
// keys), remote followers and followings, what followed actors sent, remote likes and the servers
// operators blocked. Fedify (federation.ts) calls these; nothing here talks to the network.
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { exportJwk, generateCryptoKeyPair, importJwk } from "@fedify/fedify";
import { isBlockedHost, noteText } from "../../../core/federation";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import {
  boards,
  federationActors,
  federationBlockedDomains,
  federationFollowers,
  federationFollowing,
  federationLikes,
  federationReceived,
  users,
} from "../../db/schema";
import { seal, unseal } from "../../lib/sealed";
import type { ReceivedItem } from "./types";
import { deriveKey } from "../../lib/secrets";

/** A member as their actor shows them; null for nobody, a member who left, or federation turned off. */
export interface ActorMember {
  userNo: number;
  userId: string;
  userName: string;
  coverLetter: string;
  profileImg: string | null;
  createdAt: Date;
}

export async function actorMember(db: Executor, userId: string): Promise<ActorMember | null> {
  const [row] = await db
    .select({
      userNo: users.userNo,
      userId: users.userId,
      userName: users.userName,
      coverLetter: users.coverLetter,
      profileImg: users.profileImg,
      createdAt: users.createdAt,
      enabled: federationActors.enabled,
    })
    .from(users)
    .leftJoin(federationActors, eq(federationActors.userNo, users.userNo))
    .where(and(eq(users.userId, userId), eq(users.deleteYn, "N")))
    .limit(1);
  if (!row || row.enabled === false) return null;
  const { enabled: _enabled, ...member } = row;
  return member;
}

/** Whether a member's federation is on (the default) and they are still a member. */
export async function federates(db: Executor, userNo: number): Promise<boolean> {
  const [row] = await db
    .select({ deleteYn: users.deleteYn, enabled: federationActors.enabled })
    .from(users)
    .leftJoin(federationActors, eq(federationActors.userNo, users.userNo))
    .where(eq(users.userNo, userNo))
    .limit(1);
  return !!row && row.deleteYn === "N" && row.enabled !== false;
}

export async function setFederationEnabled(db: Executor, userNo: number, enabled: boolean): Promise<{ enabled: boolean }> {
  await db.insert(federationActors).values({ userNo, enabled }).onConflictDoUpdate({ target: federationActors.userNo, set: { enabled } });
  return { enabled };
}

export async function federationEnabledFor(db: Executor, userNo: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: federationActors.enabled })
    .from(federationActors)
    .where(eq(federationActors.userNo, userNo))
    .limit(1);
  return row?.enabled ?? true;
}

const KEY_PURPOSE = "federation-actor-key";

/**
 * A member's RSA and Ed25519 key pairs, made and stored on first need. The private halves are
 * sealed with a key derived from the installation's secret, so a copy of the database alone
 * cannot sign as our members. Two requests making keys at once keep the first one stored.
 */
export async function actorKeyPairs(ctx: AppContext, userNo: number): Promise<CryptoKeyPair[]> {
  const sealKey = deriveKey(ctx.secret, KEY_PURPOSE);
  const read = async () => {
    const [row] = await ctx.db.select().from(federationActors).where(eq(federationActors.userNo, userNo)).limit(1);
    return row;
  };
  let row = await read();
  if (!row?.rsaPublic || !row.rsaPrivateSealed || !row.ed25519Public || !row.ed25519PrivateSealed) {
    const rsa = await generateCryptoKeyPair("RSASSA-PKCS1-v1_5");
    const ed = await generateCryptoKeyPair("Ed25519");
    const keys = {
      rsaPublic: await exportJwk(rsa.publicKey),
      rsaPrivateSealed: seal(sealKey, KEY_PURPOSE, await exportJwk(rsa.privateKey)),
      ed25519Public: await exportJwk(ed.publicKey),
      ed25519PrivateSealed: seal(sealKey, KEY_PURPOSE, await exportJwk(ed.privateKey)),
    };
    await ctx.db
      .insert(federationActors)
      .values({ userNo, ...keys })
      .onConflictDoUpdate({
        target: federationActors.userNo,
        set: keys,
        // Only where no keys are stored yet: a concurrent maker's keys stay.
        setWhere: isNull(federationActors.rsaPublic),
      });
    row = await read();
  }
  const open = (sealed: string | null) => unseal(sealKey, KEY_PURPOSE, sealed) as JsonWebKey | null;
  const rsaPrivate = open(row!.rsaPrivateSealed);
  const edPrivate = open(row!.ed25519PrivateSealed);
  if (!rsaPrivate || !edPrivate) throw new Error(`federation keys of member ${userNo} do not open with this installation's secret`);
  return [
    { publicKey: await importJwk(row!.rsaPublic as JsonWebKey, "public"), privateKey: await importJwk(rsaPrivate, "private") },
    { publicKey: await importJwk(row!.ed25519Public as JsonWebKey, "public"), privateKey: await importJwk(edPrivate, "private") },
  ];
}

// ── Followers ───────────────────────────────────────────────────────────────

export interface RemoteFollower {
  actorId: string;
  inbox: string;
  sharedInbox: string | null;
}

export async function addFollower(db: Executor, userNo: number, follower: RemoteFollower & { followId: string | null }): Promise<void> {
  await db
    .insert(federationFollowers)
    .values({ userNo, ...follower })
    .onConflictDoUpdate({
      target: [federationFollowers.userNo, federationFollowers.actorId],
      set: { inbox: follower.inbox, sharedInbox: follower.sharedInbox, followId: follower.followId },
    });
}

export async function removeFollower(db: Executor, userNo: number, actorId: string): Promise<void> {
  await db.delete(federationFollowers).where(and(eq(federationFollowers.userNo, userNo), eq(federationFollowers.actorId, actorId)));
}

/** A member's remote followers, without those on blocked servers. */
export async function followersOf(db: Executor, userNo: number): Promise<RemoteFollower[]> {
  const rows = await db
    .select({ actorId: federationFollowers.actorId, inbox: federationFollowers.inbox, sharedInbox: federationFollowers.sharedInbox })
    .from(federationFollowers)
    .where(eq(federationFollowers.userNo, userNo))
    .orderBy(federationFollowers.createdAt);
  const blocked = await blockedDomains(db);
  return rows.filter((row) => URL.canParse(row.actorId) && !isBlockedHost(new URL(row.actorId).host, blocked));
}

export async function followerCount(db: Executor, userNo: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(federationFollowers).where(eq(federationFollowers.userNo, userNo));
  return Number(row?.n ?? 0);
}

// ── Our members following remote actors ─────────────────────────────────────

export async function recordFollowing(db: Executor, userNo: number, actorId: string, handle: string, followId: string): Promise<void> {
  await db
    .insert(federationFollowing)
    .values({ userNo, actorId, handle, followId })
    .onConflictDoUpdate({ target: [federationFollowing.userNo, federationFollowing.actorId], set: { followId, handle, acceptedAt: null } });
}

/** The Accept of one of our Follows arrived. */
export async function followingAccepted(db: Executor, followId: string, actorId: string): Promise<boolean> {
  const done = await db
    .update(federationFollowing)
    .set({ acceptedAt: new Date() })
    .where(and(eq(federationFollowing.followId, followId), eq(federationFollowing.actorId, actorId)))
    .returning({ userNo: federationFollowing.userNo });
  return done.length > 0;
}

/** Stops following: the Follow's id (its Undo names it), or null when the member did not follow. */
export async function removeFollowing(db: Executor, userNo: number, handle: string): Promise<{ actorId: string; followId: string } | null> {
  const [row] = await db
    .delete(federationFollowing)
    .where(and(eq(federationFollowing.userNo, userNo), eq(federationFollowing.handle, handle)))
    .returning({ actorId: federationFollowing.actorId, followId: federationFollowing.followId });
  return row ?? null;
}

export interface Following {
  handle: string;
  actorId: string;
  accepted: boolean;
}

export async function followingOf(db: Executor, userNo: number): Promise<Following[]> {
  const rows = await db
    .select({ handle: federationFollowing.handle, actorId: federationFollowing.actorId, acceptedAt: federationFollowing.acceptedAt })
    .from(federationFollowing)
    .where(eq(federationFollowing.userNo, userNo))
    .orderBy(federationFollowing.createdAt);
  return rows.map((row) => ({ handle: row.handle, actorId: row.actorId, accepted: row.acceptedAt !== null }));
}

/** Whether any of our members follows this actor (only then do its posts land in our inbox). */
export async function anyoneFollows(db: Executor, actorId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(federationFollowing).where(eq(federationFollowing.actorId, actorId));
  return Number(row?.n ?? 0) > 0;
}

// ── Received posts ──────────────────────────────────────────────────────────

export interface ReceivedPost {
  objectId: string;
  actorId: string;
  type: string;
  name: string | null;
  url: string | null;
  content: string;
}

export async function storeReceived(db: Executor, post: ReceivedPost): Promise<void> {
  await db
    .insert(federationReceived)
    .values(post)
    .onConflictDoUpdate({
      target: federationReceived.objectId,
      set: { name: post.name, url: post.url, content: post.content, type: post.type },
    });
}

/** What the accounts a member follows sent, newest first (their inbox page). */
export async function receivedFor(db: Executor, userNo: number, limit = 20): Promise<ReceivedItem[]> {
  const rows = await db
    .select({
      objectId: federationReceived.objectId,
      handle: federationFollowing.handle,
      type: federationReceived.type,
      name: federationReceived.name,
      url: federationReceived.url,
      content: federationReceived.content,
      receivedAt: federationReceived.receivedAt,
    })
    .from(federationReceived)
    .innerJoin(federationFollowing, eq(federationFollowing.actorId, federationReceived.actorId))
    .where(eq(federationFollowing.userNo, userNo))
    .orderBy(desc(federationReceived.receivedNo))
    .limit(limit);
  return rows.map((row) => ({
    objectId: row.objectId,
    handle: row.handle,
    type: row.type,
    title: row.name,
    // Remote HTML is never shown as HTML: its text, shortened.
    excerpt: noteText(row.content).slice(0, 200),
    url: row.url ?? row.objectId,
    receivedAt: row.receivedAt.toISOString(),
  }));
}

/** The object's author deleted it: gone from our inbox too. */
export async function forgetReceived(db: Executor, objectId: string, actorId: string): Promise<number> {
  const gone = await db
    .delete(federationReceived)
    .where(and(eq(federationReceived.objectId, objectId), eq(federationReceived.actorId, actorId)))
    .returning({ objectId: federationReceived.objectId });
  return gone.length;
}

// ── Remote likes ────────────────────────────────────────────────────────────

/** Counted apart from members' likes: never a points credit, a mission or a notification (rewards.md). */
export async function addRemoteLike(db: Executor, boardNo: number, actorId: string, likeId: string | null): Promise<boolean> {
  const [post] = await db
    .select({ boardNo: boards.boardNo })
    .from(boards)
    .where(and(eq(boards.boardNo, boardNo), isNull(boards.deletedAt)))
    .limit(1);
  if (!post) return false;
  const added = await db
    .insert(federationLikes)
    .values({ boardNo, actorId, likeId })
    .onConflictDoNothing()
    .returning({ boardNo: federationLikes.boardNo });
  return added.length > 0;
}

export async function removeRemoteLike(db: Executor, boardNo: number, actorId: string): Promise<void> {
  await db.delete(federationLikes).where(and(eq(federationLikes.boardNo, boardNo), eq(federationLikes.actorId, actorId)));
}

export async function remoteLikeCounts(db: Executor, boardNos: number[]): Promise<Map<number, number>> {
  if (!boardNos.length) return new Map();
  const rows = await db
    .select({ boardNo: federationLikes.boardNo, n: count() })
    .from(federationLikes)
    .where(inArray(federationLikes.boardNo, boardNos))
    .groupBy(federationLikes.boardNo);
  return new Map(rows.map((row) => [Number(row.boardNo), Number(row.n)]));
}

// ── Blocked servers ─────────────────────────────────────────────────────────

export async function blockedDomains(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ domain: federationBlockedDomains.domain })
    .from(federationBlockedDomains)
    .orderBy(federationBlockedDomains.domain);
  return rows.map((row) => row.domain);
}

export async function blockDomain(db: Executor, domain: string, by: number): Promise<string[]> {
  await db.insert(federationBlockedDomains).values({ domain, blockedBy: by }).onConflictDoNothing();
  return blockedDomains(db);
}

export async function unblockDomain(db: Executor, domain: string): Promise<string[]> {
  await db.delete(federationBlockedDomains).where(eq(federationBlockedDomains.domain, domain));
  return blockedDomains(db);
}

// ── Usage for NodeInfo ──────────────────────────────────────────────────────

export async function usage(db: Executor): Promise<{ users: number; localPosts: number; localComments: number }> {
  const result = await db.execute(sql`
    select (select count(*)::int from users where delete_yn = 'N') as users,
           (select count(*)::int from boards where deleted_at is null and blind_yn = 'N' and publishing = false) as posts,
           (select count(*)::int from comments where deleted_at is null and remote_id is null) as comments`);
  const row = (result as unknown as { rows: { users: number; posts: number; comments: number }[] }).rows[0];
  return { users: Number(row?.users ?? 0), localPosts: Number(row?.posts ?? 0), localComments: Number(row?.comments ?? 0) };
}

/**
 * The member row remote replies are filed under: comments need a writer, and a remote writer is
 * no member. The row is made once, as a member who left (so no list, search or ranking shows it
 * and nobody signs in as it); what a page shows is the reply's remote author.
 */
const STAND_IN_ID = "~fediverse";
export async function remoteStandIn(db: Executor): Promise<number> {
  const find = async () => (await db.select({ userNo: users.userNo }).from(users).where(eq(users.userId, STAND_IN_ID)).limit(1))[0];
  const found = await find();
  if (found) return found.userNo;
  await db
    .insert(users)
    .values({ userId: STAND_IN_ID, userEmail: "fediverse@invalid", userName: "fediverse", deleteYn: "Y", deletedAt: new Date() })
    .onConflictDoNothing();
  return (await find())!.userNo;
}
