// The help chatbot's contracts (docs/product/ai.md §8.5): today's thread and allowance, the
// thread's history, a question. Members only; a visitor is told `로그인 후 이용할 수 있어요.`.
import { z } from "zod";
import { HELP_QUESTION_MAX, HELPBOT_MSG } from "../../../../core/helpbot";
import { defineRoute } from "../../route";

const tags = ["ai"];
const threadId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const helpbotApi = {
  thread: defineRoute({
    method: "GET",
    path: "/api/v1/howl/helper",
    access: "member",
    tags,
    summary: "도움말 챗봇: 오늘의 대화(없으면 만듦)와 오늘 남은 질문 횟수",
    loginMessage: HELPBOT_MSG.loginRequired,
    response: z.object({ threadId: z.number(), remain: z.number(), limit: z.number() }),
  }),
  history: defineRoute({
    method: "GET",
    path: "/api/v1/howl/helper/question/history",
    access: "member",
    tags,
    summary: "도움말 챗봇: 내 대화의 메시지 (role user | other, 오래된 순)",
    loginMessage: HELPBOT_MSG.loginRequired,
    querystring: z.object({ threadId }),
    response: z.array(z.object({ role: z.enum(["user", "other"]), content: z.string() })),
  }),
  ask: defineRoute({
    method: "POST",
    path: "/api/v1/howl/helper/question",
    access: "member",
    // The help chatbot's conversation is the member's own; no shared page shows it.
    changes: "nothing",
    tags,
    summary: "도움말 챗봇에게 질문 (하루 횟수 차감; FAQ에서 답하고 출처와 링크를 붙임)",
    loginMessage: HELPBOT_MSG.loginRequired,
    // Room for pasted spaces; the service applies the real cap to the trimmed question.
    body: z.object({ question: z.string().max(HELP_QUESTION_MAX * 4), threadId }),
    response: z.object({ message: z.string(), remain: z.number(), engine: z.enum(["offline", "model", "fallback"]) }),
  }),
};
