// Who may call each API route (SPEC §6), in one table, enforced before a request is even
// validated: a visitor learns nothing about a member route's inputs, and a route cannot be
// added without saying who may call it (the server refuses to start). Handlers still call
// requireMember / requireVerified / requireRole for their typed viewer and for finer rules
// (owner only, own comment …); this table is the floor. docs/decisions/0009.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { DOC_MSG } from "../../core/documents";
import type { Text } from "../../core/i18n";
import { errors } from "../lib/errors";
import { requireMember, requireRole, requireVerified } from "./auth/plugin";

export type Access =
  /** Anyone, signed in or not. */
  | "public"
  /** A signed-in member ('회원만 이용 가능합니다.'). */
  | "member"
  /** A member with a verified e-mail ('이메일 인증 회원만 이용가능합니다.'). */
  | "verified"
  /** A moderator (or admin). */
  | "moderator";

export const ROUTE_ACCESS: Readonly<Record<string, Access>> = {
  // the reader's own state on a page the same for everyone (anyone; a visitor gets null)
  "GET /api/viewer/state": "public",
  // accounts: sign-up, sign-in, mail verification, password reset
  "POST /api/csp-report": "public",
  "POST /api/user/signUp": "public",
  "POST /api/user/v2/signIn": "public",
  "POST /api/user/signIn": "public",
  "POST /api/user/logout": "public",
  "GET /api/user/checkSignUp": "public",
  "POST /api/user/sendEmail": "public",
  "GET /api/user/email/signup/verification": "public",
  "POST /api/user/email/signup/verification": "public",
  // With the 6-digit code from the mail (the /loginSend page need not be signed in).
  "POST /api/user/certificateEmail": "public",
  "GET /api/user/getUserBasicInfo": "member",
  "GET /api/user/getUserInfo": "member",
  "POST /api/user/sendEmailPw": "public",
  "POST /api/user/certificateEmailPw": "public",
  // With a reset token (anyone who has it) or signed in with the current password.
  "POST /api/user/updateUserPw": "public",
  // social sign-in
  "GET /api/user/oauth/providers": "public",
  "GET /api/user/oauth/:channel/start": "public",
  "GET /api/user/oauth/:channel/complete": "public",
  "GET /api/user/kakao/authenticate": "public",
  "POST /api/user/polaris/client": "public",
  "POST /api/board/encrypt": "member",
  "POST /api/board/decrypt": "public",
  // profile and account
  "GET /api/user/sessions": "member",
  "DELETE /api/user/sessions/:sessionId": "member",
  "POST /api/user/sessions/signOutAll": "member",
  "POST /api/user/updateUserName": "verified",
  "POST /api/user/user/coverLetter": "verified",
  "POST /api/user/user/profileImg": "verified",
  "POST /api/user/updateUserBgImg": "verified",
  "POST /api/user/updateUserInfo": "verified",
  "POST /api/user/user/profile": "verified",
  "GET /api/user/myPage/:url": "public",
  "POST /api/user/user/usage-reason-survey": "verified",
  "DELETE /api/user/deleteAccount": "member",
  "DELETE /api/user/deleteAccountNoReason": "member",
  "GET /api/user/user/authenticate/code": "verified",
  "POST /api/user/user/authenticate": "verified",
  "GET /api/user/user/authenticate/status": "verified",
  // terms
  "GET /api/board/terms": "public",
  "POST /api/board/terms/update": "member",
  // reading
  "GET /api/board/newBoards": "public",
  "GET /api/board/contents": "public",
  "GET /api/contents/seo": "public",
  "POST /api/board/viewCntUp": "public",
  "GET /api/board/Top10tags": "public",
  "GET /api/board/bestTagBoards": "public",
  "GET /api/board/suggestionBoards": "public",
  "GET /api/board/getAllRank": "public",
  "GET /api/board/tagBoards": "public",
  "GET /api/prep/boards": "public",
  "GET /api/board/searchBoards": "public",
  "POST /api/user/searchWord": "public",
  "POST /api/board/searchWord": "public",
  "GET /api/board/popularSearchWords": "public",
  // writing and documents
  "POST /api/contents/post": "verified",
  "POST /api/contents/post/:boardNo": "verified",
  "DELETE /api/contents/:boardNo": "verified",
  "POST /api/contents/image": "verified",
  "GET /api/contents/quota": "verified",
  "GET /api/drafts": "verified",
  "DELETE /api/drafts": "verified",
  "GET /api/draft": "verified",
  "POST /api/draft": "verified",
  // A document's pages and text are public once published; its owner also sees it while converting.
  "GET /api/documents/:boardNo": "public",
  "GET /api/documents/:boardNo/text": "public",
  // The original, for members, when its author allowed it (the handler checks that part).
  "GET /api/documents/:boardNo/download": "member",
  "POST /api/documents/:boardNo/retry": "member",
  "DELETE /api/documents/:boardNo": "member",
  // reactions, sharing, comments, reports
  "POST /api/board/likeCntUp": "verified",
  "POST /api/board/likeCntDown": "verified",
  "POST /api/board/contents/:boardNo/bookmark": "verified",
  "GET /api/board/contents/:boardNo/reactions": "public",
  "POST /api/user/follow/:userId": "verified",
  "DELETE /api/user/follow/:userId": "verified",
  "GET /api/user/boardsLikeFollow": "member",
  "GET /api/board/getMyInviteURL": "member",
  "GET /api/board/getMyInviteCNT": "member",
  "GET /api/board/event/shortLink/info": "member",
  "POST /api/board/shortLink/visit": "public",
  "GET /api/comments": "public",
  "POST /api/comments": "verified",
  "PUT /api/comments/:commentNo": "verified",
  "DELETE /api/comments/:commentNo": "verified",
  "POST /api/reports": "verified",
  "GET /api/moderation/reports": "moderator",
  "POST /api/moderation/reports/:targetType/:targetNo": "moderator",
  // notifications, push, banners
  "GET /api/notification/new": "member",
  "GET /api/notification": "member",
  "POST /api/notification/check": "member",
  "POST /api/notification/read": "member",
  "GET /api/banner": "public",
  "GET /api/push/settings": "member",
  "POST /api/push/subscribe": "member",
  "POST /api/push/unsubscribe": "member",
  "POST /api/push/preferences": "member",
  "GET /api/admin/notification/fixed": "moderator",
  "POST /api/admin/notification/fixed": "moderator",
  "DELETE /api/admin/notification/fixed/:fixedNo": "moderator",
  "POST /api/admin/notification/notice": "moderator",
  "GET /api/admin/banner": "moderator",
  "POST /api/admin/banner": "moderator",
  "DELETE /api/admin/banner/:bannerNo": "moderator",
  // points and missions
  "GET /api/point": "member",
  "GET /api/point/history": "member",
  "GET /api/point/daily": "member",
  "POST /api/mission": "verified",
  "POST /api/mission/attendance": "verified",
  "GET /api/mission/attendance": "verified",
  "GET /api/v2/mission": "verified",
  "GET /api/mission/available": "verified",
  "GET /api/v1/mission/available": "verified",
  // curation
  "GET /api/curation/ticket": "member",
  "GET /api/curation/view-token": "member",
  "POST /api/curation/view-reward": "member",
  "POST /api/board/curation/vote/:id": "verified",
  "GET /api/curationSeason/:id/curationBoard": "public",
  "GET /api/v2/board/curation": "public",
  "GET /api/v2/main/curation": "public",
  "GET /api/curation/history": "member",
  "GET /api/curation/reward": "member",
  "GET /api/user/curation/reward": "member",
  "GET /api/user/boards/curation": "member",
  "GET /api/user/getMyRank": "member",
  "GET /api/curation/ranking/:id": "public",
  "GET /api/curation/:id": "public",
  "GET /api/curation/admin/seasons": "moderator",
  "POST /api/curation/admin/seasons": "moderator",
  "POST /api/curation/admin/seasons/:id/settle": "moderator",
  "GET /api/curation/admin/rings": "moderator",
};

/** Routes whose sign-in refusal says more than the general '회원만 이용 가능합니다.'. */
const LOGIN_MESSAGES: Readonly<Record<string, Text>> = {
  "GET /api/documents/:boardNo/download": DOC_MSG.downloadLogin,
};

const GUARDS: Record<Exclude<Access, "public">, (request: FastifyRequest) => Promise<unknown>> = {
  member: requireMember,
  verified: requireVerified,
  moderator: (request) => requireRole(request, "moderator"),
};

/** The table key of a route: "METHOD /path" with Fastify's `:param` placeholders. */
export function accessKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/**
 * Attaches the table to every /api route registered after this call. Register it before the
 * modules. A route missing from the table stops the start with its name.
 */
export function registerAccessControl(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || route.url.startsWith("/api/docs")) return;
    // Fastify adds a HEAD route beside every GET one: it answers to the GET's level.
    const methods = (Array.isArray(route.method) ? route.method : [route.method])
      .map((m) => m.toUpperCase())
      .filter((m) => m !== "OPTIONS");
    const levels = new Map<string, { access: Access; loginMessage?: Text }>();
    for (const method of methods) {
      const key = accessKey(method === "HEAD" ? "GET" : method, route.url);
      const access = ROUTE_ACCESS[key];
      if (!access) throw new Error(`${key}: no access level in server/modules/access.ts`);
      levels.set(method, { access, loginMessage: LOGIN_MESSAGES[key] });
    }
    if ([...levels.values()].every((level) => level.access === "public")) return;
    const existing = route.preValidation;
    const hooks = existing ? (Array.isArray(existing) ? existing : [existing]) : [];
    route.preValidation = [
      async (request: FastifyRequest) => {
        const level = levels.get(request.method);
        if (!level || level.access === "public") return;
        if (level.loginMessage && !(await request.viewer())) throw errors.unauthorized(level.loginMessage, "LOGIN_REQUIRED");
        await GUARDS[level.access](request);
      },
      ...hooks,
    ] as typeof route.preValidation;
  });
}
