// Test data factories: real rows through the same service functions the app uses.
import crypto from "node:crypto";
import type { Database } from "../../server/db/client";
import { twoFactors, users } from "../../server/db/schema";
import { createBoard, type NewBoardInput } from "../../server/modules/boards/service";

/**
 * The authenticator secret of every factory moderator and admin: operator tools need two-step
 * sign-in on (decision 0212), so staff made here have it, as the product's staff do. A test of the
 * refusal passes `twoFactorAt: null`.
 */
export const STAFF_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

export async function makeUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = crypto.randomBytes(5).toString("hex");
  const staff = overrides.role === "moderator" || overrides.role === "admin";
  const twoFactorAt = overrides.twoFactorAt === undefined ? (staff ? new Date() : null) : overrides.twoFactorAt;
  const [row] = await db
    .insert(users)
    .values({
      userId: `u${id}`,
      userEmail: `member-${id}@example.test`,
      // 8 hex digits: the nickname rule allows 12 bytes (Korean counts 2), and 4 digits collided.
      userName: `회원${id.slice(0, 8)}`,
      emailCertYn: "Y",
      ...overrides,
      twoFactorAt,
    })
    .returning();
  if (twoFactorAt) {
    await db.insert(twoFactors).values({ userNo: row!.userNo, secret: STAFF_TOTP_SECRET, enabledAt: twoFactorAt });
  }
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

const SYLLABLES = "가나다라마바사아자차";

/**
 * A nickname unique in a test file's database: the prefix and the number in Hangul syllables
 * (가=0 … 차=9). Neither letters nor digits: either can spell a word the nickname rule refuses
 * (digits as leetspeak), which made random nicknames fail now and then.
 */
export function testNickname(prefix: string, n: number): string {
  return prefix + [...String(n)].map((digit) => SYLLABLES[Number(digit)]).join("");
}
