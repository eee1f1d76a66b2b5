// Board service encrypt/decrypt (docs/product/writing.md): the contracts. Form data arrives url-encoded, as
// multipart fields or as JSON, so the body is read by the handler (docs/decisions/0022).
import { z } from "zod";
import { defineRoute } from "../route";

const tags = ["board"];

export const boardCryptoApi = {
  encrypt: defineRoute({
    method: "POST",
    path: "/api/board/encrypt",
    access: "member",
    changes: "nothing",
    tags,
    summary: "문자열 암호화 (members only; form field plainText; code 0)",
    body: z.any().optional(),
    response: z.string(),
    code: 0,
  }),
  decrypt: defineRoute({
    method: "POST",
    path: "/api/board/decrypt",
    access: "public",
    changes: "nothing",
    tags,
    summary: "암호문 복호화 (anyone, rate-limited; form field encryptText; data '' when it does not open)",
    body: z.any().optional(),
    response: z.string(),
    code: 0,
  }),
};
