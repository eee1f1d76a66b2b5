// The document form's page action (docs/decisions/0143): editing a document post's fields from
// /upload, with the same guard, limit, schema and service as POST /api/contents/post/:boardNo.
import { LISTS_TAG, memberTag, postTag } from "../../../core/cache-tags";
import { MSG } from "../../../core/messages";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { boardNoParams } from "../../lib/schemas";
import type { ActionTools } from "../../page-actions";
import { documentPostEdit } from "./schema";
import { editDocumentPost } from "./service";

const EDIT_LIMIT = { max: 60, windowMs: 3_600_000 } as const;

export async function editDocumentFromPage(
  ctx: AppContext,
  input: Record<string, unknown>,
  tools: ActionTools,
): Promise<{ boardNo: number; permaLink: string; published: boolean }> {
  const viewer = tools.viewer;
  if (!viewer) throw errors.unauthorized(MSG.membersOnly, "LOGIN_REQUIRED");
  if (viewer.emailCertYn !== "Y") throw errors.forbidden(MSG.verifiedMembersOnly, "EMAIL_NOT_VERIFIED");
  const { boardNo, ...body } = input;
  const params = boardNoParams.parse({ boardNo });
  const fields = documentPostEdit.parse(body);
  // The API route's own budget: the same key, so the two doors share it.
  if (!(await ctx.limiter.hit(`edit:${viewer.userNo}`, EDIT_LIMIT.max, EDIT_LIMIT.windowMs)).allowed) throw errors.tooManyRequests();
  const post = await editDocumentPost(ctx, viewer, params.boardNo, { ...fields, allowDownload: fields.downloadYn === "Y" });
  tools.changed([LISTS_TAG, memberTag(viewer.userId), postTag(params.boardNo)]);
  return post;
}
