// Share certification contracts (docs/product/site.md /share-cert, decision 0167).
import { z } from "zod";
import { SHARE_CODE_PATTERN } from "../../../core/office-share";
import { describes } from "../../lib/schemas";
import { authorsPost } from "../cache-changes";
import { defineRoute } from "../route";
import type { SharePreview, ShareCertified } from "./types";

const tags = ["board"];
const code = z.string().regex(SHARE_CODE_PATTERN);

export const officeShareApi = {
  preview: defineRoute({
    method: "GET",
    path: "/api/share/cert",
    access: "member",
    tags,
    summary: "공유 인증 정보 (the document shared from Polaris Office under this code, and whether it can still be claimed)",
    querystring: z.object({ code }),
    response: describes<SharePreview>()(
      z.object({
        code: z.string(),
        title: z.string(),
        excerpt: z.string(),
        fileName: z.string().nullable(),
        sharedAt: z.string(),
        expiresAt: z.string(),
        status: z.enum(["open", "mine", "taken", "expired"]),
        permaLink: z.string().nullable(),
      }),
    ),
  }),
  certify: defineRoute({
    method: "POST",
    path: "/api/share/cert",
    access: "verified",
    // A shared document becomes the member's post: their pages and every list.
    changes: authorsPost(),
    tags,
    summary: "공유 인증 (the shared document becomes the member's post, pofficeShareYn Y; each code once)",
    body: z.object({ code }),
    response: describes<ShareCertified>()(z.object({ boardNo: z.number(), permaLink: z.string() })),
  }),
};
