import { describe, expect, it } from "vitest";
import { explorerTxUrl, formatTokenUnits, rewardPayoutStatus, toTokenUnits } from "./wallet-payout";

const now = new Date("2026-12-01T00:00:00Z");
const later = new Date("2026-12-19T00:00:00Z");
const earlier = new Date("2026-11-19T00:00:00Z");
const base = { walletDeadline: later, now, hasWallet: true, payoutsAvailable: true, payout: null };

describe("rewardPayoutStatus", () => {
  it("is claimable before the deadline with a wallet and a signer", () => {
    expect(rewardPayoutStatus(base)).toBe("claimable");
    expect(rewardPayoutStatus({ ...base, hasWallet: false })).toBe("needs_wallet");
    expect(rewardPayoutStatus({ ...base, payoutsAvailable: false })).toBe("unavailable");
  });
  it("expires after the deadline unless claimed", () => {
    expect(rewardPayoutStatus({ ...base, walletDeadline: earlier })).toBe("expired");
    expect(rewardPayoutStatus({ ...base, walletDeadline: null })).toBe("expired");
    expect(rewardPayoutStatus({ ...base, walletDeadline: earlier, payout: "sent" })).toBe("paying");
  });
  it("follows the payout once claimed", () => {
    expect(rewardPayoutStatus({ ...base, payout: "queued" })).toBe("paying");
    expect(rewardPayoutStatus({ ...base, payout: "sending" })).toBe("paying");
    expect(rewardPayoutStatus({ ...base, payout: "confirmed", hasWallet: false })).toBe("paid");
    expect(rewardPayoutStatus({ ...base, payout: "failed" })).toBe("failed");
  });
});

describe("token units", () => {
  it("scales micro-units to the token's decimals", () => {
    expect(toTokenUnits(300_000_000n, 18)).toBe(300n * 10n ** 18n);
    expect(toTokenUnits(1n, 6)).toBe(1n);
    expect(toTokenUnits(1_500_000n, 2)).toBe(150n);
    expect(() => toTokenUnits(1n, 2)).toThrow();
  });
  it("rounds balances down to two decimals for display", () => {
    expect(formatTokenUnits(300n * 10n ** 18n, 18)).toBe("300");
    expect(formatTokenUnits(1_234_567n * 10n ** 15n, 18)).toBe("1,234.56");
    expect(formatTokenUnits(1_050n * 10n ** 15n, 18)).toBe("1.05");
    expect(formatTokenUnits(1_500n * 10n ** 15n, 18)).toBe("1.5");
    expect(formatTokenUnits(0n, 18)).toBe("0");
  });
  it("links the explorer's transaction page", () => {
    expect(explorerTxUrl("https://kaiascan.io/", "0xabc")).toBe("https://kaiascan.io/tx/0xabc");
  });
});
