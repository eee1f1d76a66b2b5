// Fills an empty installation with demo members and posts (clearly marked as demo) so a
// first visit shows a living site. Runs once per database: a marker row records it, so
// deleting demo posts later does not bring them back. SEED_DEMO=false skips it.
import { mailboxKey } from "../../core/mailbox";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { appSettings, users } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { createBoard } from "../modules/boards/service";
import { seedDemoSeason } from "./demo-curation";
import { seedDemoEvents } from "./demo-events";
import { DEMO_MEMBERS, DEMO_POSTS } from "./demo-content";
import { EXHIBIT_DEMO_POSTS } from "./demo-exhibits";
import { seedDemoExhibits } from "./demo-exhibits-seed";
import { DEMO_SERIES_MEMBER, seedDemoSeries } from "./demo-series";

const MARKER = "demo_seeded_at";

/** Public ids of demo members are stable so links to them survive re-installs. */
function demoUserId(key: string): string {
  return `demo-${key}`;
}

export async function seedDemoContent(db: Database, now: Date = new Date()): Promise<{ created: boolean; members: number; posts: number }> {
  const [marker] = await db.select().from(appSettings).where(eq(appSettings.key, MARKER)).limit(1);
  if (marker) return { created: false, members: 0, posts: 0 };

  return withTransaction(db, async (tx) => {
    const userNos = new Map<string, number>();
    for (const member of DEMO_MEMBERS) {
      const [row] = await tx
        .insert(users)
        .values({
          userId: demoUserId(member.key),
          userEmail: member.email,
          emailKey: mailboxKey(member.email),
          userName: member.userName,
          coverLetter: member.coverLetter,
          joinChannel: "A",
          emailCertYn: "Y",
          isDemo: true,
          // Demo members cannot sign in: no password is set.
          passwordHash: null,
        })
        .returning({ userNo: users.userNo });
      userNos.set(member.key, row!.userNo);
    }
    const demoBoards: { boardNo: number; userNo: number }[] = [];
    // Oldest first, so board numbers grow with time like real posts.
    const posts = [...DEMO_POSTS, ...EXHIBIT_DEMO_POSTS].sort((a, b) => b.hoursAgo - a.hoursAgo);
    const bySubject = new Map<string, number>();
    for (const post of posts) {
      const userNo = userNos.get(post.memberKey);
      if (userNo === undefined) throw new Error(`demo post refers to unknown member ${post.memberKey}`);
      const createdAt = new Date(now.getTime() - post.hoursAgo * 3_600_000 - 7 * 60_000);
      const created = await createBoard(tx, {
        userNo,
        boardType: "editor",
        topic: post.topic,
        subject: post.subject,
        contentHtml: post.html,
        tags: post.tags,
        isDemo: true,
        createdAt,
        viewCount: post.views,
        likeCount: post.likes,
      });
      demoBoards.push({ boardNo: created.boardNo, userNo });
      bySubject.set(post.subject, created.boardNo);
    }
    await seedDemoSeason(tx, now, [...userNos.values()], demoBoards);
    await seedDemoEvents(tx, now);
    await seedDemoExhibits(tx, now, bySubject);
    const seriesOwner = userNos.get(DEMO_SERIES_MEMBER);
    if (seriesOwner !== undefined) await seedDemoSeries(tx, seriesOwner, bySubject);
    await tx.insert(appSettings).values({ key: MARKER, value: now.toISOString() });
    return { created: true, members: DEMO_MEMBERS.length, posts: posts.length };
  });
}
