// The office-suite provider's desktop-client API (docs/product/accounts.md office-suite provider): the desktop
// client hosting our page hands over its login token and user id; our server trades them
// for an access token (GET token: token, userId, redirectUrl, type) and reads the person
// (GET userinfo: tokenType, accessToken, redirectUrl). Both answer resultCode 0 when fine.
import { z } from "zod";
import { both, texts } from "../../../core/i18n";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/errors";
import { fetchJson, profileFromClaims, type ProviderProfile } from "./provider-client";

export const OFFICE_MSG = texts({
  unreachable: { ko: "Polaris Office 서버에 연결하지 못했습니다.", en: "Could not reach the Polaris Office server." },
  tokenRefused: {
    ko: "Polaris Office 로그인 정보가 확인되지 않았습니다. (코드 {code})",
    en: "Polaris Office could not confirm the sign-in. (code {code})",
  },
  userinfoRefused: {
    ko: "Polaris Office 사용자 정보를 가져오지 못했습니다. (코드 {code})",
    en: "Could not get the Polaris Office user details. (code {code})",
  },
  badAnswer: { ko: "Polaris Office 서버의 응답을 읽을 수 없습니다.", en: "The Polaris Office server's answer could not be read." },
});

const resultCode = z.coerce.number().int();
const tokenAnswer = z.object({
  resultCode,
  tokenType: z.string().min(1).max(50).optional(),
  accessToken: z.string().min(1).max(8192).optional(),
});
const userinfoAnswer = z.object({
  resultCode,
  email: z.string().max(320).optional(),
  name: z.string().max(200).optional(),
  userId: z.union([z.string().max(512), z.number()]).optional(),
});

export interface OfficeClientLogin {
  token: string;
  userId: string;
  type: string;
}

function endpoint(base: string, name: "token" | "userinfo", params: Record<string, string>): string {
  const url = new URL(`${base.replace(/\/+$/, "")}/${name}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

async function call(ctx: AppContext, url: string, what: string): Promise<unknown> {
  try {
    const { status, body } = await fetchJson(
      url,
      { method: "GET", headers: { accept: "application/json" }, timeoutMs: ctx.config.oauth.timeoutMs },
      { logger: ctx.logger, channel: "P-client", what },
    );
    if (status !== 200 && (body === null || typeof body !== "object")) {
      throw new AppError(502, "OFFICE_BAD_ANSWER", OFFICE_MSG.badAnswer);
    }
    return body;
  } catch (error) {
    if (error instanceof AppError && error.errorId === "OAUTH_PROVIDER_UNREACHABLE") {
      throw new AppError(502, "OFFICE_UNREACHABLE", OFFICE_MSG.unreachable);
    }
    if (error instanceof AppError && error.errorId === "OAUTH_PROVIDER_BAD_ANSWER") {
      throw new AppError(502, "OFFICE_BAD_ANSWER", OFFICE_MSG.badAnswer);
    }
    throw error;
  }
}

/** The person signed in to the desktop client, or an AppError whose message is the detail to show. */
export async function officeClientProfile(ctx: AppContext, base: string, login: OfficeClientLogin): Promise<ProviderProfile> {
  const redirectUrl = `${ctx.config.publicUrl}/`;
  const token = tokenAnswer.safeParse(
    await call(ctx, endpoint(base, "token", { token: login.token, userId: login.userId, redirectUrl, type: login.type }), "token"),
  );
  if (!token.success) throw new AppError(502, "OFFICE_BAD_ANSWER", OFFICE_MSG.badAnswer);
  if (token.data.resultCode !== 0 || !token.data.accessToken) {
    ctx.logger.warn({ resultCode: token.data.resultCode }, "office client token refused");
    throw new AppError(401, "OFFICE_TOKEN_REFUSED", both(OFFICE_MSG.tokenRefused, { code: token.data.resultCode }));
  }
  const info = userinfoAnswer.safeParse(
    await call(
      ctx,
      endpoint(base, "userinfo", {
        tokenType: token.data.tokenType ?? "Bearer",
        accessToken: token.data.accessToken,
        redirectUrl,
      }),
      "userinfo",
    ),
  );
  if (!info.success) throw new AppError(502, "OFFICE_BAD_ANSWER", OFFICE_MSG.badAnswer);
  if (info.data.resultCode !== 0) {
    ctx.logger.warn({ resultCode: info.data.resultCode }, "office client userinfo refused");
    throw new AppError(401, "OFFICE_USERINFO_REFUSED", both(OFFICE_MSG.userinfoRefused, { code: info.data.resultCode }));
  }
  // The provider's userId arrives encrypted by the provider; it is kept as an opaque subject.
  const profile = profileFromClaims("P", { userId: info.data.userId ?? login.userId, email: info.data.email, name: info.data.name });
  if (!profile) throw new AppError(502, "OFFICE_BAD_ANSWER", OFFICE_MSG.badAnswer);
  return profile;
}
