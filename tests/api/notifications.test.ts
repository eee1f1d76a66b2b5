// The notification feed through the real server (docs/product/notifications.md): new state, the feed with fixed
// notices and the latest 20, check, read, grouped likes, banners, the moderator's notices, and
// who may call what.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../server/db/schema";
import { withTransaction } from "../../server/db/transaction";
import { deliverNotification, notify } from "../../server/modules/notifications/service";
import type { NotificationEvent } from "../../server/modules/notifications/types";
import { eq } from "drizzle-orm";
import { signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { makeRoles, type RoleName, type Roles } from "../support/roles";

let platform: TestPlatform;
let roles: Roles;
let moderator: { headers: Record<string, string> };

beforeAll(async () => {
  platform = await createTestPlatform({ queue: true });
  roles = await makeRoles(platform.handle.db);
  const mod = await makeUser(platform.handle.db, { role: "moderator" });
  moderator = { headers: (await signedIn(platform.handle.db, mod.userNo)).headers };
});
afterAll(async () => platform?.dispose());

function call(method: "GET" | "POST" | "DELETE", url: string, headers: Record<string, string>, payload?: object) {
  return platform.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function freshMember() {
  const row = await makeUser(platform.handle.db);
  return { ...row, headers: (await signedIn(platform.handle.db, row.userNo)).headers };
}

let seq = 0;
function event(recipientUserNo: number, overrides: Partial<NotificationEvent> = {}): NotificationEvent {
  seq += 1;
  return {
    type: "NEW_COMMENT",
    recipientUserNo,
    actorUserNo: null,
    eventKey: `T:${seq}`,
    title: `알림 ${seq}`,
    content: "[내용]",
    url: "/d/abc",
    at: new Date(Date.now() - 100_000 + seq * 10).toISOString(),
    ...overrides,
  };
}

async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe("feed, new state, check and read", () => {
  it("lights the bell for a new notification and puts it out when the feed is opened", async () => {
    const a = await freshMember();
    let res = await call("GET", "/api/notification/new", a.headers);
    expect(res.json()).toMatchObject({ code: "20000", data: { newNotifyState: false } });

    await withTransaction(platform.handle.db, (tx) => notify(platform.ctx, tx, event(a.userNo, { at: undefined })));
    await waitFor(async () => (await call("GET", "/api/notification/new", a.headers)).json().data.newNotifyState === true);

    res = await call("POST", "/api/notification/check", a.headers);
    expect(res.json()).toMatchObject({ code: "20000", data: { newNotifyState: false } });
    res = await call("GET", "/api/notification/new", a.headers);
    expect(res.json().data.newNotifyState).toBe(false);

    // Something arriving after the check lights it again.
    await deliverNotification(platform.handle.db, event(a.userNo, { at: new Date(Date.now() + 1000).toISOString() }));
    res = await call("GET", "/api/notification/new", a.headers);
    expect(res.json().data.newNotifyState).toBe(true);
  });

  it("lists the latest 20, newest first, and marks the member's own ones read", async () => {
    const a = await freshMember();
    const other = await freshMember();
    for (let i = 0; i < 23; i++) await deliverNotification(platform.handle.db, event(a.userNo, { title: `제목 ${i}` }));
    await deliverNotification(platform.handle.db, event(other.userNo, { title: "남의 알림" }));

    const res = await call("GET", "/api/notification", a.headers);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as {
      data: {
        fixedNotification: unknown[];
        notificationList: Array<{
          notificationNo: number;
          notificationTitle: string;
          read: boolean;
          regDate: string;
          notificationType: string;
          notificationContent: string;
          notificationUrl: string;
        }>;
      };
    };
    expect(data.notificationList).toHaveLength(20);
    expect(data.notificationList[0]).toMatchObject({
      notificationTitle: "제목 22",
      read: false,
      notificationType: "NEW_COMMENT",
      notificationContent: "[내용]",
      notificationUrl: "/d/abc",
    });
    expect(data.notificationList[19]!.notificationTitle).toBe("제목 3");
    expect(data.notificationList.some((n) => n.notificationTitle === "남의 알림")).toBe(false);

    const theirs = (await call("GET", "/api/notification", other.headers)).json().data.notificationList[0].notificationNo as number;
    const mine = data.notificationList.slice(0, 2).map((n) => n.notificationNo);
    const read = await call("POST", "/api/notification/read", a.headers, { notificationNoList: [...mine, theirs] });
    expect(read.json()).toMatchObject({ code: "20000", data: { readCount: 2 } });
    const after = (await call("GET", "/api/notification", a.headers)).json().data.notificationList;
    expect(after.slice(0, 3).map((n: { read: boolean }) => n.read)).toEqual([true, true, false]);
    // The other member's notification is untouched.
    expect((await call("GET", "/api/notification", other.headers)).json().data.notificationList[0].read).toBe(false);
    // Reading again changes nothing.
    expect((await call("POST", "/api/notification/read", a.headers, { notificationNoList: mine })).json().data.readCount).toBe(0);
  });

  it("refuses an empty or malformed read list", async () => {
    const a = await freshMember();
    expect((await call("POST", "/api/notification/read", a.headers, { notificationNoList: [] })).statusCode).toBe(400);
    expect((await call("POST", "/api/notification/read", a.headers, { notificationNoList: ["x"] })).statusCode).toBe(400);
    expect(
      (await call("POST", "/api/notification/read", a.headers, { notificationNoList: Array.from({ length: 101 }, (_, i) => i + 1) }))
        .statusCode,
    ).toBe(400);
  });
});

describe("grouped likes", () => {
  it("shows several likes of one post as one line 'A님 외 N명', unread again when a new like comes", async () => {
    const a = await freshMember();
    const likers = await Promise.all([1, 2, 3].map(() => makeUser(platform.handle.db)));
    await deliverNotification(platform.handle.db, event(a.userNo, { title: "다른 알림" }));
    for (const liker of likers) {
      await withTransaction(platform.handle.db, (tx) =>
        notify(platform.ctx, tx, {
          type: "LIKE",
          recipientUserNo: a.userNo,
          actorUserNo: liker.userNo,
          eventKey: `LIKE:77:${liker.userNo}`,
          groupKey: "LIKE:77",
          title: `${liker.userName}님이 회원님의 글을 좋아합니다.`,
          content: "좋은 글",
          url: "/d/liked",
        }),
      );
    }
    // A retried delivery of the same like changes nothing.
    await deliverNotification(platform.handle.db, {
      type: "LIKE",
      recipientUserNo: a.userNo,
      actorUserNo: likers[0]!.userNo,
      eventKey: `LIKE:77:${likers[0]!.userNo}`,
      groupKey: "LIKE:77",
      title: "x",
    });
    const list = await waitFor(async () => {
      const items = (await call("GET", "/api/notification", a.headers)).json().data.notificationList as Array<{
        notificationTitle: string;
        groupCount: number;
        notificationNo: number;
        read: boolean;
      }>;
      return items.find((n) => n.groupCount === 3) ? items : null;
    });
    expect(list).toHaveLength(2);
    const line = list.find((n) => n.groupCount === 3)!;
    expect(line.notificationTitle).toBe(`${likers[2]!.userName}님 외 2명이 회원님의 글을 좋아합니다.`);

    await call("POST", "/api/notification/read", a.headers, { notificationNoList: [line.notificationNo] });
    const fourth = await makeUser(platform.handle.db);
    await deliverNotification(platform.handle.db, {
      type: "LIKE",
      recipientUserNo: a.userNo,
      actorUserNo: fourth.userNo,
      eventKey: `LIKE:77:${fourth.userNo}`,
      groupKey: "LIKE:77",
      title: `${fourth.userName}님이 회원님의 글을 좋아합니다.`,
    });
    const again = (await call("GET", "/api/notification", a.headers)).json().data.notificationList as Array<{
      notificationTitle: string;
      groupCount: number;
      read: boolean;
    }>;
    expect(again).toHaveLength(2);
    expect(again[0]).toMatchObject({
      notificationTitle: `${fourth.userName}님 외 3명이 회원님의 글을 좋아합니다.`,
      groupCount: 4,
      read: false,
    });
    const rows = await platform.handle.db.select().from(notifications).where(eq(notifications.userNo, a.userNo));
    expect(rows).toHaveLength(5);
  });
});

describe("fixed notices, broadcast notice and banners", () => {
  it("a moderator pins a notice at the top of every feed and takes it down", async () => {
    const a = await freshMember();
    const created = await call("POST", "/api/admin/notification/fixed", moderator.headers, {
      notificationTitle: "  서비스 점검 안내 ",
      notificationContent: "11월 30일 02:00~04:00 점검합니다.",
      notificationSubTitle: "공지",
      notificationSubContent: "잠시 이용이 어려워요",
      notificationUrl: "/faq",
    });
    expect(created.statusCode).toBe(200);
    const fixedNo = created.json().data.fixedNo as number;
    const ended = await call("POST", "/api/admin/notification/fixed", moderator.headers, {
      notificationTitle: "지난 공지",
      startsAt: "2020-01-01T00:00:00+09:00",
      endsAt: "2020-02-01T00:00:00+09:00",
    });
    expect(ended.statusCode).toBe(200);
    const feed = (await call("GET", "/api/notification", a.headers)).json().data;
    expect(feed.fixedNotification).toEqual([
      {
        fixedNo,
        notificationTitle: "서비스 점검 안내",
        notificationContent: "11월 30일 02:00~04:00 점검합니다.",
        notificationSubTitle: "공지",
        notificationSubContent: "잠시 이용이 어려워요",
        notificationUrl: "/faq",
      },
    ]);
    const bad = await call("POST", "/api/admin/notification/fixed", moderator.headers, {
      notificationTitle: "x",
      notificationUrl: "javascript:alert(1)",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).toBe("링크는 /로 시작하는 사이트 주소나 http(s) 주소여야 합니다.");
    expect((await call("POST", "/api/admin/notification/fixed", moderator.headers, { notificationTitle: "   " })).json().errorMsg).toBe(
      "제목을 입력해 주세요.",
    );

    expect((await call("DELETE", `/api/admin/notification/fixed/${fixedNo}`, moderator.headers)).statusCode).toBe(200);
    expect((await call("GET", "/api/notification", a.headers)).json().data.fixedNotification).toEqual([]);
    expect((await call("DELETE", `/api/admin/notification/fixed/${fixedNo}`, moderator.headers)).statusCode).toBe(404);
  });

  it("a broadcast notice reaches every member once, not members who left", async () => {
    const a = await freshMember();
    const res = await call("POST", "/api/admin/notification/notice", moderator.headers, {
      title: "새 기능 안내",
      content: "알림 기능이 생겼어요.",
      url: "/m/newsfeed",
    });
    expect(res.statusCode).toBe(200);
    const item = await waitFor(async () => {
      const list = (await call("GET", "/api/notification", a.headers)).json().data.notificationList as Array<{
        notificationType: string;
        notificationTitle: string;
      }>;
      return list.find((n) => n.notificationType === "NOTICE");
    });
    expect(item).toMatchObject({ notificationTitle: "새 기능 안내", notificationContent: "알림 기능이 생겼어요." });
    const key = `NOTICE:${res.json().data.noticeKey as string}`;
    await waitFor(async () => (await platform.handle.db.select().from(notifications).where(eq(notifications.eventKey, key))).length >= 5);
    const rows = await platform.handle.db.select().from(notifications).where(eq(notifications.eventKey, key));
    expect(rows.some((r) => r.userNo === roles.deleted.userNo)).toBe(false);
    expect(new Set(rows.map((r) => r.userNo)).size).toBe(rows.length);
  });

  it("serves live banners to anyone, in order", async () => {
    const first = await call("POST", "/api/admin/banner", moderator.headers, {
      title: "가을 이벤트",
      imageUrl: "/files/banner-1.png",
      linkUrl: "/event",
      sortOrder: 2,
    });
    await call("POST", "/api/admin/banner", moderator.headers, {
      title: "신규 회원 혜택",
      imageUrl: "https://cdn.example.com/b.png",
      sortOrder: 1,
    });
    await call("POST", "/api/admin/banner", moderator.headers, {
      title: "끝난 배너",
      imageUrl: "/files/x.png",
      endsAt: "2021-01-01T00:00:00Z",
    });
    const res = await call("GET", `/api/banner?timestamp=${Date.now()}`, roles.headers.visitor);
    expect(res.json()).toMatchObject({
      code: "20000",
      data: {
        bannerList: [
          { title: "신규 회원 혜택", imageUrl: "https://cdn.example.com/b.png", linkUrl: null },
          { title: "가을 이벤트", imageUrl: "/files/banner-1.png", linkUrl: "/event" },
        ],
      },
    });
    await call("DELETE", `/api/admin/banner/${first.json().data.bannerNo as number}`, moderator.headers);
    expect((await call("GET", "/api/banner", roles.headers.visitor)).json().data.bannerList.map((b: { title: string }) => b.title)).toEqual(
      ["신규 회원 혜택"],
    );

    // Moderators see every banner not taken down, with its schedule: live ones first.
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    await call("POST", "/api/admin/banner", moderator.headers, { title: "예약 배너", imageUrl: "/files/later.png", startsAt: soon });
    const admin = (await call("GET", "/api/admin/banner", moderator.headers)).json().data.bannerList as Array<{
      title: string;
      live: boolean;
      startsAt: string;
    }>;
    expect(admin.map((b) => [b.title, b.live])).toEqual([
      ["신규 회원 혜택", true],
      ["예약 배너", false],
      ["끝난 배너", false],
    ]);
    expect(admin[1]!.startsAt).toBe(soon);
    // A period that ends before it starts is refused.
    const backwards = await call("POST", "/api/admin/banner", moderator.headers, {
      title: "거꾸로",
      imageUrl: "/files/y.png",
      startsAt: soon,
      endsAt: "2021-01-01T00:00:00Z",
    });
    expect([backwards.statusCode, backwards.json().errorMsg]).toEqual([400, "종료 시각은 시작 시각보다 뒤여야 합니다."]);
  });
});

describe("authorization", () => {
  const memberCalls: Array<[string, "GET" | "POST", string, object?]> = [
    ["new", "GET", "/api/notification/new"],
    ["list", "GET", "/api/notification"],
    ["check", "POST", "/api/notification/check"],
    ["read", "POST", "/api/notification/read", { notificationNoList: [1] }],
  ];
  const expected: Record<RoleName, number> = { visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401 };

  for (const [name, method, url, body] of memberCalls) {
    it(`${name}: members only (login required; members who left count as visitors)`, async () => {
      for (const role of Object.keys(expected) as RoleName[]) {
        const res = await call(method, url, roles.headers[role], body);
        expect(res.statusCode, `${role} ${url}`).toBe(expected[role]);
        if (expected[role] === 401) expect(res.json().errorMsg).toBe("회원만 이용 가능합니다.");
      }
    });
  }

  it("banner: anyone", async () => {
    for (const role of Object.keys(expected) as RoleName[])
      expect((await call("GET", "/api/banner", roles.headers[role])).statusCode).toBe(200);
  });

  it("moderator calls: moderators only", async () => {
    const adminCalls: Array<["GET" | "POST" | "DELETE", string, object?]> = [
      ["GET", "/api/admin/notification/fixed"],
      ["POST", "/api/admin/notification/fixed", { notificationTitle: "권한 확인" }],
      ["DELETE", "/api/admin/notification/fixed/999999"],
      ["POST", "/api/admin/notification/notice", { title: "권한 확인" }],
      ["GET", "/api/admin/banner"],
      ["POST", "/api/admin/banner", { title: "권한", imageUrl: "/x.png" }],
      ["DELETE", "/api/admin/banner/999999"],
    ];
    const denied: Record<RoleName, number> = { visitor: 401, unverified: 403, verified: 403, other: 403, deleted: 401 };
    for (const [method, url, body] of adminCalls) {
      for (const role of Object.keys(denied) as RoleName[]) {
        const res = await call(method, url, roles.headers[role], body);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(denied[role]);
      }
      const res = await call(method, url, moderator.headers, body);
      expect([200, 404], `moderator ${method} ${url}`).toContain(res.statusCode);
    }
  });
});
