import { describe, expect, it } from "vitest";
import { both, chooseLanguage, fill, plural, requestLanguage, say, texts } from "./i18n";

describe("chooseLanguage (stored choice, then the browser)", () => {
  it("uses the stored choice first", () => {
    expect(chooseLanguage("en", "ko-KR")).toBe("en");
    expect(chooseLanguage("ko", "en-US")).toBe("ko");
    expect(chooseLanguage(" EN ", "ko")).toBe("en");
  });
  it("ignores stored junk and falls back to the browser", () => {
    expect(chooseLanguage("fr", "ko")).toBe("ko");
    expect(chooseLanguage("", "ko-KR")).toBe("ko");
    expect(chooseLanguage(null, "en-GB")).toBe("en");
  });
  it("treats ko and ko-kr in any case as Korean, everything else as English", () => {
    for (const b of ["ko", "KO", "ko-kr", "ko-KR", "Ko-Kr", "ko_KR"]) expect(chooseLanguage(undefined, b)).toBe("ko");
    for (const b of ["en", "ja-JP", "ko-KP", "kok", "", null, undefined]) expect(chooseLanguage(undefined, b)).toBe("en");
  });
});

describe("requestLanguage (what the server renders in)", () => {
  it("follows the cookie, then the first Accept-Language tag", () => {
    expect(requestLanguage("en", "ko-KR,ko;q=0.9")).toBe("en");
    expect(requestLanguage(undefined, "ko-KR,ko;q=0.9,en;q=0.8")).toBe("ko");
    expect(requestLanguage(undefined, "en-US,en;q=0.9,ko;q=0.8")).toBe("en");
    expect(requestLanguage("xx", "ja")).toBe("en");
  });
  it("gives Korean to a request that names no language (crawlers, API clients)", () => {
    expect(requestLanguage(undefined, undefined)).toBe("ko");
    expect(requestLanguage(undefined, "")).toBe("ko");
    expect(requestLanguage(undefined, "*")).toBe("ko");
  });
});

describe("texts", () => {
  const T = texts({
    hello: { ko: "{name}님, 안녕하세요", en: "Hello, {name}" },
    minutes: { ko: "{n}분", en: (p) => plural(Number(p.n), "minute") },
  });
  it("resolves each language and fills placeholders", () => {
    expect(say(T.hello, "ko", { name: "가나" })).toBe("가나님, 안녕하세요");
    expect(say(T.hello, "en", { name: "Ann" })).toBe("Hello, Ann");
    expect(say(T.minutes, "en", { n: 1 })).toBe("1 minute");
    expect(say(T.minutes, "en", { n: 5 })).toBe("5 minutes");
    expect(both(T.minutes, { n: 2 })).toEqual({ ko: "2분", en: "2 minutes" });
  });
  it("leaves a missing placeholder visible instead of printing undefined", () => {
    expect(fill("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
});
