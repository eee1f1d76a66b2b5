// The FAQ contracts: everyone reads the visible entries; operators edit them (docs/decisions/0169).
import { z } from "zod";
import { FAQ_CATEGORIES, type FaqCategoryId } from "../../../core/faq";
import { FAQ_ANSWER_MAX, FAQ_KEYWORDS_MAX, FAQ_QUESTION_MAX } from "../../../core/operators";
import { describes, intNo } from "../../lib/schemas";
import { FAQ_TAG } from "../../../core/cache-tags";
import { defineRoute } from "../route";
import type { FaqAdminEntry } from "./types";
import type { FaqItem } from "../../../core/faq";

const tags = ["faq"];
const category = z.enum(FAQ_CATEGORIES.map((c): FaqCategoryId => c.id) as [FaqCategoryId, ...FaqCategoryId[]]);
const pair = (max: number, min = 1) => z.object({ ko: z.string().trim().min(min).max(max), en: z.string().trim().min(min).max(max) });
const plain = z.object({ ko: z.string(), en: z.string() });

export const faqInput = z.object({
  category,
  question: pair(FAQ_QUESTION_MAX),
  answer: pair(FAQ_ANSWER_MAX),
  keywords: pair(FAQ_KEYWORDS_MAX, 0).optional(),
  link: z.string().trim().max(300).nullish(),
  hidden: z.boolean().optional(),
});

const faqItem = describes<FaqItem>()(
  z.object({ id: z.string(), category, question: plain, answer: plain, keywords: plain.optional(), link: z.string().optional() }),
);

export const faqAdminEntry = describes<FaqAdminEntry>()(
  z.object({
    faqNo: z.number(),
    slug: z.string(),
    category,
    question: plain,
    answer: plain,
    keywords: plain,
    link: z.string().nullable(),
    position: z.number(),
    hidden: z.boolean(),
    updatedAt: z.string(),
  }),
);

const faqNoParams = z.object({ faqNo: intNo });

export const faqApi = {
  list: defineRoute({
    method: "GET",
    path: "/api/faq",
    access: "public",
    tags,
    summary: "자주 묻는 질문 (공개된 항목, 분류와 순서대로)",
    response: z.object({ faqList: z.array(faqItem) }),
  }),
  adminList: defineRoute({
    method: "GET",
    path: "/api/admin/faq",
    access: "moderator",
    tags,
    summary: "FAQ 전체 (운영자; 숨긴 항목 포함)",
    response: z.object({ faqList: z.array(faqAdminEntry) }),
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/admin/faq",
    access: "moderator",
    // The operators' console: the FAQ page shows the FAQ; feedback, roles and link checks show nowhere shared
    changes: [FAQ_TAG],
    tags,
    summary: "FAQ 항목 추가 (운영자): 분류, 질문·답변(한국어·영어), 검색어, 관련 페이지",
    body: faqInput,
    response: faqAdminEntry,
  }),
  update: defineRoute({
    method: "POST",
    path: "/api/admin/faq/:faqNo",
    access: "moderator",
    changes: [FAQ_TAG],
    tags,
    summary: "FAQ 항목 수정 (운영자)",
    params: faqNoParams,
    body: faqInput,
    response: faqAdminEntry,
  }),
  hide: defineRoute({
    method: "POST",
    path: "/api/admin/faq/:faqNo/hidden",
    access: "moderator",
    changes: [FAQ_TAG],
    tags,
    summary: "FAQ 항목 숨기기·다시 보이기 (운영자)",
    params: faqNoParams,
    body: z.object({ hidden: z.boolean() }),
    response: faqAdminEntry,
  }),
  move: defineRoute({
    method: "POST",
    path: "/api/admin/faq/:faqNo/move",
    access: "moderator",
    changes: [FAQ_TAG],
    tags,
    summary: "FAQ 항목 순서 바꾸기 (운영자): 같은 분류 안에서 위·아래로 한 칸",
    params: faqNoParams,
    body: z.object({ direction: z.enum(["up", "down"]) }),
    response: z.object({ faqList: z.array(faqAdminEntry) }),
  }),
};
