// Connecting and disconnecting a wallet (docs/product/wallet.md §3–4, decision 0152).
//
// The member proves they own an address by signing a sign-in message (EIP-4361) that names a
// one-time value the server issued to them. The message's fields are checked first (site,
// chain, times: core/wallet-connect.ts), then the one-time value is spent (a single DELETE, so
// two requests with the same message cannot both pass), then the signature is verified:
// through the chain's RPC when one is configured (contract wallets: ERC-1271, and undeployed
// ones: ERC-6492), else locally for plain accounts. Only then is the wallet written.
import { and, eq, lt, ne, sql } from "drizzle-orm";
import { getAddress, isAddress, isAddressEqual, recoverMessageAddress, stringToHex, type Hex } from "viem";
import { createSiweMessage, generateSiweNonce, parseSiweMessage, verifySiweMessage } from "viem/siwe";
import { WALLET_CONNECT_MSG, WALLET_NONCE_TTL_MS, refusalText, signInRefusal, type WalletRefusal } from "../../../../core/wallet-connect";
import { both } from "../../../../core/i18n";
import type { AppContext } from "../../../context";
import { isUniqueViolation } from "../../../db/errors";
import { memberWallets, walletNonces } from "../../../db/schema";
import { withTransaction } from "../../../db/transaction";
import { emit } from "../../../events/bus";
import { errors } from "../../../lib/errors";
import { walletOf } from "../store";

/** What the wallet page shows and signs. */
export interface IssuedNonce {
  nonce: string;
  chainId: number;
  domain: string;
  uri: string;
  issuedAt: string;
  expiresAt: string;
  /** The exact text to sign, when the address was given (the page then needs no message builder). */
  message: string | null;
}

/** How a signature was accepted: chain = the RPC (contract wallets too), local = plain accounts only. */
export type Verification = "chain" | "local" | "kaia-recover";

export interface ConnectedWallet {
  walletType: string;
  walletAddress: string;
  walletDeleteYn: "N";
  chainId: number;
  verification: Verification;
}

const STATEMENT = "Connect this wallet to your Nanumteo account.";

function refuse(refusal: WalletRefusal, chainId: number): never {
  const text = both(refusalText(refusal), { chainId });
  const id = `WALLET_${refusal.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
  if (refusal === "addressTaken") throw errors.conflict(text, id);
  throw errors.badRequest(text, id);
}

/** Issues a one-time value to the member (and drops their expired ones). */
export async function issueNonce(ctx: AppContext, userNo: number, address: string | undefined, now = new Date()): Promise<IssuedNonce> {
  const { publicUrl, KAIA_CHAIN_ID: chainId } = ctx.config;
  await ctx.db.delete(walletNonces).where(and(eq(walletNonces.userNo, userNo), lt(walletNonces.expiresAt, now)));
  const nonce = generateSiweNonce();
  const expiresAt = new Date(now.getTime() + WALLET_NONCE_TTL_MS);
  await ctx.db.insert(walletNonces).values({ nonce, userNo, issuedAt: now, expiresAt });
  const site = new URL(publicUrl);
  const message =
    address && isAddress(address, { strict: false })
      ? createSiweMessage({
          domain: site.host,
          address: getAddress(address),
          statement: STATEMENT,
          uri: site.origin,
          version: "1",
          chainId,
          nonce,
          issuedAt: now,
          expirationTime: expiresAt,
        })
      : null;
  return { nonce, chainId, domain: site.host, uri: site.origin, issuedAt: now.toISOString(), expiresAt: expiresAt.toISOString(), message };
}

/** Spends the one-time value if it was issued to this member: true once, false ever after. */
async function spendNonce(ctx: AppContext, userNo: number, nonce: string, now: Date): Promise<"ok" | "replayed" | "expired"> {
  const [row] = await ctx.db
    .delete(walletNonces)
    .where(and(eq(walletNonces.nonce, nonce), eq(walletNonces.userNo, userNo)))
    .returning({ expiresAt: walletNonces.expiresAt });
  if (!row) return "replayed";
  return row.expiresAt.getTime() <= now.getTime() ? "expired" : "ok";
}

async function verifySignature(ctx: AppContext, message: string, signature: Hex, address: `0x${string}`): Promise<Verification | null> {
  const chain = ctx.chain;
  if (!chain) {
    try {
      const signer = await recoverMessageAddress({ message, signature });
      return isAddressEqual(signer, address) ? "local" : null;
    } catch {
      return null;
    }
  }
  const client = chain.client;
  let unreachable = false;
  const valid = await verifySiweMessage(client, { message, signature }).catch((error: unknown) => {
    ctx.logger.warn({ err: error }, "wallet signature check through the RPC failed");
    unreachable = true;
    return false;
  });
  if (valid) return "chain";
  // viem answers "not valid" also when its contract call could not reach the node: ask the node
  // something trivial to tell a refused signature from an unreachable chain.
  if (!unreachable) {
    unreachable = await client.request({ method: "eth_chainId" }).then(
      () => false,
      () => true,
    );
  }
  // The chain could not answer: say so rather than blame the signature.
  const noAnswer = () => {
    if (unreachable) throw errors.unavailable(WALLET_CONNECT_MSG.chainUnavailable, "WALLET_CHAIN_UNAVAILABLE");
    return null;
  };
  if (!chain.recoverFallback) return noAnswer();
  // Kaia accounts can change their key on chain (AccountKeyUpdate): the node knows the current key.
  try {
    const recovered = await client.request<{
      Method: "kaia_recoverFromMessage";
      Parameters: [`0x${string}`, Hex, Hex, "latest"];
      ReturnType: `0x${string}`;
    }>({ method: "kaia_recoverFromMessage", params: [address, stringToHex(message), signature, "latest"] });
    unreachable = false;
    if (isAddressEqual(recovered, address)) return "kaia-recover";
  } catch (error) {
    ctx.logger.warn({ err: error }, "kaia_recoverFromMessage failed");
  }
  return noAnswer();
}

export interface ConnectInput {
  message: string;
  signature: Hex;
  walletType: string;
}

/** Records the member's wallet after checking the signed message (POST /api/user/updateWalletInfo). */
export async function connectWallet(ctx: AppContext, userNo: number, input: ConnectInput, now = new Date()): Promise<ConnectedWallet> {
  const chainId = ctx.config.KAIA_CHAIN_ID;
  const fields = parseSiweMessage(input.message);
  const refusal = signInRefusal(fields, { publicUrl: ctx.config.publicUrl, chainId, now });
  if (refusal) refuse(refusal, chainId);
  if (!isAddress(fields.address!, { strict: false })) refuse("badMessage", chainId);
  const spent = await spendNonce(ctx, userNo, fields.nonce!, now);
  if (spent !== "ok") refuse(spent, chainId);
  const address = getAddress(fields.address!);
  const verification = await verifySignature(ctx, input.message, input.signature, address);
  if (!verification) refuse("badSignature", chainId);

  const walletType = input.walletType.trim().slice(0, 60) || "other";
  try {
    await withTransaction(ctx.db, async (tx) => {
      const [taken] = await tx
        .select({ userNo: memberWallets.userNo })
        .from(memberWallets)
        .where(
          and(
            sql`lower(${memberWallets.address}) = ${address.toLowerCase()}`,
            sql`${memberWallets.deletedAt} is null`,
            ne(memberWallets.userNo, userNo),
          ),
        );
      if (taken) refuse("addressTaken", chainId);
      const [previous] = await tx
        .select({ address: memberWallets.address, deletedAt: memberWallets.deletedAt })
        .from(memberWallets)
        .where(eq(memberWallets.userNo, userNo))
        .for("update");
      await tx
        .insert(memberWallets)
        .values({ userNo, address, walletType, chainId, connectedAt: now })
        .onConflictDoUpdate({
          target: memberWallets.userNo,
          set: { address, walletType, chainId, connectedAt: now, deletedAt: null },
        });
      await emit({ ctx, tx }, "wallet.connected", {
        userNo,
        address,
        walletType,
        chainId,
        previousAddress: previous && !previous.deletedAt ? previous.address : null,
      });
    });
  } catch (error) {
    // Two members connecting the same address at once: the unique index decides.
    if (isUniqueViolation(error, "member_wallets_address_live")) refuse("addressTaken", chainId);
    throw error;
  }
  return { walletType, walletAddress: address, walletDeleteYn: "N", chainId, verification };
}

/** Marks the member's wallet disconnected (DELETE /api/user/deleteWalletInfo): walletDeleteYn = Y. */
export async function disconnectWallet(ctx: AppContext, userNo: number, now = new Date()): Promise<{ walletDeleteYn: "Y" }> {
  await withTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .update(memberWallets)
      .set({ deletedAt: now })
      .where(and(eq(memberWallets.userNo, userNo), sql`${memberWallets.deletedAt} is null`))
      .returning({ address: memberWallets.address });
    if (!row) throw errors.notFound(WALLET_CONNECT_MSG.noWallet, "WALLET_NOT_CONNECTED");
    await emit({ ctx, tx }, "wallet.disconnected", { userNo, address: row.address });
  });
  return { walletDeleteYn: "Y" };
}

/** The wallet fields of the member record (docs/product/wallet.md §2); walletDeleteYn is null when none was ever connected. */
export interface WalletFields {
  walletType: string | null;
  walletAddress: string | null;
  walletDeleteYn: "Y" | "N" | null;
}

export async function walletFieldsOf(ctx: AppContext, userNo: number): Promise<WalletFields> {
  const wallet = await walletOf(ctx.db, userNo);
  if (!wallet) return { walletType: null, walletAddress: null, walletDeleteYn: null };
  return { walletType: wallet.walletType, walletAddress: wallet.address, walletDeleteYn: wallet.deleted ? "Y" : "N" };
}

/** What /mypage/wallet shows: the member's wallet fields and the chain the site uses. */
export interface WalletOverview extends WalletFields {
  /** The configured chain (8217 on the live site). */
  chainId: number;
  connectedAt: string | null;
}

export async function walletOverview(ctx: AppContext, userNo: number): Promise<WalletOverview> {
  const wallet = await walletOf(ctx.db, userNo);
  const chainId = ctx.config.KAIA_CHAIN_ID;
  if (!wallet) return { walletType: null, walletAddress: null, walletDeleteYn: null, chainId, connectedAt: null };
  return {
    walletType: wallet.walletType,
    walletAddress: wallet.address,
    walletDeleteYn: wallet.deleted ? "Y" : "N",
    chainId,
    connectedAt: wallet.connectedAt.toISOString(),
  };
}
