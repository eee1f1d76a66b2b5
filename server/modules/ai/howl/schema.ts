// 하울 AI contracts (docs/product/ai.md §7.2).
import { z } from "zod";
import { HOWL_QUESTION_MAX } from "../../../../core/howl";
import { describes } from "../../../lib/schemas";
import { boardCardWith } from "../../boards/schema";
import { defineRoute, rawAnswer } from "../../route";
import type { HowlAnswer } from "./types";

const tags = ["ai"];

// A little room over the limit so spaces trimmed away do not refuse a question of 300 characters.
const questionBody = z.object({ question: z.string().max(HOWL_QUESTION_MAX * 2) });

export const howlApi = {
  question: defineRoute({
    method: "POST",
    path: "/api/v1/howl/question",
    // Visitors may ask too: answers quote public posts only. Members' questions count against
    // their daily 하울 AI allowance; everyone is rate limited by member or address.
    access: "public",
    // An answer is the asker's alone; no shared page shows questions.
    changes: "nothing",
    tags,
    summary: "하울 AI 질문 검색 (A/B 세그먼트: x-howl-segment 헤더)",
    body: questionBody,
    response: describes<HowlAnswer>()(
      z.object({
        answer: z.string(),
        cited: z.array(z.object({ n: z.number(), boardNo: z.number(), url: z.string(), title: z.string(), excerpt: z.string() })),
        posts: z.array(boardCardWith({ matchText: z.string() })),
        noAnswer: z.boolean(),
        engine: z.enum(["offline", "model", "fallback"]),
        segment: z.enum(["A", "B"]),
      }),
    ),
  }),
  /**
   * The same question, answered as it is written (a model streams its answer; the offline engine
   * sends it whole). Refusals (length, limits, allowance) come as the usual error envelope before
   * the stream starts.
   */
  questionStream: defineRoute({
    method: "POST",
    path: "/api/v1/howl/question/stream",
    access: "public",
    // An answer is the asker's alone; no shared page shows questions.
    changes: "nothing",
    tags,
    summary: "하울 AI 질문 검색, 답변을 쓰는 대로 (text/event-stream)",
    body: questionBody,
    response: rawAnswer(
      200,
      "text/event-stream: `delta` events ({ text }) as the answer is written, then `done` with the whole answer (as POST /api/v1/howl/question), or `error` ({ errorId })",
    ),
  }),
};
