// Quiz contracts (docs/product/exhibits.md §2): the members' sitting under /api/prep/quiz and the
// operators' rounds and questions under /api/admin/quiz.
import { z } from "zod";
import { QUIZ_MAX_OPTIONS, QUIZ_MAX_QUESTIONS, QUIZ_MIN_OPTIONS } from "../../../core/quiz";
import { describes, intNo } from "../../lib/schemas";
import { EXHIBITS_TAG } from "../../../core/cache-tags";
import { defineRoute } from "../route";
import { QUIZ_CATEGORIES } from "./service";
import type { QuizInfo, QuizPaper, QuizQuestionAdmin, QuizResult, QuizResultAdmin, QuizRoundAdmin, QuizRoundAdminDetail } from "./types";

const tags = ["prep"];
const adminTags = ["moderation"];
const category = z.enum(QUIZ_CATEGORIES);
const when = z.iso.datetime({ offset: true }).transform((s) => new Date(s));
const roundIdParams = z.object({ roundId: intNo });
const status = z.enum(["graded", "failed"]);

const infoFields = {
  roundId: z.number(),
  round: z.number(),
  category: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  answerOpenDate: z.string(),
  passScore: z.number(),
  questionCount: z.number(),
  state: z.enum(["upcoming", "open", "closed"]),
  answersOpen: z.boolean(),
};
const quizInfo = describes<QuizInfo>()(z.object(infoFields));
const quizPaper = describes<QuizPaper>()(
  z.object({
    ...infoFields,
    questions: z.array(
      z.object({
        questionId: z.number(),
        prompt: z.string(),
        options: z.array(z.string()),
        correctIndex: z.number().nullable(),
        explanation: z.string().nullable(),
      }),
    ),
  }),
);
const quizResult = describes<QuizResult>()(
  z.object({
    resultId: z.number(),
    quiz: quizInfo,
    status,
    gradingFailed: z.boolean(),
    answerCount: z.number().nullable(),
    questionCount: z.number(),
    score: z.number().nullable(),
    passed: z.boolean(),
    answerUrl: z.string().nullable(),
    answers: z.array(z.number().nullable()),
    marks: z.array(z.boolean()).nullable(),
    certificateNo: z.string().nullable(),
    sittedAt: z.string(),
  }),
);
const adminRoundFields = { ...infoFields, resultCount: z.number() };
const adminRound = describes<QuizRoundAdmin>()(z.object(adminRoundFields));
const adminDetail = describes<QuizRoundAdminDetail>()(
  z.object({
    ...adminRoundFields,
    questions: z.array(
      describes<QuizQuestionAdmin>()(
        z.object({
          questionId: z.number(),
          sortOrder: z.number(),
          prompt: z.string(),
          options: z.array(z.string()),
          correctIndex: z.number(),
          explanation: z.string(),
        }),
      ),
    ),
    results: z.array(
      describes<QuizResultAdmin>()(
        z.object({
          resultId: z.number(),
          userId: z.string(),
          userName: z.string(),
          status,
          answerCount: z.number().nullable(),
          questionCount: z.number(),
          score: z.number().nullable(),
          gradingError: z.string().nullable(),
          sittedAt: z.string(),
        }),
      ),
    ),
  }),
);

export const roundBody = z.object({
  category,
  round: z.number().int().min(1).max(10_000),
  title: z.string().trim().max(100).default(""),
  startDate: when,
  endDate: when,
  answerOpenDate: when,
  passScore: z.number().int().min(0).max(100).default(60),
});

export const questionBody = z.object({
  prompt: z.string().trim().min(1).max(2000),
  options: z.array(z.string().trim().min(1).max(500)).min(QUIZ_MIN_OPTIONS).max(QUIZ_MAX_OPTIONS),
  correctIndex: z
    .number()
    .int()
    .min(0)
    .max(QUIZ_MAX_OPTIONS - 1),
  explanation: z.string().trim().max(4000).default(""),
});

export const answersBody = z.object({
  answers: z
    .array(
      z.object({
        questionId: intNo,
        choice: z
          .number()
          .int()
          .min(0)
          .max(QUIZ_MAX_OPTIONS - 1)
          .nullable(),
      }),
    )
    .min(1)
    .max(QUIZ_MAX_QUESTIONS),
});

export const quizApi = {
  current: defineRoute({
    method: "GET",
    path: "/api/prep/quiz/current",
    access: "public",
    tags,
    summary: "분야의 현재 회차 (응시 중인 회차, 없으면 최근 회차, 없으면 다음 회차)",
    querystring: z.object({ category: category.default("economy") }),
    response: z.object({ quiz: quizInfo.nullable() }),
  }),
  myResults: defineRoute({
    method: "GET",
    path: "/api/prep/quiz/results",
    access: "member",
    tags,
    summary: "나의 응시 결과 전체 (회차별 점수, 합격, 인증서 번호)",
    response: z.object({ resultList: z.array(quizResult) }),
  }),
  paper: defineRoute({
    method: "GET",
    path: "/api/prep/quiz/:roundId",
    access: "member",
    tags,
    summary: "회차 문제지 (응시 시작 후; 정답·해설은 공개일부터)",
    params: roundIdParams,
    response: quizPaper,
  }),
  submit: defineRoute({
    method: "POST",
    path: "/api/prep/quiz/:roundId/answers",
    access: "verified",
    changes: "nothing",
    tags,
    summary: "답안 제출과 채점 (응시 기간 안에 회원마다 한 번)",
    params: roundIdParams,
    body: answersBody,
    response: quizResult,
  }),
  result: defineRoute({
    method: "GET",
    path: "/api/prep/quiz/:roundId/result",
    access: "member",
    tags,
    summary: "나의 회차 결과 (answerUrl, answerCount; 채점 실패 포함; 응시하지 않았으면 status none)",
    params: roundIdParams,
    // Not having sat a round is an answer, not a missing page: every exhibit page asks (decision 0186).
    response: z.union([quizResult, z.object({ status: z.literal("none"), roundId: z.number() })]),
  }),
  adminRounds: defineRoute({
    method: "GET",
    path: "/api/admin/quiz/rounds",
    access: "moderator",
    tags: adminTags,
    summary: "퀴즈 회차 목록 (운영자)",
    response: z.object({ roundList: z.array(adminRound) }),
  }),
  adminRound: defineRoute({
    method: "GET",
    path: "/api/admin/quiz/rounds/:roundId",
    access: "moderator",
    tags: adminTags,
    summary: "퀴즈 회차 상세: 문제와 응시 결과 (운영자)",
    params: roundIdParams,
    response: adminDetail,
  }),
  createRound: defineRoute({
    method: "POST",
    path: "/api/admin/quiz/rounds",
    access: "moderator",
    changes: [EXHIBITS_TAG],
    tags: adminTags,
    summary: "퀴즈 회차 만들기 (분야, 회차, 응시 기간, 해설 공개일, 합격 점수)",
    body: roundBody,
    response: adminDetail,
  }),
  updateRound: defineRoute({
    method: "PUT",
    path: "/api/admin/quiz/rounds/:roundId",
    access: "moderator",
    changes: [EXHIBITS_TAG],
    tags: adminTags,
    summary: "퀴즈 회차 고치기",
    params: roundIdParams,
    body: roundBody,
    response: adminDetail,
  }),
  deleteRound: defineRoute({
    method: "DELETE",
    path: "/api/admin/quiz/rounds/:roundId",
    access: "moderator",
    changes: [EXHIBITS_TAG],
    tags: adminTags,
    summary: "퀴즈 회차 지우기 (응시 결과가 없을 때만)",
    params: roundIdParams,
    response: z.null(),
  }),
  regrade: defineRoute({
    method: "POST",
    path: "/api/admin/quiz/rounds/:roundId/regrade",
    access: "moderator",
    changes: "nothing",
    tags: adminTags,
    summary: "회차의 모든 응시를 다시 채점",
    params: roundIdParams,
    response: adminDetail,
  }),
  addQuestion: defineRoute({
    method: "POST",
    path: "/api/admin/quiz/rounds/:roundId/questions",
    access: "moderator",
    changes: [EXHIBITS_TAG],
    tags: adminTags,
    summary: "문제 추가 (보기 4~5개, 정답 하나, 해설)",
    params: roundIdParams,
    body: questionBody,
    response: adminDetail,
  }),
  updateQuestion: defineRoute({
    method: "PUT",
    path: "/api/admin/quiz/questions/:questionId",
    access: "moderator",
    changes: [EXHIBITS_TAG],
    tags: adminTags,
    summary: "문제 고치기 (응시 결과는 다시 채점)",
    params: z.object({ questionId: intNo }),
    body: questionBody,
    response: adminDetail,
  }),
  removeQuestion: defineRoute({
    method: "DELETE",
    path: "/api/admin/quiz/questions/:questionId",
    access: "moderator",
    changes: [EXHIBITS_TAG],
    tags: adminTags,
    summary: "문제 지우기 (응시 전에만)",
    params: z.object({ questionId: intNo }),
    response: adminDetail,
  }),
};
