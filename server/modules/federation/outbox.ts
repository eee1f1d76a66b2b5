// Members' posts going out (docs/product/federation.md): the `federation.outbox` job brings the
// fediverse's copy of each post named in federation_outbox in line with the post — a Create the
// first time it is visible, an Update when it changed since, a Delete (Tombstone) once it is
// hidden or removed — and Fedify delivers each activity to the author's remote followers through
// the `federation.queue` job (mq.ts), one delivery per inbox (a shared inbox once per server),
// retried by Fedify with growing delays. A member who left or turned federation off sends nothing.
import { Article, Create, Delete, PUBLIC_COLLECTION, Tombstone, Update } from "@fedify/fedify";
import { Temporal } from "@js-temporal/polyfill";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { federationOutbox, federationPosts, users } from "../../db/schema";
import type { BatchControl, JobDefinition } from "../../jobs/queue";
import type { Job } from "pg-boss";
import { visiblePost } from "../feeds/service";
import { articleOf, federationContext, federationOf, federationQueueOf, recipientsOf } from "./federation";
import { FEDERATION_QUEUE_JOB, type FederationQueueJob } from "./mq";
import { actorMember } from "./service";

export const OUTBOX_JOB = "federation.outbox";

/** Names a post whose federated copy may be out of date (in the transaction that changed it). */
export async function markForOutbox(db: Executor, boardNo: number): Promise<void> {
  await db
    .insert(federationOutbox)
    .values({ boardNo })
    .onConflictDoUpdate({ target: federationOutbox.boardNo, set: { createdAt: sql`now()` } });
}

/** The same, only for a post the fediverse already has (edits and removals of earlier posts). */
export async function markIfFederated(db: Executor, boardNo: number): Promise<void> {
  await db.execute(sql`
    insert into ${federationOutbox} (board_no)
    select board_no from ${federationPosts} where board_no = ${boardNo}
    on conflict (board_no) do update set created_at = now()`);
}

export type Sent = "create" | "update" | "delete" | "nothing";

/** Brings one post's federated copy in line; what was sent. */
export async function reconcilePost(ctx: AppContext, boardNo: number): Promise<Sent> {
  const fctx = federationContext(ctx);
  if (!fctx) return "nothing";
  const post = await visiblePost(ctx.db, boardNo);
  const member = post ? await actorMember(ctx.db, post.userId) : null;
  const [sent] = await ctx.db.select().from(federationPosts).where(eq(federationPosts.boardNo, boardNo)).limit(1);
  if (post && member) {
    const version = new Date(post.updatedAt);
    if (sent && version.getTime() <= sent.sentVersion.getTime()) return "nothing";
    const article = articleOf(fctx, post);
    const recipients = await recipientsOf(ctx, member.userNo);
    const activity = sent
      ? new Update({
          id: new URL(`${article.id!.href}#update/${version.getTime()}`),
          actor: fctx.getActorUri(post.userId),
          to: PUBLIC_COLLECTION,
          cc: fctx.getFollowersUri(post.userId),
          updated: Temporal.Instant.fromEpochMilliseconds(version.getTime()),
          object: article,
        })
      : new Create({
          id: new URL(`${article.id!.href}#create`),
          actor: fctx.getActorUri(post.userId),
          to: PUBLIC_COLLECTION,
          cc: fctx.getFollowersUri(post.userId),
          published: Temporal.Instant.fromEpochMilliseconds(new Date(post.createdAt).getTime()),
          object: article,
        });
    if (recipients.length) await fctx.sendActivity({ identifier: post.userId }, recipients, activity, { preferSharedInbox: true });
    await ctx.db
      .insert(federationPosts)
      .values({ boardNo, userNo: member.userNo, sentVersion: version })
      .onConflictDoUpdate({ target: federationPosts.boardNo, set: { sentVersion: version } });
    return sent ? "update" : "create";
  }
  if (!sent) return "nothing";
  // Hidden, removed, or its author left or turned federation off: those who got it hear it is
  // gone, from an author who still federates; otherwise nothing more is sent in their name.
  await ctx.db.delete(federationPosts).where(eq(federationPosts.boardNo, boardNo));
  const [author] = await ctx.db.select({ userId: users.userId }).from(users).where(eq(users.userNo, sent.userNo)).limit(1);
  const stillFederates = author ? await actorMember(ctx.db, author.userId) : null;
  if (!author || !stillFederates) return "nothing";
  const recipients = await recipientsOf(ctx, sent.userNo);
  const articleId = fctx.getObjectUri(Article, { boardNo: String(boardNo) });
  if (recipients.length) {
    await fctx.sendActivity(
      { identifier: author.userId },
      recipients,
      new Delete({
        id: new URL(`${articleId.href}#delete`),
        actor: fctx.getActorUri(author.userId),
        to: PUBLIC_COLLECTION,
        object: new Tombstone({ id: articleId }),
      }),
      { preferSharedInbox: true },
    );
  }
  return "delete";
}

/** Works through the named posts, oldest first; a post named again meanwhile stays for the next run. */
export async function drainOutbox(ctx: AppContext): Promise<number> {
  let done = 0;
  for (;;) {
    // The mark's time as PostgreSQL wrote it (microseconds): a JavaScript Date would round it
    // down, and the row would never count as done.
    const rows = await ctx.db
      .select({ boardNo: federationOutbox.boardNo, markedAt: sql<string>`${federationOutbox.createdAt}::text` })
      .from(federationOutbox)
      .orderBy(asc(federationOutbox.createdAt))
      .limit(100);
    if (!rows.length) return done;
    for (const row of rows) {
      await reconcilePost(ctx, Number(row.boardNo));
      await ctx.db
        .delete(federationOutbox)
        .where(and(eq(federationOutbox.boardNo, row.boardNo), lte(federationOutbox.createdAt, sql`${row.markedAt}::timestamptz`)));
      done++;
    }
  }
}

/**
 * Runs when a post is published or hidden, and every minute for edits and removals (their facts
 * carry no job queue). One run at a time (stately): two runs would send the same Create twice.
 */
export function outboxJob(ctx: AppContext): JobDefinition<Record<string, never>> | null {
  if (!ctx.config.federation.enabled) return null;
  return {
    name: OUTBOX_JOB,
    handler: async () => {
      await drainOutbox(ctx);
    },
    schedule: { cron: "* * * * *" },
    work: { pollingIntervalSeconds: 1, batchSize: 1 },
    queue: { policy: "stately", retryLimit: 5, retryDelay: 10, retryBackoff: true },
  };
}

/** Fedify's messages (fan-outs, deliveries, received activities), a batch at a time in parallel. */
export function federationQueueJob(ctx: AppContext): JobDefinition<FederationQueueJob> | null {
  if (!ctx.config.federation.enabled) return null;
  let started = false;
  return {
    name: FEDERATION_QUEUE_JOB,
    handler: async (jobs: Job<FederationQueueJob>[], batch: BatchControl<FederationQueueJob>) => {
      const federation = federationOf(ctx)!;
      const queue = federationQueueOf(ctx)!;
      if (!started) {
        started = true;
        // Fedify hands its worker to the queue at once (mq.ts listen); the promise lasts as long as the process.
        void federation.startQueue(ctx);
      }
      await Promise.all(
        jobs.map(async (job) => {
          try {
            await queue.process(job.data.message);
          } catch (error) {
            await batch.fail(job, error);
          }
        }),
      );
    },
    work: { pollingIntervalSeconds: 0.5, batchSize: 50 },
    // Fedify retries deliveries itself; a job fails only when its process stopped midway.
    queue: { retryLimit: 2, retryDelay: 30 },
  };
}
