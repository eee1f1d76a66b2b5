import { describe, expect, it } from "vitest";
import { maskIp } from "./network";
import { NOTIFICATION_CONTENTS, SECURITY_NOTIFICATION_TITLES, notificationContentIn, notificationTitleIn } from "./notifications";
import { say } from "./i18n";
import { SECURITY_ALERT_KINDS, formatSeoulDateTime, isSecurityAlertKind, shortWalletAddress } from "./security-alerts";

describe("security alerts' words", () => {
  it("tells the time on Seoul's wall clock in either language", () => {
    const at = new Date("2025-06-03T05:05:00Z");
    expect(formatSeoulDateTime(at, "ko")).toBe("2025. 6. 3. 14:05 (한국 시간)");
    expect(formatSeoulDateTime(at, "en")).toBe("Jun 3, 2025, 14:05 (Korea time)");
    // Past midnight in Seoul is the next day there.
    expect(formatSeoulDateTime("2025-12-31T15:30:00Z", "en")).toBe("Jan 1, 2026, 00:30 (Korea time)");
    expect(formatSeoulDateTime("not a date", "ko")).toBe("");
  });

  it("shows enough of a wallet and an address to recognise them", () => {
    expect(shortWalletAddress("0x12Ab34cd56EF78901234567890abcdef12349fE0")).toBe("0x12Ab…9fE0");
    expect(shortWalletAddress("0x1234")).toBe("0x1234");
    expect(maskIp("203.0.113.7")).toBe("203.0.***.***");
    expect(maskIp("::ffff:10.1.2.3")).toBe("10.1.***.***");
    expect(maskIp("2001:db8:1:2::7")).toBe("2001:db8:****");
    expect(maskIp("")).toBe("");
  });

  it("knows its kinds", () => {
    expect(SECURITY_ALERT_KINDS.every(isSecurityAlertKind)).toBe(true);
    expect(isSecurityAlertKind("passwordChanged")).toBe(false);
  });

  it("every kind's stored line reads in English, with the device, passkey or wallet kept as written", () => {
    for (const kind of SECURITY_ALERT_KINDS) {
      const stored = say(SECURITY_NOTIFICATION_TITLES[kind], "ko");
      expect(notificationTitleIn(stored, 0, "en")).toBe(say(SECURITY_NOTIFICATION_TITLES[kind], "en"));
    }
    const content = say(NOTIFICATION_CONTENTS.securityNotMe, "ko", { detail: "Chrome · Windows · 203.0.***.***" });
    expect(notificationContentIn(content, "en", (r) => r)).toBe(
      "[Chrome · Windows · 203.0.***.***] Wasn't you? Open this to sign out on every device.",
    );
  });
});
