// The one SQL every avatar read uses for the rarity ring (docs/product/wallet.md §6.3–6.4):
// the rarity of the member's profile-picture NFT, or null when they have none or their wallet
// is disconnected (walletDeleteYn Y). A sub-select of the output, so lists evaluate it only for
// the rows they return. The raw rarity goes to the page; core/nft.ts ringFor draws the ring.
import { Column, getTableName, is, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { rows } from "../../../db/rows";

export function pfpTokenRaritySql(userNo: AnyColumn | SQL): SQL<string | null> {
  // Always table-qualified: a one-table select renders its columns bare, and a bare "user_no"
  // inside the sub-select would be ambiguous.
  if (is(userNo, Column)) userNo = sql`${sql.identifier(getTableName(userNo.table))}.${sql.identifier(userNo.name)}`;
  return sql<
    string | null
  >`(select p.rarity from member_pfps p join member_wallets w on w.user_no = p.user_no and w.deleted_at is null and lower(w.address) = p.owner where p.user_no = ${userNo})`;
}

/** One member's rarity (the signed-in member's own avatar: header, modalProfile, my page). */
export async function pfpTokenRarityOf(db: Executor, userNo: number): Promise<string | null> {
  const [row] = rows<{ rarity: string | null }>(await db.execute(sql`select ${pfpTokenRaritySql(sql`${userNo}::int`)} as rarity`));
  return row?.rarity ?? null;
}
