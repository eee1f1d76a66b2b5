// The operators' console contracts (docs/product/site.md §14): the home's counts (moderators) and
// the members card (admins).
import { z } from "zod";
import { describes, intNo } from "../../lib/schemas";
import { defineRoute } from "../route";
import type { ConsoleCounts, ConsoleMember } from "./types";

const tags = ["admin"];

export const consoleMember = describes<ConsoleMember>()(
  z.object({
    userNo: z.number(),
    userId: z.string(),
    userName: z.string(),
    userEmail: z.string(),
    role: z.enum(["member", "moderator", "admin"]),
  }),
);

export const consoleApi = {
  counts: defineRoute({
    method: "GET",
    path: "/api/admin/console",
    access: "moderator",
    tags,
    summary: "운영 콘솔 숫자 (운영자): 처리 대기 신고, 답변 대기 의견, FAQ 항목, 오늘 운영 기록",
    response: describes<ConsoleCounts>()(
      z.object({
        openReports: z.number(),
        openFeedback: z.number(),
        faqVisible: z.number(),
        faqHidden: z.number(),
        auditToday: z.number(),
        openReviews: z.number(),
        openAppeals: z.number(),
      }),
    ),
  }),
  members: defineRoute({
    method: "GET",
    path: "/api/admin/members",
    access: "admin",
    tags,
    summary: "회원 찾기 (관리자): 이메일 일부로 최대 10명",
    querystring: z.object({ email: z.string().trim().min(1).max(200) }),
    response: z.object({ memberList: z.array(consoleMember) }),
  }),
  setRole: defineRoute({
    method: "POST",
    path: "/api/admin/members/:userNo/role",
    access: "admin",
    changes: "nothing",
    tags,
    summary: "운영자 권한 주기·회수 (관리자): role moderator | member (관리자의 권한은 명령줄에서만)",
    params: z.object({ userNo: intNo }),
    body: z.object({ role: z.enum(["moderator", "member"]) }),
    response: consoleMember,
  }),
};
