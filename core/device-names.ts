// A member's device in words ("Chrome · Windows"), from its user agent: for the list of signed-in
// devices and the security alerts. Apart from core/device.ts, whose routing rules every page's
// code carries, so that pages without a device list do not carry these names.
import { say, texts, type Language } from "./i18n";

const DEVICE_NAMES = texts({
  kakaoTalk: { ko: "카카오톡", en: "KakaoTalk" },
  naverApp: { ko: "네이버 앱", en: "NAVER app" },
  samsungInternet: { ko: "삼성 인터넷", en: "Samsung Internet" },
  unknown: { ko: "알 수 없는 기기", en: "Unknown device" },
});

/** A device as a member recognises it in their list of signed-in devices: "Chrome · Windows". */
export function describeDevice(userAgent: string | null | undefined, language: Language = "ko"): string {
  const ua = userAgent ?? "";
  const os = /iPhone/.test(ua)
    ? "iPhone"
    : /iPad/.test(ua)
      ? "iPad"
      : /Android/.test(ua)
        ? "Android"
        : /Windows/.test(ua)
          ? "Windows"
          : /Mac OS X|Macintosh/.test(ua)
            ? "Mac"
            : /CrOS/.test(ua)
              ? "ChromeOS"
              : /Linux/.test(ua)
                ? "Linux"
                : null;
  const browser = /KAKAOTALK/i.test(ua)
    ? say(DEVICE_NAMES.kakaoTalk, language)
    : /NAVER\(inapp|NAVER/.test(ua)
      ? say(DEVICE_NAMES.naverApp, language)
      : /Whale\//.test(ua)
        ? "Whale"
        : /SamsungBrowser\//.test(ua)
          ? say(DEVICE_NAMES.samsungInternet, language)
          : /Edg\//.test(ua)
            ? "Edge"
            : /Firefox\//.test(ua)
              ? "Firefox"
              : /Chrome\/|CriOS\//.test(ua)
                ? "Chrome"
                : /Safari\//.test(ua)
                  ? "Safari"
                  : null;
  if (!os && !browser) return say(DEVICE_NAMES.unknown, language);
  return [browser, os].filter(Boolean).join(" · ");
}
