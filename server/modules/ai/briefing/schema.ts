// The AI briefing's contract (docs/product/ai.md §6.4): one multipart upload that queues the work.
import { z } from "zod";
import { MSG } from "../../../../core/messages";
import { describes } from "../../../lib/schemas";
import { defineRoute } from "../../route";
import type { BriefingQueued } from "./service";

export const briefingApi = {
  document: defineRoute({
    method: "POST",
    path: "/api/ai/content/document",
    // It publishes a post in the member's name, so it asks what writing asks: a verified e-mail.
    access: "verified",
    // The briefing's post is out of every list until its job publishes it (a finished job empties the cache).
    changes: "nothing",
    loginMessage: MSG.loginRequired,
    tags: ["ai"],
    summary:
      "AI 브리핑: 문서 한 개(multipart field 'document'; doc, docx, ppt, pptx, pdf, hwp, hwpx를 내용으로 판별, 20MB 이하)를 올리면 요약 게시물 발행을 대기열에 넣는다",
    upload: true,
    response: describes<BriefingQueued>()(z.object({ boardNo: z.number(), status: z.literal("queued") })),
  }),
};
