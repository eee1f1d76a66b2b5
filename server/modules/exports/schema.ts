// Export contracts (docs/product/export.md): ask for a zip of one's own data, see how it goes,
// download it. The member's own export only.
import { z } from "zod";
import { bigintNo, describes } from "../../lib/schemas";
import { defineRoute, rawAnswer } from "../route";
import type { ExportState } from "./types";

const tags = ["accounts"];

const state = describes<ExportState>()(
  z.object({
    exportId: z.number().nullable(),
    status: z.enum(["none", "queued", "building", "ready", "failed", "expired"]),
    progress: z.number(),
    posts: z.number(),
    bytes: z.number().nullable(),
    createdAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    downloadUrl: z.string().nullable(),
  }),
);

export const exportsApi = {
  request: defineRoute({
    method: "POST",
    path: "/api/user/export",
    access: "member",
    changes: "nothing",
    tags,
    summary: "내 데이터 내려받기 요청 (한 번에 하나; 준비되면 7일 동안 내려받기)",
    response: state,
  }),
  state: defineRoute({
    method: "GET",
    path: "/api/user/export",
    access: "member",
    tags,
    summary: "내 데이터 내보내기 상태와 내려받기 주소",
    response: state,
  }),
  download: defineRoute({
    method: "GET",
    path: "/api/user/export/:exportId/download",
    access: "member",
    tags,
    summary: "내 데이터 zip 내려받기 (본인만, 7일 동안)",
    params: z.object({ exportId: bigintNo }),
    response: rawAnswer(200, "application/zip"),
  }),
};
