// Feedback contracts (docs/decisions/0170): members send, read their own and remove an
// attachment before sending; operators read the inbox and answer.
import { z } from "zod";
import { FEEDBACK_ANSWER_MAX, FEEDBACK_CONTENT_MAX, FEEDBACK_FILES_MAX, FEEDBACK_KINDS } from "../../../core/operators";
import { bigintNo, describes, pageQuery } from "../../lib/schemas";
import { pageWith } from "../boards/schema";
import { defineRoute } from "../route";
import type { FeedbackFile, FeedbackInboxItem, FeedbackItem } from "./types";

const tags = ["feedback"];
const kind = z.enum(FEEDBACK_KINDS);

export const feedbackFile = describes<FeedbackFile>()(
  z.object({ fileNo: z.number(), fileName: z.string(), size: z.number(), contentType: z.string(), url: z.string() }),
);

const itemFields = {
  feedbackNo: z.number(),
  kind,
  content: z.string(),
  link: z.string().nullable(),
  files: z.array(feedbackFile),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
};
export const feedbackItem = describes<FeedbackItem>()(z.object(itemFields));
const inboxItem = describes<FeedbackInboxItem>()(
  z.object({
    ...itemFields,
    author: z.object({ userNo: z.number(), userName: z.string(), userEmail: z.string() }).nullable(),
    answeredBy: z.string().nullable(),
  }),
);
const status = z.enum(["open", "answered"]);

export const feedbackApi = {
  attach: defineRoute({
    method: "POST",
    path: "/api/feedback/files",
    access: "verified",
    changes: "nothing",
    tags,
    summary: "의견 첨부 파일 올리기 (multipart 'file'; 이미지·문서, 내용으로 확인; 파일당 20MB, 보내기 전 합계 100MB)",
    upload: true,
    response: feedbackFile,
  }),
  deleteFile: defineRoute({
    method: "POST",
    path: "/api/user/deleteFile",
    access: "verified",
    changes: "nothing",
    tags,
    summary: "보내기 전의 내 첨부 파일 삭제 (fileNo; 다른 회원의 파일은 찾을 수 없음, 보낸 의견의 파일은 409)",
    body: z.object({ fileNo: bigintNo }),
    response: z.null(),
  }),
  send: defineRoute({
    method: "POST",
    path: "/api/feedback",
    access: "verified",
    changes: "nothing",
    tags,
    summary: "의견·제안 보내기 (kind suggestion | bug | other, content, link, 올려 둔 첨부 fileNos)",
    body: z.object({
      kind,
      content: z.string().trim().min(1).max(FEEDBACK_CONTENT_MAX),
      link: z.string().trim().max(2000).nullish(),
      fileNos: z.array(bigintNo).max(FEEDBACK_FILES_MAX).optional(),
    }),
    response: feedbackItem,
  }),
  mine: defineRoute({
    method: "GET",
    path: "/api/feedback/mine",
    access: "member",
    tags,
    summary: "내가 보낸 의견과 답변 (최근 100건), 아직 보내지 않은 내 첨부 파일",
    response: z.object({ feedbackList: z.array(feedbackItem), unsentFiles: z.array(feedbackFile) }),
  }),
  inbox: defineRoute({
    method: "GET",
    path: "/api/admin/feedback",
    access: "moderator",
    tags,
    summary: "의견함 (운영자): open 답변 대기, answered 답변 완료",
    querystring: z.object({ status: status.default("open"), page: pageQuery({ size: 20 }).shape.page }),
    response: pageWith(inboxItem, { status }),
  }),
  answer: defineRoute({
    method: "POST",
    path: "/api/admin/feedback/:feedbackNo/answer",
    access: "moderator",
    changes: "nothing",
    tags,
    summary: "의견에 답변하기 (운영자; 회원에게 알림)",
    params: z.object({ feedbackNo: bigintNo }),
    body: z.object({ answer: z.string().trim().min(1).max(FEEDBACK_ANSWER_MAX) }),
    response: feedbackItem,
  }),
};
