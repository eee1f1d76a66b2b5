import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords";

describe("password hashing", () => {
  it("is argon2id with the OWASP parameters and verifies", async () => {
    const stored = await hashPassword("비밀번호a1234!");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "비밀번호a1234!")).toBe(true);
    expect(await verifyPassword(stored, "비밀번호a1234?")).toBe(false);
  });
  it("salts: the same password hashes differently", async () => {
    expect(await hashPassword("same-pass1!")).not.toBe(await hashPassword("same-pass1!"));
  });
  it("a member without a password (social sign-up) never verifies", async () => {
    expect(await verifyPassword(null, "anything1!")).toBe(false);
    expect(await verifyPassword("not-a-hash", "anything1!")).toBe(false);
  });
});
