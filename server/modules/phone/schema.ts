// Phone verification contracts (docs/product/accounts.md user service): send a code, check it, the state.
import { z } from "zod";
import { describes } from "../../lib/schemas";
import { defineRoute } from "../route";
import type { PhoneStatus, SentCode } from "./service";

const tags = ["user"];
const yes = z
  .union([z.boolean(), z.enum(["true", "false", "Y", "N", "y", "n", "1", "0"])])
  .transform((v) => v === true || v === "true" || v === "Y" || v === "y" || v === "1");

const phoneStatus = describes<PhoneStatus>()(
  z.object({ verified: z.boolean(), phone: z.string().nullable(), verifiedAt: z.string().nullable() }),
);

export const phoneApi = {
  sendCode: defineRoute({
    method: "GET",
    path: "/api/user/user/authenticate/code",
    access: "verified",
    tags,
    summary: "휴대폰 인증번호 받기 (6 digits by SMS, 3 minutes)",
    querystring: z.object({ phone: z.string().max(40), termsAgreement: yes.default(false) }),
    response: describes<SentCode>()(z.object({ phone: z.string(), expiresAt: z.string(), ttlSeconds: z.number() })),
  }),
  verify: defineRoute({
    method: "POST",
    path: "/api/user/user/authenticate",
    access: "verified",
    changes: "nothing",
    tags,
    summary: "휴대폰 인증번호 확인",
    body: z.object({ phone: z.string().max(40), code: z.string().max(20) }),
    response: phoneStatus,
  }),
  status: defineRoute({
    method: "GET",
    path: "/api/user/user/authenticate/status",
    access: "verified",
    tags,
    summary: "휴대폰 인증 상태",
    response: phoneStatus,
  }),
};
