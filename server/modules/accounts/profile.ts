// The member's public profile and its edits: nickname, cover letter (자기소개), profile and
// background pictures; the public profile other members see (/other/{userId}). Every edit
// changes only the signed-in member's own row.
import { isProfane } from "../../lib/decency";
import { COVER_LETTER_PROFANE_MSG } from "../../../core/profile";
import { NICKNAME_PROFANE_MSG } from "../../../core/nickname";
import { isWorldIdVerified } from "../personhood/store";
import { and, eq, sql } from "drizzle-orm";
import { validateNickname } from "../../../core/nickname";
import { MSG } from "../../../core/messages";
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_MSG, validateCoverLetter } from "../../../core/profile";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { users } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { emit } from "../../events/bus";
import { errors } from "../../lib/errors";
import { processImage } from "../../lib/images";
import { FILES_URL_PREFIX, newStorageKey } from "../../lib/storage";
import type { Viewer } from "../auth/types";
import { memberBoardStats } from "../boards/by-member";
import { livePfpOf } from "../wallet/nft/pfp-ring";
import { ACCOUNT_ERRORS } from "./service";

export interface PublicProfile {
  userId: string;
  userName: string;
  userProfileImg: string | null;
  /** Rarity of the live profile-picture NFT (wallet.md §6); null without one. */
  pfpTokenRarity: string | null;
  /** The member proved personhood with World ID (docs/product/accounts.md §9). */
  worldIdVerified: boolean;
  bgImg: string | null;
  coverLetter: string;
  regDate: string;
  postCount: number;
  viewCount: number;
  likeCount: number;
}

export type ImageSlot = "profile" | "background";

/** Where each picture is kept and how it is resized: avatars square 400 px, backgrounds within 1600 px. */
const IMAGE_SLOTS: Record<ImageSlot, { folder: string; maxSide: number; square: boolean }> = {
  profile: { folder: "profiles", maxSide: 400, square: true },
  background: { folder: "backgrounds", maxSide: 1600, square: false },
};

async function liveUser(db: Executor, userNo: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.userNo, userNo), eq(users.deleteYn, "N")))
    .limit(1);
  if (!row) throw errors.unauthorized(MSG.membersOnly, "LOGIN_REQUIRED");
  return row;
}

async function lockLiveUser(tx: Executor, userNo: number) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.userNo, userNo), eq(users.deleteYn, "N")))
    .limit(1)
    .for("update");
  if (!row) throw errors.unauthorized(MSG.membersOnly, "LOGIN_REQUIRED");
  return row;
}

/** The public profile of a live member by public id, or null (unknown or left). */
export async function getPublicProfile(db: Executor, userId: string): Promise<(PublicProfile & { userNo: number }) | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(userId)) return null;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.userId, userId), eq(users.deleteYn, "N")))
    .limit(1);
  if (!row) return null;
  const [stats, pfp, worldIdVerified] = await Promise.all([
    memberBoardStats(db, row.userNo),
    livePfpOf(db, row.userNo),
    isWorldIdVerified(db, row.userNo),
  ]);
  return {
    userNo: row.userNo,
    userId: row.userId,
    userName: row.userName,
    userProfileImg: pfp.avatar ?? row.profileImg,
    pfpTokenRarity: pfp.rarity,
    worldIdVerified,
    bgImg: row.bgImg,
    coverLetter: row.coverLetter,
    regDate: new Date(row.createdAt).toISOString(),
    ...stats,
  };
}

async function publicProfileOf(db: Executor, userNo: number): Promise<PublicProfile> {
  const row = await liveUser(db, userNo);
  const profile = await getPublicProfile(db, row.userId);
  if (!profile) throw errors.unauthorized(MSG.membersOnly, "LOGIN_REQUIRED");
  const { userNo: _userNo, ...rest } = profile;
  return rest;
}

// ── nickname ────────────────────────────────────────────────────────────────

/** docs/product/accounts.md updateUserName {userName, userId}: the userId must be the signed-in member's own. */
export async function changeNickname(
  ctx: AppContext,
  viewer: Viewer,
  input: { userName: string; userId?: string | undefined },
): Promise<{ userName: string }> {
  if (input.userId !== undefined && input.userId !== viewer.userId) throw errors.forbidden(PROFILE_MSG.notYourAccount, "NOT_YOUR_ACCOUNT");
  try {
    return await withTransaction(ctx.db, async (tx) => {
      const row = await lockLiveUser(tx, viewer.userNo);
      const userName = await applyNickname(tx, row.userNo, row.userName, input.userName);
      return { userName };
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_live_name_key")) throw errors.conflict(ACCOUNT_ERRORS.nicknameTaken, "NICKNAME_TAKEN");
    throw error;
  }
}

async function applyNickname(tx: Executor, userNo: number, current: string, input: string): Promise<string> {
  const checked = validateNickname(input, current);
  if (!checked.ok) {
    const unchanged = checked.message === MSG.nicknameUnchanged;
    throw errors.badRequest(checked.message, unchanged ? "NICKNAME_UNCHANGED" : "NICKNAME_INVALID");
  }
  if (isProfane(checked.value)) throw errors.badRequest(NICKNAME_PROFANE_MSG, "NICKNAME_INVALID");
  const [taken] = await tx
    .select({ userNo: users.userNo })
    .from(users)
    .where(and(sql`lower(${users.userName}) = ${checked.value.toLowerCase()}`, eq(users.deleteYn, "N")))
    .limit(1);
  if (taken && taken.userNo !== userNo) throw errors.conflict(ACCOUNT_ERRORS.nicknameTaken, "NICKNAME_TAKEN");
  await tx.update(users).set({ userName: checked.value, updatedAt: new Date() }).where(eq(users.userNo, userNo));
  await emit({ tx }, "member.renamed", { userNo });
  return checked.value;
}

// ── cover letter ────────────────────────────────────────────────────────────

/** The cover letter's rule, and no profanity (it shows on the member's public page). */
function decentCoverLetter(input: string): ReturnType<typeof validateCoverLetter> {
  const checked = validateCoverLetter(input);
  if (checked.ok && isProfane(checked.value)) return { ok: false, message: COVER_LETTER_PROFANE_MSG };
  return checked;
}

export async function changeCoverLetter(ctx: AppContext, viewer: Viewer, input: string): Promise<{ coverLetter: string }> {
  const checked = decentCoverLetter(input);
  if (!checked.ok) throw errors.badRequest(checked.message, "COVER_LETTER_INVALID");
  await liveUser(ctx.db, viewer.userNo);
  await ctx.db.update(users).set({ coverLetter: checked.value, updatedAt: new Date() }).where(eq(users.userNo, viewer.userNo));
  return { coverLetter: checked.value };
}

// ── both in one call (docs/product/accounts.md POST user/profile) ─────────────────────────────

export async function updatePublicProfile(
  ctx: AppContext,
  viewer: Viewer,
  input: { userName?: string | undefined; coverLetter?: string | undefined },
): Promise<PublicProfile> {
  const letter = input.coverLetter === undefined ? null : decentCoverLetter(input.coverLetter);
  if (letter && !letter.ok) throw errors.badRequest(letter.message, "COVER_LETTER_INVALID");
  try {
    await withTransaction(ctx.db, async (tx) => {
      const row = await lockLiveUser(tx, viewer.userNo);
      let changed = false;
      if (input.userName !== undefined) {
        const checked = validateNickname(input.userName, row.userName);
        if (checked.ok) {
          await applyNickname(tx, row.userNo, row.userName, input.userName);
          changed = true;
        } else if (checked.message !== MSG.nicknameUnchanged) {
          // An unchanged nickname is fine when the cover letter changes; anything else is reported.
          throw errors.badRequest(checked.message, "NICKNAME_INVALID");
        }
      }
      if (letter && letter.ok && letter.value !== row.coverLetter) {
        await tx.update(users).set({ coverLetter: letter.value, updatedAt: new Date() }).where(eq(users.userNo, row.userNo));
        changed = true;
      }
      if (!changed) throw errors.badRequest(MSG.nicknameUnchanged, "PROFILE_UNCHANGED");
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_live_name_key")) throw errors.conflict(ACCOUNT_ERRORS.nicknameTaken, "NICKNAME_TAKEN");
    throw error;
  }
  return publicProfileOf(ctx.db, viewer.userNo);
}

// ── pictures ────────────────────────────────────────────────────────────────

/** The storage key of a picture we stored ourselves, or null (default image, foreign URL). */
export function ownedImageKey(url: string | null): string | null {
  if (!url || !url.startsWith(FILES_URL_PREFIX)) return null;
  const key = url.slice(FILES_URL_PREFIX.length);
  if (!/^(profiles|backgrounds)\/[a-z0-9/_.-]+$/i.test(key) || key.includes("..")) return null;
  return key;
}

async function removeStoredImage(ctx: AppContext, url: string | null): Promise<void> {
  const key = ownedImageKey(url);
  if (!key) return;
  try {
    await ctx.files.remove(key);
  } catch (error) {
    ctx.logger.warn({ err: error, key }, "could not remove an old profile picture");
  }
}

/**
 * Checks the bytes (type by content, 5 MB), resizes and re-encodes, stores the new file,
 * points the member at it and removes the old one. A failure leaves no orphan file.
 */
export async function replaceImage(ctx: AppContext, viewer: Viewer, slot: ImageSlot, data: Buffer): Promise<{ url: string }> {
  const spec = IMAGE_SLOTS[slot];
  const image = await processImage(data, { maxBytes: PROFILE_IMAGE_MAX_BYTES, maxSide: spec.maxSide, square: spec.square });
  const stored = await ctx.files.put(newStorageKey(spec.folder, image.extension), image.data, image.contentType);
  let previous: string | null;
  try {
    previous = await withTransaction(ctx.db, async (tx) => {
      const row = await lockLiveUser(tx, viewer.userNo);
      const old = slot === "profile" ? row.profileImg : row.bgImg;
      await tx
        .update(users)
        .set(slot === "profile" ? { profileImg: stored.url, updatedAt: new Date() } : { bgImg: stored.url, updatedAt: new Date() })
        .where(eq(users.userNo, row.userNo));
      return old;
    });
  } catch (error) {
    await ctx.files.remove(stored.key).catch(() => undefined);
    throw error;
  }
  await removeStoredImage(ctx, previous);
  return { url: stored.url };
}

/** Back to the default avatar, or no background. */
export async function removeImage(ctx: AppContext, viewer: Viewer, slot: ImageSlot): Promise<void> {
  const previous = await withTransaction(ctx.db, async (tx) => {
    const row = await lockLiveUser(tx, viewer.userNo);
    const old = slot === "profile" ? row.profileImg : row.bgImg;
    await tx
      .update(users)
      .set(slot === "profile" ? { profileImg: null, updatedAt: new Date() } : { bgImg: null, updatedAt: new Date() })
      .where(eq(users.userNo, row.userNo));
    return old;
  });
  await removeStoredImage(ctx, previous);
}

// ── update my info by item and value (docs/product/accounts.md, code 0) ──────────────────────

export const MY_INFO_ITEMS = ["userName", "coverLetter", "profileImg", "bgImg"] as const;
export type MyInfoItem = (typeof MY_INFO_ITEMS)[number];

export async function updateMyInfo(
  ctx: AppContext,
  viewer: Viewer,
  item: MyInfoItem,
  value: string | null,
): Promise<{ item: MyInfoItem; value: string | null }> {
  switch (item) {
    case "userName":
      return { item, value: (await changeNickname(ctx, viewer, { userName: value ?? "" })).userName };
    case "coverLetter":
      return { item, value: (await changeCoverLetter(ctx, viewer, value ?? "")).coverLetter };
    case "profileImg":
    case "bgImg":
      // Pictures are uploaded through their own multipart calls; here they can only be reset.
      if (value) throw errors.badRequest(PROFILE_MSG.imageByUpload, "IMAGE_BY_UPLOAD_ONLY");
      await removeImage(ctx, viewer, item === "profileImg" ? "profile" : "background");
      return { item, value: null };
  }
}

/** Whether the member has answered the usage-reason survey (the root page data shows the survey otherwise). */
/** What every page of a member asks besides who they are: whether they answered the usage survey, and when they agreed to the terms at sign-up. */
export async function getMemberFlags(db: Executor, userNo: number): Promise<{ usageReason: string | null; termsAgreedAt: Date | null }> {
  const [row] = await db
    .select({ usageReason: users.usageReason, termsAgreedAt: users.termsAgreedAt })
    .from(users)
    .where(eq(users.userNo, userNo))
    .limit(1);
  return { usageReason: row?.usageReason ?? null, termsAgreedAt: row?.termsAgreedAt ? new Date(row.termsAgreedAt) : null };
}

export async function getUsageReason(db: Executor, userNo: number): Promise<string | null> {
  const [row] = await db.select({ usageReason: users.usageReason }).from(users).where(eq(users.userNo, userNo)).limit(1);
  return row?.usageReason ?? null;
}

/** Whether the member signs in with a password (e-mail members); social members have none. */
export async function hasPassword(db: Executor, userNo: number): Promise<boolean> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.userNo, userNo)).limit(1);
  return !!row?.passwordHash;
}
