// The notification outbox: an event sent inside a committed transaction is delivered once;
// one sent in a rolled-back transaction never exists; a member's own action notifies nobody.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../server/db/schema";
import { withTransaction } from "../../server/db/transaction";
import { countUnread, deliverNotification, listNotifications, notify, NOTIFY_JOB } from "../../server/modules/notifications/service";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { waitForQueueIdle } from "../support/queue";

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ queue: true });
});
afterAll(async () => platform?.dispose());

const rowsOf = (userNo: number) => platform.handle.db.select().from(notifications).where(eq(notifications.userNo, userNo));

async function waitForRows(userNo: number, n: number) {
  const until = Date.now() + 20_000;
  for (;;) {
    const rows = await platform.handle.db.select().from(notifications).where(eq(notifications.userNo, userNo));
    if (rows.length >= n || Date.now() > until) return rows;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("notify", () => {
  it("delivers an event committed with its action, exactly once", async () => {
    const author = await makeUser(platform.handle.db);
    const reader = await makeUser(platform.handle.db);
    const event = {
      type: "NEW_COMMENT" as const,
      recipientUserNo: author.userNo,
      actorUserNo: reader.userNo,
      eventKey: "NEW_COMMENT:1",
      title: `${reader.userName}님이 댓글을 남겼습니다.`,
      content: "[좋은 글 감사합니다]",
      url: "/d/abc",
    };
    await withTransaction(platform.handle.db, (tx) => notify(platform.ctx, tx, event));
    await withTransaction(platform.handle.db, (tx) => notify(platform.ctx, tx, event));
    const rows = await waitForRows(author.userNo, 1);
    await waitForQueueIdle(platform.handle.db, [NOTIFY_JOB]);
    expect(await rowsOf(author.userNo)).toHaveLength(1);
    expect(rows[0]).toMatchObject({ notificationType: "NEW_COMMENT", readYn: "N", notificationUrl: "/d/abc" });
    expect(await countUnread(platform.handle.db, author.userNo)).toBe(1);
    expect((await listNotifications(platform.handle.db, author.userNo))[0]).toMatchObject({
      read: false,
      notificationContent: "[좋은 글 감사합니다]",
    });
  });

  it("an event in a rolled-back transaction is never delivered", async () => {
    const member = await makeUser(platform.handle.db);
    await withTransaction(platform.handle.db, async (tx) => {
      await notify(platform.ctx, tx, {
        type: "FOLLOW",
        recipientUserNo: member.userNo,
        actorUserNo: null,
        eventKey: "FOLLOW:x",
        title: "x",
      });
      throw new Error("the action failed");
    }).catch(() => undefined);
    await waitForQueueIdle(platform.handle.db, [NOTIFY_JOB]);
    expect(await rowsOf(member.userNo)).toHaveLength(0);
  });

  it("a member's own action notifies nobody; direct delivery is idempotent", async () => {
    const member = await makeUser(platform.handle.db);
    await withTransaction(platform.handle.db, (tx) =>
      notify(platform.ctx, tx, {
        type: "LIKE",
        recipientUserNo: member.userNo,
        actorUserNo: member.userNo,
        eventKey: "LIKE:self",
        title: "x",
      }),
    );
    const event = { type: "NOTICE" as const, recipientUserNo: member.userNo, eventKey: "NOTICE:1", title: "공지" };
    expect(await deliverNotification(platform.handle.db, event)).toBe(true);
    expect(await deliverNotification(platform.handle.db, event)).toBe(false);
    await waitForQueueIdle(platform.handle.db, [NOTIFY_JOB]);
    expect((await rowsOf(member.userNo)).map((r) => r.eventKey)).toEqual(["NOTICE:1"]);
  });
});
