import { describe, expect, it } from "vitest";
import { isProfane } from "./decency";

describe("isProfane", () => {
  it("finds Korean swear words, spaced or with look-alike digits", () => {
    for (const text of ["개새끼", "개 새 끼", "시발놈", "tlqkf", "이 병신아"]) expect(isProfane(text), text).toBe(true);
  });

  it("finds English swear words and their obfuscations", () => {
    for (const text of ["fuck", "FuCk you", "f u c k", "shithead", "b1tch"]) expect(isProfane(text), text).toBe(true);
  });

  it("leaves ordinary words alone, including those that contain a listed word", () => {
    for (const text of ["노무사김씨", "김여사님", "Scunthorpe", "assistant", "class", "지식나눔이", "badminton", "안녕하세요 반갑습니다"]) {
      expect(isProfane(text), text).toBe(false);
    }
  });
});
