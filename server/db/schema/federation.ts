// ActivityPub (docs/product/federation.md, decisions 0226–0229): Fedify's key-value store, each
// member's actor keys and setting, remote followers and followings, what remote servers sent
// our members, remote likes, and the servers operators blocked.
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { boards } from "./boards";

/** Fedify's KvStore (caches of remote documents and keys, idempotence marks): one row per key. */
export const federationKv = pgTable(
  "federation_kv",
  {
    /** The key's parts joined by U+001F (a separator no part contains). */
    key: text("key").primaryKey(),
    value: jsonb("value").notNull(),
    /** Null: kept until deleted. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("federation_kv_expires_idx")
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} is not null`),
  ],
);

/**
 * A member as an actor: the setting (on unless the member turned it off) and the two key pairs
 * HTTP and object signatures use, made on first need. Private keys are sealed (lib/sealed.ts).
 */
export const federationActors = pgTable("federation_actors", {
  userNo: integer("user_no")
    .primaryKey()
    .references(() => users.userNo),
  enabled: boolean("enabled").notNull().default(true),
  /** JWK of the RSA (RSASSA-PKCS1-v1_5, 2048) public key; null until first made. */
  rsaPublic: jsonb("rsa_public"),
  rsaPrivateSealed: text("rsa_private_sealed"),
  ed25519Public: jsonb("ed25519_public"),
  ed25519PrivateSealed: text("ed25519_private_sealed"),
  createdAt: createdAt(),
});

/** A remote actor following one of our members (accepted at once). */
export const federationFollowers = pgTable(
  "federation_followers",
  {
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    actorId: text("actor_id").notNull(),
    inbox: text("inbox").notNull(),
    sharedInbox: text("shared_inbox"),
    /** The Follow activity's id (its Undo names it). */
    followId: text("follow_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.actorId] }), index("federation_followers_actor_idx").on(t.actorId)],
);

/** One of our members following a remote actor: sent as a Follow, accepted when the Accept arrives. */
export const federationFollowing = pgTable(
  "federation_following",
  {
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    actorId: text("actor_id").notNull(),
    handle: text("handle").notNull(),
    followId: text("follow_id").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.actorId] }), uniqueIndex("federation_following_follow_idx").on(t.followId)],
);

/** Posts the actors our members follow sent them (Create, Update of an Article or Note): their inbox. */
export const federationReceived = pgTable(
  "federation_received",
  {
    receivedNo: bigint("received_no", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    objectId: text("object_id").notNull(),
    actorId: text("actor_id").notNull(),
    /** Article, Note … */
    type: text("type").notNull(),
    name: text("name"),
    url: text("url"),
    /** The remote server's HTML, kept as received; shown only through the sanitizer. */
    content: text("content").notNull().default(""),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex("federation_received_object_idx").on(t.objectId), index("federation_received_actor_idx").on(t.actorId)],
);

/** A remote actor's like of a post: counted apart from members' likes, never paying anything. */
export const federationLikes = pgTable(
  "federation_likes",
  {
    boardNo: bigint("board_no", { mode: "number" })
      .notNull()
      .references(() => boards.boardNo, { onDelete: "cascade" }),
    actorId: text("actor_id").notNull(),
    likeId: text("like_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.boardNo, t.actorId] })],
);

/** Servers operators blocked: their activities are refused and nothing is delivered to them. */
export const federationBlockedDomains = pgTable("federation_blocked_domains", {
  domain: text("domain").primaryKey(),
  blockedBy: integer("blocked_by").references(() => users.userNo),
  createdAt: createdAt(),
});

/**
 * Posts whose federated copy may be out of date: a subscriber adds the post in the transaction
 * that published, changed, hid or removed it, and the `federation.outbox` job brings the copy in
 * line (Create, Update or Delete) and removes the row.
 */
export const federationOutbox = pgTable("federation_outbox", {
  boardNo: bigint("board_no", { mode: "number" }).primaryKey(),
  createdAt: createdAt(),
});

/** What the fediverse was last sent of each post: its author and the version (updated_at) sent. */
export const federationPosts = pgTable("federation_posts", {
  boardNo: bigint("board_no", { mode: "number" }).primaryKey(),
  userNo: integer("user_no")
    .notNull()
    .references(() => users.userNo),
  sentVersion: timestamp("sent_version", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
