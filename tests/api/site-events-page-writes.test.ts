// The page writes of /event/ai-contest and /admin/events (server/modules/site-events/actions.ts),
// run as a page action runs them (services.write): entering the contest, creating, editing and
// publishing an entry. Each answers visitors, members and unverified members as the API's own
// guard does and parses the API route's own schema.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_MSG } from "../../core/site-events";
import { MSG } from "../../core/messages";
import type { Viewer } from "../../server/modules/auth/types";
import { makePost } from "../support/factories";
import { refusal, toolsFor, viewerOf } from "../support/page-actions";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let member: Viewer;
let unverified: Viewer;
let moderator: Viewer;

const DAY = 86_400_000;
const ENTER = "POST /api/event/ai-contest/entry";

beforeAll(async () => {
  platform = await createTestPlatform();
  member = await viewerOf(platform.handle.db);
  unverified = await viewerOf(platform.handle.db, { emailCertYn: "N" });
  moderator = await viewerOf(platform.handle.db, { role: "moderator" });
});
afterAll(async () => platform?.dispose());

describe("/admin/events page writes", () => {
  it("creates a draft, edits it, publishes it; members and visitors are refused", async () => {
    const events = platform.services.events;
    const write = platform.services.write;
    const tools = toolsFor(moderator);
    const created = await write("POST /api/admin/events", { kind: "notice", slug: "page-notice", title: "페이지 공지" }, tools);
    expect(created).toMatchObject({ state: "draft", slug: "page-notice" });
    expect(tools.declared).toEqual([]);
    const edited = await write(
      "PUT /api/admin/events/:eventNo",
      { eventNo: created.eventNo, kind: "notice", slug: "page-notice", title: "고친 공지" },
      toolsFor(moderator),
    );
    expect(edited).toMatchObject({ eventNo: created.eventNo, title: "고친 공지" });
    expect(await events.detail("page-notice")).toBeNull();
    await write("POST /api/admin/events/:eventNo/state", { eventNo: created.eventNo, state: "published" }, toolsFor(moderator));
    expect(await events.detail("page-notice")).toMatchObject({ title: "고친 공지" });
    expect((await events.forModerator()).find((e) => e.eventNo === created.eventNo)).toMatchObject({ state: "published" });

    const forbidden = await refusal(write("POST /api/admin/events", { kind: "notice", slug: "nope", title: "x" }, toolsFor(member)));
    expect(forbidden.status).toBe(403);
    const visitor = await refusal(
      write("POST /api/admin/events/:eventNo/state", { eventNo: created.eventNo, state: "draft" }, toolsFor(null)),
    );
    expect(visitor.status).toBe(401);
    // The API route's own schema reads the input: an unknown state is refused before anything changes.
    await expect(
      write("POST /api/admin/events/:eventNo/state", { eventNo: created.eventNo, state: "gone" }, toolsFor(moderator)),
    ).rejects.toThrow();
    expect(await events.detail("page-notice")).not.toBeNull();
  });
});

describe("/event/ai-contest page write", () => {
  it("enters a member's own post once; unverified members and visitors are refused as the API does", async () => {
    const events = platform.services.events;
    const write = platform.services.write;
    const contest = await write(
      "POST /api/admin/events",
      {
        kind: "event",
        slug: "ai-contest",
        title: "AI 콘텐츠 공모전",
        startsAt: new Date(Date.now() - DAY).toISOString(),
        endsAt: new Date(Date.now() + DAY).toISOString(),
      },
      toolsFor(moderator),
    );
    await write("POST /api/admin/events/:eventNo/state", { eventNo: contest.eventNo, state: "published" }, toolsFor(moderator));
    const post = await makePost(platform.handle.db, member.userNo, { subject: "페이지에서 응모" });

    const visitor = await refusal(write(ENTER, { boardNo: post.boardNo }, toolsFor(null)));
    expect([visitor.status, visitor.localized]).toEqual([401, MSG.membersOnly]);
    const notVerified = await refusal(write(ENTER, { boardNo: post.boardNo }, toolsFor(unverified)));
    expect([notVerified.status, notVerified.localized]).toEqual([403, MSG.verifiedMembersOnly]);

    const entry = await write(ENTER, { boardNo: post.boardNo }, toolsFor(member));
    expect(entry).toMatchObject({ boardNo: post.boardNo, subject: "페이지에서 응모" });
    const again = await refusal(write(ENTER, { boardNo: post.boardNo }, toolsFor(member)));
    expect([again.status, again.localized]).toEqual([409, EVENT_MSG.alreadyEntered]);
    expect((await events.myContest(member)).entry).toMatchObject({ boardNo: post.boardNo });
    expect((await events.entries("ai-contest", 1)).items.map((i) => i.boardNo)).toEqual([post.boardNo]);
  });
});
