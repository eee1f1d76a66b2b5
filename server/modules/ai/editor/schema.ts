// Editor helper and AI feedback contracts (docs/product/ai.md §2, §3): the four helpers take the
// text (`body`) and answer `generatedText` with what the page shows beside it; the helper bar's
// state and its free images; the feedback of a post for its author.
import { z } from "zod";
import { AI_EDITOR_INPUT_MAX } from "../../../../core/ai-editor";
import { boardNo, boardNoParams, describes } from "../../../lib/schemas";
import { defineRoute, rawAnswer } from "../../route";
import type { Enrichment, Passage } from "../provider";
import type {
  FeedbackView,
  FreeImage,
  GeneratedBase,
  GeneratedContinuation,
  GeneratedEnrichment,
  GeneratedTags,
  GeneratorState,
} from "./types";

const tags = ["ai"];
/** Editor HTML is longer than its text: room for the markup; the service cuts the text itself. */
const helperBody = z.object({ body: z.string().max(AI_EDITOR_INPUT_MAX * 5) });
/** AI 태그 also reads the post's title when the member has written one. */
const tagsBody = helperBody.extend({ subject: z.string().max(200).optional() });
const engine = z.enum(["offline", "model", "fallback"]);
const base = { generatedText: z.string(), engine, remain: z.number() };

const passage = describes<Passage>()(
  z.object({ n: z.number(), boardNo: z.number(), url: z.string(), title: z.string(), text: z.string(), score: z.number() }),
);
const advice = z.array(
  z.object({ kind: z.enum(["long-sentence", "repeated-word", "structure", "model"]), sentence: z.string(), note: z.string() }),
);
const enrichment = describes<Enrichment>()(
  z.object({
    keyPoints: z.array(z.string()),
    related: z.array(z.object({ boardNo: z.number(), url: z.string(), title: z.string() })),
    advice,
    additions: z.array(z.object({ topics: z.array(z.string()), passage })),
    outline: z.array(z.object({ heading: z.string(), before: z.string() })),
    suggestion: z.string(),
  }),
);
const remaining = z.object({ remain: z.number(), limit: z.number() });
const feedbackView = describes<FeedbackView>()(
  z.object({
    boardNo: z.number(),
    state: z.enum(["none", "pending", "ready", "failed"]),
    keyPoints: z.array(z.string()),
    advice,
    engine: engine.nullable(),
    updatedAt: z.string().nullable(),
    contentsFeedback: z.object({ remain: z.number() }),
  }),
);

export const aiEditorApi = {
  state: defineRoute({
    method: "GET",
    path: "/api/v2/generator",
    access: "member",
    tags,
    summary: "AI 도우미 상태: 오늘 남은 횟수 (도우미, 피드백)와 엔진",
    response: describes<GeneratorState>()(z.object({ generator: remaining, feedback: remaining, engine: z.enum(["offline", "model"]) })),
  }),
  title: defineRoute({
    method: "POST",
    path: "/api/v2/generator/title",
    access: "member",
    // AI helpers and feedback: answers to the writer only; nothing a shared page shows
    changes: "nothing",
    tags,
    summary: "AI 제목: 본문의 핵심 문장(길면 핵심 구절) 또는 모델이 쓴 제목",
    body: helperBody,
    response: describes<GeneratedBase>()(z.object(base)),
  }),
  tags: defineRoute({
    method: "POST",
    path: "/api/v2/generator/tags",
    access: "member",
    changes: "nothing",
    tags,
    summary: "AI 태그: 핵심어 5개 (51자에서 자름)",
    body: tagsBody,
    response: describes<GeneratedTags>()(z.object({ ...base, tags: z.array(z.string()) })),
  }),
  enrichment: defineRoute({
    method: "POST",
    path: "/api/v2/generator/enrichment",
    access: "member",
    changes: "nothing",
    tags,
    summary: "AI 보강: 핵심 내용, 관련 게시물, 문장 조언 (제안)",
    body: helperBody,
    response: describes<GeneratedEnrichment>()(z.object({ ...base, enrichment })),
  }),
  continuation: defineRoute({
    method: "POST",
    path: "/api/v2/generator/continuation",
    access: "member",
    changes: "nothing",
    tags,
    summary: "AI 이어쓰기: 모델이 이어 쓴 글 (모델이 없으면 빈 글과 관련 구절)",
    body: helperBody,
    response: describes<GeneratedContinuation>()(z.object({ ...base, related: z.array(passage) })),
  }),
  continuationStream: defineRoute({
    method: "POST",
    path: "/api/v2/generator/continuation/stream",
    access: "member",
    changes: "nothing",
    tags,
    summary: "AI 이어쓰기 (타이핑): 모델이 쓰는 대로 한 줄씩 (NDJSON) — {delta}, {restart}, 끝에 {done, data} 또는 {error}",
    body: helperBody,
    response: rawAnswer(200, "application/x-ndjson: {delta} … {done: true, data: 이어쓰기 결과} | {error, errorId}"),
  }),
  images: defineRoute({
    method: "GET",
    path: "/api/v2/generator/images",
    access: "member",
    tags,
    summary: "무료 이미지: 주제 표지 이미지와 내가 올린 이미지",
    response: z.object({
      items: z.array(describes<FreeImage>()(z.object({ url: z.string(), label: z.string(), kind: z.enum(["cover", "site", "upload"]) }))),
    }),
  }),
  feedback: defineRoute({
    method: "GET",
    path: "/api/contents/feedback/:boardNo",
    access: "member",
    tags,
    summary: "내 게시물의 AI 피드백 (핵심 내용, 문장 조언)과 남은 피드백 횟수",
    params: boardNoParams,
    response: feedbackView,
  }),
  review: defineRoute({
    method: "POST",
    path: "/api/contents/feedback/review",
    access: "member",
    changes: "nothing",
    tags,
    summary: "내 게시물의 AI 피드백 새로 받기 (하루 횟수 차감)",
    body: z.object({ boardNo }),
    response: feedbackView,
  }),
};
