// Fedify's KvStore on our PostgreSQL (federation_kv): remote documents and public keys it
// caches, and the marks that make an incoming activity count once. @fedify/postgres needs a
// later Fedify than the one Node 20 can run, and the interface is three calls (decision 0226).
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { KvKey, KvStore, KvStoreSetOptions } from "@fedify/fedify";
import type { Executor } from "../../db/client";
import { federationKv } from "../../db/schema";

/** Parts joined by the unit separator, which no URL or identifier Fedify builds contains. */
export const kvKeyText = (key: KvKey): string => key.join("\u001f");

export class PostgresKvStore implements KvStore {
  constructor(private readonly db: Executor) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const [row] = await this.db
      .select({ value: federationKv.value })
      .from(federationKv)
      .where(and(eq(federationKv.key, kvKeyText(key)), or(isNull(federationKv.expiresAt), gt(federationKv.expiresAt, sql`now()`))))
      .limit(1);
    return row ? (row.value as T) : undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const ms = options?.ttl ? options.ttl.total("millisecond") : null;
    const expiresAt = ms === null ? null : new Date(Date.now() + ms);
    // JSON null is a value Fedify may store; jsonb keeps it as the JSON literal.
    const stored = value === undefined ? null : value;
    await this.db
      .insert(federationKv)
      .values({ key: kvKeyText(key), value: sql`${JSON.stringify(stored)}::jsonb`, expiresAt })
      .onConflictDoUpdate({ target: federationKv.key, set: { value: sql`excluded.value`, expiresAt } });
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.delete(federationKv).where(eq(federationKv.key, kvKeyText(key)));
  }
}

/** Drops expired entries (run by the federation queue's daily sweep). */
export async function sweepExpiredKv(db: Executor): Promise<number> {
  const gone = await db
    .delete(federationKv)
    .where(lt(federationKv.expiresAt, sql`now()`))
    .returning({ key: federationKv.key });
  return gone.length;
}
