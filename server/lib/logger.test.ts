import Fastify, { type FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { createLogger, redactUrl } from "./logger";

describe("log redaction", () => {
  it("masks secrets in query strings", () => {
    expect(redactUrl("/certPwd?token=abc.DEF-123&x=1")).toBe("/certPwd?token=[redacted]&x=1");
    expect(redactUrl("/api/user/email/signup/verification?token=zzz")).toBe("/api/user/email/signup/verification?token=[redacted]");
    expect(redactUrl("/a?x=1&resetToken=q#h")).toBe("/a?x=1&resetToken=[redacted]#h");
    expect(redactUrl("/new?page=2")).toBe("/new?page=2");
  });

  it("hides sign-in return credentials and keeps the rest", () => {
    expect(redactUrl("/oauth?sns_type=G&code=4/0Ab&state=xyz")).toBe("/oauth?sns_type=G&code=[redacted]&state=[redacted]");
    expect(redactUrl("/api/user/kakao/authenticate?code=k&x=1")).toBe("/api/user/kakao/authenticate?code=[redacted]&x=1");
    expect(redactUrl("/search/code/all?decode=1")).toBe("/search/code/all?decode=1");
  });

  it("keeps tokens and passwords out of request logs and logged objects", async () => {
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
    const app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
    app.post("/x", async (request) => {
      request.log.info({ body: request.body }, "body");
      return "ok";
    });
    await app.inject({
      method: "POST",
      url: "/x?token=SECRET-LINK-TOKEN",
      payload: { newPw: "NewSecret1!", currentPw: "OldSecret1!", resetToken: "SECRET-RESET", certNum: "123456" },
    });
    await app.close();
    const all = lines.join("");
    expect(all).toContain("/x?token=[redacted]");
    for (const secret of ["SECRET-LINK-TOKEN", "NewSecret1!", "OldSecret1!", "SECRET-RESET", "123456"]) {
      expect(all).not.toContain(secret);
    }
  });
});
