// Growing past one process by configuration alone (docs/ARCHITECTURE.md, "Deployment shape").
// 1. Two web processes (JOBS=off) and a worker (`npm run worker`) on one PostgreSQL server and one
//    files folder, invalidations over PostgreSQL: a like through one shows on the other's cached
//    page within a second; the worker does the queued work (the sign-up mail).
// 2. Two "machines": web A and web B and a worker, each with a data folder of its own, on one
//    PostgreSQL primary with a streaming replica, Redis and an S3 server, all on loopback. An
//    upload on A is served by B, a document the worker converts shows on both, a like on B
//    refreshes A's cached page within a second, rate limits count across both, B reads lists
//    from the replica, and killing A in the middle of writes loses none it acknowledged while B
//    goes on serving.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedServer, type EmbeddedServer } from "../../server/db/embedded-server";
import { freePort, startApp, startWorker } from "../support/app-process";
import { firstLink, waitForFolderMail } from "../support/mail";
import { DEFAULT_FIELDS } from "../support/documents";
import { koreanPdf } from "../support/document-fixtures";
import { startReplica, type TestReplica } from "../support/replica";
import { startS3Server, type TestS3Server } from "../support/s3";
import { testRedisUrl } from "../support/redis";
import { DESKTOP_UA } from "./browser";

let server: EmbeddedServer;
const serverDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-scale-pg-"));

beforeAll(async () => {
  server = await startEmbeddedServer({ dataDir: serverDir });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(serverDir, { recursive: true, force: true });
});

async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: server.url.replace(/\/[^/]+$/, "/postgres") });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  return server.url.replace(/\/[^/]+$/, `/${name}`);
}

describe("two web processes and a worker on one machine, invalidations over PostgreSQL", () => {
  const bus = "postgres";
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nt-scale-${bus}-`));
  const stops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a like on A shows on B's cached page within a second; the worker sends the mail", { timeout: 240_000 }, async () => {
    const env = {
      DATABASE_URL: await freshDatabase(`scale_${bus}_${process.pid}`),
      REDIS_URL: "",
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
    };
    // The web processes and the worker may start together: preparation runs one at a time.
    const [portA, portB] = [await freePort(), await freePort()];
    const [a, b, worker] = await Promise.all([
      startApp({ ...env, PORT: String(portA), JOBS: "off" }),
      startApp({ ...env, PORT: String(portB), JOBS: "off" }),
      startWorker(env),
    ]);
    stops.push(
      () => a.stop(),
      () => b.stop(),
      () => worker.stop(),
    );
    const A = `http://127.0.0.1:${portA}`;
    const B = `http://127.0.0.1:${portB}`;

    // A member signs up on A; the worker (not A) writes the verification mail.
    const email = `scale-${bus}-${process.pid}@example.test`;
    const signUp = await fetch(`${A}/api/user/signUp`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: A },
      body: JSON.stringify({
        userEmail: email,
        userPw: "scale-out-2024!",
        userName: `확장${bus.slice(0, 3)}`,
        agreeTerms: true,
        agreeAge: true,
      }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const mail = await waitForFolderMail(dataDir, email);
    const verify = await fetch(firstLink(mail, "/api/user/email/signup/verification").replace(/^https?:\/\/[^/]+/, B), {
      redirect: "manual",
      headers: { cookie },
    });
    expect(verify.status).toBe(303);

    // B serves a post from its cache.
    const list = (await (await fetch(`${B}/api/board/newBoards?size=1`)).json()) as {
      data: { items: { boardNo: number; permaLink: string }[] };
    };
    const post = list.data.items[0]!;
    const read = async () => {
      const res = await fetch(`${B}/d/${post.permaLink}`, { headers: { "user-agent": DESKTOP_UA } });
      return { hit: res.headers.get("x-page-cache") === "hit", likes: /reaction-count">(\d+)</.exec(await res.text())?.[1] };
    };
    await read();
    const before = await read();
    expect(before.hit).toBe(true);

    // The like goes through A; B's copy is emptied by the message and re-rendered with it.
    const liked = await fetch(`${A}/api/board/likeCntUp`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: A, cookie },
      body: JSON.stringify({ boardNo: post.boardNo }),
    });
    expect(liked.status).toBe(200);
    const likedAt = Date.now();
    let after = await read();
    while (after.likes === before.likes && Date.now() - likedAt < 5_000) after = await read();
    const elapsed = Date.now() - likedAt;
    expect(after.likes).toBe(String(Number(before.likes) + 1));
    expect(elapsed).toBeLessThan(1_000);
    console.log(`[${bus}] like on A visible on B after ${elapsed} ms`);

    expect(worker.output()).not.toContain("job failed");
  });
});

/** A member signed up on one machine, verified through the mail the worker wrote: their cookie. */
async function verifiedMember(signUpOn: string, verifyOn: string, workerDir: string, email: string, name: string): Promise<string> {
  const signUp = await fetch(`${signUpOn}/api/user/signUp`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: signUpOn },
    body: JSON.stringify({ userEmail: email, userPw: "multi-host-2024!", userName: name, agreeTerms: true, agreeAge: true }),
  });
  expect(signUp.status).toBe(200);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const mail = await waitForFolderMail(workerDir, email, { timeoutMs: 60_000 });
  const verify = await fetch(firstLink(mail, "/api/user/email/signup/verification").replace(/^https?:\/\/[^/]+/, verifyOn), {
    redirect: "manual",
    headers: { cookie },
  });
  expect(verify.status).toBe(303);
  return cookie;
}

describe("two machines: web A, web B and a worker on a primary with a replica, Redis and S3", () => {
  const folders = ["a", "b", "worker"].map((name) => fs.mkdtempSync(path.join(os.tmpdir(), `nt-host-${name}-`)));
  const [dirA, dirB, dirWorker] = folders as [string, string, string];
  const stops: (() => Promise<void>)[] = [];
  let replica: TestReplica | undefined;
  let s3: TestS3Server | undefined;
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await replica?.remove();
    await s3?.close();
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  it(
    "shares files, pages, invalidations and limits, reads from the replica, and loses no acknowledged write when A dies",
    { timeout: 300_000 },
    async () => {
      const metricsToken = "multi-host-metrics-token";
      const databaseUrl = await freshDatabase(`multihost_${process.pid}`);
      const databaseName = new URL(databaseUrl).pathname;
      [replica, s3] = await Promise.all([startReplica({ server, dataDir: serverDir }), startS3Server("nanumteo-multi-host")]);
      const replicaUrl = new URL(replica.url);
      replicaUrl.pathname = databaseName;
      const env = {
        DATABASE_URL: databaseUrl,
        DATABASE_REPLICA_URLS: replicaUrl.toString(),
        REDIS_URL: await testRedisUrl(),
        ...s3.env,
        SEED_DEMO: "true",
        SOFFICE_PATH: "off",
        METRICS_TOKEN: metricsToken,
      };
      const [portA, portB] = [await freePort(), await freePort()];
      const started = Date.now();
      const [a, b, worker] = await Promise.all([
        startApp({ ...env, DATA_DIR: dirA, PORT: String(portA), JOBS: "off" }),
        startApp({ ...env, DATA_DIR: dirB, PORT: String(portB), JOBS: "off" }),
        startWorker({ ...env, DATA_DIR: dirWorker }),
      ]);
      stops.push(
        () => a.stop(),
        () => b.stop(),
        () => worker.stop(),
      );
      console.log(`[multi-host] A, B and the worker ready after ${Date.now() - started} ms`);
      const A = `http://127.0.0.1:${portA}`;
      const B = `http://127.0.0.1:${portB}`;

      // A member signs up on A; the worker writes the mail into its own folder; B verifies.
      const cookie = await verifiedMember(A, B, dirWorker, `multi-host-${process.pid}@example.test`, "두기계");
      const member = { cookie };

      // An image uploaded on A is in the bucket, not in A's folder, and B serves it.
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 49, g: 130, b: 246 } } })
        .png()
        .toBuffer();
      const imageForm = new FormData();
      imageForm.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "점.png");
      const image = await fetch(`${A}/api/contents/image?purpose=editor`, {
        method: "POST",
        headers: { origin: A, ...member },
        body: imageForm,
      });
      expect(image.status, await image.clone().text()).toBe(200);
      const imageUrl = ((await image.json()) as { data: { url: string } }).data.url;
      expect(fs.existsSync(path.join(dirA, imageUrl.replace(/^\//, "")))).toBe(false);
      const fromB = await fetch(`${B}${imageUrl}`);
      expect(fromB.status).toBe(200);
      expect((await fromB.arrayBuffer()).byteLength).toBeGreaterThan(0);

      // A document published on A is converted by the worker; its pages are served by A and B.
      const documentForm = new FormData();
      for (const [name, value] of Object.entries({ ...DEFAULT_FIELDS, subject: "두 기계의 문서" })) documentForm.append(name, value);
      documentForm.append(
        "file",
        new Blob([new Uint8Array(await koreanPdf({ pages: 2, title: "두 기계" }))], { type: "application/pdf" }),
        "두기계.pdf",
      );
      const published = await fetch(`${A}/api/contents/post`, { method: "POST", headers: { origin: A, ...member }, body: documentForm });
      expect(published.status, await published.clone().text()).toBe(200);
      const documentPost = ((await published.json()) as { data: { boardNo: number; permaLink: string } }).data;
      const primary = new pg.Client({ connectionString: databaseUrl });
      await primary.connect();
      stops.push(() => primary.end());
      const convertedBy = Date.now() + 90_000;
      let pageKeys: string[] = [];
      for (;;) {
        const { rows } = await primary.query<{ status: string }>("select status from documents where board_no = $1", [
          documentPost.boardNo,
        ]);
        if (rows[0]?.status === "ready") break;
        expect(rows[0]?.status, worker.output()).not.toBe("failed");
        expect(Date.now(), "the worker did not convert the document in time").toBeLessThan(convertedBy);
        await new Promise((r) => setTimeout(r, 250));
      }
      pageKeys = (
        await primary.query<{ image_key: string }>("select image_key from document_pages where board_no = $1 and image_key is not null", [
          documentPost.boardNo,
        ])
      ).rows.map((r) => r.image_key);
      expect(pageKeys.length).toBe(2);
      for (const host of [A, B]) expect((await fetch(`${host}/files/${pageKeys[0]}`)).status).toBe(200);

      // B reads lists from the replica: its metrics count one healthy replica, and the new document
      // reaches B's public list of new posts (the replica caught up) for a visitor.
      const metrics = await (await fetch(`${B}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
      expect(metrics).toMatch(/^nanumteo_db_replicas_healthy 1$/m);
      const { rows: streaming } = await primary.query<{ state: string }>("select state from pg_stat_replication");
      expect(streaming.map((r) => r.state)).toEqual(["streaming"]);
      await replica.catchUp();
      const listed = (await (await fetch(`${B}/api/board/newBoards?size=5`)).json()) as { data: { items: { boardNo: number }[] } };
      expect(listed.data.items.map((p) => p.boardNo)).toContain(documentPost.boardNo);

      // A like on B empties A's cached copy of a post (over Redis) within a second.
      const demo = (
        (await (await fetch(`${A}/api/board/newBoards?size=10`)).json()) as {
          data: { items: { boardNo: number; permaLink: string; boardType?: string }[] };
        }
      ).data.items.find((p) => p.boardNo !== documentPost.boardNo)!;
      const readOnA = async () => {
        const res = await fetch(`${A}/d/${demo.permaLink}`, { headers: { "user-agent": DESKTOP_UA } });
        return { hit: res.headers.get("x-page-cache") === "hit", likes: /reaction-count">(\d+)</.exec(await res.text())?.[1] };
      };
      await readOnA();
      const before = await readOnA();
      expect(before.hit).toBe(true);
      const liked = await fetch(`${B}/api/board/likeCntUp`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: B, ...member },
        body: JSON.stringify({ boardNo: demo.boardNo }),
      });
      expect(liked.status).toBe(200);
      const likedAt = Date.now();
      let after = await readOnA();
      while (after.likes === before.likes && Date.now() - likedAt < 5_000) after = await readOnA();
      const invalidationMs = Date.now() - likedAt;
      expect(after.likes).toBe(String(Number(before.likes) + 1));
      expect(invalidationMs).toBeLessThan(1_000);

      // Rate limits count across both machines (Redis): 20 search words a minute from one address.
      const word = (base: string) =>
        fetch(`${base}/api/board/searchWord`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: base },
          body: JSON.stringify({ searchKey: "부동산" }),
        }).then((r) => r.status);
      const statuses = [];
      for (let i = 0; i < 12; i++) statuses.push(await word(A), await word(B));
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);

      // A dies (SIGKILL) while three writers save drafts through it and a reader keeps asking B.
      // Every draft A acknowledged is there afterwards; B answers every request throughout.
      const acknowledged: number[] = [];
      let aDown = false;
      const writer = async (n: number) => {
        for (let i = 0; !aDown && acknowledged.length < 45; i++) {
          try {
            const res = await fetch(`${A}/api/draft`, {
              method: "POST",
              headers: { "content-type": "application/json", origin: A, ...member },
              body: JSON.stringify({ title: `기계 A 의 임시저장 ${n}-${i}`, content: `<p>${n}-${i}</p>` }),
            });
            if (res.status === 200) acknowledged.push(((await res.json()) as { data: { draftNo: number } }).data.draftNo);
          } catch {
            return; // the connection to A is gone: nothing acknowledged for this one
          }
        }
      };
      const readsOnB = { ok: 0, failed: 0 };
      let reading = true;
      const reader = (async () => {
        while (reading) {
          const res = await fetch(`${B}/d/${demo.permaLink}`, { headers: { "user-agent": DESKTOP_UA } }).catch(() => null);
          if (res?.status === 200) readsOnB.ok += 1;
          else readsOnB.failed += 1;
          await res?.arrayBuffer();
        }
      })();
      const writers = Promise.all([1, 2, 3].map(writer));
      while (acknowledged.length < 15) await new Promise((r) => setTimeout(r, 20));
      a.child.kill("SIGKILL");
      const killedAt = Date.now();
      await new Promise((r) => a.child.once("exit", r));
      aDown = true;
      await writers;
      // B keeps serving for a while after A is gone.
      await new Promise((r) => setTimeout(r, 1_000));
      reading = false;
      await reader;
      const drafts = ((await (await fetch(`${B}/api/drafts`, { headers: member })).json()) as { data: { list: { draftNo: number }[] } })
        .data.list;
      const kept = new Set(drafts.map((d) => d.draftNo));
      expect(acknowledged.filter((n) => !kept.has(n))).toEqual([]);
      expect(readsOnB.failed).toBe(0);
      expect(readsOnB.ok).toBeGreaterThan(0);
      console.log(
        `[multi-host] upload on A served by B; document converted by the worker in pages on A and B; like on B visible on A after ${invalidationMs} ms; ` +
          `A killed ${Date.now() - killedAt} ms ago with ${acknowledged.length} drafts acknowledged, all kept; B answered ${readsOnB.ok} reads meanwhile, ${readsOnB.failed} failed`,
      );
      expect(worker.output()).not.toContain("job failed");
    },
  );
});
