// Board service encrypt/decrypt (docs/product/writing.md): form data `plainText` or `encryptText`, answer
// { code: 0, data, errorMsg }, data '' on failure. The same authenticated encryption as the
// social records (AES-256-GCM) with a key of its own, so these calls can neither read nor
// make any other sealed value. Who may call (docs/decisions/0022): encrypt members only,
// decrypt anyone, both rate-limited; a failure says nothing about why.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { minutesToWait } from "../../lib/rate-limit";
import { deriveKey } from "../../lib/secrets";
import { seal, unseal } from "../../lib/sealed";
import { addRoute } from "../route";
import { boardCryptoApi } from "./schema";

export const CRYPTO_LIMITS = {
  plainMax: 2000,
  encrypt: { attempts: 120, windowMs: 10 * 60_000 },
  decrypt: { attempts: 300, windowMs: 10 * 60_000 },
};
export const CRYPTO_MSG = {
  decryptFailed: "복호화할 수 없는 값입니다.",
  tooLong: `암호화할 수 있는 글자 수는 ${CRYPTO_LIMITS.plainMax}자까지입니다.`,
  tooMany: (minutes: number) => `요청이 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`,
};

const PURPOSE = "board-crypto";

/** Form data arrives url-encoded, as multipart fields or as JSON: the one field is read from any. */
async function formField(request: FastifyRequest, name: string): Promise<string | undefined> {
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === "field" && part.fieldname === name) return String(part.value);
      if (part.type === "file") part.file.resume();
    }
    return undefined;
  }
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = body && typeof body === "object" ? body[name] : undefined;
  return typeof value === "string" ? value : undefined;
}

export async function boardCryptoRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const key = deriveKey(ctx.secret, PURPOSE);

  // url-encoded form bodies for these two routes (this plugin's scope only).
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const limit = async (bucket: string, rule: { attempts: number; windowMs: number }) => {
    const state = await ctx.limiter.hit(bucket, rule.attempts, rule.windowMs);
    if (!state.allowed) throw errors.tooManyRequests(CRYPTO_MSG.tooMany(minutesToWait(state.retryAfterMs)), "CRYPTO_RATE_LIMITED");
  };

  const failure = (reply: FastifyReply, status: number, errorId: string, message: string) =>
    reply.code(status).send({ code: String(status * 100), data: "", errorMsg: message, errorId });

  addRoute(app, boardCryptoApi.encrypt, async (request, reply) => {
    await limit(`crypto:encrypt:${request.member.userNo}`, CRYPTO_LIMITS.encrypt);
    const plainText = await formField(request, "plainText");
    if (plainText === undefined || plainText === "") return failure(reply, 400, "PLAIN_TEXT_MISSING", "plainText 값이 필요합니다.");
    if (Array.from(plainText).length > CRYPTO_LIMITS.plainMax) return failure(reply, 400, "PLAIN_TEXT_TOO_LONG", CRYPTO_MSG.tooLong);
    return seal(key, PURPOSE, plainText);
  });

  addRoute(app, boardCryptoApi.decrypt, async (request, reply) => {
    await limit(`crypto:decrypt:${request.ip}`, CRYPTO_LIMITS.decrypt);
    const encryptText = await formField(request, "encryptText");
    const value = unseal(key, PURPOSE, encryptText?.trim());
    if (typeof value !== "string") return failure(reply, 400, "DECRYPT_FAILED", CRYPTO_MSG.decryptFailed);
    return value;
  });
}
