// Social sign-in contracts (docs/product/accounts.md): the provider list, the start of a flow (a redirect
// to the provider), the JSON variant of the return, and the office-suite desktop-client
// sign-in.
import { z } from "zod";
import { describes } from "../../lib/schemas";
import { writersPages } from "../cache-changes";
import { defineRoute, rawAnswer } from "../route";
import type { ConnectStart, SocialResult, SocialSignupHandoff, UserConnections } from "./types";

const tags = ["user"];
const channel = z.enum(["G", "K", "P"]);
/** The social channels and World ID (W): what a member can link and, once linked, sign in with. */
const providerChannel = z.enum(["G", "K", "P", "W"]);
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

const flowFacts = { channel: providerChannel.nullable(), mobile: z.boolean(), popup: z.boolean(), to: z.string() };

/** A finished flow as the browser hears it (an error is answered as the error envelope instead). */
const socialResult = describes<Exclude<SocialResult, { kind: "error" }>>()(
  z.discriminatedUnion("kind", [
    z.object({ ...flowFacts, kind: z.literal("signedIn"), userName: z.string() }),
    z.object({ ...flowFacts, kind: z.literal("secondStep") }),
    z.object({ ...flowFacts, kind: z.literal("signup"), signup: signupHandoff }),
    z.object({ ...flowFacts, kind: z.literal("otherChannel"), message: z.string() }),
    z.object({ ...flowFacts, kind: z.literal("linked"), message: z.string() }),
  ]),
);

const connectionsSchema = describes<UserConnections>()(
  z.object({
    methods: z.array(
      z.object({
        snsType: providerChannel,
        email: z.string().nullable(),
        level: z.string().nullable(),
        linkedAt: z.string(),
        lastLoginAt: z.string().nullable(),
        joinMethod: z.boolean(),
      }),
    ),
    hasPassword: z.boolean(),
    joinChannel: z.enum(["A", "G", "K", "P"]),
    available: z.array(providerChannel),
    worldId: z.object({ level: z.string().nullable(), verifiedAt: z.string() }).nullable(),
  }),
);

export const oauthApi = {
  providers: defineRoute({
    method: "GET",
    path: "/api/user/oauth/providers",
    access: "public",
    tags,
    summary: "설정된 소셜 로그인 (G, K, P, W) and whether the office desktop-client sign-in is on",
    response: z.object({ providers: z.array(providerChannel), officeClient: z.boolean() }),
  }),
  start: defineRoute({
    method: "GET",
    path: "/api/user/oauth/:channel/start",
    access: "public",
    tags,
    summary:
      "소셜 로그인 시작 (redirects to the provider; state, PKCE and nonce sealed in a 10-minute cookie; W signs in a member who linked World ID)",
    params: z.object({ channel: providerChannel }),
    querystring: z.object({ mobile: flag, popup: flag, redirect: z.string().max(500).optional() }),
    response: rawAnswer(302, "제공자의 로그인 화면으로 이동"),
  }),
  complete: defineRoute({
    method: "GET",
    path: "/api/user/oauth/:channel/complete",
    access: "public",
    tags,
    summary: "소셜 로그인 완료 (JSON): the code exchanged with this browser's state; signedIn | signup | otherChannel | linked",
    params: z.object({ channel: providerChannel }),
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
    changes: "nothing",
    tags,
    summary: "Polaris Office PC 클라이언트 로그인 (the client's token and user id, traded with the provider)",
    body: z.object({
      token: z.string().min(1).max(4096),
      userId: z.string().min(1).max(512),
      type: z.string().max(50).default(""),
    }),
    response: socialResult,
  }),
  connections: defineRoute({
    method: "GET",
    path: "/api/user/userConnect",
    access: "member",
    tags,
    summary: "연결된 로그인 방법 (linked providers, password, the providers configured here, the World ID mark)",
    response: connectionsSchema,
  }),
  connect: defineRoute({
    method: "POST",
    path: "/api/user/addUserConnect",
    access: "member",
    // Linking starts a sign-in flow (the link itself lands on a return page); unlinking World ID
    changes: "nothing",
    tags,
    summary: "로그인 방법 연결 시작 (the same code flow as sign-in in link mode; answers the provider's address and sets the state cookie)",
    body: z.object({ snsType: providerChannel, mobile: z.boolean().default(false) }),
    response: describes<ConnectStart>()(z.object({ location: z.string() })),
  }),
  disconnect: defineRoute({
    method: "POST",
    path: "/api/user/deleteUserConnect",
    access: "member",
    changes: writersPages,
    tags,
    summary: "로그인 방법 연결 해제 (never the last way to sign in, nor the provider the member joined with)",
    body: z.object({ snsType: providerChannel }),
    response: connectionsSchema,
  }),
};
