// With a local chain (DEV_CHAIN=on) the demo members have wallets holding NFTs of every rarity
// (modules/wallet/chain/demo.ts): connect them, so their avatars carry rarity rings and the
// wallet pages have something to show. Idempotent and separate from the one-time demo seed, so
// an installation first started without the dev chain gets the links when it is turned on;
// a wallet a member disconnected, or an address already taken, is left alone.
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { memberWallets, users } from "../db/schema";
import { DEMO_WALLETS } from "../modules/wallet/chain/demo";

export async function linkDemoWallets(db: Database, chainId: number): Promise<number> {
  const demoUsers = await db
    .select({ userNo: users.userNo, userId: users.userId })
    .from(users)
    .where(
      inArray(
        users.userId,
        DEMO_WALLETS.map((w) => `demo-${w.memberKey}`),
      ),
    );
  if (!demoUsers.length) return 0;
  const byUserId = new Map(demoUsers.map((u) => [u.userId, u.userNo]));
  const rows = DEMO_WALLETS.flatMap((w) => {
    const userNo = byUserId.get(`demo-${w.memberKey}`);
    return userNo === undefined ? [] : [{ userNo, address: w.address, walletType: "kaia", chainId }];
  });
  const inserted = await db.insert(memberWallets).values(rows).onConflictDoNothing().returning({ userNo: memberWallets.userNo });
  return inserted.length;
}
