// Passkey contracts (docs/product/accounts.md, decision 0206): a member's own passkeys on the
// account page, and the sign-in with one from the login pages.
import { z } from "zod";
import { describes } from "../../lib/schemas";
import { defineRoute } from "../route";
import type { PasskeySummary } from "./types";

const tags = ["accounts"];

const b64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);
/** The browser's answers as JSON (WebAuthn Level 3 `toJSON()`), checked in shape and size here, in meaning by the verifier. */
// Extension outputs: only credProps is read (others are dropped; none is needed to verify).
const extensions = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });
const registrationResponse = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: b64url,
    attestationObject: b64url,
    authenticatorData: b64url.optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: b64url.optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: extensions,
});
const authenticationResponse = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: extensions,
});

const passkey = describes<PasskeySummary>()(
  z.object({
    passkeyId: z.number(),
    name: z.string(),
    backedUp: z.boolean(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  }),
);

/** Options as the browser library takes them (PublicKeyCredential*OptionsJSON). */
const options = z.object({ challengeId: z.string(), options: z.record(z.string(), z.unknown()) });
const passkeyNo = z.object({ passkeyId: z.coerce.number().int().positive().max(2_147_483_647) });
const name = z.string().max(200);

export const passkeysApi = {
  list: defineRoute({
    method: "GET",
    path: "/api/user/passkeys",
    access: "member",
    tags,
    summary: "내 패스키 목록 (이름, 등록한 때, 마지막으로 쓴 때)",
    response: z.object({ passkeys: z.array(passkey) }),
  }),
  registrationOptions: defineRoute({
    method: "POST",
    path: "/api/user/passkeys/options",
    access: "member",
    changes: "nothing",
    tags,
    summary: "패스키 등록 준비 (navigator.credentials.create 에 넘길 옵션과 5분짜리 challengeId)",
    response: options,
  }),
  register: defineRoute({
    method: "POST",
    path: "/api/user/passkeys",
    access: "member",
    changes: "nothing",
    tags,
    summary: "패스키 등록 (브라우저의 응답을 확인하고 저장; 10개까지; 이름을 주지 않으면 브라우저와 기기 이름)",
    body: z.object({ challengeId: z.string().max(64), name: name.optional(), response: registrationResponse }),
    response: passkey,
  }),
  rename: defineRoute({
    method: "PUT",
    path: "/api/user/passkeys/:passkeyId",
    access: "member",
    changes: "nothing",
    tags,
    summary: "패스키 이름 바꾸기 (1~30자)",
    params: passkeyNo,
    body: z.object({ name }),
    response: passkey,
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/user/passkeys/:passkeyId",
    access: "member",
    changes: "nothing",
    tags,
    summary: "패스키 지우기 (본인 것만)",
    params: passkeyNo,
    response: z.null(),
  }),
  signInOptions: defineRoute({
    method: "POST",
    path: "/api/user/passkey/signIn/options",
    access: "public",
    changes: "nothing",
    tags,
    summary: "패스키 로그인 준비 (navigator.credentials.get 에 넘길 옵션과 5분짜리 challengeId)",
    response: options,
  }),
  signIn: defineRoute({
    method: "POST",
    path: "/api/user/passkey/signIn",
    access: "public",
    changes: "nothing",
    tags,
    summary: "패스키로 로그인 (sets the session cookie; 사용자 확인을 거친 패스키는 두 단계를 모두 대신함)",
    body: z.object({ challengeId: z.string().max(64), response: authenticationResponse }),
    response: z.object({
      emailCertYn: z.enum(["Y", "N"]),
      userName: z.string(),
      userId: z.string(),
      joinChannel: z.enum(["A", "G", "K", "P"]),
    }),
  }),
};
