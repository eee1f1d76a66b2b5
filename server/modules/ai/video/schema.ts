// Document to video contracts (docs/product/ai.md §10.3).
import { z } from "zod";
import { MSG } from "../../../../core/messages";
import { VIDEO_LIMITS, VIDEO_STATUSES, VIDEO_STEPS } from "../../../../core/video";
import { describes, intNo } from "../../../lib/schemas";
import { defineRoute, rawAnswer } from "../../route";
import type { VideoConfig, VideoPostOption, VideoView } from "./types";

const tags = ["ai"];

const sceneSchema = z.object({
  page: z.number().int().positive().max(VIDEO_LIMITS.maxPages),
  // Room over the limit so the service can say the limit in words rather than the schema refusing.
  narration: z.string().max(VIDEO_LIMITS.sceneChars * 2),
});

export const videoViewSchema = describes<VideoView>()(
  z.object({
    videoNo: z.number(),
    status: z.enum(VIDEO_STATUSES),
    step: z.enum(VIDEO_STEPS),
    stepProgress: z.number(),
    sourceName: z.string(),
    pageCount: z.number(),
    scenes: z.array(z.object({ page: z.number(), narration: z.string() })),
    engine: z.enum(["offline", "model", "fallback"]),
    failure: z.string().nullable(),
    failureMessage: z.string().nullable(),
    durationSeconds: z.number().nullable(),
    sizeBytes: z.number().nullable(),
    videoUrl: z.string().nullable(),
    downloadUrl: z.string().nullable(),
    captionsUrl: z.string().nullable(),
    downloads: z.number(),
    createdAt: z.string(),
    readyAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
  }),
);

const videoNoParams = z.object({ videoNo: intNo });

const documentSummary =
  "multipart: 문서 파일 한 개(field 'document'; pdf, doc, docx, ppt, pptx, 20MB 이하, 20쪽 이하) 또는 내 문서 게시물 번호(field 'boardNo')";

export const videoApi = {
  config: defineRoute({
    method: "GET",
    path: "/api/ai/video/config",
    access: "public",
    tags,
    summary: "문서 영상: 한도(쪽 수, 길이, 하루 횟수)와 이 서버에서 내레이션·슬라이드·인코딩을 할 수 있는지",
    response: describes<VideoConfig>()(
      z.object({
        maxPages: z.number(),
        maxBytes: z.number(),
        sceneChars: z.number(),
        maxSeconds: z.number(),
        fps: z.number(),
        retentionDays: z.number(),
        extensions: z.array(z.string()),
        dailyLimit: z.number(),
        remain: z.number().nullable(),
        available: z.object({ narration: z.boolean(), slides: z.boolean(), encoding: z.boolean(), office: z.boolean() }),
      }),
    ),
  }),
  posts: defineRoute({
    method: "GET",
    path: "/api/ai/video/posts",
    access: "verified",
    loginMessage: MSG.loginRequired,
    tags,
    summary: "문서 영상: 영상으로 만들 수 있는 내 문서 게시물 (변환이 끝난 것)",
    response: describes<VideoPostOption[]>()(
      z.array(z.object({ boardNo: z.number(), subject: z.string(), pageCount: z.number(), kind: z.string() })),
    ),
  }),
  script: defineRoute({
    method: "POST",
    path: "/api/ai/video/document/script",
    access: "verified",
    changes: "nothing",
    loginMessage: MSG.loginRequired,
    tags,
    summary: `문서 영상: 문서에서 쪽마다 내레이션이 있는 편집할 수 있는 대본을 만든다 (${documentSummary})`,
    upload: true,
    response: videoViewSchema,
  }),
  generate: defineRoute({
    method: "POST",
    path: "/api/ai/video/script/generate",
    access: "verified",
    changes: "nothing",
    loginMessage: MSG.loginRequired,
    tags,
    summary: "문서 영상: (고친) 대본으로 영상 만들기를 대기열에 넣는다 (하루 횟수 1회 사용)",
    body: z.object({ videoNo: intNo, scenes: z.array(sceneSchema).max(VIDEO_LIMITS.maxPages).optional() }),
    response: videoViewSchema,
  }),
  documentGenerate: defineRoute({
    method: "POST",
    path: "/api/ai/video/document/generate",
    access: "verified",
    changes: "nothing",
    loginMessage: MSG.loginRequired,
    tags,
    summary: `문서 영상: 대본과 영상을 한 번에 (${documentSummary})`,
    upload: true,
    response: videoViewSchema,
  }),
  status: defineRoute({
    method: "GET",
    path: "/api/ai/video/:videoNo",
    access: "verified",
    loginMessage: MSG.loginRequired,
    tags,
    summary: "문서 영상: 내 영상의 상태와 단계별 진행률",
    params: videoNoParams,
    response: videoViewSchema,
  }),
  file: defineRoute({
    method: "GET",
    path: "/api/ai/video/:videoNo/file",
    access: "verified",
    loginMessage: MSG.loginRequired,
    tags,
    summary: "문서 영상: 완성된 MP4 (Range 지원; download=1이면 첨부 파일로)",
    params: videoNoParams,
    querystring: z.object({ download: z.enum(["0", "1"]).optional() }),
    response: rawAnswer(200, "video/mp4"),
  }),
  captions: defineRoute({
    method: "GET",
    path: "/api/ai/video/:videoNo/captions",
    access: "verified",
    loginMessage: MSG.loginRequired,
    tags,
    summary: "문서 영상: 자막 파일 (WebVTT; download=1이면 첨부 파일로)",
    params: videoNoParams,
    querystring: z.object({ download: z.enum(["0", "1"]).optional() }),
    response: rawAnswer(200, "text/vtt"),
  }),
  downloadLog: defineRoute({
    method: "POST",
    path: "/api/ai/video/download/log",
    access: "verified",
    changes: "nothing",
    loginMessage: MSG.loginRequired,
    tags,
    summary: "문서 영상: 내려받기 기록",
    body: z.object({ videoNo: intNo }),
    response: z.object({ videoNo: z.number(), downloads: z.number() }),
  }),
};
