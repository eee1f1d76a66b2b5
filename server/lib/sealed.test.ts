import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { deriveKey } from "./secrets";
import { seal, unseal } from "./sealed";

const secret = crypto.randomBytes(32);
const key = deriveKey(secret, "test");

describe("seal / unseal", () => {
  it("round-trips a value and never produces the same text twice", () => {
    const a = seal(key, "record", { email: "a@example.test", n: 1 });
    const b = seal(key, "record", { email: "a@example.test", n: 1 });
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(unseal(key, "record", a)).toEqual({ email: "a@example.test", n: 1 });
  });

  it("refuses another purpose, another key, a changed byte and garbage", () => {
    const token = seal(key, "record", "hello");
    expect(unseal(key, "other", token)).toBeNull();
    expect(unseal(deriveKey(secret, "another"), "record", token)).toBeNull();
    const raw = Buffer.from(token, "base64url");
    for (const index of [0, 5, 20, raw.length - 1]) {
      const changed = Buffer.from(raw);
      changed[index] = changed[index]! ^ 1;
      expect(unseal(key, "record", changed.toString("base64url")), `byte ${index}`).toBeNull();
    }
    expect(unseal(key, "record", token.slice(0, -2))).toBeNull();
    expect(unseal(key, "record", "")).toBeNull();
    expect(unseal(key, "record", "not base64!")).toBeNull();
    expect(unseal(key, "record", "A".repeat(9000))).toBeNull();
  });
});
