// What every kind of post asks of its writer, editor posts and documents alike: consent to the
// upload policy before the first post, and that a post to change is live, theirs, and of a
// kind that is edited where it is asked.
import { eq } from "drizzle-orm";
import { MSG } from "../../../core/messages";
import { WRITING_MSG } from "../../../core/writing";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { uploadPolicyConsents } from "../../db/schema";
import { errors } from "../../lib/errors";
import type { Viewer } from "../auth/types";
import { getBoardForWriting, type BoardForWriting } from "./service";

export async function hasAgreedUploadPolicy(db: Executor, userNo: number): Promise<boolean> {
  const [row] = await db
    .select({ userNo: uploadPolicyConsents.userNo })
    .from(uploadPolicyConsents)
    .where(eq(uploadPolicyConsents.userNo, userNo))
    .limit(1);
  return Boolean(row);
}

/** docs/product modalPolicy: a member's first post needs their consent to the upload policy. */
export async function requireUploadPolicy(db: Executor, userNo: number, agreeNow: boolean | undefined): Promise<{ agreed: boolean }> {
  const agreed = await hasAgreedUploadPolicy(db, userNo);
  if (!agreed && !agreeNow) throw errors.conflict(WRITING_MSG.policyRequired, "POLICY_CONSENT_REQUIRED");
  return { agreed };
}

/** Records the consent inside the publishing transaction (once per member). */
export async function recordUploadPolicyConsent(tx: Executor, userNo: number): Promise<void> {
  await tx.insert(uploadPolicyConsents).values({ userNo }).onConflictDoNothing();
}

/** The post, if the member may change it: live and theirs. */
export async function ownedPost(ctx: AppContext, viewer: Viewer, boardNo: number): Promise<BoardForWriting> {
  const post = await getBoardForWriting(ctx.db, boardNo);
  if (!post) throw errors.notFound(WRITING_MSG.postNotFound, "BOARD_NOT_FOUND");
  if (post.userNo !== viewer.userNo) throw errors.forbidden(WRITING_MSG.notOwner, "NOT_OWNER");
  return post;
}

/** Refuses what the member may not edit here; `type` is the post type the caller edits. */
export function assertEditable(post: BoardForWriting, type: "editor" | "updDocs" = "editor"): void {
  // docs/product/writing.md: a post created through the office share feature is re-shared from the office product.
  if (post.pofficeShareYn === "Y") throw errors.forbidden(MSG.officeShareEditRefused, "OFFICE_SHARE_EDIT_REFUSED");
  if (post.boardType !== "editor" && post.boardType !== "updDocs") throw errors.conflict(WRITING_MSG.typeNotEditable, "TYPE_NOT_EDITABLE");
  if (post.boardType !== type) throw errors.conflict(WRITING_MSG.typeChangeRefused, "TYPE_CHANGE_REFUSED");
}
