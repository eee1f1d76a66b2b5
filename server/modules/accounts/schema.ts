// User service contracts (docs/product/accounts.md): e-mail accounts (sign-up, sign-in, verification, own
// info) and passwords. My profile and devices are in profile-schema.ts.
import { z } from "zod";
import { describes } from "../../lib/schemas";
import { defineRoute, rawAnswer } from "../route";
import type { ResetGrant } from "./password";
import type { UserInfo } from "./service";

const tags = ["user"];
const email = z.string().max(320);
const channel = z.enum(["A", "G", "P", "K"]);
const yesNo = z.enum(["Y", "N"]);

export const signInBody = z.object({
  userEmail: email,
  userPw: z.string().max(200).default(""),
  joinChannel: channel.default("A"),
  isSignIn: z.boolean().optional(),
  oauthSignup: z.union([z.boolean(), z.string().max(4000)]).optional(),
});

const signedIn = z.object({ emailCertYn: yesNo, userName: z.string(), userId: z.string(), joinChannel: channel, token: z.string() });

/** The member's own info (getUserBasicInfo, getUserInfo). */
export const ownInfo = describes<UserInfo & { needsTermsUpdate: boolean }>()(
  z.object({
    userNo: z.number(),
    userId: z.string(),
    userName: z.string(),
    userEmail: z.string(),
    userProfileImg: z.string().nullable(),
    emailCertYn: yesNo,
    joinChannel: channel,
    usageReason: z.string().nullable(),
    deleteYn: z.literal("N"),
    role: z.string(),
    coverLetter: z.string(),
    bgImg: z.string().nullable(),
    regDate: z.string(),
    walletType: z.string().nullable(),
    walletAddress: z.string().nullable(),
    walletDeleteYn: yesNo.nullable(),
    /** The post-sign-in routing sends the member to /update-terms when true. */
    needsTermsUpdate: z.boolean(),
  }),
);

const secret = z.string().max(200);
const emailVerified = z.object({ emailCertYn: z.literal("Y") });

export const accountsApi = {
  signUp: defineRoute({
    method: "POST",
    path: "/api/user/signUp",
    access: "public",
    changes: "nothing",
    tags,
    summary: "회원가입 (e-mail: sends the verification mail; oauthSignup: completes a social sign-in) and signs in",
    querystring: z.object({ eventKey: z.string().max(64).optional() }),
    body: z.object({
      userEmail: email,
      /** Not needed when the sign-up completes a social sign-in (oauthSignup). */
      userPw: z.string().max(200).default(""),
      userName: z.string().max(100),
      agreeTerms: z.boolean(),
      /** "만 14세 이상입니다": the terms refuse members under 14 (Korean law asks a guardian's consent below it). */
      agreeAge: z.boolean().default(false),
      /** The sealed temporary social sign-up record (docs/product/accounts.md). */
      oauthSignup: z.string().max(8192).optional(),
    }),
    response: z.object({ userId: z.string(), eventKey: z.string().nullable() }),
  }),
  signInV2: defineRoute({
    method: "POST",
    path: "/api/user/v2/signIn",
    access: "public",
    changes: "nothing",
    tags,
    summary: "로그인 (sets the session cookie; token for API clients)",
    body: signInBody,
    response: signedIn,
  }),
  signIn: defineRoute({
    method: "POST",
    path: "/api/user/signIn",
    access: "public",
    changes: "nothing",
    tags,
    summary: "로그인 (sets the session cookie; token for API clients)",
    body: signInBody,
    response: signedIn,
  }),
  logout: defineRoute({
    method: "POST",
    path: "/api/user/logout",
    access: "public",
    changes: "nothing",
    tags,
    summary: "로그아웃 (revokes this session)",
    response: z.null(),
  }),
  checkSignUp: defineRoute({
    method: "GET",
    path: "/api/user/checkSignUp",
    access: "public",
    tags,
    summary: '가입 여부 확인 ("20000" = the e-mail is free to sign up)',
    querystring: z.object({ userEmail: email, joinChannel: channel.default("A") }),
    response: z.object({ registered: z.literal(false) }),
  }),
  sendEmail: defineRoute({
    method: "POST",
    path: "/api/user/sendEmail",
    access: "public",
    changes: "nothing",
    tags,
    summary: "인증 메일 다시 보내기 (5 per hour per address)",
    body: z.object({ userEmail: email }),
    response: z.null(),
  }),
  verifyByLink: defineRoute({
    method: "GET",
    path: "/api/user/email/signup/verification",
    access: "public",
    tags,
    summary: "메일 링크로 이메일 인증",
    querystring: z.object({ token: z.string().max(200).default("") }),
    response: rawAnswer(303, "결과 페이지로 이동 (/email_cert?status=ok|expired|used|invalid)"),
  }),
  verifyByToken: defineRoute({
    method: "POST",
    path: "/api/user/email/signup/verification",
    access: "public",
    changes: "nothing",
    tags,
    summary: "토큰으로 이메일 인증",
    body: z.object({ token: z.string().max(200) }),
    response: emailVerified,
  }),
  verifyByCode: defineRoute({
    method: "POST",
    path: "/api/user/certificateEmail",
    access: "public",
    changes: "nothing",
    tags,
    summary: "인증번호로 이메일 인증",
    body: z.object({ userEmail: email, certNum: z.string().max(20) }),
    response: emailVerified,
  }),
  basicInfo: defineRoute({
    method: "GET",
    path: "/api/user/getUserBasicInfo",
    access: "member",
    tags,
    summary: "내 기본 정보",
    response: ownInfo,
  }),
  info: defineRoute({ method: "GET", path: "/api/user/getUserInfo", access: "member", tags, summary: "내 정보", response: ownInfo }),

  // passwords
  sendPasswordMail: defineRoute({
    method: "POST",
    path: "/api/user/sendEmailPw",
    access: "public",
    changes: "nothing",
    tags,
    summary: "비밀번호 재설정 메일 (5 per hour per address; the same answer for any address)",
    body: z.object({ userEmail: email }),
    response: z.null(),
  }),
  // A member who joined with a social account and has no password yet (decision 0207).
  sendPasswordSetupMail: defineRoute({
    method: "POST",
    path: "/api/user/sendEmailPwSet",
    access: "member",
    changes: "nothing",
    tags,
    summary: "비밀번호 설정 메일 (소셜 가입 회원, 비밀번호가 없을 때; 5 per hour per member): 링크와 인증번호는 재설정과 같이 쓴다",
    response: z.object({ sentTo: z.string(), message: z.string() }),
  }),
  certifyPasswordReset: defineRoute({
    method: "POST",
    path: "/api/user/certificateEmailPw",
    access: "public",
    changes: "nothing",
    tags,
    summary: "재설정 메일 확인: 링크 토큰 또는 인증번호 → 15분 동안 한 번 쓰는 재설정 토큰",
    body: z.union([z.strictObject({ token: secret }), z.strictObject({ userEmail: email, certNum: z.string().max(20) })]),
    response: describes<ResetGrant>()(z.object({ resetToken: z.string(), expiresAt: z.string() })),
  }),
  // With a reset token (anyone who has it) or signed in with the current password (the handler asks for the member).
  updatePassword: defineRoute({
    method: "POST",
    path: "/api/user/updateUserPw",
    access: "public",
    changes: "nothing",
    tags,
    summary: "비밀번호 변경: 재설정 토큰으로 (모든 기기 로그아웃) 또는 로그인 상태에서 현재 비밀번호로 (다른 기기 로그아웃)",
    body: z.union([z.strictObject({ resetToken: secret, newPw: secret }), z.strictObject({ currentPw: secret, newPw: secret })]),
    response: z.object({ signedOut: z.boolean(), revokedSessions: z.number() }),
  }),
};
