// Activities as Mastodon sends them (tests/fixtures/mastodon: a Follow, a Create of a Note that
// replies to one of our posts, a Like, a Delete with a Tombstone, an Undo of the Follow), signed
// with the remote account's key and posted to our inbox. The remote server is a small local one
// serving the account's actor document (Mastodon's shape) and taking what we send back.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { generateCryptoKeyPair, signRequest } from "@fedify/fedify";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments, federationFollowers, federationLikes, notifications, pointLedger } from "../../server/db/schema";
import { setFederationEnabled } from "../../server/modules/federation/service";
import { freePort } from "../support/app-process";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { waitForQueueIdle } from "../support/queue";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/mastodon");

let platform: TestPlatform;
let origin: string;
let remote: http.Server;
let remoteOrigin: string;
let keys: CryptoKeyPair;
let member: { userNo: number; userId: string };
let boardNo: number;
let permaLink: string;
const delivered: { path: string; body: Record<string, unknown> }[] = [];

function fixture(name: string): Record<string, unknown> {
  const text = fs
    .readFileSync(path.join(FIXTURES, `${name}.json`), "utf8")
    .replaceAll("https://mastodon.example", remoteOrigin)
    .replaceAll("https://nanumteo.example", origin)
    .replaceAll("nanumteo.example", new URL(origin).host)
    .replaceAll("MEMBER", member.userId)
    .replaceAll("/ap/posts/POST", `/ap/posts/${boardNo}`);
  return JSON.parse(text) as Record<string, unknown>;
}

async function pem(key: CryptoKey): Promise<string> {
  const der = Buffer.from(await crypto.subtle.exportKey("spki", key)).toString("base64");
  return `-----BEGIN PUBLIC KEY-----\n${der.match(/.{1,64}/g)!.join("\n")}\n-----END PUBLIC KEY-----\n`;
}

/** Posts an activity to our shared inbox signed as Mastodon signs (draft-cavage HTTP Signatures, RSA). */
async function send(activity: Record<string, unknown>, inbox = `${origin}/ap/inbox`): Promise<number> {
  const request = new Request(inbox, {
    method: "POST",
    headers: { "content-type": "application/activity+json" },
    body: JSON.stringify(activity),
  });
  const signed = await signRequest(request, keys.privateKey, new URL(`${remoteOrigin}/users/minji#main-key`));
  const response = await fetch(signed);
  return response.status;
}

beforeAll(async () => {
  keys = await generateCryptoKeyPair("RSASSA-PKCS1-v1_5");
  const publicKeyPem = await pem(keys.publicKey);
  remote = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      if (request.method === "GET" && request.url?.startsWith("/users/minji")) {
        const actor = JSON.stringify(fixture("actor")).replace("PUBLIC_KEY_PEM", publicKeyPem.replace(/\n/g, "\\n"));
        response.writeHead(200, { "content-type": "application/activity+json" }).end(actor);
        return;
      }
      if (request.method === "POST") {
        delivered.push({ path: request.url ?? "", body: JSON.parse(body) as Record<string, unknown> });
        response.writeHead(202).end();
        return;
      }
      response.writeHead(404).end();
    });
  });
  const remotePort = await freePort();
  await new Promise<void>((resolve) => remote.listen(remotePort, "127.0.0.3", resolve));
  remoteOrigin = `http://127.0.0.3:${(remote.address() as AddressInfo).port}`;

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // One report blinds, so the test shows remote replies under the same rule.
  platform = await createTestPlatform({ queue: true, env: { FEDERATION: "on", PUBLIC_URL: origin, REPORT_BLIND_THRESHOLD: "1" } });
  await platform.app.listen({ port, host: "127.0.0.1" });
  member = await makeUser(platform.handle.db);
  ({ boardNo, permaLink } = await makePost(platform.handle.db, member.userNo, { subject: "마스토돈에서 읽는 글" }));
}, 60_000);

afterAll(async () => {
  await platform?.dispose();
  await new Promise((resolve) => remote?.close(resolve));
});

describe("Mastodon's activities", { timeout: 60_000 }, () => {
  it("Follow: the account becomes a follower and gets an Accept naming the Follow", async () => {
    expect(await send(fixture("follow"))).toBe(202);
    await waitForQueueIdle(platform.handle.db, undefined, 20_000);
    const [row] = await platform.handle.db.select().from(federationFollowers).where(eq(federationFollowers.userNo, member.userNo));
    expect(row).toMatchObject({ actorId: `${remoteOrigin}/users/minji`, sharedInbox: `${remoteOrigin}/inbox` });
    const accept = delivered.find((d) => d.body.type === "Accept");
    expect(accept?.path).toBe("/users/minji/inbox");
    expect(accept?.body.actor).toBe(`${origin}/ap/users/${member.userId}`);
    expect((accept?.body.object as { id: string }).id).toBe(fixture("follow").id);
  });

  it("Create(Note) replying to our post: a comment with the writer's name, handle and page", async () => {
    expect(await send(fixture("create-note-reply"))).toBe(202);
    await waitForQueueIdle(platform.handle.db, undefined, 20_000);
    const noteId = (fixture("create-note-reply").object as { id: string }).id;
    const [row] = await platform.handle.db.select().from(comments).where(eq(comments.remoteId, noteId));
    expect(row?.boardNo).toBe(boardNo);
    expect(row?.content).toBe(`@${member.userId} 잘 읽었어요 & 다음 글도 기다릴게요 #연합`);
    expect(row?.remoteAuthor).toEqual({
      name: "민지 🌱",
      handle: `@minji@${new URL(remoteOrigin).host}`,
      url: `${remoteOrigin}/@minji`,
      actorId: `${remoteOrigin}/users/minji`,
    });
    // The post's author hears of it as of any comment, the writer named with their handle.
    const told = await platform.handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `NEW_COMMENT:${Number(row!.commentNo)}`));
    expect(told.map((n) => [n.userNo, n.notificationType])).toEqual([[member.userNo, "NEW_COMMENT"]]);
    expect(told[0]!.notificationTitle).toContain(`민지 🌱 (@minji@${new URL(remoteOrigin).host})`);
    expect(told[0]!.notificationUrl).toBe(`/d/${permaLink}#comment-${Number(row!.commentNo)}`);
  });

  it("Update(Note): an edited reply's comment follows the edit", async () => {
    const update = fixture("create-note-reply");
    const note = update.object as { id: string; content: string; updated?: string };
    update.type = "Update";
    update.id = `${note.id}#updates/1`;
    note.content = "<p>고쳐 쓴 답글</p>";
    note.updated = "2026-12-04T10:05:00Z";
    expect(await send(update)).toBe(202);
    await waitForQueueIdle(platform.handle.db, undefined, 20_000);
    const [row] = await platform.handle.db.select().from(comments).where(eq(comments.remoteId, note.id));
    expect(row?.content).toBe("고쳐 쓴 답글");
    expect(row?.editedAt).toBeInstanceOf(Date);
  });

  it("a remote reply is reported and blinded like any comment", async () => {
    const noteId = (fixture("create-note-reply").object as { id: string }).id;
    const [row] = await platform.handle.db.select().from(comments).where(eq(comments.remoteId, noteId));
    const reader = await makeUser(platform.handle.db);
    const session = await signedIn(platform.handle.db, reader.userNo);
    const reported = await platform.app.inject({
      method: "POST",
      url: "/api/reports",
      headers: { ...session.headers, origin, "content-type": "application/json" },
      payload: JSON.stringify({ targetType: "comment", targetNo: row!.commentNo, reason: "spam" }),
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().data.blinded).toBe(true);
    const page = await platform.app.inject({ method: "GET", url: `/api/comments?boardNo=${boardNo}` });
    const shown = (page.json().data.items as { commentNo: number; state: string; writer: unknown }[]).find(
      (c) => c.commentNo === row!.commentNo,
    );
    expect(shown).toMatchObject({ state: "blind", writer: null });
  });

  it("Like: counted apart from members' likes, no points", async () => {
    const ledger = async () => (await platform.handle.db.select({ n: sql<number>`count(*)::int` }).from(pointLedger))[0]!.n;
    const before = await ledger();
    expect(await send(fixture("like"))).toBe(202);
    await waitForQueueIdle(platform.handle.db, undefined, 20_000);
    expect(await platform.handle.db.select().from(federationLikes).where(eq(federationLikes.boardNo, boardNo))).toHaveLength(1);
    expect(await ledger()).toBe(before);
  });

  it("Delete(Tombstone): the reply's comment goes", async () => {
    expect(await send(fixture("delete-note"))).toBe(202);
    await waitForQueueIdle(platform.handle.db, undefined, 20_000);
    const noteId = (fixture("create-note-reply").object as { id: string }).id;
    const [row] = await platform.handle.db.select().from(comments).where(eq(comments.remoteId, noteId));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect([row?.content, row?.deletedBy]).toEqual(["", "remote"]);
  });

  it("Undo(Follow): no longer a follower", async () => {
    expect(await send(fixture("undo-follow"))).toBe(202);
    await waitForQueueIdle(platform.handle.db, undefined, 20_000);
    expect(await platform.handle.db.select().from(federationFollowers).where(eq(federationFollowers.userNo, member.userNo))).toEqual([]);
  });

  it("a reply or like to a post of a member who turned federation off is not taken", async () => {
    await setFederationEnabled(platform.handle.db, member.userNo, false);
    await platform.handle.db.delete(federationLikes).where(eq(federationLikes.boardNo, boardNo));
    const reply = fixture("create-note-reply");
    const note = reply.object as { id: string };
    note.id = `${note.id}1`;
    reply.id = `${note.id}/activity`;
    expect(await send(reply)).toBe(202);
    const like = fixture("like");
    like.id = `${String(like.id)}1`;
    expect(await send(like)).toBe(202);
    await waitForQueueIdle(platform.handle.db, undefined, 20_000);
    expect(await platform.handle.db.select().from(comments).where(eq(comments.remoteId, note.id))).toEqual([]);
    expect(await platform.handle.db.select().from(federationLikes).where(eq(federationLikes.boardNo, boardNo))).toEqual([]);
    await setFederationEnabled(platform.handle.db, member.userNo, true);
  });

  it("an activity naming another account than the signer's is not taken", async () => {
    const forged = fixture("create-note-reply");
    forged.actor = `${remoteOrigin}/users/someone-else`;
    expect(await send(forged)).toBe(401);
  });
});
