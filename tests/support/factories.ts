// Test data factories: real rows through the same service functions the app uses.
import crypto from "node:crypto";
import type { Database } from "../../server/db/client";
import { users } from "../../server/db/schema";
import { createBoard, type NewBoardInput } from "../../server/modules/boards/service";

export async function makeUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = crypto.randomBytes(5).toString("hex");
  const [row] = await db
    .insert(users)
    .values({
      userId: `u${id}`,
      userEmail: `member-${id}@example.test`,
      // 8 hex digits: the nickname rule allows 12 bytes (Korean counts 2), and 4 digits collided.
      userName: `회원${id.slice(0, 8)}`,
      emailCertYn: "Y",
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makePost(db: Database, userNo: number, overrides: Partial<NewBoardInput> = {}) {
  return createBoard(db, {
    userNo,
    boardType: "editor",
    topic: "economy",
    subject: "테스트 게시물 제목",
    contentHtml: "<p>본문 <strong>내용</strong>입니다.</p>",
    tags: ["테스트"],
    ...overrides,
  });
}
