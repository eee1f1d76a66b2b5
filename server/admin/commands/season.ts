// season list | season create TITLE START END WRITER_POOL CURATOR_POOL WALLET_DEADLINE | season end ID
// | season settle ID
// Dates are ISO date-times (2026-12-01T00:00:00+09:00) or relative to now: now, +90s, +30m, +2h, +28d.
// create also queues the season's settlement for its end; end closes a running season early
// (votes so far count) and queues its settlement now; settle settles an ended season now
// (idempotent: a second run adds nothing). Notifications go out through the job queue.
import type { AppContext } from "../../context";
import { startQueue, type JobQueue } from "../../jobs/queue";
import { createLogger } from "../../lib/logger";
import { AppError } from "../../lib/errors";
import { createSeason, endSeasonNow, listSeasons, SETTLE_JOB } from "../../modules/curation/service";
import { settleSeason } from "../../modules/curation/settlement";
import { notifyMany, NOTIFY_JOB } from "../../modules/notifications/service";
import type { AdminCommand, AdminCommandContext } from "./index";

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

export function parseWhen(value: string, now: number = Date.now()): Date | null {
  if (value === "now") return new Date(now);
  const rel = /^\+(\d{1,6})([smhd])$/.exec(value);
  if (rel) return new Date(now + Number(rel[1]) * UNITS[rel[2]!]!);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

async function sendOnlyQueue(ctx: AdminCommandContext): Promise<JobQueue> {
  const noop = async () => undefined;
  return startQueue({
    handle: ctx.handle,
    logger: createLogger("silent"),
    jobs: [
      { name: SETTLE_JOB, handler: noop },
      { name: NOTIFY_JOB, handler: noop },
    ],
    runWorkers: false,
  });
}

/** Runs a step that sends jobs; a refusal (AppError) is printed and exits 1; the queue always stops. */
async function withSendQueue(ctx: AdminCommandContext, step: (queue: JobQueue) => Promise<number>): Promise<number> {
  const queue = await sendOnlyQueue(ctx);
  try {
    return await step(queue);
  } catch (error) {
    if (error instanceof AppError) {
      ctx.print(error.message);
      return 1;
    }
    throw error;
  } finally {
    await queue.stop();
  }
}

const USAGE = [
  "사용법:",
  "  npm run admin -- season list",
  '  npm run admin -- season create "시즌 2" 2026-12-01T00:00:00+09:00 +28d 100000 50000 +42d',
  "  npm run admin -- season end 3",
  "  npm run admin -- season settle 3",
].join("\n");

export const seasonCommand: AdminCommand = {
  summary: "list | create 제목 시작 종료 작성자풀 큐레이터풀 지갑기한 | end ID | settle ID — 큐레이션 시즌",
  changes: (args) => args[0] !== "list",
  async run(ctx) {
    const { db, args, print } = ctx;
    const [sub, ...rest] = args;
    if (sub === "list") {
      const seasons = await listSeasons(db);
      if (!seasons.length) print("시즌이 없습니다.");
      for (const s of seasons) {
        print(
          `#${s.seasonId} ${s.title} [${s.status}] ${s.startDate} ~ ${s.endDate} 작성자 ${s.writerPoolText} / 큐레이터 ${s.curatorPoolText} 토큰, 지갑 기한 ${s.walletDeadline}, 투표 ${s.totalVotes}`,
        );
      }
      return 0;
    }
    if (sub === "create") {
      const [title, start, end, writerPool, curatorPool, deadline] = rest;
      const now = Date.now();
      const startsAt = start ? parseWhen(start, now) : null;
      const endsAt = end ? parseWhen(end, now) : null;
      const walletDeadline = deadline ? parseWhen(deadline, now) : null;
      const pools = [writerPool, curatorPool].map((p) => (p && /^\d{1,10}$/.test(p) ? Number(p) : null));
      if (!title || !startsAt || !endsAt || !walletDeadline || pools.some((p) => p === null)) {
        print(USAGE);
        return 2;
      }
      return withSendQueue(ctx, async (queue) => {
        const season = await createSeason(
          db,
          { title, startsAt, endsAt, walletDeadline, writerPool: pools[0]!, curatorPool: pools[1]! },
          { queue },
        );
        print(`시즌 #${season.seasonId} "${season.title}"을(를) 만들었습니다: ${season.startDate} ~ ${season.endDate}.`);
        return 0;
      });
    }
    if (sub === "end" || sub === "settle") {
      const id = Number(rest[0]);
      if (!Number.isInteger(id) || id <= 0) {
        print(USAGE);
        return 2;
      }
      if (sub === "end") {
        return withSendQueue(ctx, async (queue) => {
          const season = await endSeasonNow(db, id, { queue });
          print(`시즌 #${season.seasonId} "${season.title}"을(를) 지금 끝냈습니다. 정산이 곧 이뤄집니다.`);
          return 0;
        });
      }
      return withSendQueue(ctx, async (queue) => {
        const notifyCtx = { queue } as AppContext;
        const result = await settleSeason(db, (tx, events) => notifyMany(notifyCtx, tx, events), id);
        if (!result.settled) {
          print(`시즌 #${id}은(는) 아직 끝나지 않았습니다.`);
          return 1;
        }
        print(`시즌 #${id} 정산: 작성자 ${result.writers}명, 큐레이터 ${result.curators}명, 새 기록 ${result.entriesWritten}건.`);
        return 0;
      });
    }
    print(USAGE);
    return 2;
  },
};
