// With a local chain (DEV_CHAIN=on) the demo members have wallets holding NFTs of every rarity
// (modules/wallet/chain/demo.ts): connect them, so their avatars carry rarity rings and the
// wallet pages have something to show; at that first connection each member's best NFT becomes
// their profile picture (the avatar's image and ring). Idempotent and separate from the one-time demo seed, so
// an installation first started without the dev chain gets the links when it is turned on;
// a wallet a member disconnected, or an address already taken, is left alone.
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { memberWallets, users } from "../db/schema";
import type { NftRarity } from "../../core/nft";
import type { AppContext } from "../context";
import { DEMO_WALLETS } from "../modules/wallet/chain/demo";
import { choosePfp, listMemberNfts } from "../modules/wallet/nft/service";

/** Connects the demo members' wallets; the members whose wallet was connected now. */
export async function linkDemoWallets(db: Database, chainId: number): Promise<number[]> {
  const demoUsers = await db
    .select({ userNo: users.userNo, userId: users.userId })
    .from(users)
    .where(
      inArray(
        users.userId,
        DEMO_WALLETS.map((w) => `demo-${w.memberKey}`),
      ),
    );
  if (!demoUsers.length) return [];
  const byUserId = new Map(demoUsers.map((u) => [u.userId, u.userNo]));
  const rows = DEMO_WALLETS.flatMap((w) => {
    const userNo = byUserId.get(`demo-${w.memberKey}`);
    return userNo === undefined ? [] : [{ userNo, address: w.address, walletType: "kaia", chainId }];
  });
  const inserted = await db.insert(memberWallets).values(rows).onConflictDoNothing().returning({ userNo: memberWallets.userNo });
  return inserted.map((r) => r.userNo);
}

const RARITY_ORDER: NftRarity[] = ["legendary", "epic", "rare", "common"];

/**
 * Each newly connected demo member's best NFT becomes their profile picture, so the demo's
 * avatars show the rings and NFT images the product promises. Only at the first connection: a
 * demo member who later clears theirs keeps it cleared. The chain being unreachable is no
 * reason to stop starting: the avatars then stay plain.
 */
export async function chooseDemoPfps(ctx: AppContext, userNos: number[]): Promise<number> {
  let chosen = 0;
  for (const userNo of userNos) {
    try {
      const list = await listMemberNfts(ctx, userNo);
      const best = [...list.items].sort((a, b) => RARITY_ORDER.indexOf(a.rarity) - RARITY_ORDER.indexOf(b.rarity))[0];
      if (!best) continue;
      await choosePfp(ctx, userNo, best.id);
      chosen++;
    } catch (error) {
      ctx.logger.warn({ err: error, userNo }, "a demo member's profile picture could not be chosen");
    }
  }
  return chosen;
}
