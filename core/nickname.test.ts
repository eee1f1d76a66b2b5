import { describe, it, expect } from "vitest";
import {
  NICKNAME_CHANGED,
  NICKNAME_GUIDE,
  NICKNAME_STAFF_MSG,
  nicknameByteLength,
  normalizeNickname,
  passesForStaff,
  validateNickname,
} from "./nickname";
import { MSG } from "./messages";

describe("nicknameByteLength", () => {
  it("counts Hangul as 2 and everything else as 1", () => {
    expect(nicknameByteLength("")).toBe(0);
    expect(nicknameByteLength("abc")).toBe(3);
    expect(nicknameByteLength("가")).toBe(2);
    expect(nicknameByteLength("홍길동")).toBe(6);
    expect(nicknameByteLength("홍gd")).toBe(4);
    expect(nicknameByteLength("ㅋㅋ")).toBe(4); // compatibility jamo
    expect(nicknameByteLength("1-_")).toBe(3);
  });
  it("counts an astral character once, not as two UTF-16 halves", () => {
    expect(nicknameByteLength("😀")).toBe(1);
  });
});

describe("normalizeNickname", () => {
  it("removes every kind of whitespace", () => {
    expect(normalizeNickname(" 홍 길\t동\n ")).toBe("홍길동");
    expect(normalizeNickname("a\u3000b")).toBe("ab"); // ideographic space
  });
  it("composes decomposed Hangul", () => {
    expect(normalizeNickname("한".normalize("NFD"))).toBe("한");
  });
});

describe("validateNickname", () => {
  const ok = (input: string, current?: string | null) => validateNickname(input, current);

  it("accepts the byte boundaries 2 and 12", () => {
    expect(ok("ab")).toEqual({ ok: true, value: "ab" });
    expect(ok("가")).toEqual({ ok: true, value: "가" }); // 1 Hangul = 2 bytes
    expect(ok("abcdefghijkl")).toEqual({ ok: true, value: "abcdefghijkl" });
    expect(ok("가나다라마바")).toEqual({ ok: true, value: "가나다라마바" });
    expect(ok("가나다라마ab")).toEqual({ ok: true, value: "가나다라마ab" });
  });

  it("rejects just outside the boundaries", () => {
    expect(ok("a")).toEqual({ ok: false, message: MSG.nicknameTooShort });
    expect(ok("abcdefghijklm")).toEqual({ ok: false, message: MSG.nicknameTooLong });
    expect(ok("가나다라마바사")).toEqual({ ok: false, message: MSG.nicknameTooLong });
    expect(ok("가나다라마바a")).toEqual({ ok: false, message: MSG.nicknameTooLong });
  });

  it("removes spaces before measuring and returns the cleaned value", () => {
    expect(ok(" 홍 길동 ")).toEqual({ ok: true, value: "홍길동" });
    expect(ok("a b c d e f g h i j k l")).toEqual({ ok: true, value: "abcdefghijkl" });
  });

  it("allows digits, - and _", () => {
    expect(ok("user_01-a")).toEqual({ ok: true, value: "user_01-a" });
  });

  it("rejects other characters", () => {
    for (const bad of ["user!", "a.b", "이름😀", "café", "a/b", "漢字"]) {
      expect(ok(bad)).toEqual({ ok: false, message: MSG.nicknameInvalidChars });
    }
  });

  it("rejects empty input", () => {
    expect(ok("")).toEqual({ ok: false, message: MSG.nicknameEmpty });
    expect(ok("   ")).toEqual({ ok: false, message: MSG.nicknameEmpty });
  });

  it("rejects the brand in Korean or English, any case, even split by spaces or separators", () => {
    const brand = { ok: false, message: MSG.nicknameBrand };
    expect(ok("나눔터")).toEqual(brand);
    expect(ok("나눔터팬")).toEqual(brand);
    expect(ok("나 눔 터")).toEqual(brand);
    expect(ok("NanumTeo")).toEqual(brand);
    expect(ok("xnanumteo")).toEqual(brand);
    expect(ok("nanum_teo")).toEqual(brand);
    expect(ok("나눔")).toEqual({ ok: true, value: "나눔" });
    expect(ok("nanum")).toEqual({ ok: true, value: "nanum" });
  });

  it("reports an unchanged nickname, ignoring spaces", () => {
    expect(ok("홍길동", "홍길동")).toMatchObject({ ok: false, message: { ko: "변경된 내역이 없습니다." } });
    expect(ok(" 홍길 동", "홍길동")).toMatchObject({ ok: false, message: { ko: "변경된 내역이 없습니다." } });
    expect(ok("홍길동", "홍길순")).toEqual({ ok: true, value: "홍길동" });
    expect(ok("Abc", "abc")).toEqual({ ok: true, value: "Abc" }); // case change is a change
    expect(ok("abc", null)).toEqual({ ok: true, value: "abc" });
  });

  it("exports the product pages success text and a guidance text", () => {
    expect(NICKNAME_CHANGED.ko).toBe("닉네임이 변경되었습니다.");
    expect(NICKNAME_GUIDE.ko).toContain("6자");
    expect(NICKNAME_GUIDE.ko).toContain("12자");
    expect(NICKNAME_GUIDE.en).toContain("12 Latin characters");
  });
});

describe("names that pass for staff", () => {
  it("refuses Korean staff words anywhere, with spaces or separators", () => {
    for (const name of ["운영자", "관리자", "운영팀", "김운영자", "운 영 자", "관-리-자", "운영진1"]) {
      expect(validateNickname(name), name).toEqual({ ok: false, message: NICKNAME_STAFF_MSG });
    }
  });

  it("refuses English staff words as the name, its start or its end, look-alikes too", () => {
    for (const name of [
      "admin",
      "Admin",
      "ADMIN_kim",
      "kim-admin",
      "adm1n",
      "Moderator",
      "m0derat0r",
      "official",
      "0fficial",
      "officia1",
      "Staff",
    ]) {
      expect(validateNickname(name), name).toEqual({ ok: false, message: NICKNAME_STAFF_MSG });
    }
  });

  it("leaves words that only contain them free", () => {
    for (const name of ["badminton", "운영하는사람", "관리왕", "madmind"]) expect(passesForStaff(name), name).toBe(false);
    expect(validateNickname("badminton").ok).toBe(true);
  });

  it("catches the brand written with look-alike digits", () => {
    expect(validateNickname("N4numte0")).toEqual({ ok: false, message: MSG.nicknameBrand });
  });
});
