// Two-step sign-in contracts (docs/product/accounts.md §6.7, decision 0212): the member's own
// settings on the account page, the second step of a sign-in, and the re-check before acts on
// money or the account.
import { z } from "zod";
import { describes } from "../../lib/schemas";
import { defineRoute } from "../route";
import type { TwoFactorSetup, TwoFactorStatus } from "./types";

const tags = ["accounts"];

/** A 6-digit code from the app, or a recovery code (xxxxx-xxxxx); spaces and dashes are ignored. */
const code = z.string().max(40);
const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });

const status = describes<TwoFactorStatus>()(
  z.object({
    enabled: z.boolean(),
    enabledAt: z.string().nullable(),
    recoveryCodesLeft: z.number(),
    required: z.boolean(),
    recoveryPendingUntil: z.string().nullable(),
  }),
);
const setup = describes<TwoFactorSetup>()(z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() }));

export const twoFactorApi = {
  status: defineRoute({
    method: "GET",
    path: "/api/user/twoFactor",
    access: "member",
    tags,
    summary: "2단계 인증 상태 (켜짐 여부, 남은 복구 코드 수, 운영자라서 필요한지)",
    response: status,
  }),
  setup: defineRoute({
    method: "POST",
    path: "/api/user/twoFactor/setup",
    access: "member",
    changes: "nothing",
    tags,
    summary: "2단계 인증 준비: 인증 앱에 등록할 새 비밀 키 (QR 코드 SVG, otpauth 주소, 직접 입력용 키)",
    response: setup,
  }),
  enable: defineRoute({
    method: "POST",
    path: "/api/user/twoFactor/enable",
    access: "member",
    changes: "nothing",
    tags,
    summary: "2단계 인증 켜기: 앱의 첫 코드로 확인, 복구 코드 10개 (한 번만 보여 줌), 다른 기기는 모두 로그아웃",
    body: z.object({ code }),
    response: recoveryCodes,
  }),
  recoveryCodes: defineRoute({
    method: "POST",
    path: "/api/user/twoFactor/recoveryCodes",
    access: "member",
    changes: "nothing",
    tags,
    summary: "복구 코드 새로 받기 (앱의 코드로 확인; 예전 코드는 더 이상 쓸 수 없음)",
    body: z.object({ code }),
    response: recoveryCodes,
  }),
  disable: defineRoute({
    method: "POST",
    path: "/api/user/twoFactor/disable",
    access: "member",
    changes: "nothing",
    tags,
    summary: "2단계 인증 끄기 (앱의 코드나 복구 코드로 확인)",
    body: z.object({ code }),
    response: z.null(),
  }),
  reauth: defineRoute({
    method: "POST",
    path: "/api/user/reauth",
    access: "member",
    changes: "nothing",
    tags,
    summary: "본인 다시 확인: 지갑 연결, 보상 수령, 이메일·비밀번호 변경, 탈퇴 전에 앱의 코드로 (10분 동안 유효)",
    body: z.object({ code }),
    response: z.object({ provedAt: z.string() }),
  }),
  requestRecovery: defineRoute({
    method: "POST",
    path: "/api/user/twoFactor/recovery",
    access: "public",
    changes: "nothing",
    tags,
    summary:
      "인증 앱과 복구 코드를 모두 잃었을 때: 첫 단계의 티켓으로 복구를 요청 (72시간 뒤 메일의 링크로 끌 수 있음, 로그인한 모든 기기에 알림)",
    body: z.object({ ticket: z.string().max(8192).optional() }),
    response: z.object({ readyAt: z.string() }),
  }),
  cancelRecovery: defineRoute({
    method: "POST",
    path: "/api/user/twoFactor/recovery/cancel",
    access: "member",
    changes: "nothing",
    tags,
    summary: "진행 중인 2단계 인증 복구 요청 취소 (로그인한 어느 기기에서나)",
    response: z.object({ cancelled: z.boolean() }),
  }),
  inspectRecovery: defineRoute({
    method: "GET",
    path: "/api/user/twoFactor/recovery",
    access: "public",
    tags,
    summary: "복구 링크의 상태 (waiting, ready, cancelled, done, expired, invalid)와 끌 수 있게 되는 때",
    querystring: z.object({ token: z.string().max(200).optional() }),
    response: z.object({
      state: z.enum(["waiting", "ready", "cancelled", "done", "expired", "invalid"]),
      readyAt: z.string().nullable(),
    }),
  }),
  completeRecovery: defineRoute({
    method: "POST",
    path: "/api/user/twoFactor/recovery/complete",
    access: "public",
    changes: "nothing",
    tags,
    summary: "기다린 뒤 복구 링크로 2단계 인증 끄기 (모든 기기 로그아웃, 회원에게 알림)",
    body: z.object({ token: z.string().max(200) }),
    response: z.null(),
  }),
  secondStep: defineRoute({
    method: "POST",
    path: "/api/user/signIn/twoFactor",
    access: "public",
    changes: "nothing",
    tags,
    summary: "로그인 2단계: 첫 단계가 준 티켓(쿠키 또는 본문)과 앱의 코드나 복구 코드로 세션을 엽니다",
    body: z.object({ code, ticket: z.string().max(8192).optional() }),
    response: z.object({
      emailCertYn: z.enum(["Y", "N"]),
      userName: z.string(),
      userId: z.string(),
      joinChannel: z.enum(["A", "G", "P", "K"]),
      token: z.string(),
    }),
  }),
};
