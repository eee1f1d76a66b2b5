// The one SQL every avatar read uses for the rarity ring and the avatar image (docs/product/
// wallet.md §6.3–6.4): the rarity and image of the member's profile-picture NFT, or null when
// they have none or their wallet is disconnected (walletDeleteYn Y). A sub-select of the output, so lists evaluate it only for
// the rows they return. The raw rarity goes to the page; core/nft.ts ringFor draws the ring.
import { Column, getTableName, is, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { rows } from "../../../db/rows";

/** Always table-qualified: a one-table select renders its columns bare, and a bare "user_no" inside the sub-select would be ambiguous. */
function qualified(column: AnyColumn | SQL): SQL | AnyColumn {
  return is(column, Column) ? sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}` : column;
}

/** A column of the member's live profile picture (a connected wallet that still owns the token), or null. */
function livePfp(field: "rarity" | "avatar", userNo: AnyColumn | SQL): SQL<string | null> {
  return sql<
    string | null
  >`(select p.${sql.raw(field)} from member_pfps p join member_wallets w on w.user_no = p.user_no and w.deleted_at is null and lower(w.address) = p.owner where p.user_no = ${qualified(userNo)})`;
}

export function pfpTokenRaritySql(userNo: AnyColumn | SQL): SQL<string | null> {
  return livePfp("rarity", userNo);
}

/**
 * The avatar every read shows: the profile-picture NFT's image while it is live, else the
 * member's own photo (`own`, their profile_img), else null (the initial on a colour).
 */
export function avatarSql(userNo: AnyColumn | SQL, own: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`coalesce(${livePfp("avatar", userNo)}, ${qualified(own)})`;
}

/** One member's ring and NFT avatar (the signed-in member's own avatar: header, modalProfile, my page). */
export async function livePfpOf(db: Executor, userNo: number): Promise<{ rarity: string | null; avatar: string | null }> {
  const id = sql`${userNo}::int`;
  const [row] = rows<{ rarity: string | null; avatar: string | null }>(
    await db.execute(sql`select ${livePfp("rarity", id)} as rarity, ${livePfp("avatar", id)} as avatar`),
  );
  return { rarity: row?.rarity ?? null, avatar: row?.avatar ?? null };
}
