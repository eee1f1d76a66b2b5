// Two instances of the app talk ActivityPub (docs/product/federation.md, decisions 0226–0229):
// A at http://127.0.0.1:<port> and B at http://127.0.0.2:<port>, each the real platform (Fastify,
// its own database, its own job queue) listening on its own loopback address with FEDERATION=on.
// A member of B follows a member of A by handle; A accepts; A's new post reaches B's inbox as a
// Create(Article); a reply from B's member becomes a comment on A's post, marked with its origin;
// B's Delete removes it; a like from B is counted apart and pays nothing; a request signed with a
// key that is not the actor's is refused; and once A's operator blocks B, B's activities are
// refused and A delivers nothing to B.
import type { AddressInfo } from "node:net";
import { Create, Delete, Like, Note, PUBLIC_COLLECTION, Tombstone, generateCryptoKeyPair, signRequest } from "@fedify/fedify";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  boards,
  comments,
  federationFollowers,
  federationFollowing,
  federationLikes,
  federationReceived,
  pointLedger,
  uploadPolicyConsents,
} from "../../server/db/schema";
import { federationContext } from "../../server/modules/federation/federation";
import { markForOutbox, OUTBOX_JOB } from "../../server/modules/federation/outbox";
import { freePort } from "../support/app-process";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { waitForQueueIdle } from "../support/queue";

let a: TestPlatform;
let b: TestPlatform;
let originA: string;
let originB: string;
let alice: { userNo: number; userId: string; headers: Record<string, string> };
let bob: { userNo: number; userId: string; headers: Record<string, string> };
let adminA: { headers: Record<string, string> };

async function instance(host: string): Promise<{ platform: TestPlatform; origin: string }> {
  const port = await freePort();
  const origin = `http://${host}:${port}`;
  const platform = await createTestPlatform({ queue: true, env: { FEDERATION: "on", PUBLIC_URL: origin } });
  await platform.app.listen({ port, host });
  expect((platform.app.server.address() as AddressInfo).port).toBe(port);
  return { platform, origin };
}

async function member(platform: TestPlatform, overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(platform.handle.db, overrides);
  const session = await signedIn(platform.handle.db, user.userNo);
  return { userNo: user.userNo, userId: user.userId, headers: session.headers as Record<string, string> };
}

/** An API call to an instance as a browser of that site would make it. */
async function call(origin: string, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { ...headers, origin, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown; errorId?: string } };
}

/** Both queues idle: deliveries and what they cause on the other side have all run. */
async function settle(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const p of [a, b]) {
      try {
        await waitForQueueIdle(p.handle.db, undefined, 20_000);
      } catch (error) {
        // Which jobs were left, to tell a stuck delivery from a slow one.
        const left = await p.handle.db.execute(
          sql`select name, state, started_on from pgboss.job where state in ('created', 'retry', 'active')`,
        );
        throw new Error(`${(error as Error).message}: ${JSON.stringify((left as unknown as { rows: unknown[] }).rows)}`);
      }
    }
  }
}

async function until<T>(what: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (value) return value;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  ({ platform: a, origin: originA } = await instance("127.0.0.1"));
  ({ platform: b, origin: originB } = await instance("127.0.0.2"));
  alice = await member(a);
  await a.handle.db.insert(uploadPolicyConsents).values({ userNo: alice.userNo });
  bob = await member(b);
  adminA = await member(a, { role: "admin" });
}, 120_000);

afterAll(async () => {
  await a?.dispose();
  await b?.dispose();
});

describe("discovery", () => {
  it("answers WebFinger for @userId@host, the actor as a Person with keys, and NodeInfo", async () => {
    const host = new URL(originA).host;
    const finger = await fetch(`${originA}/.well-known/webfinger?resource=acct:${alice.userId}@${host}`);
    expect(finger.status).toBe(200);
    const jrd = (await finger.json()) as { links: { rel: string; href?: string }[] };
    const self = jrd.links.find((l) => l.rel === "self");
    expect(self?.href).toBe(`${originA}/ap/users/${alice.userId}`);

    const actor = await fetch(self!.href!, { headers: { accept: "application/activity+json" } });
    expect(actor.status).toBe(200);
    const person = (await actor.json()) as Record<string, unknown>;
    expect(person.type).toBe("Person");
    expect(person.preferredUsername).toBe(alice.userId);
    expect(person.inbox).toBe(`${originA}/ap/users/${alice.userId}/inbox`);
    expect((person.publicKey as { publicKeyPem: string }).publicKeyPem).toMatch(/BEGIN PUBLIC KEY/);
    expect(person.url).toBe(`${originA}/other/${alice.userId}/dashboard`);

    const links = (await (await fetch(`${originA}/.well-known/nodeinfo`)).json()) as { links: { href: string }[] };
    const info = (await (await fetch(links.links[0]!.href)).json()) as {
      software: { name: string };
      protocols: string[];
      usage: { users: { total: number } };
    };
    expect(info.software.name).toBe("nanumteo");
    expect(info.protocols).toEqual(["activitypub"]);
    expect(info.usage.users.total).toBeGreaterThanOrEqual(2);
  });

  it("stores the private keys sealed, never as plain JWK", async () => {
    const rows = await a.handle.db.execute(
      sql`select rsa_private_sealed, ed25519_private_sealed from federation_actors where user_no = ${alice.userNo}`,
    );
    const row = (rows as unknown as { rows: { rsa_private_sealed: string; ed25519_private_sealed: string }[] }).rows[0]!;
    expect(row.rsa_private_sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(row.rsa_private_sealed).not.toContain('"d"');
    expect(row.ed25519_private_sealed).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("knows nobody who left and nobody who turned federation off", async () => {
    const gone = await member(a, { deleteYn: "Y" });
    expect((await fetch(`${originA}/ap/users/${gone.userId}`, { headers: { accept: "application/activity+json" } })).status).toBe(404);
    const quiet = await member(a);
    const off = await call(originA, "POST", "/api/federation/settings", quiet.headers, { enabled: false });
    expect(off.status).toBe(200);
    expect((await fetch(`${originA}/ap/users/${quiet.userId}`, { headers: { accept: "application/activity+json" } })).status).toBe(404);
  });
});

describe("two instances", { timeout: 120_000 }, () => {
  let boardNo: number;
  const noteId = () => `${originB}/notes/${crypto.randomUUID()}`;

  it("a member of B follows a member of A by handle, and A accepts", async () => {
    const handle = `@${alice.userId}@${new URL(originA).host}`;
    const followed = await call(originB, "POST", "/api/federation/follow", bob.headers, { handle });
    expect(followed.status, JSON.stringify(followed.body)).toBe(200);
    await settle();
    const [follower] = await a.handle.db.select().from(federationFollowers).where(eq(federationFollowers.userNo, alice.userNo));
    expect(follower?.actorId).toBe(`${originB}/ap/users/${bob.userId}`);
    const [following] = await b.handle.db.select().from(federationFollowing).where(eq(federationFollowing.userNo, bob.userNo));
    expect(following?.acceptedAt).not.toBeNull();
    const settings = await call(originB, "GET", "/api/federation/settings", bob.headers);
    expect(settings.body.data).toMatchObject({ siteEnabled: true, enabled: true, following: [{ handle, accepted: true }] });
  });

  it("A's new post reaches B's inbox as an Article with its tags and absolute links", async () => {
    const published = await call(originA, "POST", "/api/contents/post", alice.headers, {
      type: "editor",
      subject: "연합으로 가는 글",
      webEditorContent: '<p>본문</p><p><img src="/files/images/2026/12/picture.webp" alt="그림"></p>',
      topic: "technology",
      tags: ["연합", "페디버스"],
      agreePolicy: true,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    boardNo = (published.body.data as { boardNo: number }).boardNo;
    await settle();
    const objectId = `${originA}/ap/posts/${boardNo}`;
    const received = await until(
      async () => (await b.handle.db.select().from(federationReceived).where(eq(federationReceived.objectId, objectId)))[0],
    );
    expect(received).toMatchObject({ type: "Article", name: "연합으로 가는 글", actorId: `${originA}/ap/users/${alice.userId}` });
    expect(received.content).toContain(`src="${originA}/files/images/2026/12/picture.webp"`);
    // Bob's inbox lists it, as text.
    const inbox = await call(originB, "GET", "/api/federation/inbox", bob.headers);
    expect((inbox.body.data as { items: unknown[] }).items).toContainEqual(
      expect.objectContaining({
        objectId,
        type: "Article",
        title: "연합으로 가는 글",
        handle: `@${alice.userId}@${new URL(originA).host}`,
      }),
    );

    const article = (await (await fetch(objectId, { headers: { accept: "application/activity+json" } })).json()) as Record<string, unknown>;
    expect(article.type).toBe("Article");
    expect(article.url).toMatch(new RegExp(`^${originA}/d/`));
    expect((article.tag as { type: string; name: string }[]).map((t) => [t.type, t.name])).toEqual([
      ["Hashtag", "#연합"],
      ["Hashtag", "#페디버스"],
    ]);
  });

  it("a reply from B becomes a comment on A's post marked with its origin; B's Delete removes it", async () => {
    const fctx = federationContext(b.ctx)!;
    const id = noteId();
    const aliceActor = new URL(`${originA}/ap/users/${alice.userId}`);
    const note = new Note({
      id: new URL(id),
      attribution: fctx.getActorUri(bob.userId),
      to: PUBLIC_COLLECTION,
      replyTarget: new URL(`${originA}/ap/posts/${boardNo}`),
      content: "<p>멀리서 남기는 <b>댓글</b></p>",
    });
    const recipient = { id: aliceActor, inboxId: new URL(`${aliceActor.href}/inbox`), endpoints: null };
    await fctx.sendActivity(
      { identifier: bob.userId },
      recipient,
      new Create({ id: new URL(`${id}#create`), actor: fctx.getActorUri(bob.userId), object: note }),
    );
    await settle();
    const comment = await until(async () => (await a.handle.db.select().from(comments).where(eq(comments.remoteId, id)))[0]);
    expect(comment.content).toBe("멀리서 남기는 댓글");

    const page = await call(originA, "GET", `/api/comments?boardNo=${boardNo}`, {});
    const items = (page.body.data as { items: { content: string; writer: { userId: string | null; remote: { handle: string } | null } }[] })
      .items;
    const shown = items.find((item) => item.content === "멀리서 남기는 댓글");
    expect(shown?.writer).toMatchObject({ userId: null, remote: { handle: `@${bob.userId}@${new URL(originB).host}` } });

    await fctx.sendActivity(
      { identifier: bob.userId },
      recipient,
      new Delete({ id: new URL(`${id}#delete`), actor: fctx.getActorUri(bob.userId), object: new Tombstone({ id: new URL(id) }) }),
    );
    await settle();
    const gone = await until(
      async () =>
        (
          await a.handle.db
            .select()
            .from(comments)
            .where(and(eq(comments.remoteId, id)))
        )[0]?.deletedAt,
    );
    expect(gone).toBeInstanceOf(Date);
  });

  it("a like from B is counted apart and pays nothing", async () => {
    const fctx = federationContext(b.ctx)!;
    const aliceActor = new URL(`${originA}/ap/users/${alice.userId}`);
    const before = await a.handle.db.select({ n: sql<number>`count(*)::int` }).from(pointLedger);
    await fctx.sendActivity(
      { identifier: bob.userId },
      { id: aliceActor, inboxId: new URL(`${aliceActor.href}/inbox`), endpoints: null },
      new Like({ id: new URL(`${noteId()}#like`), actor: fctx.getActorUri(bob.userId), object: new URL(`${originA}/ap/posts/${boardNo}`) }),
    );
    await settle();
    const likes = await until(
      async () => (await a.handle.db.select().from(federationLikes).where(eq(federationLikes.boardNo, boardNo))).length || null,
    );
    expect(likes).toBe(1);
    const [post] = await a.handle.db.select({ likeCount: boards.likeCount }).from(boards).where(eq(boards.boardNo, boardNo));
    expect(post!.likeCount).toBe(0);
    const after = await a.handle.db.select({ n: sql<number>`count(*)::int` }).from(pointLedger);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("an edit reaches B as an Update, and a deleted post as a Delete B's inbox forgets", async () => {
    const objectId = `${originA}/ap/posts/${boardNo}`;
    const edited = await call(originA, "POST", `/api/contents/post/${boardNo}`, alice.headers, {
      type: "editor",
      subject: "연합으로 간 글 (고침)",
      webEditorContent: "<p>고친 본문</p>",
      topic: "technology",
      tags: ["연합"],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // Edits wait for the outbox's next run (every minute); the test starts it.
    await a.queue!.send(OUTBOX_JOB, {});
    await settle();
    const updated = await until(async () => {
      const [row] = await b.handle.db.select().from(federationReceived).where(eq(federationReceived.objectId, objectId));
      return row?.name === "연합으로 간 글 (고침)" ? row : null;
    });
    expect(updated.content).toContain("고친 본문");

    // A second post, removed by its author: the Delete takes it out of B's inbox.
    const second = await call(originA, "POST", "/api/contents/post", alice.headers, {
      type: "editor",
      subject: "곧 지울 글",
      webEditorContent: "<p>잠깐</p>",
      topic: "technology",
      tags: [],
      agreePolicy: true,
    });
    const secondNo = (second.body.data as { boardNo: number }).boardNo;
    const secondId = `${originA}/ap/posts/${secondNo}`;
    await settle();
    await until(async () => (await b.handle.db.select().from(federationReceived).where(eq(federationReceived.objectId, secondId)))[0]);
    expect((await call(originA, "DELETE", `/api/contents/${secondNo}`, alice.headers)).status).toBe(200);
    await a.queue!.send(OUTBOX_JOB, {});
    await settle();
    await until(
      async () => (await b.handle.db.select().from(federationReceived).where(eq(federationReceived.objectId, secondId))).length === 0,
    );
    expect((await fetch(secondId, { headers: { accept: "application/activity+json" } })).status).toBe(404);
  });

  it("a hidden (blinded) post is never delivered, nor is anything of a member who turned federation off", async () => {
    const hidden = await makePost(a.handle.db, alice.userNo, { subject: "가려진 글" });
    await a.handle.db.update(boards).set({ blindYn: "Y" }).where(eq(boards.boardNo, hidden.boardNo));
    await markForOutbox(a.handle.db, hidden.boardNo);
    await a.queue!.send(OUTBOX_JOB, {});
    expect((await call(originA, "POST", "/api/federation/settings", alice.headers, { enabled: false })).status).toBe(200);
    const quiet = await call(originA, "POST", "/api/contents/post", alice.headers, {
      type: "editor",
      subject: "연합을 끈 뒤의 글",
      webEditorContent: "<p>본문</p>",
      topic: "technology",
      tags: [],
      agreePolicy: true,
    });
    expect(quiet.status).toBe(200);
    const quietNo = (quiet.body.data as { boardNo: number }).boardNo;
    await settle();
    const ids = [hidden.boardNo, quietNo].map((no) => `${originA}/ap/posts/${no}`);
    for (const id of ids)
      expect(await b.handle.db.select().from(federationReceived).where(eq(federationReceived.objectId, id))).toEqual([]);
    expect((await call(originA, "POST", "/api/federation/settings", alice.headers, { enabled: true })).status).toBe(200);
  });

  it("refuses an activity signed with a key that is not the actor's", async () => {
    const forged = await generateCryptoKeyPair("RSASSA-PKCS1-v1_5");
    const body = JSON.stringify({
      "@context": "https://www.w3.org/ns/activitystreams",
      id: `${noteId()}#like`,
      type: "Like",
      actor: `${originB}/ap/users/${bob.userId}`,
      object: `${originA}/ap/posts/${boardNo}`,
    });
    const request = new Request(`${originA}/ap/users/${alice.userId}/inbox`, {
      method: "POST",
      headers: { "content-type": "application/activity+json" },
      body,
    });
    // The key id names Bob's real key; the signature is made with another key.
    const signed = await signRequest(request, forged.privateKey, new URL(`${originB}/ap/users/${bob.userId}#main-key`));
    const response = await fetch(signed);
    expect(response.status).toBe(401);
    const unsigned = await fetch(`${originA}/ap/users/${alice.userId}/inbox`, {
      method: "POST",
      headers: { "content-type": "application/activity+json" },
      body,
    });
    expect(unsigned.status).toBe(401);
  });

  it("refuses an oversized activity before reading it", async () => {
    const response = await fetch(`${originA}/ap/inbox`, {
      method: "POST",
      headers: { "content-type": "application/activity+json" },
      body: JSON.stringify({ type: "Create", content: "x".repeat(300 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it("once A blocks B's server, B's activities are refused and A delivers nothing to B", async () => {
    const hostB = new URL(originB).host;
    const blocked = await call(originA, "POST", "/api/admin/federation/blocks", adminA.headers, { domain: hostB });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect(blocked.body.data).toEqual({ domains: [hostB] });

    const fctx = federationContext(b.ctx)!;
    const id = noteId();
    const aliceActor = new URL(`${originA}/ap/users/${alice.userId}`);
    const create = new Create({
      id: new URL(`${id}#create`),
      actor: fctx.getActorUri(bob.userId),
      object: new Note({
        id: new URL(id),
        attribution: fctx.getActorUri(bob.userId),
        replyTarget: new URL(`${originA}/ap/posts/${boardNo}`),
        content: "<p>차단된 서버</p>",
      }),
    });
    // Sent at once (no queue) to read A's answer.
    const keys = await fctx.getActorKeyPairs(bob.userId);
    const request = new Request(`${aliceActor.href}/inbox`, {
      method: "POST",
      headers: { "content-type": "application/activity+json" },
      body: JSON.stringify(await create.toJsonLd({ contextLoader: fctx.contextLoader })),
    });
    const response = await fetch(await signRequest(request, keys[0]!.privateKey, keys[0]!.keyId));
    expect(response.status).toBe(403);
    await settle();
    expect(await a.handle.db.select().from(comments).where(eq(comments.remoteId, id))).toEqual([]);

    // A's next post is not delivered to B.
    const published = await call(originA, "POST", "/api/contents/post", alice.headers, {
      type: "editor",
      subject: "차단 뒤의 글",
      webEditorContent: "<p>본문</p>",
      topic: "technology",
      tags: [],
      agreePolicy: true,
    });
    expect(published.status).toBe(200);
    const later = (published.body.data as { boardNo: number }).boardNo;
    await settle();
    expect(
      await b.handle.db
        .select()
        .from(federationReceived)
        .where(eq(federationReceived.objectId, `${originA}/ap/posts/${later}`)),
    ).toEqual([]);
  });
  it("B's member unfollows: A hears the Undo and forgets the follower", async () => {
    const hostB = new URL(originB).host;
    expect((await call(originA, "POST", "/api/admin/federation/blocks/remove", adminA.headers, { domain: hostB })).body.data).toEqual({
      domains: [],
    });
    const handle = `@${alice.userId}@${new URL(originA).host}`;
    const unfollowed = await call(originB, "POST", "/api/federation/unfollow", bob.headers, { handle });
    expect(unfollowed.status, JSON.stringify(unfollowed.body)).toBe(200);
    expect((unfollowed.body.data as { following: unknown[] }).following).toEqual([]);
    await settle();
    await until(
      async () => (await a.handle.db.select().from(federationFollowers).where(eq(federationFollowers.userNo, alice.userNo))).length === 0,
    );
    const again = await call(originB, "POST", "/api/federation/unfollow", bob.headers, { handle });
    expect([again.status, again.body.errorId]).toEqual([404, "NOT_FOLLOWING"]);
  });
});
