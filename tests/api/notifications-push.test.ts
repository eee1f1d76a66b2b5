// Web Push end to end through the real server and queue: a member's browser subscribes, a
// notification is delivered, the push service (a local HTTP server speaking RFC 8030) receives
// an aes128gcm message with a valid VAPID signature, and the browser's private key decrypts it.
// Per-type preferences, expired subscriptions (410) and retries after a failing push service.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../server/db/schema";
import { withTransaction } from "../../server/db/transaction";
import { say } from "../../core/i18n";
import { NOTIFICATION_TITLES } from "../../core/notifications";
import { PUSH_JOB, subscribePush, unsubscribePush } from "../../server/modules/notifications/push";
import { notify, NOTIFY_JOB } from "../../server/modules/notifications/service";
import type { NotificationEvent } from "../../server/modules/notifications/types";
import { signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { browserSubscription, decryptPush, startPushEndpoint, verifyVapid, type PushEndpointServer } from "../support/push-endpoint";
import { waitForQueueIdle } from "../support/queue";
import { makeRoles, type RoleName, type Roles } from "../support/roles";

let platform: TestPlatform;
let pushService: PushEndpointServer;
let roles: Roles;

beforeAll(async () => {
  pushService = await startPushEndpoint();
  platform = await createTestPlatform({ queue: true, env: { PUSH_ALLOW_HTTP: "true" } });
  roles = await makeRoles(platform.handle.db);
});
afterAll(async () => {
  await platform?.dispose();
  await pushService?.close();
});

function call(method: "GET" | "POST", url: string, headers: Record<string, string>, payload?: object) {
  return platform.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function freshMember() {
  const row = await makeUser(platform.handle.db);
  return { ...row, headers: (await signedIn(platform.handle.db, row.userNo)).headers };
}

async function send(event: NotificationEvent) {
  await withTransaction(platform.handle.db, (tx) => notify(platform.ctx, tx, event));
}

async function waitFor<T>(probe: () => T | null | undefined | false | Promise<T | null | undefined | false>, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe("web push", () => {
  it("generates the VAPID keys into the data folder and hands out the public key", async () => {
    const saved = JSON.parse(fs.readFileSync(path.join(platform.dataDir, "vapid.json"), "utf8")) as { publicKey: string };
    const a = await freshMember();
    const res = await call("GET", "/api/push/settings", a.headers);
    expect(res.json().data.publicKey).toBe(saved.publicKey);
    expect(Buffer.from(saved.publicKey, "base64url")).toHaveLength(65);
    expect(res.json().data.preferences).toContainEqual({ type: "LIKE", label: "좋아요", enabled: true });
    expect(res.json().data.subscriptionCount).toBe(0);
  });

  it("delivers an encrypted, VAPID-signed push that the browser decrypts", async () => {
    const a = await freshMember();
    const browser = browserSubscription(pushService.origin, "a1");
    const res = await call("POST", "/api/push/subscribe", a.headers, { endpoint: browser.endpoint, keys: browser.keys });
    expect(res.json()).toMatchObject({ code: "20000", data: { subscriptionCount: 1 } });

    await send({
      type: "NEW_COMMENT",
      recipientUserNo: a.userNo,
      eventKey: "C:1",
      title: "가나님이 댓글을 남겼습니다.",
      content: "[좋은 글 감사합니다]",
      url: "/d/abc",
    });
    const push = await waitFor(() => pushService.received.find((p) => p.id === "a1"));
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const publicKey = (await call("GET", "/api/push/settings", a.headers)).json().data.publicKey as string;
    expect(verifyVapid(String(push.headers.authorization), pushService.origin, publicKey).sub).toMatch(/^mailto:/);
    expect(JSON.parse(decryptPush(browser, push.body))).toEqual({
      title: "가나님이 댓글을 남겼습니다.",
      body: "[좋은 글 감사합니다]",
      url: "/d/abc",
      tag: expect.stringMatching(/^n:\d+$/),
    });
    // Another key cannot read it.
    expect(() => decryptPush(browserSubscription(pushService.origin, "x"), push.body)).toThrow();
    await waitFor(
      async () =>
        (await platform.handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint)))[0]
          ?.lastSuccessAt,
    );
  });

  it("respects the member's per-type preference", async () => {
    const a = await freshMember();
    const browser = browserSubscription(pushService.origin, "pref1");
    await call("POST", "/api/push/subscribe", a.headers, { endpoint: browser.endpoint, keys: browser.keys });
    const off = await call("POST", "/api/push/preferences", a.headers, { type: "LIKE", enabled: false });
    expect(off.json().data.preferences).toContainEqual({ type: "LIKE", label: "좋아요", enabled: false });
    await send({
      type: "LIKE",
      recipientUserNo: a.userNo,
      eventKey: "L:1",
      groupKey: "LIKE:1",
      title: "다라님이 회원님의 글을 좋아합니다.",
    });
    await send({ type: "FOLLOW", recipientUserNo: a.userNo, eventKey: "F:1", title: "마바님이 회원님을 팔로우합니다." });
    const pushes = await waitFor(() => {
      const mine = pushService.received.filter((p) => p.id === "pref1");
      return mine.length ? mine : null;
    });
    await waitForQueueIdle(platform.handle.db, [NOTIFY_JOB, PUSH_JOB]);
    const titles = pushService.received
      .filter((p) => p.id === "pref1")
      .map((p) => (JSON.parse(decryptPush(browser, p.body)) as { title: string }).title);
    expect(pushes.length).toBeGreaterThan(0);
    expect(titles).toEqual(["마바님이 회원님을 팔로우합니다."]);
    // The notification itself still arrives in the feed.
    const list = (await call("GET", "/api/notification", a.headers)).json().data.notificationList as Array<{ notificationType: string }>;
    expect(list.map((n) => n.notificationType).sort()).toEqual(["FOLLOW", "LIKE"]);
  });

  it("words each push in the language its browser subscribed in", async () => {
    const a = await freshMember();
    const korean = browserSubscription(pushService.origin, "lang-ko");
    const english = browserSubscription(pushService.origin, "lang-en");
    await call(
      "POST",
      "/api/push/subscribe",
      { ...a.headers, "accept-language": "ko-KR" },
      { endpoint: korean.endpoint, keys: korean.keys },
    );
    await call(
      "POST",
      "/api/push/subscribe",
      { ...a.headers, "accept-language": "en-US" },
      { endpoint: english.endpoint, keys: english.keys },
    );
    const title = say(NOTIFICATION_TITLES.follow, "ko", { name: "가나" });
    await send({ type: "FOLLOW", recipientUserNo: a.userNo, eventKey: "F:lang", title });
    const titleOf = async (browser: typeof korean, id: string) => {
      const push = await waitFor(() => pushService.received.find((p) => p.id === id));
      return (JSON.parse(decryptPush(browser, push.body)) as { title: string }).title;
    };
    expect(await titleOf(korean, "lang-ko")).toBe("가나님이 회원님을 팔로우하기 시작했습니다.");
    expect(await titleOf(english, "lang-en")).toBe("가나 started following you.");
  });

  it("forgets a subscription the push service says is gone (410)", async () => {
    const a = await freshMember();
    const browser = browserSubscription(pushService.origin, "gone1");
    pushService.setStatus("gone1", 410);
    await call("POST", "/api/push/subscribe", a.headers, { endpoint: browser.endpoint, keys: browser.keys });
    await send({ type: "NOTICE", recipientUserNo: a.userNo, eventKey: "N:gone", title: "공지" });
    await waitFor(() => pushService.received.find((p) => p.id === "gone1"));
    await waitFor(
      async () => (await platform.handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userNo, a.userNo))).length === 0,
    );
    expect((await call("GET", "/api/push/settings", a.headers)).json().data.subscriptionCount).toBe(0);
  });

  it("retries while the push service fails, then delivers once", async () => {
    const a = await freshMember();
    const browser = browserSubscription(pushService.origin, "retry1");
    pushService.setStatus("retry1", 503);
    await call("POST", "/api/push/subscribe", a.headers, { endpoint: browser.endpoint, keys: browser.keys });
    await send({ type: "REWARD", recipientUserNo: a.userNo, eventKey: "R:1", title: "리워드가 지급되었습니다." });
    await waitFor(() => pushService.received.find((p) => p.id === "retry1"));
    pushService.setStatus("retry1", 201);
    await waitFor(() => pushService.received.filter((p) => p.id === "retry1").length >= 2, 60_000);
    await waitForQueueIdle(platform.handle.db, [NOTIFY_JOB, PUSH_JOB]);
    const attempts = pushService.received.filter((p) => p.id === "retry1");
    expect(attempts).toHaveLength(2);
    expect(JSON.parse(decryptPush(browser, attempts[1]!.body)).title).toBe("리워드가 지급되었습니다.");
    expect(
      (await platform.handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userNo, a.userNo)))[0]?.lastSuccessAt,
    ).toBeTruthy();
  }, 90_000);

  it("unsubscribes only the member's own browser; refuses bad subscriptions and plain http unless allowed", async () => {
    const a = await freshMember();
    const b = await freshMember();
    const browser = browserSubscription(pushService.origin, "un1");
    await call("POST", "/api/push/subscribe", a.headers, { endpoint: browser.endpoint, keys: browser.keys });
    expect((await call("POST", "/api/push/unsubscribe", b.headers, { endpoint: browser.endpoint })).json().data.removed).toBe(false);
    expect((await call("POST", "/api/push/unsubscribe", a.headers, { endpoint: browser.endpoint })).json().data.removed).toBe(true);

    const bad = await call("POST", "/api/push/subscribe", a.headers, {
      endpoint: browser.endpoint,
      keys: { p256dh: "A".repeat(87), auth: browser.keys.auth },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).toBe("알림 구독 정보가 올바르지 않습니다. 브라우저를 새로고침한 뒤 다시 시도해 주세요.");
    const strict = { ...platform.ctx, config: { ...platform.ctx.config, PUSH_ALLOW_HTTP: false } };
    await expect(subscribePush(strict, a.userNo, { endpoint: browser.endpoint, keys: browser.keys })).rejects.toThrow(
      "알림 구독 정보가 올바르지 않습니다.",
    );
    await expect(subscribePush(platform.ctx, a.userNo, { endpoint: "ftp://push.example/x", keys: browser.keys })).rejects.toThrow();
    // Without the local-development switch, only public https hosts are push services.
    for (const endpoint of [
      "https://127.0.0.1/push/x",
      "https://localhost/push/x",
      "https://10.1.2.3/x",
      "https://[::1]/x",
      "https://192.168.0.5/x",
      "https://metadata/x",
    ]) {
      await expect(subscribePush(strict, a.userNo, { endpoint, keys: browser.keys }), endpoint).rejects.toThrow(
        "알림 구독 정보가 올바르지 않습니다.",
      );
    }
    expect(await subscribePush(strict, a.userNo, { endpoint: "https://fcm.googleapis.com/fcm/send/abc123", keys: browser.keys })).toEqual({
      subscriptionCount: 1,
    });
    await unsubscribePush(platform.handle.db, a.userNo, "https://fcm.googleapis.com/fcm/send/abc123");
  });

  it("authorization: members only, for their own settings", async () => {
    const browser = browserSubscription(pushService.origin, "authz");
    const calls: Array<["GET" | "POST", string, object?]> = [
      ["GET", "/api/push/settings"],
      ["POST", "/api/push/subscribe", { endpoint: browser.endpoint, keys: browser.keys }],
      ["POST", "/api/push/preferences", { type: "NOTICE", enabled: true }],
      ["POST", "/api/push/unsubscribe", { endpoint: browser.endpoint }],
    ];
    const expected: Record<RoleName, number> = { visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401 };
    for (const [method, url, body] of calls) {
      for (const role of Object.keys(expected) as RoleName[]) {
        const res = await call(method, url, roles.headers[role], body);
        expect(res.statusCode, `${role} ${url}`).toBe(expected[role]);
        if (expected[role] === 401) expect(res.json().errorMsg).toBe("회원만 이용 가능합니다.");
      }
    }
    // The endpoint ends with the last member who subscribed it (one browser, one member).
    const rows = await platform.handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(rows).toHaveLength(0);
  });
});
