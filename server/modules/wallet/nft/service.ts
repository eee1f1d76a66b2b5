// NFTs of the member's wallet, the profile-picture choice and its upkeep (docs/product/wallet.md
// §5–6). Chain reads go through the platform's NftSource with a short in-memory cache; the
// chosen profile picture is a row (member_pfps) every avatar query joins (pfp-ring.ts), kept
// honest by re-reading ownership when shown (pfpProfile) and on a schedule (recheckPfps).
import { and, eq, inArray, lt } from "drizzle-orm";
import { OWNERSHIP_TTL_SECONDS, NFT_MSG, rarityClass, ringFor, type NftRarity, type RarityRing } from "../../../../core/nft";
import type { AppContext } from "../../../context";
import { memberPfps, memberWallets, users } from "../../../db/schema";
import { errors } from "../../../lib/errors";
import { liveWalletAddress } from "../store";
import { pfpAvatar } from "./avatar";
import { nftSourceOf, type NftAttribute, type NftToken } from "./source";

export interface NftItem {
  id: string;
  name: string;
  image: string | null;
  /** The display class: legendary, epic, rare or common (alpha). */
  rarity: NftRarity;
  attributes: NftAttribute[];
  /** This token is the member's profile picture. */
  isPFP: boolean;
}

export interface NftList {
  /** The member has a connected wallet (walletDeleteYn N). */
  connected: boolean;
  walletAddress: string | null;
  items: NftItem[];
}

export interface NftDetail extends NftItem {
  /** The member's connected wallet owns it (only then can it be the profile picture). */
  owned: boolean;
}

export interface PfpProfile {
  userId: string;
  isPFP: boolean;
  /** The raw rarity of the live profile-picture NFT; null without one or with the wallet disconnected. */
  pfpTokenRarity: string | null;
  ring: RarityRing | null;
  tokenId: string | null;
  image: string | null;
}

// ---- a short memory of chain answers (per platform) --------------------------------------

interface Cached<T> {
  value: T;
  until: number;
}
const memories = new WeakMap<AppContext, Map<string, Cached<unknown>>>();

/** One chain answer, reused for OWNERSHIP_TTL_SECONDS (lists and pages read the same wallet often). */
export async function remembered<T>(ctx: AppContext, key: string, read: () => Promise<T>, now = Date.now()): Promise<T> {
  let memory = memories.get(ctx);
  if (!memory) memories.set(ctx, (memory = new Map()));
  const hit = memory.get(key);
  if (hit && hit.until > now) return hit.value as T;
  const value = await read();
  memory.set(key, { value, until: now + OWNERSHIP_TTL_SECONDS * 1000 });
  if (memory.size > 5000) memory.delete(memory.keys().next().value!);
  return value;
}

/** Forgets what was remembered about an address (after the member changed something). */
export function forgetChainAnswers(ctx: AppContext): void {
  memories.delete(ctx);
}

async function readChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch {
    throw errors.unavailable(NFT_MSG.chainUnavailable, "CHAIN_UNAVAILABLE");
  }
}

// ---- reads ---------------------------------------------------------------------------------

function toItem(token: NftToken, pfpTokenId: string | null): NftItem {
  return {
    id: token.id,
    name: token.name,
    image: token.image,
    rarity: rarityClass(token.rarity),
    attributes: token.attributes,
    isPFP: token.id === pfpTokenId,
  };
}

async function chosenPfp(ctx: AppContext, userNo: number) {
  const [row] = await ctx.db.select().from(memberPfps).where(eq(memberPfps.userNo, userNo));
  return row ?? null;
}

export async function listMemberNfts(ctx: AppContext, userNo: number): Promise<NftList> {
  const address = await liveWalletAddress(ctx.db, userNo);
  if (!address) return { connected: false, walletAddress: null, items: [] };
  const source = nftSourceOf(ctx);
  const [tokens, pfp] = await Promise.all([
    // The member's own page reads fresh: an NFT just bought shows at once.
    readChain(() => source.tokensOf(address)),
    chosenPfp(ctx, userNo),
  ]);
  const pfpId = pfp && pfp.owner === address.toLowerCase() ? pfp.tokenId : null;
  return { connected: true, walletAddress: address, items: tokens.map((t) => toItem(t, pfpId)) };
}

export async function memberNftDetail(ctx: AppContext, userNo: number, id: string): Promise<NftDetail> {
  const token = await readChain(() => nftSourceOf(ctx).tokenOf(id));
  if (!token) throw errors.notFound(NFT_MSG.notFound, "NFT_NOT_FOUND");
  const [address, pfp] = await Promise.all([liveWalletAddress(ctx.db, userNo), chosenPfp(ctx, userNo)]);
  const owned = address !== null && token.owner.toLowerCase() === address.toLowerCase();
  return { ...toItem(token, pfp && owned && pfp.owner === address.toLowerCase() ? pfp.tokenId : null), owned };
}

// ---- the choice --------------------------------------------------------------------------

/** Makes a token the member's profile picture; ownership is read from the chain now, not from memory. */
export async function choosePfp(ctx: AppContext, userNo: number, id: string): Promise<NftDetail> {
  const address = await liveWalletAddress(ctx.db, userNo);
  if (!address) throw errors.forbidden(NFT_MSG.noWallet, "WALLET_NOT_CONNECTED");
  const token = await readChain(() => nftSourceOf(ctx).tokenOf(id));
  if (!token) throw errors.notFound(NFT_MSG.notFound, "NFT_NOT_FOUND");
  if (token.owner.toLowerCase() !== address.toLowerCase()) throw errors.forbidden(NFT_MSG.notOwned, "NFT_NOT_OWNED");
  const row = {
    tokenId: token.id,
    rarity: token.rarity,
    image: token.image,
    avatar: await pfpAvatar(ctx, token.id, token.image),
    owner: address.toLowerCase(),
    checkedAt: new Date(),
    chosenAt: new Date(),
  };
  await ctx.db
    .insert(memberPfps)
    .values({ userNo, ...row })
    .onConflictDoUpdate({ target: memberPfps.userNo, set: row });
  return { ...toItem(token, token.id), owned: true };
}

export async function clearPfp(ctx: AppContext, userNo: number): Promise<{ isPFP: false }> {
  await ctx.db.delete(memberPfps).where(eq(memberPfps.userNo, userNo));
  return { isPFP: false };
}

// ---- keeping it honest -------------------------------------------------------------------

type PfpRow = typeof memberPfps.$inferSelect;

/**
 * Re-reads the owner of each profile-picture token; a token that left the member's wallet is
 * no longer their profile picture. Returns how many were dropped (their pages changed).
 */
async function confirmOwnership(ctx: AppContext, rows: PfpRow[], fresh: boolean): Promise<number> {
  let dropped = 0;
  const source = nftSourceOf(ctx);
  for (const row of rows) {
    let token: NftToken | null;
    try {
      token = fresh ? await source.tokenOf(row.tokenId) : await remembered(ctx, `token:${row.tokenId}`, () => source.tokenOf(row.tokenId));
    } catch {
      continue; // the chain is unreachable: keep the last confirmed answer and try again later
    }
    if (!token || token.owner.toLowerCase() !== row.owner) {
      await ctx.db.delete(memberPfps).where(and(eq(memberPfps.userNo, row.userNo), eq(memberPfps.tokenId, row.tokenId)));
      dropped++;
    } else {
      // A token whose image changed (metadata can) is drawn again as the avatar.
      const avatar = token.image === row.image && row.avatar ? row.avatar : await pfpAvatar(ctx, token.id, token.image);
      await ctx.db
        .update(memberPfps)
        .set({ checkedAt: new Date(), rarity: token.rarity, image: token.image, avatar })
        .where(eq(memberPfps.userNo, row.userNo));
    }
  }
  if (dropped > 0) ctx.pageCache.invalidate("all");
  return dropped;
}

/** The scheduled re-check: every profile picture not confirmed within `olderThanSeconds`. */
export async function recheckPfps(
  ctx: AppContext,
  olderThanSeconds = 10 * 60,
  now = new Date(),
): Promise<{ checked: number; dropped: number }> {
  const rows = await ctx.db
    .select()
    .from(memberPfps)
    .where(lt(memberPfps.checkedAt, new Date(now.getTime() - olderThanSeconds * 1000)))
    .limit(500);
  const dropped = await confirmOwnership(ctx, rows, true);
  return { checked: rows.length, dropped };
}

/**
 * Profile-picture data of members (pfpProfile): the given users, re-confirmed on the chain when
 * the last confirmation is older than OWNERSHIP_TTL_SECONDS.
 */
export async function pfpProfiles(ctx: AppContext, userIds: string[], now = new Date()): Promise<PfpProfile[]> {
  if (userIds.length === 0) return [];
  const read = () =>
    ctx.db
      .select({
        userNo: users.userNo,
        userId: users.userId,
        pfp: memberPfps,
        walletDeleted: memberWallets.deletedAt,
        walletAddress: memberWallets.address,
      })
      .from(users)
      .leftJoin(memberPfps, eq(memberPfps.userNo, users.userNo))
      .leftJoin(memberWallets, eq(memberWallets.userNo, users.userNo))
      .where(and(inArray(users.userId, userIds), eq(users.deleteYn, "N")));
  let rows = await read();
  const stale = rows
    .map((r) => r.pfp)
    .filter((p): p is PfpRow => p !== null && now.getTime() - p.checkedAt.getTime() > OWNERSHIP_TTL_SECONDS * 1000);
  if (stale.length > 0 && (await confirmOwnership(ctx, stale, false)) > 0) rows = await read();
  return rows.map((r) => {
    const live = r.pfp !== null && r.walletDeleted === null && r.walletAddress?.toLowerCase() === r.pfp.owner;
    const rarity = live ? r.pfp!.rarity : null;
    return {
      userId: r.userId,
      isPFP: live,
      pfpTokenRarity: rarity,
      ring: ringFor(live ? { rarity } : null),
      tokenId: live ? r.pfp!.tokenId : null,
      image: live ? r.pfp!.image : null,
    };
  });
}
