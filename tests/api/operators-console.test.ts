// The operators' console through the real API (docs/product/site.md §12, §14; decisions
// 0168–0170): who may call each new route (the five callers, a moderator and an admin), the
// audit log written for operator writes of any module (an existing notices route, a page
// action) with secrets removed, the admin's moderator grants, FAQ edits reaching the FAQ and
// the help chatbot, feedback with its attachment limits and content checks, deleteFile on
// one's own unsent attachments only, the answer's notification, and the link check refusing
// private addresses.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../core/messages";
import { FEEDBACK_MSG } from "../../core/operators";
import { adminAuditLog, feedbackFiles, notifications, users } from "../../server/db/schema";
import { signedIn } from "../support/auth";
import { docx, koreanPdf, pngImage } from "../support/document-fixtures";
import { makeUser } from "../support/factories";
import { multipartFile } from "../support/multipart";
import type { FastifyRequest } from "fastify";
import { createActRunner } from "../../server/page-actions";
import { viewerOf } from "../support/page-actions";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { makeRoles, type RoleName, type Roles } from "../support/roles";

type Headers = Record<string, string>;
let platform: TestPlatform;
let roles: Roles;
let moderator: { userNo: number; userEmail: string; headers: Headers };
let admin: { userNo: number; userEmail: string; headers: Headers };
let site: http.Server;
let siteBase: string;

async function call(method: "GET" | "POST", url: string, headers: Headers, payload?: unknown) {
  const res = await platform.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

async function member(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(platform.handle.db, { termsAgreedAt: new Date(), ...overrides });
  return { ...user, headers: (await signedIn(platform.handle.db, user.userNo)).headers as Headers };
}

async function attach(headers: Headers, data: Buffer, filename: string) {
  const body = multipartFile(data, { filename, contentType: "application/octet-stream" });
  const res = await platform.app.inject({
    method: "POST",
    url: "/api/feedback/files",
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  // A public-looking site the link check may reach: only 127.0.0.2 is allowed (as in production no loopback is).
  site = http.createServer((req, res) => {
    if (req.url === "/moved") {
      res.writeHead(302, { location: "/page" });
      res.end();
    } else if (req.url === "/to-private") {
      res.writeHead(302, { location: "http://127.0.0.1:9/secret" });
      res.end();
    } else {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end("<p>hello</p>");
    }
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.2", resolve));
  siteBase = `http://127.0.0.2:${(site.address() as AddressInfo).port}`;
  platform = await createTestPlatform({ queue: true, env: { URL_FETCH_ALLOW_ADDRESSES: "127.0.0.2" } });
  roles = await makeRoles(platform.handle.db);
  moderator = await member({ role: "moderator" });
  admin = await member({ role: "admin" });
});
afterAll(async () => {
  await platform?.dispose();
  await new Promise((r) => site?.close(r));
});

const latestAudit = async () => (await platform.handle.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.auditNo)).limit(1))[0];

describe("who may call the console's routes", () => {
  const CALLERS: RoleName[] = ["visitor", "unverified", "verified", "other", "deleted"];

  it("operator routes refuse every member who is not an operator; admin routes refuse moderators too", async () => {
    const operatorRoutes: [string, string, unknown][] = [
      ["GET", "/api/admin/console", undefined],
      ["GET", "/api/admin/audit", undefined],
      ["GET", "/api/admin/faq", undefined],
      ["POST", "/api/admin/faq", {}],
      ["POST", "/api/admin/faq/1", {}],
      ["POST", "/api/admin/faq/1/hidden", { hidden: true }],
      ["POST", "/api/admin/faq/1/move", { direction: "up" }],
      ["GET", "/api/admin/feedback", undefined],
      ["POST", "/api/admin/feedback/1/answer", { answer: "x" }],
    ];
    const adminRoutes: [string, string, unknown][] = [
      ["GET", "/api/admin/members?email=a", undefined],
      ["POST", `/api/admin/members/${roles.verified.userNo}/role`, { role: "moderator" }],
    ];
    for (const [method, url, body] of [...operatorRoutes, ...adminRoutes]) {
      for (const caller of CALLERS) {
        const res = await call(method as "GET", url, roles.headers[caller], body);
        const expected = caller === "visitor" || caller === "deleted" ? 401 : 403;
        expect([url, caller, res.status]).toEqual([url, caller, expected]);
      }
    }
    for (const [method, url, body] of adminRoutes) {
      const res = await call(method as "GET", url, moderator.headers, body);
      expect([url, res.status, res.body.errorId]).toEqual([url, 403, "ROLE_REQUIRED"]);
    }
    for (const [method, url] of operatorRoutes.filter(([m]) => m === "GET")) {
      expect((await call(method as "GET", url, moderator.headers)).status).toBe(200);
      expect((await call(method as "GET", url, admin.headers)).status).toBe(200);
    }
    // Nothing refused was recorded as a change: the role is untouched.
    const [row] = await platform.handle.db.select().from(users).where(eq(users.userNo, roles.verified.userNo));
    expect(row!.role).toBe("member");
  });

  it("members' routes: visitors and members who left are refused; feedback needs a verified e-mail", async () => {
    for (const caller of ["visitor", "deleted"] as const) {
      expect((await call("GET", "/api/feedback/mine", roles.headers[caller])).status).toBe(401);
      expect((await call("POST", "/api/feedback", roles.headers[caller], { kind: "bug", content: "x" })).status).toBe(401);
      expect((await call("POST", "/api/user/deleteFile", roles.headers[caller], { fileNo: 1 })).status).toBe(401);
      expect((await call("POST", "/api/verification", roles.headers[caller], { url: siteBase })).status).toBe(401);
    }
    expect((await call("POST", "/api/feedback", roles.headers.unverified, { kind: "bug", content: "x" })).body.errorId).toBe(
      "EMAIL_NOT_VERIFIED",
    );
    expect((await call("POST", "/api/user/deleteFile", roles.headers.unverified, { fileNo: 1 })).body.errorId).toBe("EMAIL_NOT_VERIFIED");
    expect((await call("GET", "/api/feedback/mine", roles.headers.unverified)).status).toBe(200);
    expect((await call("GET", "/api/faq", roles.headers.visitor)).status).toBe(200);
  });
});

describe("the audit log", () => {
  it("records an operator write of another module (a banner) with who, what, target and ip, secrets removed", async () => {
    const res = await call("POST", "/api/admin/banner", moderator.headers, {
      title: "겨울 배너",
      imageUrl: "/files/banner.png",
      linkUrl: "/event",
      password: "hunter2-should-not-be-kept",
    });
    expect(res.status).toBe(200);
    const entry = await latestAudit();
    expect(entry).toMatchObject({
      actorUserNo: moderator.userNo,
      actorLabel: moderator.userEmail,
      actorRole: "moderator",
      action: "POST /api/admin/banner",
      method: "POST",
      route: "/api/admin/banner",
      via: "api",
    });
    expect(entry!.summary).toContain("겨울 배너");
    expect(entry!.summary).not.toContain("hunter2");
    expect(entry!.ip).toBeTruthy();
    // A refused write (bad input) records nothing.
    const before = entry!.auditNo;
    expect((await call("POST", "/api/admin/banner", moderator.headers, { title: "" })).status).toBe(400);
    expect((await latestAudit())!.auditNo).toBe(before);
    // Reads are not recorded.
    await call("GET", "/api/admin/banner", moderator.headers);
    expect((await latestAudit())!.auditNo).toBe(before);
  });

  it("records an operator's page action as the API contract it stands for", async () => {
    const viewer = await viewerOf(platform.handle.db, { role: "moderator" });
    const runner = createActRunner(
      { server: platform.app, log: platform.app.log } as unknown as FastifyRequest,
      async () => ({ viewer, ip: "203.0.113.9", userAgent: "vitest", language: "ko", https: false }),
      platform.ctx.pageCache,
    );
    const request = new Request("http://localhost/admin/notices", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "페이지 배너", imageUrl: "/files/b.png" }),
    });
    const answer = await runner(request, (input, tools) => platform.services.write("POST /api/admin/banner", input, tools));
    expect((answer.data as { ok: boolean }).ok).toBe(true);
    expect(await latestAudit()).toMatchObject({
      actorUserNo: viewer.userNo,
      action: "POST /api/admin/banner",
      ip: "203.0.113.9",
      via: "api",
    });
    // A member's refused page action records nothing.
    const before = (await latestAudit())!.auditNo;
    const memberViewer = await viewerOf(platform.handle.db);
    const refused = createActRunner(
      { server: platform.app, log: platform.app.log } as unknown as FastifyRequest,
      async () => ({ viewer: memberViewer, ip: "203.0.113.9", userAgent: "vitest", language: "ko", https: false }),
      platform.ctx.pageCache,
    );
    const again = new Request("http://localhost/admin/notices", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "x", imageUrl: "/files/b.png" }),
    });
    expect(
      ((await refused(again, (input, tools) => platform.services.write("POST /api/admin/banner", input, tools))).data as { ok: boolean })
        .ok,
    ).toBe(false);
    expect((await latestAudit())!.auditNo).toBe(before);
  });

  it("lists entries newest first with filters by actor, action and date, paged", async () => {
    const all = await call("GET", "/api/admin/audit?size=1", admin.headers);
    expect(all.status).toBe(200);
    expect(all.body.data.items).toHaveLength(1);
    expect(all.body.data.totalCount).toBeGreaterThanOrEqual(1);
    const mine = await call("GET", `/api/admin/audit?actor=${encodeURIComponent(moderator.userEmail)}&action=banner`, admin.headers);
    expect(mine.body.data.items.length).toBeGreaterThanOrEqual(1);
    expect(mine.body.data.items.every((e: { actor: string }) => e.actor === moderator.userEmail)).toBe(true);
    const future = await call("GET", "/api/admin/audit?from=2999-01-01", admin.headers);
    expect(future.body.data.items).toEqual([]);
    expect((await call("GET", "/api/admin/audit?from=yesterday", admin.headers)).status).toBe(400);
  });
});

describe("admins grant and revoke the moderator role", () => {
  it("finds a member by e-mail, grants and revokes moderator, never changes an admin", async () => {
    const target = await member({ userEmail: "grant-me@example.test" });
    const found = await call("GET", "/api/admin/members?email=grant-me@", admin.headers);
    expect(found.body.data.memberList).toEqual([expect.objectContaining({ userNo: target.userNo, role: "member" })]);
    const granted = await call("POST", `/api/admin/members/${target.userNo}/role`, admin.headers, { role: "moderator" });
    expect(granted.body.data.role).toBe("moderator");
    // The new moderator's next request is theirs as a moderator: refused until their two-step
    // sign-in is on (decision 0212), let in once it is.
    const without = await call("GET", "/api/admin/console", target.headers);
    expect([without.status, without.body.errorId]).toEqual([403, "TWO_FACTOR_REQUIRED_FOR_STAFF"]);
    await platform.handle.db.update(users).set({ twoFactorAt: new Date() }).where(eq(users.userNo, target.userNo));
    expect((await call("GET", "/api/admin/console", target.headers)).status).toBe(200);
    expect(await latestAudit()).toMatchObject({
      action: "POST /api/admin/members/:userNo/role",
      targetId: String(target.userNo),
      actorRole: "admin",
    });
    const revoked = await call("POST", `/api/admin/members/${target.userNo}/role`, admin.headers, { role: "member" });
    expect(revoked.body.data.role).toBe("member");
    expect((await call("GET", "/api/admin/console", target.headers)).status).toBe(403);
    const otherAdmin = await member({ role: "admin" });
    const refused = await call("POST", `/api/admin/members/${otherAdmin.userNo}/role`, admin.headers, { role: "member" });
    expect([refused.status, refused.body.errorId]).toEqual([409, "ADMIN_ROLE"]);
    expect((await call("POST", "/api/admin/members/999999/role", admin.headers, { role: "member" })).status).toBe(404);
  });
});

describe("the FAQ operators edit", () => {
  const ask = async (headers: Headers, question: string) => {
    const thread = await call("GET", "/api/v1/howl/helper", headers);
    const res = await call("POST", "/api/v1/howl/helper/question", headers, { question, threadId: thread.body.data.threadId });
    return res.body.data.message as string;
  };

  it("is seeded from core/faq.ts and shows the visible entries", async () => {
    const list = await call("GET", "/api/faq", roles.headers.visitor);
    expect(list.body.data.faqList.length).toBe(51);
    expect(list.body.data.faqList[0]).toMatchObject({ id: "what-is-nanumteo", category: "about" });
  });

  it("a new entry reaches the FAQ and the chatbot; hidden, it leaves both; moves reorder its category", async () => {
    const asker = await member();
    expect(await ask(asker.headers, "나눔터 마스코트 이름이 뭐예요?")).not.toContain("나누미");
    const created = await call("POST", "/api/admin/faq", moderator.headers, {
      category: "about",
      question: { ko: "나눔터 마스코트의 이름은 무엇인가요?", en: "What is the mascot's name?" },
      answer: { ko: "나눔터의 마스코트는 나누미입니다.", en: "The mascot is Nanumi." },
      keywords: { ko: "마스코트 캐릭터 이름", en: "mascot character" },
      link: "/intro",
    });
    expect(created.status).toBe(200);
    const faqNo = created.body.data.faqNo as number;
    expect(
      (await call("GET", "/api/faq", roles.headers.visitor)).body.data.faqList.some((f: { question: { ko: string } }) =>
        f.question.ko.includes("마스코트"),
      ),
    ).toBe(true);
    expect(await ask(asker.headers, "나눔터 마스코트 이름이 뭐예요?")).toContain("나누미");

    const edited = await call("POST", `/api/admin/faq/${faqNo}`, moderator.headers, {
      category: "about",
      question: { ko: "나눔터 마스코트의 이름은 무엇인가요?", en: "What is the mascot's name?" },
      answer: { ko: "나눔터의 마스코트는 나눔이입니다.", en: "The mascot is Nanumi." },
      keywords: { ko: "마스코트 캐릭터 이름", en: "mascot character" },
    });
    expect(edited.body.data.answer.ko).toContain("나눔이");
    expect(await ask(asker.headers, "마스코트 이름 알려줘")).toContain("나눔이");

    const about = (list: { category: string; faqNo: number }[]) => list.filter((f) => f.category === "about").map((f) => f.faqNo);
    const before = about((await call("GET", "/api/admin/faq", moderator.headers)).body.data.faqList);
    expect(before.at(-1)).toBe(faqNo);
    const moved = await call("POST", `/api/admin/faq/${faqNo}/move`, moderator.headers, { direction: "up" });
    const after = about(moved.body.data.faqList);
    expect(after.at(-2)).toBe(faqNo);
    expect(after.at(-1)).toBe(before.at(-2));

    const hidden = await call("POST", `/api/admin/faq/${faqNo}/hidden`, moderator.headers, { hidden: true });
    expect(hidden.body.data.hidden).toBe(true);
    expect(
      (await call("GET", "/api/faq", roles.headers.visitor)).body.data.faqList.some((f: { question: { ko: string } }) =>
        f.question.ko.includes("마스코트"),
      ),
    ).toBe(false);
    expect(await ask(asker.headers, "마스코트 이름 알려줘")).not.toContain("나눔이");
    // Edits were audited.
    expect(await latestAudit()).toMatchObject({ action: "POST /api/admin/faq/:faqNo/hidden", targetId: String(faqNo) });
  });

  it("refuses links off the site and unknown entries", async () => {
    const body = {
      category: "about",
      question: { ko: "질문", en: "Q" },
      answer: { ko: "답", en: "A" },
      link: "https://evil.example/",
    };
    expect((await call("POST", "/api/admin/faq", moderator.headers, body)).body.errorId).toBe("FAQ_LINK");
    expect((await call("POST", "/api/admin/faq/999999", moderator.headers, { ...body, link: null })).status).toBe(404);
    expect((await call("POST", "/api/admin/faq", moderator.headers, { ...body, category: "nope" })).status).toBe(400);
  });
});

describe("feedback", () => {
  it("takes images and documents by their bytes, refuses other files and files above 20MB", async () => {
    const m = await member();
    const png = await attach(m.headers, await pngImage(), "화면.png");
    expect(png.status).toBe(200);
    expect(png.body.data).toMatchObject({ fileName: "화면.png", contentType: "image/png" });
    const pdf = await attach(m.headers, await koreanPdf({ pages: 1 }), "report.pdf");
    expect(pdf.body.data.contentType).toBe("application/pdf");
    const word = await attach(m.headers, docx(), "문서.docx");
    expect(word.status).toBe(200);
    // A script called .png is no image.
    const fake = await attach(m.headers, Buffer.from("<script>alert(1)</script>"), "fake.png");
    expect([fake.status, fake.body.errorMsg]).toEqual([415, FEEDBACK_MSG.fileType.ko]);
    const big = await attach(m.headers, Buffer.concat([await pngImage(), Buffer.alloc(20 * 1024 * 1024)]), "big.png");
    expect([big.status, big.body.errorMsg]).toEqual([413, MSG.fileTooLarge.ko]);
  });

  it("refuses attachments past 100MB together", async () => {
    const m = await member();
    // Four attachments of 24.9MB already wait (as rows: the sizes are what the limit counts).
    await platform.handle.db.insert(feedbackFiles).values(
      [1, 2, 3, 4].map((i) => ({
        fileKey: `feedback/test-${m.userNo}-${i}.pdf`,
        userNo: m.userNo,
        fileName: `${i}.pdf`,
        size: Math.floor(24.9 * 1024 * 1024),
        contentType: "application/pdf",
      })),
    );
    const over = await attach(m.headers, Buffer.concat([await pngImage(), Buffer.alloc(1024 * 1024)]), "one-more.png");
    expect([over.status, over.body.errorMsg]).toEqual([413, MSG.attachmentsTotalTooLarge.ko]);
  });

  it("deleteFile removes one's own unsent attachment only", async () => {
    const owner = await member();
    const other = await member();
    const file = (await attach(owner.headers, await pngImage(), "mine.png")).body.data;
    const stored = file.url.replace(/^\/files\//, "");
    expect(await platform.ctx.files.exists(stored)).toBe(true);
    const byOther = await call("POST", "/api/user/deleteFile", other.headers, { fileNo: file.fileNo });
    expect([byOther.status, byOther.body.errorId]).toEqual([404, "FILE_NOT_FOUND"]);
    expect((await call("POST", "/api/user/deleteFile", owner.headers, { fileNo: file.fileNo })).status).toBe(200);
    expect(await platform.ctx.files.exists(stored)).toBe(false);
    expect((await call("POST", "/api/user/deleteFile", owner.headers, { fileNo: file.fileNo })).status).toBe(404);
    // Once sent, an attachment stays with its message; until then the member's list offers it again.
    const kept = (await attach(owner.headers, await pngImage(), "kept.png")).body.data;
    expect((await call("GET", "/api/feedback/mine", owner.headers)).body.data.unsentFiles).toEqual([
      expect.objectContaining({ fileNo: kept.fileNo }),
    ]);
    const sent = await call("POST", "/api/feedback", owner.headers, { kind: "bug", content: "버그가 있어요", fileNos: [kept.fileNo] });
    expect(sent.status).toBe(200);
    expect((await call("GET", "/api/feedback/mine", owner.headers)).body.data.unsentFiles).toEqual([]);
    const late = await call("POST", "/api/user/deleteFile", owner.headers, { fileNo: kept.fileNo });
    expect([late.status, late.body.errorId]).toEqual([409, "FILE_SENT"]);
    // Another member's attachment cannot be sent as one's own.
    const foreign = (await attach(other.headers, await pngImage(), "theirs.png")).body.data;
    const stolen = await call("POST", "/api/feedback", owner.headers, { kind: "bug", content: "x", fileNos: [foreign.fileNo] });
    expect(stolen.status).toBe(404);
  });

  it("is sent, answered by an operator, and the member sees the answer and hears of it", async () => {
    const m = await member();
    const file = (await attach(m.headers, await pngImage(), "shot.png")).body.data;
    const sent = await call("POST", "/api/feedback", m.headers, {
      kind: "suggestion",
      content: "다크 모드가 있으면 좋겠어요.",
      link: `${siteBase}/page`,
      fileNos: [file.fileNo],
    });
    expect(sent.status).toBe(200);
    const feedbackNo = sent.body.data.feedbackNo as number;
    const open = await call("GET", "/api/admin/feedback?status=open", moderator.headers);
    const item = open.body.data.items.find((i: { feedbackNo: number }) => i.feedbackNo === feedbackNo);
    expect(item).toMatchObject({
      content: "다크 모드가 있으면 좋겠어요.",
      author: { userNo: m.userNo },
      files: [{ fileName: "shot.png" }],
    });
    expect((await call("GET", "/api/admin/console", moderator.headers)).body.data.openFeedback).toBeGreaterThanOrEqual(1);

    const answered = await call("POST", `/api/admin/feedback/${feedbackNo}/answer`, moderator.headers, {
      answer: "검토해 볼게요. 고맙습니다!",
    });
    expect(answered.status).toBe(200);
    expect((await call("POST", `/api/admin/feedback/${feedbackNo}/answer`, moderator.headers, { answer: "again" })).status).toBe(409);
    const mine = await call("GET", "/api/feedback/mine", m.headers);
    expect(mine.body.data.feedbackList[0]).toMatchObject({
      feedbackNo,
      answer: "검토해 볼게요. 고맙습니다!",
      files: [{ fileName: "shot.png" }],
    });
    const until = Date.now() + 20_000;
    let rows: (typeof notifications.$inferSelect)[] = [];
    while (Date.now() < until) {
      rows = await platform.handle.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userNo, m.userNo), eq(notifications.notificationType, "NOTICE")));
      if (rows.length) break;
      await new Promise((r) => setTimeout(r, 150));
    }
    expect(rows.map((r) => r.notificationTitle)).toEqual(["보내주신 의견에 답변이 등록되었습니다."]);
    expect(rows[0]!.notificationUrl).toBe(`/mypage/feedback#feedback-${feedbackNo}`);
    // Other members never see it.
    const other = await member();
    expect((await call("GET", "/api/feedback/mine", other.headers)).body.data.feedbackList).toEqual([]);
  });
});

describe("POST /api/verification", () => {
  it("answers a public link's final address, status and type after redirects", async () => {
    const res = await call("POST", "/api/verification", roles.headers.verified, { url: `${siteBase}/moved` });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      url: `${siteBase}/moved`,
      allowed: true,
      reachable: true,
      finalUrl: `${siteBase}/page`,
      status: 200,
      contentType: "text/html",
      reason: null,
    });
  });

  it("refuses private addresses, also behind a redirect, and other schemes", async () => {
    for (const url of ["http://127.0.0.1/", "http://10.0.0.1/", "http://[::1]/", "http://169.254.169.254/latest/meta-data"]) {
      const res = await call("POST", "/api/verification", roles.headers.verified, { url });
      expect([url, res.body.data.allowed, res.body.data.reachable, res.body.data.reason]).toEqual([url, false, false, "URL_NOT_PUBLIC"]);
    }
    const redirected = await call("POST", "/api/verification", roles.headers.verified, { url: `${siteBase}/to-private` });
    expect(redirected.body.data).toMatchObject({ allowed: false, reachable: false, reason: "URL_NOT_PUBLIC" });
    const scheme = await call("POST", "/api/verification", roles.headers.verified, { url: "file:///etc/passwd" });
    expect(scheme.body.data).toMatchObject({ allowed: false, reason: "URL_SCHEME" });
    expect((await call("POST", "/api/verification", roles.headers.verified, { url: "not a url" })).status).toBe(400);
  });
});
