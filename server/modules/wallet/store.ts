// Reading a member's wallet (docs/product/wallet.md §2): what every wallet feature asks first.
// Writing it (connect, disconnect) belongs to the connect flow.
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { memberWallets } from "../../db/schema";

export interface MemberWallet {
  address: string;
  walletType: string;
  chainId: number;
  connectedAt: Date;
  /** walletDeleteYn = Y: the member disconnected it; no ring, no payouts, no upload bonus. */
  deleted: boolean;
}

/** The member's wallet row, connected or disconnected; null when they never connected one. */
export async function walletOf(db: Executor, userNo: number): Promise<MemberWallet | null> {
  const [row] = await db.select().from(memberWallets).where(eq(memberWallets.userNo, userNo));
  if (!row) return null;
  return {
    address: row.address,
    walletType: row.walletType,
    chainId: row.chainId,
    connectedAt: row.connectedAt,
    deleted: row.deletedAt !== null,
  };
}

/** The member's connected wallet address, or null (none, or disconnected). */
export async function liveWalletAddress(db: Executor, userNo: number): Promise<string | null> {
  const wallet = await walletOf(db, userNo);
  return wallet && !wallet.deleted ? wallet.address : null;
}
