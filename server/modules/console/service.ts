// The operators' console (docs/product/site.md §14): the home's live counts and the admins'
// members card (grant or revoke the moderator role). An admin's own role changes only on the
// command line (npm run admin -- grant-admin / revoke-admin), so the console cannot lock the
// last admin out.
import { and, eq, ilike, sql } from "drizzle-orm";
import { CONSOLE_MSG } from "../../../core/operators";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema";
import { errors } from "../../lib/errors";
import { countAuditSince } from "../audit/service";
import { countFaq } from "../faq/service";
import { countOpenFeedback } from "../feedback/service";
import { listQueue } from "../reports/service";
import { reviewCounts } from "../curation/review";
import type { ConsoleCounts, ConsoleMember } from "./types";

/** Asia/Seoul midnight of today. */
function seoulMidnight(now = new Date()): Date {
  const day = new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${day}T00:00:00+09:00`);
}

export async function consoleCounts(ctx: AppContext): Promise<ConsoleCounts> {
  const [reports, openFeedback, faq, auditToday, reviews] = await Promise.all([
    listQueue(ctx.db, "open", 1, 1),
    countOpenFeedback(ctx.db),
    countFaq(ctx.db),
    countAuditSince(ctx.db, seoulMidnight()),
    reviewCounts(ctx.db),
  ]);
  return { openReports: reports.totalCount, openFeedback, faqVisible: faq.visible, faqHidden: faq.hidden, auditToday, ...reviews };
}

const memberColumns = {
  userNo: users.userNo,
  userId: users.userId,
  userName: users.userName,
  userEmail: users.userEmail,
  role: users.role,
};

/** Members whose e-mail contains the text (at most 10, live members only). */
export async function findMembers(db: Executor, email: string): Promise<ConsoleMember[]> {
  const text = email.trim().toLowerCase();
  if (!text) return [];
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(and(ilike(users.userEmail, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), eq(users.deleteYn, "N")))
    .orderBy(sql`lower(${users.userEmail}) <> ${text}`, users.userEmail)
    .limit(10);
  return rows as ConsoleMember[];
}

export async function setModerator(db: Executor, userNo: number, moderator: boolean): Promise<ConsoleMember> {
  const [current] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.userNo, userNo), eq(users.deleteYn, "N")));
  if (!current) throw errors.notFound(CONSOLE_MSG.memberNotFound, "MEMBER_NOT_FOUND");
  if (current.role === "admin") throw errors.conflict(CONSOLE_MSG.adminRole, "ADMIN_ROLE");
  const [row] = await db
    .update(users)
    .set({ role: moderator ? "moderator" : "member", updatedAt: new Date() })
    .where(eq(users.userNo, userNo))
    .returning(memberColumns);
  return row as ConsoleMember;
}
