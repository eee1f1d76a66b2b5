// Waits until the job queue has nothing left to run: every job sent so far (outbox jobs are
// inserted with their transaction) that is due has completed or failed; with names, only
// those jobs (then also ones waiting to be retried). Tests that prove something did NOT happen
// wait for this instead of for a fixed time.
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";

export async function waitForQueueIdle(db: Database, names?: string[], timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  const which = names
    ? sql`name in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`
    : sql`start_after <= now()`;
  for (;;) {
    const result = await db.execute(
      sql`select count(*)::int as n from pgboss.job where ${which} and state in ('created', 'retry', 'active')`,
    );
    const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows;
    if (Number(rows[0]?.n ?? 0) === 0) return;
    if (Date.now() > until) throw new Error(`jobs ${names?.join(", ") ?? "(all)"} still waiting after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
