import { describe, expect, it } from "vitest";
import { chainIdHex, shortAddress, signInRefusal, walletTypeOf, type SignInFields } from "./wallet-connect";

const now = new Date("2026-11-27T10:00:00Z");
const expected = { publicUrl: "https://nanumteo.example", chainId: 8217, now };
const good: SignInFields = {
  domain: "nanumteo.example",
  uri: "https://nanumteo.example",
  chainId: 8217,
  address: "0x1234567890123456789012345678901234567890",
  nonce: "abc123abc123",
  version: "1",
  issuedAt: new Date("2026-11-27T09:59:00Z"),
  expirationTime: new Date("2026-11-27T10:04:00Z"),
};

describe("signInRefusal", () => {
  it("accepts a message naming this site, this chain, within its time", () => {
    expect(signInRefusal(good, expected)).toBeNull();
    expect(signInRefusal({ ...good, uri: "https://nanumteo.example/mypage/wallet" }, expected)).toBeNull();
  });
  it("refuses another site by domain or by uri origin", () => {
    expect(signInRefusal({ ...good, domain: "evil.example" }, expected)).toBe("wrongDomain");
    expect(signInRefusal({ ...good, domain: "nanumteo.example:8443" }, expected)).toBe("wrongDomain");
    expect(signInRefusal({ ...good, uri: "http://nanumteo.example" }, expected)).toBe("wrongDomain");
  });
  it("refuses another chain", () => {
    expect(signInRefusal({ ...good, chainId: 1 }, expected)).toBe("wrongChain");
  });
  it("refuses an expired message, and one issued long ago or in the future", () => {
    expect(signInRefusal({ ...good, expirationTime: new Date("2026-11-27T09:59:59Z") }, expected)).toBe("expired");
    expect(signInRefusal({ ...good, issuedAt: new Date("2026-11-27T09:40:00Z"), expirationTime: undefined }, expected)).toBe("expired");
    expect(signInRefusal({ ...good, issuedAt: new Date("2026-11-27T10:05:00Z") }, expected)).toBe("badMessage");
    expect(signInRefusal({ ...good, notBefore: new Date("2026-11-27T10:30:00Z") }, expected)).toBe("badMessage");
  });
  it("refuses a message missing its fields or with unreadable dates", () => {
    expect(signInRefusal({ ...good, nonce: undefined }, expected)).toBe("badMessage");
    expect(signInRefusal({ ...good, version: "2" }, expected)).toBe("badMessage");
    expect(signInRefusal({ ...good, expirationTime: new Date(Number.NaN) }, expected)).toBe("badMessage");
    expect(signInRefusal({ ...good, uri: "not a url" }, expected)).toBe("badMessage");
  });
});

describe("helpers", () => {
  it("names chains as wallets do", () => {
    expect(chainIdHex(8217)).toBe("0x2019");
    expect(chainIdHex(1001)).toBe("0x3e9");
  });
  it("shortens addresses", () => {
    expect(shortAddress("0x1234567890123456789012345678901234567890")).toBe("0x1234…7890");
  });
  it("labels wallets", () => {
    expect(walletTypeOf({ rdns: "io.metamask", name: "MetaMask" })).toBe("metamask");
    expect(walletTypeOf({ isKaikas: true })).toBe("kaia");
    expect(walletTypeOf({ rdns: "com.kaiawallet" })).toBe("kaia");
    expect(walletTypeOf({ rdns: "test.nanumteo.wallet" })).toBe("test.nanumteo.wallet");
  });
});
