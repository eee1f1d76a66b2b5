// User service (SPEC §7) — e-mail accounts: sign-up, sign-in, logout, sign-up check,
// verification by link or code, and the member's own info. Thin: schema, guard, service.
import { z } from "zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { alreadyRegisteredMessage, MSG } from "../../../core/messages";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { errors } from "../../lib/errors";
import { clearSessionCookie, requireMember, setSessionCookie } from "../auth/plugin";
import {
  checkSignUp,
  getUserInfo,
  resendVerificationMail,
  signInByEmail,
  signOut,
  signUp,
  verifyEmailByCode,
  verifyEmailByToken,
  type RequestMeta,
} from "./service";
import { needsTermsUpdate } from "../terms/service";
import { VERIFY_MSG } from "./verification";
import { socialSignUpProof } from "../oauth/service";
import { INVITE_COOKIE } from "../../../core/share";

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") };
}

const email = z.string().max(320);
const channel = z.enum(["A", "G", "P", "K"]);

const signUpBody = z.object({
  userEmail: email,
  /** Not needed when the sign-up completes a social sign-in (oauthSignup). */
  userPw: z.string().max(200).default(""),
  userName: z.string().max(100),
  agreeTerms: z.boolean(),
  /** The sealed temporary social sign-up record (SPEC §3, §4). */
  oauthSignup: z.string().max(8192).optional(),
});

export const signInBody = z.object({
  userEmail: email,
  userPw: z.string().max(200).default(""),
  joinChannel: channel.default("A"),
  isSignIn: z.boolean().optional(),
  oauthSignup: z.union([z.boolean(), z.string().max(4000)]).optional(),
});

export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const publicUrl = ctx.config.publicUrl;

  app.post(
    "/api/user/signUp",
    {
      schema: {
        tags: ["user"],
        summary: "회원가입 (e-mail: sends the verification mail; oauthSignup: completes a social sign-in) and signs in",
        querystring: z.object({ eventKey: z.string().max(64).optional() }),
        body: signUpBody,
      },
    },
    async (request, reply) => {
      const { oauthSignup, ...body } = request.body;
      const social = oauthSignup ? socialSignUpProof(ctx, oauthSignup, body.userEmail) : undefined;
      const result = await signUp(
        ctx,
        { ...body, eventKey: request.query.eventKey ?? request.cookies[INVITE_COOKIE], social },
        requestMeta(request),
      );
      setSessionCookie(request, reply, result.session.token, publicUrl);
      return ok({ userId: result.userId, eventKey: result.eventKey });
    },
  );

  const signInHandler = async (request: FastifyRequest<{ Body: z.infer<typeof signInBody> }>, reply: FastifyReply) => {
    const result = await signInByEmail(ctx, request.body, requestMeta(request));
    setSessionCookie(request, reply, result.token, publicUrl);
    return ok(result);
  };
  for (const path of ["/api/user/v2/signIn", "/api/user/signIn"]) {
    app.post(
      path,
      { schema: { tags: ["user"], summary: "로그인 (sets the session cookie; token for API clients)", body: signInBody } },
      signInHandler,
    );
  }

  app.post("/api/user/logout", { schema: { tags: ["user"], summary: "로그아웃 (revokes this session)" } }, async (request, reply) => {
    const viewer = await request.viewer();
    if (viewer) await signOut(ctx, viewer.sessionId);
    clearSessionCookie(request, reply, publicUrl);
    return ok(null);
  });

  app.get(
    "/api/user/checkSignUp",
    {
      schema: {
        tags: ["user"],
        summary: '가입 여부 확인 ("20000" = the e-mail is free to sign up)',
        querystring: z.object({ userEmail: email, joinChannel: channel.default("A") }),
      },
    },
    async (request) => {
      const result = await checkSignUp(ctx, request.query.userEmail);
      if (!result.registered) return ok({ registered: false });
      throw errors.conflict(alreadyRegisteredMessage(result.joinChannel), "ALREADY_REGISTERED", {
        joinChannel: result.joinChannel,
        sameChannel: result.joinChannel === request.query.joinChannel,
      });
    },
  );

  app.post(
    "/api/user/sendEmail",
    { schema: { tags: ["user"], summary: "인증 메일 다시 보내기 (5 per hour per address)", body: z.object({ userEmail: email }) } },
    async (request) => {
      await resendVerificationMail(ctx, request.body.userEmail, requestMeta(request));
      return ok(null);
    },
  );

  // The link in the mail: verifies, then shows the result page (mobile gets /m by the page redirect).
  app.get(
    "/api/user/email/signup/verification",
    { schema: { tags: ["user"], summary: "메일 링크로 이메일 인증", querystring: z.object({ token: z.string().max(200).default("") }) } },
    async (request, reply) => {
      const result = await verifyEmailByToken(ctx, request.query.token);
      const status = result.ok ? "ok" : result.reason;
      return reply.header("cache-control", "no-store").redirect(`/email_cert?status=${status}`, 303);
    },
  );

  app.post(
    "/api/user/email/signup/verification",
    { schema: { tags: ["user"], summary: "토큰으로 이메일 인증", body: z.object({ token: z.string().max(200) }) } },
    async (request) => {
      const result = await verifyEmailByToken(ctx, request.body.token);
      if (!result.ok) throw errors.badRequest(VERIFY_MSG[result.reason], `LINK_${result.reason.toUpperCase()}`);
      return ok({ emailCertYn: "Y" });
    },
  );

  app.post(
    "/api/user/certificateEmail",
    {
      schema: {
        tags: ["user"],
        summary: "인증번호로 이메일 인증",
        body: z.object({ userEmail: email, certNum: z.string().max(20) }),
      },
    },
    async (request) => {
      await verifyEmailByCode(ctx, request.body.userEmail, request.body.certNum);
      return ok({ emailCertYn: "Y" });
    },
  );

  const infoHandler = async (request: FastifyRequest) => {
    const viewer = await requireMember(request);
    const info = await getUserInfo(ctx, viewer.userNo);
    if (!info) throw errors.unauthorized(MSG.membersOnly, "LOGIN_REQUIRED");
    // The post-sign-in routing reads needsTermsUpdate to send the member to /update-terms.
    return ok({ ...info, needsTermsUpdate: await needsTermsUpdate(ctx.db, viewer.userNo) });
  };
  app.get("/api/user/getUserBasicInfo", { schema: { tags: ["user"], summary: "내 기본 정보" } }, infoHandler);
  app.get("/api/user/getUserInfo", { schema: { tags: ["user"], summary: "내 정보" } }, infoHandler);
};
