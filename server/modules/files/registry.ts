// The registry of members' stored files (content_files): whose a stored address is, how large
// it was, which post uses it. Posts, drafts and the clean-up job read it; uploads write it
// (contents/files.ts).
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { contentFiles } from "../../db/schema";
import { FILES_URL_PREFIX } from "../../lib/storage";

/** The storage key behind a '/files/<key>' address, or null for any other address. */
export function fileKeyOf(address: string): string | null {
  if (!address.startsWith(FILES_URL_PREFIX)) return null;
  const key = address.slice(FILES_URL_PREFIX.length);
  return /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes("..") ? key : null;
}

/** True when the address is an image this member uploaded and it is still stored. */
export async function isOwnStoredImage(db: Executor, userNo: number, address: string): Promise<boolean> {
  const key = fileKeyOf(address);
  if (!key) return false;
  const [row] = await db
    .select({ key: contentFiles.fileKey })
    .from(contentFiles)
    .where(and(eq(contentFiles.fileKey, key), eq(contentFiles.userNo, userNo), isNull(contentFiles.removedAt)))
    .limit(1);
  return Boolean(row);
}

/** Original sizes of this member's files among the keys (files of others are not theirs to count). */
export async function ownFileSizes(db: Executor, userNo: number, keys: string[]): Promise<number[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ size: contentFiles.originalSize })
    .from(contentFiles)
    .where(and(eq(contentFiles.userNo, userNo), inArray(contentFiles.fileKey, keys)));
  return rows.map((r) => Number(r.size));
}

/** Marks the member's files as used by a post (file clean-up follows the post from then on). */
export async function linkFilesToBoard(tx: Executor, userNo: number, boardNo: number, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .update(contentFiles)
    .set({ boardNo })
    .where(and(eq(contentFiles.userNo, userNo), inArray(contentFiles.fileKey, keys)));
}
