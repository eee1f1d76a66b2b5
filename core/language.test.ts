import { describe, it, expect } from "vitest";
import { chooseLanguage } from "./language";

describe("chooseLanguage", () => {
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
  it("treats ko and ko-kr in any case as Korean", () => {
    for (const b of ["ko", "KO", "ko-kr", "ko-KR", "Ko-Kr", "ko_KR"]) expect(chooseLanguage(undefined, b)).toBe("ko");
  });
  it("treats everything else as English", () => {
    for (const b of ["en", "ja-JP", "ko-KP", "kok", "", null, undefined]) expect(chooseLanguage(undefined, b)).toBe("en");
  });
});
