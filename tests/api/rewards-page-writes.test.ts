// The page writes of points, curation seasons and the moderators' pages (server/services.ts),
// run as a page action runs them: the check-in, pinning and taking down notices, banners, a
// report decision and a season. Each answers visitors and members as the API's own guard
// does, parses the API route's own schema, and refuses in the reader's language.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURATION_MSG } from "../../core/curation";
import { ADMIN_MSG, MSG } from "../../core/messages";
import { MISSION_MSG } from "../../core/missions";
import { REPORT_MSG } from "../../core/reports";
import { reports } from "../../server/db/schema";
import type { Viewer } from "../../server/modules/auth/types";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { refusal, toolsFor, viewerOf } from "../support/page-actions";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let member: Viewer;
let moderator: Viewer;

beforeAll(async () => {
  platform = await createTestPlatform({ queue: true });
  member = await viewerOf(platform.handle.db);
  moderator = await viewerOf(platform.handle.db, { role: "moderator" });
});
afterAll(async () => platform?.dispose());

describe("the check-in (/mypage/reward)", () => {
  it("pays once a day, declares no shared page changed, and refuses visitors as the API does", async () => {
    const tools = toolsFor(member);
    const first = await platform.services.write("POST /api/mission/attendance", {}, tools);
    expect(first).toMatchObject({ action: "attendance", status: "credited", points: 50 });
    expect(tools.declared).toEqual([]);
    expect(await platform.services.write("POST /api/mission/attendance", {}, toolsFor(member))).toMatchObject({
      status: "duplicate",
      points: 0,
    });

    const visitor = await refusal(platform.services.write("POST /api/mission/attendance", {}, toolsFor(null)));
    expect(visitor.status).toBe(401);
    expect(visitor.localized).toEqual(MSG.membersOnly);
  });
});

const PIN = "POST /api/admin/notification/fixed";
const UNPIN = "DELETE /api/admin/notification/fixed/:fixedNo";

describe("the moderators' notices (/admin/notices)", () => {
  it("pins and takes down a fixed notice; members are refused", async () => {
    const pinned = await platform.services.write(PIN, { notificationTitle: "점검 안내", notificationUrl: "/terms" }, toolsFor(moderator));
    expect(pinned.notificationTitle).toBe("점검 안내");
    expect(await platform.services.notifications.fixedForModerator()).toEqual(
      expect.arrayContaining([expect.objectContaining({ fixedNo: pinned.fixedNo })]),
    );
    expect(await platform.services.write(UNPIN, { fixedNo: pinned.fixedNo }, toolsFor(moderator))).toBeNull();
    expect((await platform.services.notifications.fixedForModerator()).some((f) => f.fixedNo === pinned.fixedNo)).toBe(false);

    const forbidden = await refusal(platform.services.write(PIN, { notificationTitle: "x" }, toolsFor(member)));
    expect(forbidden.status).toBe(403);
    const missing = await refusal(platform.services.write(UNPIN, { fixedNo: pinned.fixedNo }, toolsFor(moderator)));
    expect(missing.status).toBe(404);
    expect(missing.localized).toEqual(ADMIN_MSG.fixedNotFound);
  });

  it("refuses a bad link with the wording of both languages", async () => {
    const bad = await refusal(
      platform.services.write(PIN, { notificationTitle: "나쁜 링크", notificationUrl: "javascript:alert(1)" }, toolsFor(moderator, "en")),
    );
    expect(bad.status).toBe(400);
    expect(bad.localized?.ko).toBe("링크는 /로 시작하는 사이트 주소나 http(s) 주소여야 합니다.");
    expect(bad.localized?.en).toBe(ADMIN_MSG.badUrl.en);
  });

  it("adds and takes down a banner", async () => {
    const { bannerNo } = await platform.services.write(
      "POST /api/admin/banner",
      { title: "겨울 시즌", imageUrl: "https://example.test/banner.png", linkUrl: "/curation", sortOrder: 1 },
      toolsFor(moderator),
    );
    expect((await platform.services.notifications.bannersForModerator()).map((b) => b.bannerNo)).toContain(bannerNo);
    expect(await platform.services.write("DELETE /api/admin/banner/:bannerNo", { bannerNo }, toolsFor(moderator))).toBeNull();
    expect((await platform.services.notifications.bannersForModerator()).map((b) => b.bannerNo)).not.toContain(bannerNo);
  });
});

const DECIDE = "POST /api/moderation/reports/:targetType/:targetNo";

describe("report decisions (/admin/reports)", () => {
  it("blinds a reported post and refuses a dismissal of a hidden one", async () => {
    const author = await makeUser(platform.handle.db);
    const post = await makePost(platform.handle.db, author.userNo);
    const reporter = await makeUser(platform.handle.db);
    const res = await platform.app.inject({
      method: "POST",
      url: "/api/reports",
      headers: { ...(await signedIn(platform.handle.db, reporter.userNo)).headers, "content-type": "application/json" },
      payload: JSON.stringify({ targetType: "post", targetNo: post.boardNo, reason: "spam" }),
    });
    expect(res.statusCode).toBe(200);
    const blinded = await platform.services.write(
      DECIDE,
      { targetType: "post", targetNo: post.boardNo, action: "blind" },
      toolsFor(moderator),
    );
    expect(blinded).toMatchObject({ blind: true, lastAction: { action: "blind" } });
    const open = await platform.handle.db.select().from(reports).where(eq(reports.targetNo, post.boardNo));
    expect(open.length).toBe(1);

    const refused = await refusal(
      platform.services.write(DECIDE, { targetType: "post", targetNo: post.boardNo, action: "dismiss" }, toolsFor(moderator)),
    );
    expect(refused.status).toBe(409);
    expect(refused.localized).toEqual(REPORT_MSG.blindNeedsDecision);
    expect(
      (await refusal(platform.services.write(DECIDE, { targetType: "post", targetNo: 1, action: "blind" }, toolsFor(member)))).status,
    ).toBe(403);
  });
});

describe("seasons (/curation-admin)", () => {
  it("creates a season with the API's schema, refuses an overlapping one, and settles only what exists", async () => {
    const start = new Date(Date.now() + 400 * 86_400_000);
    const iso = (d: Date) => d.toISOString().replace("Z", "+00:00");
    const body = {
      title: "먼 시즌",
      startDate: iso(start),
      endDate: iso(new Date(start.getTime() + 7 * 86_400_000)),
      walletDeadline: iso(new Date(start.getTime() + 14 * 86_400_000)),
      writerPool: 1000,
      curatorPool: 500,
    };
    const season = await platform.services.write("POST /api/curation/admin/seasons", body, toolsFor(moderator));
    expect(season).toMatchObject({ title: "먼 시즌", status: "scheduled" });
    const overlap = await refusal(platform.services.write("POST /api/curation/admin/seasons", body, toolsFor(moderator, "en")));
    expect(overlap.status).toBe(409);
    expect(overlap.localized).toEqual(CURATION_MSG.seasonOverlap);
    await expect(
      platform.services.write("POST /api/curation/admin/seasons", { ...body, writerPool: -1 }, toolsFor(moderator)),
    ).rejects.toThrow();
    expect(
      (await refusal(platform.services.write("POST /api/curation/admin/seasons/:id/settle", { id: 999_999 }, toolsFor(moderator))))
        .localized,
    ).toEqual(CURATION_MSG.seasonNotFound);
    expect((await refusal(platform.services.write("POST /api/curation/admin/seasons", body, toolsFor(member)))).status).toBe(403);
  });
});

describe("refusals in the requester's language", () => {
  it("answers a mission claim without a post number in English when the request asks for English", async () => {
    const session = await signedIn(platform.handle.db, member.userNo);
    const ask = (language: string) =>
      platform.app.inject({
        method: "POST",
        url: "/api/mission",
        headers: { ...session.headers, "content-type": "application/json", "accept-language": language },
        payload: JSON.stringify({ action: "view" }),
      });
    const en = await ask("en-US");
    expect(en.statusCode).toBe(400);
    expect(en.json().errorMsg).toBe("The post number (boardNo) is required.");
    const ko = await ask("ko-KR");
    expect(ko.json().errorMsg).toBe("게시물 번호(boardNo)가 필요합니다.");
    expect(MISSION_MSG.boardNoRequired.ko).toBe("게시물 번호({field})가 필요합니다.");
  });
});
