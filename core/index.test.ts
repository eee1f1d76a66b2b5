import { describe, it, expect } from "vitest";
import * as core from "./index";

describe("core index", () => {
  it("re-exports every module's public functions", () => {
    for (const name of [
      "BRAND",
      "MSG",
      "alreadyRegisteredMessage",
      "encodePermalink",
      "decodePermalink",
      "validateNickname",
      "validateSearchTerm",
      "searchPath",
      "formatCount",
      "formatRelativeTime",
      "seoulDayKey",
      "nextSeoulMidnight",
      "TOPICS",
      "stripHtml",
      "isUploadFormDone",
      "shortenFileName",
      "checkAttachments",
      "checkBriefingFile",
      "sanitizeFileName",
      "notificationExcerpt",
      "cutAiTagKeyword",
      "truncate",
      "chooseLanguage",
      "displayRarity",
      "showRarityRing",
      "deviceRedirect",
      "validatePassword",
      "validateCode",
      "postSignInTarget",
      "safeRedirectPath",
      "checkTagToAdd",
      "TEXT_COLOR_PALETTE",
      "isAllowedLinkHref",
    ]) {
      expect(core, name).toHaveProperty(name);
    }
  });
  it("keeps the brand in one place", () => {
    expect(core.BRAND).toEqual({ nameKo: "나눔터", nameEn: "Nanumteo", siteName: "나눔터" });
  });
});
