// Share certification (docs/product/site.md /share-cert, decision 0167). Polaris Office shares a
// document to 나눔터 under a share code and sends the person to /share-cert?code=…; the document
// itself stays with the office product until claimed: our server reads it from the office API
// (GET {POLARIS_CLIENT_API_URL}/share?code=… → resultCode 0, title, content, fileName, sharedAt,
// expiresAt). A signed-in, verified member confirms; in one transaction the code is claimed
// (primary key: once, by one member) and the post is made for them with pofficeShareYn Y, which
// the editor refuses to edit (docs/product/writing.md: re-share from the office product).
import { eq } from "drizzle-orm";
import { z } from "zod";
import { SHARE_CERT_MSG } from "../../../core/office-share";
import { stripHtml } from "../../../core/upload-form";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { boards, officeShareClaims } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { emit } from "../../events/bus";
import { AppError, errors } from "../../lib/errors";
import { sanitizePostHtml } from "../../lib/rich-text";
import type { Viewer } from "../auth/types";
import { createBoard } from "../boards/service";
import { fetchJson } from "../oauth/provider-client";
import type { SharePreview, ShareCertified } from "./types";

const shareAnswer = z.object({
  resultCode: z.coerce.number().int(),
  title: z.string().max(500).optional(),
  content: z.string().max(2_000_000).optional(),
  fileName: z.string().max(300).nullable().optional(),
  sharedAt: z.string().max(40).optional(),
  expiresAt: z.string().max(40).optional(),
});

interface OfficeShare {
  title: string;
  contentHtml: string;
  fileName: string | null;
  sharedAt: Date;
  expiresAt: Date;
}

/** The shared document, from the office product; null when it knows no such share. */
async function readShare(ctx: AppContext, code: string): Promise<OfficeShare | null> {
  const base = ctx.config.oauth.officeClientApiUrl;
  if (!base) throw errors.notFound(SHARE_CERT_MSG.notConfigured, "OFFICE_SHARE_NOT_CONFIGURED");
  const url = new URL(`${base.replace(/\/+$/, "")}/share`);
  url.searchParams.set("code", code);
  let answer: { status: number; body: unknown };
  try {
    answer = await fetchJson(
      url.toString(),
      { method: "GET", headers: { accept: "application/json" }, timeoutMs: ctx.config.oauth.timeoutMs },
      { logger: ctx.logger, channel: "P-share", what: "share" },
    );
  } catch (error) {
    if (error instanceof AppError) throw new AppError(502, "OFFICE_UNREACHABLE", SHARE_CERT_MSG.unreachable);
    throw error;
  }
  const parsed = shareAnswer.safeParse(answer.body);
  if (!parsed.success) throw new AppError(502, "OFFICE_BAD_ANSWER", SHARE_CERT_MSG.unreachable);
  const d = parsed.data;
  if (d.resultCode !== 0) return null;
  const sharedAt = new Date(d.sharedAt ?? "");
  const expiresAt = new Date(d.expiresAt ?? "");
  if (!d.title?.trim() || !d.content || Number.isNaN(sharedAt.getTime()) || Number.isNaN(expiresAt.getTime())) {
    throw new AppError(502, "OFFICE_BAD_ANSWER", SHARE_CERT_MSG.unreachable);
  }
  return { title: d.title.trim().slice(0, 100), contentHtml: d.content, fileName: d.fileName ?? null, sharedAt, expiresAt };
}

async function claimOf(db: Executor, code: string) {
  const [row] = await db
    .select({ userNo: officeShareClaims.userNo, permaLink: boards.permalink })
    .from(officeShareClaims)
    .innerJoin(boards, eq(boards.boardNo, officeShareClaims.boardNo))
    .where(eq(officeShareClaims.code, code))
    .limit(1);
  return row ?? null;
}

export async function previewShare(ctx: AppContext, viewer: Viewer, code: string, now = new Date()): Promise<SharePreview> {
  const claim = await claimOf(ctx.db, code);
  const share = await readShare(ctx, code);
  if (!share) {
    if (claim)
      throw errors.conflict(claim.userNo === viewer.userNo ? SHARE_CERT_MSG.alreadyMine : SHARE_CERT_MSG.takenByOther, "SHARE_CLAIMED");
    throw errors.notFound(SHARE_CERT_MSG.notFound, "SHARE_NOT_FOUND");
  }
  const status: SharePreview["status"] = claim
    ? claim.userNo === viewer.userNo
      ? "mine"
      : "taken"
    : share.expiresAt.getTime() <= now.getTime()
      ? "expired"
      : "open";
  return {
    code,
    title: share.title,
    excerpt: stripHtml(share.contentHtml).replace(/\s+/g, " ").trim().slice(0, 200),
    fileName: share.fileName,
    sharedAt: share.sharedAt.toISOString(),
    expiresAt: share.expiresAt.toISOString(),
    status,
    permaLink: status === "mine" ? claim!.permaLink : null,
  };
}

export async function certifyShare(ctx: AppContext, viewer: Viewer, code: string, now = new Date()): Promise<ShareCertified> {
  const refuseClaimed = (userNo: number) =>
    userNo === viewer.userNo
      ? errors.conflict(SHARE_CERT_MSG.alreadyMine, "SHARE_ALREADY_MINE")
      : errors.conflict(SHARE_CERT_MSG.takenByOther, "SHARE_TAKEN");
  const before = await claimOf(ctx.db, code);
  if (before) throw refuseClaimed(before.userNo);
  const share = await readShare(ctx, code);
  if (!share) throw errors.notFound(SHARE_CERT_MSG.notFound, "SHARE_NOT_FOUND");
  if (share.expiresAt.getTime() <= now.getTime()) throw new AppError(410, "SHARE_EXPIRED", SHARE_CERT_MSG.expired);
  const contentHtml = sanitizePostHtml(share.contentHtml, ctx.config.publicUrl);
  return withTransaction(ctx.db, async (tx) => {
    const created = await createBoard(tx, {
      userNo: viewer.userNo,
      boardType: "editor",
      topic: "others",
      subject: share.title,
      contentHtml,
      tags: [],
      pofficeShare: true,
    });
    // The code's primary key lets one claim win; a concurrent second one rolls its post back.
    const [claimed] = await tx
      .insert(officeShareClaims)
      .values({ code, userNo: viewer.userNo, boardNo: created.boardNo, claimedAt: now })
      .onConflictDoNothing()
      .returning({ code: officeShareClaims.code });
    if (!claimed) {
      const winner = await claimOf(ctx.db, code);
      throw refuseClaimed(winner?.userNo ?? -1);
    }
    await emit({ ctx, tx }, "post.published", {
      boardNo: created.boardNo,
      userNo: viewer.userNo,
      kind: "editor",
      subject: share.title,
      permaLink: created.permaLink,
    });
    return created;
  });
}
