// The outside world of social sign-in, as real local servers speaking the real protocols:
// - an OAuth 2.0 / OpenID Connect provider: oauth2-mock-server (authorization code with PKCE,
//   signed ID tokens, JWKS, discovery) behind a small sign-in page where the person types the
//   account they sign in with, plus the checks a real provider makes (client credentials,
//   redirect_uri, PKCE present, code used once). Its userinfo answers in the provider's own
//   shape: OpenID claims (Google, Polaris) or Kakao's v2/user/me.
// - the office-suite desktop-client API (GET token, GET userinfo; resultCode 0 = fine), with a
//   control endpoint where a test says who is signed in to the desktop client.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { OAuth2Issuer, OAuth2Service } from "oauth2-mock-server";

/** "worldid": World ID's OpenID Connect sign-in: no e-mail, the nullifier as `sub`, the level claim. */
export type ProviderShape = "oidc" | "kakao" | "worldid";

export interface TestAccount {
  email: string | null;
  name: string;
  /** The provider's id of the person; derived from the e-mail when absent. */
  sub?: string;
  emailVerified?: boolean;
  /** World ID: the verification level its ID token carries (orb, device); none when absent. */
  level?: string;
}

interface IssuedCode {
  account: Required<Pick<TestAccount, "sub" | "name">> & TestAccount;
  clientId: string;
  redirectUri: string;
  challenge: string | null;
  challengeMethod: string | null;
  nonce: string | null;
  used: boolean;
}

export interface ProviderDouble {
  /** Base URL (also the OpenID issuer). */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Every token request body the provider received, in order. */
  tokenRequests: Record<string, string>[];
  /** Every authorization request's query, in order. */
  authorizeRequests: URLSearchParams[];
  /** Changes the claims of the next ID token (to test that a wrong one is refused). */
  tamperNextIdToken(change: (payload: Record<string, unknown>) => void): void;
  /** Signs in at the provider as `account` (what the sign-in page does) and returns our return URL. */
  approve(authorizeUrl: string, account: TestAccount): Promise<string>;
  close(): Promise<void>;
}

const subOf = (account: TestAccount) =>
  account.sub ??
  String(
    parseInt(
      crypto
        .createHash("sha256")
        .update(account.email ?? account.name)
        .digest("hex")
        .slice(0, 10),
      16,
    ),
  );

function worldIdPage(query: URLSearchParams): string {
  const hidden = [...query.entries()].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>World ID</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:sans-serif;max-width:360px;margin:40px auto;padding:0 16px}label{display:block;margin:12px 0 4px}
input,select{width:100%;padding:8px;box-sizing:border-box}button{margin-top:16px;padding:8px 16px}</style></head>
<body><h1>World ID</h1><p>Test World App: who is proving personhood</p>
<form method="get" action="/authorize">${hidden}
<label for="login_sub">Nullifier</label><input id="login_sub" type="text" name="login_sub" required>
<label for="login_level">Verification level</label><select id="login_level" name="login_level"><option value="orb">orb</option><option value="device">device</option></select>
<input type="hidden" name="login_email" value="">
<button type="submit">Verify</button></form></body></html>`;
}

function loginPage(title: string, query: URLSearchParams): string {
  const hidden = [...query.entries()].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join("");
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(title)} 로그인</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:sans-serif;max-width:360px;margin:40px auto;padding:0 16px}label{display:block;margin:12px 0 4px}
input[type=email],input[type=text]{width:100%;padding:8px;box-sizing:border-box}button{margin-top:16px;padding:8px 16px}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>테스트 제공자 로그인</p>
<form method="get" action="/authorize">${hidden}
<label for="login_email">이메일</label><input id="login_email" type="email" name="login_email" required>
<label for="login_name">이름</label><input id="login_name" type="text" name="login_name">
<button type="submit">로그인</button></form></body></html>`;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startProviderDouble(options: {
  title: string;
  shape: ProviderShape;
  clientId: string;
  clientSecret: string;
}): Promise<ProviderDouble> {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate("RS256");
  const service = new OAuth2Service(issuer);
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, IssuedCode["account"]>();
  const tokenRequests: Record<string, string>[] = [];
  const authorizeRequests: URLSearchParams[] = [];
  let idTokenChange: ((payload: Record<string, unknown>) => void) | null = null;
  const pending = new WeakMap<http.IncomingMessage, IssuedCode["account"]>();

  service.on("beforeAuthorizeRedirect", (target: { url: URL }, req: http.IncomingMessage) => {
    const account = pending.get(req);
    const code = target.url.searchParams.get("code");
    if (!account || !code) return;
    const q = new URL(req.url ?? "/", "http://x").searchParams;
    codes.set(code, {
      account,
      clientId: q.get("client_id") ?? "",
      redirectUri: q.get("redirect_uri") ?? "",
      challenge: q.get("code_challenge"),
      challengeMethod: q.get("code_challenge_method"),
      nonce: q.get("nonce"),
      used: false,
    });
  });

  service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }, req: { body?: Record<string, string> }) => {
    const issued = req.body?.code ? codes.get(req.body.code) : undefined;
    if (!issued) return;
    token.payload.sub = issued.account.sub;
    const isIdToken = token.payload.aud !== undefined && token.payload.scope === undefined;
    if (isIdToken && options.shape === "worldid") {
      if (issued.account.level) token.payload["https://id.worldcoin.org/v1"] = { verification_level: issued.account.level };
    } else if (isIdToken) {
      token.payload.email = issued.account.email ?? undefined;
      token.payload.email_verified = issued.account.emailVerified ?? true;
      token.payload.name = issued.account.name;
      if (idTokenChange) {
        idTokenChange(token.payload);
        idTokenChange = null;
      }
    }
  });

  service.on(
    "beforeResponse",
    (response: { body: Record<string, unknown>; statusCode: number }, req: http.IncomingMessage & { body?: Record<string, string> }) => {
      const body = { ...(req.body ?? {}) };
      tokenRequests.push(body);
      const refuse = (status: number, error: string) => {
        response.statusCode = status;
        response.body = { error };
      };
      const issued = body.code ? codes.get(body.code) : undefined;
      if (body.grant_type !== "authorization_code" || !issued) return refuse(400, "invalid_grant");
      if (issued.used) return refuse(400, "invalid_grant");
      issued.used = true;
      if (body.client_id !== options.clientId || issued.clientId !== options.clientId) return refuse(401, "invalid_client");
      if (body.client_secret !== options.clientSecret) return refuse(401, "invalid_client");
      if (body.redirect_uri !== issued.redirectUri) return refuse(400, "invalid_grant");
      if (issued.challenge && !body.code_verifier) return refuse(400, "invalid_grant");
      accessTokens.set(String(response.body.access_token), issued.account);
    },
  );

  service.on("beforeUserinfo", (response: { body: unknown; statusCode: number }, req: http.IncomingMessage) => {
    const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ""))?.[1];
    const account = bearer ? accessTokens.get(bearer) : undefined;
    if (!account) {
      response.statusCode = 401;
      response.body = { error: "invalid_token" };
      return;
    }
    if (options.shape === "kakao") {
      response.body = {
        id: Number(account.sub),
        connected_at: new Date().toISOString(),
        properties: { nickname: account.name },
        kakao_account: {
          profile: { nickname: account.name },
          ...(account.email
            ? { email: account.email, has_email: true, is_email_valid: true, is_email_verified: account.emailVerified ?? true }
            : { has_email: false, email_needs_agreement: true }),
        },
      };
    } else if (options.shape === "worldid") {
      response.body = { sub: account.sub };
    } else {
      response.body = {
        sub: account.sub,
        ...(account.email ? { email: account.email, email_verified: account.emailVerified ?? true } : {}),
        name: account.name,
      };
    }
  });

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (req.method === "GET" && url.pathname === "/authorize") {
      authorizeRequests.push(new URLSearchParams(url.searchParams));
      if (url.searchParams.get("client_id") !== options.clientId) {
        res.writeHead(400, { "content-type": "text/plain; charset=utf-8" }).end("invalid_client");
        return;
      }
      const email = url.searchParams.get("login_email");
      if (email === null) {
        const page = options.shape === "worldid" ? worldIdPage(url.searchParams) : loginPage(options.title, url.searchParams);
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
        return;
      }
      const account: TestAccount = {
        email: email || null,
        name: url.searchParams.get("login_name") ?? "",
        sub: url.searchParams.get("login_sub") || undefined,
        emailVerified: url.searchParams.get("login_unverified") === "1" ? false : true,
        level: url.searchParams.get("login_level") || undefined,
      };
      pending.set(req, { ...account, sub: subOf(account), name: account.name });
    }
    service.requestHandler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer.url = url;

  return {
    url,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    tokenRequests,
    authorizeRequests,
    tamperNextIdToken(change) {
      idTokenChange = change;
    },
    async approve(authorizeUrl, account) {
      const target = new URL(authorizeUrl);
      target.searchParams.set("login_email", account.email ?? "");
      target.searchParams.set("login_name", account.name);
      if (account.sub) target.searchParams.set("login_sub", account.sub);
      if (account.emailVerified === false) target.searchParams.set("login_unverified", "1");
      if (account.level) target.searchParams.set("login_level", account.level);
      const res = await fetch(target, { redirect: "manual" });
      const location = res.headers.get("location");
      if (res.status !== 302 || !location) throw new Error(`provider did not redirect: ${res.status} ${await res.text()}`);
      return location;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Configuration for our app pointing a channel at a double. */
export function providerEnv(
  prefix: "GOOGLE" | "KAKAO" | "POLARIS" | "WORLD_ID",
  double: ProviderDouble,
  mode: "issuer" | "endpoints",
): Record<string, string> {
  const env: Record<string, string> = {
    [`${prefix}_CLIENT_ID`]: double.clientId,
    [`${prefix}_CLIENT_SECRET`]: double.clientSecret,
  };
  if (mode === "issuer") env[`${prefix}_ISSUER`] = double.url;
  else {
    env[`${prefix}_AUTHORIZE_URL`] = `${double.url}/authorize`;
    env[`${prefix}_TOKEN_URL`] = `${double.url}/token`;
    env[`${prefix}_USERINFO_URL`] = `${double.url}/userinfo`;
  }
  return env;
}

// ── the office-suite desktop-client API ─────────────────────────────────────

export interface OfficeSession {
  token: string;
  userId: string;
  email: string | null;
  name: string;
}

/** A document shared from the office product to 나눔터 under a share code (decision 0167). */
export interface OfficeShare {
  code: string;
  title: string;
  content: string;
  fileName?: string | null;
  sharedAt?: string;
  expiresAt: string;
}

export interface OfficeClientDouble {
  /** Base URL for POLARIS_CLIENT_API_URL. */
  url: string;
  /** Someone signed in to the desktop client with this token and user id. */
  addSession(session: OfficeSession): void;
  /** The office product shared a document (also POST {base}/__control/shares with the share as JSON). */
  addShare(share: OfficeShare): void;
  /** Every request the API received (path and query). */
  requests: { path: string; query: URLSearchParams }[];
  close(): Promise<void>;
}

/** A token the double treats as a network failure (the connection is cut without an answer). */
export const OFFICE_NETWORK_FAILURE_TOKEN = "cut-the-line";

export async function startOfficeClientDouble(): Promise<OfficeClientDouble> {
  const sessions = new Map<string, OfficeSession>();
  const shares = new Map<string, OfficeShare>();
  const accessTokens = new Map<string, OfficeSession>();
  const requests: OfficeClientDouble["requests"] = [];
  const json = (res: http.ServerResponse, body: unknown) =>
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (req.method === "POST" && url.pathname === "/__control/sessions") {
      let raw = "";
      req.on("data", (d: Buffer) => (raw += d.toString()));
      req.on("end", () => {
        const session = JSON.parse(raw) as OfficeSession;
        sessions.set(session.token, session);
        res.writeHead(204).end();
      });
      return;
    }
    if (req.method === "POST" && url.pathname === "/__control/shares") {
      let raw = "";
      req.on("data", (d: Buffer) => (raw += d.toString()));
      req.on("end", () => {
        const share = JSON.parse(raw) as OfficeShare;
        shares.set(share.code, share);
        res.writeHead(204).end();
      });
      return;
    }
    requests.push({ path: url.pathname, query: new URLSearchParams(url.searchParams) });
    if (req.method === "GET" && url.pathname === "/api/share") {
      const share = shares.get(url.searchParams.get("code") ?? "");
      if (!share) return json(res, { resultCode: 3001, resultMsg: "no such share" });
      return json(res, {
        resultCode: 0,
        title: share.title,
        content: share.content,
        fileName: share.fileName ?? null,
        sharedAt: share.sharedAt ?? new Date().toISOString(),
        expiresAt: share.expiresAt,
      });
    }
    const q = url.searchParams;
    if (req.method === "GET" && url.pathname === "/api/token") {
      if (q.get("token") === OFFICE_NETWORK_FAILURE_TOKEN) {
        req.socket.destroy();
        return;
      }
      const session = sessions.get(q.get("token") ?? "");
      if (!session || session.userId !== q.get("userId") || !q.get("redirectUrl")) {
        return json(res, { resultCode: 1001, resultMsg: "invalid token" });
      }
      const accessToken = crypto.randomBytes(16).toString("hex");
      accessTokens.set(accessToken, session);
      return json(res, { resultCode: 0, tokenType: "Bearer", accessToken });
    }
    if (req.method === "GET" && url.pathname === "/api/userinfo") {
      const session = accessTokens.get(q.get("accessToken") ?? "");
      if (!session || q.get("tokenType") !== "Bearer") return json(res, { resultCode: 2001, resultMsg: "invalid access token" });
      // The provider sends its user id encrypted; the same person always gets the same value.
      const userId = crypto.createHash("sha256").update(`office:${session.userId}`).digest("base64url");
      return json(res, { resultCode: 0, email: session.email, name: session.name, userId });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/api`,
    addSession: (session) => sessions.set(session.token, session),
    addShare: (share) => shares.set(share.code, share),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
