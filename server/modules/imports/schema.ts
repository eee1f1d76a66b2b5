// Import contracts (docs/product/import.md): upload a file of posts written elsewhere, see how
// the import goes and what it brought in. The member's own import only.
import { z } from "zod";
import { describes } from "../../lib/schemas";
import { defineRoute } from "../route";
import type { ImportedPost, ImportState, SkippedItem } from "./types";

const tags = ["accounts"];

const state = describes<ImportState>()(
  z.object({
    importId: z.number().nullable(),
    status: z.enum(["none", "queued", "running", "done", "failed"]),
    progress: z.number(),
    format: z.enum(["markdown", "wxr", "medium"]).nullable(),
    fileName: z.string().nullable(),
    createdAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    error: z.string().nullable(),
    imported: z.array(
      describes<ImportedPost>()(
        z.object({
          draftNo: z.number(),
          title: z.string(),
          date: z.string().nullable(),
          tags: z.array(z.string()),
          images: z.number(),
          source: z.string(),
          notes: z.array(z.string()),
        }),
      ),
    ),
    skipped: z.array(describes<SkippedItem>()(z.object({ source: z.string(), title: z.string(), reason: z.string() }))),
  }),
);

export const importsApi = {
  request: defineRoute({
    method: "POST",
    path: "/api/user/import",
    // The posts become drafts, which only members with a verified e-mail have.
    access: "verified",
    // Drafts are the member's own: no shared page shows them.
    changes: "nothing",
    tags,
    summary:
      "글 가져오기: 파일 한 개(multipart field 'file'; 나눔터 내보내기·Markdown zip, 워드프레스 WXR XML, Medium 내보내기 zip을 내용으로 판별, 100MB 이하)를 올리면 임시저장 글로 가져오기를 대기열에 넣는다 (한 번에 하나, 하루 10번)",
    upload: true,
    response: state,
  }),
  state: defineRoute({
    method: "GET",
    path: "/api/user/import",
    access: "member",
    tags,
    summary: "글 가져오기 상태와 결과 (가져온 임시저장 글, 건너뛴 글과 이유)",
    response: state,
  }),
};
