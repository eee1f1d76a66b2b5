// Social sign-in contracts (docs/product/accounts.md): the provider list, the start of a flow (a redirect
// to the provider), the JSON variant of the return, and the office-suite desktop-client
// sign-in.
import { z } from "zod";
import { describes } from "../../lib/schemas";
import { defineRoute, rawAnswer } from "../route";
import type { SocialResult, SocialSignupHandoff } from "./types";

const tags = ["user"];
const channel = z.enum(["G", "K", "P"]);
const flag = z
  .enum(["0", "1", "true", "false"])
  .default("0")
  .transform((v) => v === "1" || v === "true");
const callbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

const signupHandoff = describes<SocialSignupHandoff>()(
  z.object({
    record: z.string(),
    email: z.string(),
    name: z.string(),
    nickname: z.string(),
    channel,
    mobile: z.boolean(),
    expiresAt: z.string(),
    redirect: z.string().nullable(),
  }),
);

const flowFacts = { channel: channel.nullable(), mobile: z.boolean(), popup: z.boolean(), to: z.string() };

/** A finished flow as the browser hears it (an error is answered as the error envelope instead). */
const socialResult = describes<Exclude<SocialResult, { kind: "error" }>>()(
  z.discriminatedUnion("kind", [
    z.object({ ...flowFacts, kind: z.literal("signedIn"), userName: z.string() }),
    z.object({ ...flowFacts, kind: z.literal("signup"), signup: signupHandoff }),
    z.object({ ...flowFacts, kind: z.literal("otherChannel"), message: z.string() }),
  ]),
);

export const oauthApi = {
  providers: defineRoute({
    method: "GET",
    path: "/api/user/oauth/providers",
    access: "public",
    tags,
    summary: "설정된 소셜 로그인 (G, K, P) and whether the office desktop-client sign-in is on",
    response: z.object({ providers: z.array(channel), officeClient: z.boolean() }),
  }),
  start: defineRoute({
    method: "GET",
    path: "/api/user/oauth/:channel/start",
    access: "public",
    tags,
    summary: "소셜 로그인 시작 (redirects to the provider; state, PKCE and nonce sealed in a 10-minute cookie)",
    params: z.object({ channel }),
    querystring: z.object({ mobile: flag, popup: flag, redirect: z.string().max(500).optional() }),
    response: rawAnswer(302, "제공자의 로그인 화면으로 이동"),
  }),
  complete: defineRoute({
    method: "GET",
    path: "/api/user/oauth/:channel/complete",
    access: "public",
    tags,
    summary: "소셜 로그인 완료 (JSON): the code exchanged with this browser's state; signedIn | signup | otherChannel",
    params: z.object({ channel }),
    querystring: callbackQuery,
    response: socialResult,
  }),
  kakao: defineRoute({
    method: "GET",
    path: "/api/user/kakao/authenticate",
    access: "public",
    tags,
    summary: "카카오 인가 코드로 로그인 (JSON variant of the Kakao return; needs the state of this browser)",
    querystring: callbackQuery,
    response: socialResult,
  }),
  officeClient: defineRoute({
    method: "POST",
    path: "/api/user/polaris/client",
    access: "public",
    tags,
    summary: "Polaris Office PC 클라이언트 로그인 (the client's token and user id, traded with the provider)",
    body: z.object({
      token: z.string().min(1).max(4096),
      userId: z.string().min(1).max(512),
      type: z.string().max(50).default(""),
    }),
    response: socialResult,
  }),
};
