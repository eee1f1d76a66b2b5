import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("social sign-in configuration", () => {
  it("has no provider without a client id", () => {
    const config = loadConfig({});
    expect(config.oauth.providers).toEqual({});
    expect(config.oauth.officeClientApiUrl).toBeNull();
    expect(config.oauth.timeoutMs).toBe(10_000);
  });

  it("uses Google's issuer and Kakao's REST endpoints by default", () => {
    const { providers } = loadConfig({ GOOGLE_CLIENT_ID: "g-id", GOOGLE_CLIENT_SECRET: "g-secret", KAKAO_CLIENT_ID: "k-id" }).oauth;
    expect(providers.G).toMatchObject({
      issuer: "https://accounts.google.com",
      clientSecret: "g-secret",
      authorizeUrl: null,
      scopes: ["openid", "email", "profile"],
    });
    expect(providers.K).toMatchObject({
      issuer: null,
      authorizeUrl: "https://kauth.kakao.com/oauth/authorize",
      tokenUrl: "https://kauth.kakao.com/oauth/token",
      userinfoUrl: "https://kapi.kakao.com/v2/user/me",
      clientSecret: null,
      scopes: ["account_email", "profile_nickname"],
    });
    expect(providers.P).toBeUndefined();
  });

  it("takes explicit endpoints as plain OAuth 2.0 and an issuer as OpenID Connect", () => {
    const { providers, officeClientApiUrl } = loadConfig({
      POLARIS_CLIENT_ID: "p",
      POLARIS_AUTHORIZE_URL: "http://127.0.0.1:9000/authorize",
      POLARIS_TOKEN_URL: "http://127.0.0.1:9000/token",
      POLARIS_USERINFO_URL: "http://127.0.0.1:9000/userinfo",
      POLARIS_SCOPES: "email, name",
      POLARIS_CLIENT_API_URL: "http://127.0.0.1:9001/api",
      KAKAO_CLIENT_ID: "k",
      KAKAO_ISSUER: "https://kauth.kakao.com",
      KAKAO_SCOPES: "openid account_email",
    }).oauth;
    expect(providers.P).toMatchObject({ issuer: null, tokenUrl: "http://127.0.0.1:9000/token", scopes: ["email", "name"] });
    expect(providers.K).toMatchObject({ issuer: "https://kauth.kakao.com", authorizeUrl: null, scopes: ["openid", "account_email"] });
    expect(officeClientApiUrl).toBe("http://127.0.0.1:9001/api");
  });

  it("refuses a provider with neither an issuer nor its endpoints, naming the variable", () => {
    expect(() => loadConfig({ POLARIS_CLIENT_ID: "p" })).toThrow(ConfigError);
    expect(() => loadConfig({ POLARIS_CLIENT_ID: "p", POLARIS_TOKEN_URL: "http://x.example/t" })).toThrow(/POLARIS_CLIENT_ID/);
    expect(() => loadConfig({ GOOGLE_ISSUER: "ftp://x" })).toThrow(/GOOGLE_ISSUER=/);
  });
});
