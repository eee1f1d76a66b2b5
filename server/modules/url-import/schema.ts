// Importing an image by its address into the editor (docs/product/ai.md §4). The requirements
// name the call `POST /url-to-base64`; like every call of theirs it sits under the API prefix
// /api (their base path), so the same contract rules apply.
import { z } from "zod";
import { describes } from "../../lib/schemas";
import { defineRoute } from "../route";
import type { LinkCheck } from "./check-link";

export const urlImportApi = {
  urlToBase64: defineRoute({
    method: "POST",
    path: "/api/url-to-base64",
    access: "member",
    // Fetches an image for the editor; stores nothing.
    changes: "nothing",
    tags: ["editor"],
    summary: "이미지 주소에서 이미지를 가져와 data: URL 로 돌려줌 (공개 주소, PNG/JPEG/GIF/WebP, 5MB 이하)",
    body: z.object({ url: z.string().trim().min(1).max(2048) }),
    response: z.string().describe("data:image/…;base64,…"),
  }),
  verification: defineRoute({
    method: "POST",
    path: "/api/verification",
    access: "member",
    changes: "nothing",
    tags: ["editor"],
    summary: "링크 확인: 공개 http(s) 주소인지(allowed), 응답하는지(reachable), 리다이렉트 후 주소·상태·콘텐츠 형식",
    body: z.object({ url: z.string().trim().min(1).max(2048) }),
    response: describes<LinkCheck>()(
      z.object({
        url: z.string(),
        allowed: z.boolean(),
        reachable: z.boolean(),
        finalUrl: z.string().nullable(),
        status: z.number().nullable(),
        contentType: z.string().nullable(),
        reason: z.string().nullable(),
      }),
    ),
  }),
};
