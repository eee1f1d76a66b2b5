// publish-terms KIND YYYY-MM-DD FILE [SUMMARY]: publishes a new version of the terms of
// service (terms) or the privacy policy (privacy). It is visible at once, applies from the
// date (00:00 Asia/Seoul), and members who agreed to an earlier version are asked to
// consent on their next visit (/update-terms).
import fs from "node:fs";
import path from "node:path";
import { BRAND } from "../../../core/brand";
import { publishTermsVersion } from "../../modules/terms/service";
import type { AdminCommand } from "./index";

const TITLES = { terms: `${BRAND.nameKo} 이용약관`, privacy: `${BRAND.nameKo} 개인정보 처리방침` } as const;

export const publishTermsCommand: AdminCommand = {
  summary: "terms|privacy YYYY-MM-DD 본문파일 [변경 요약] — 약관 새 버전을 게시합니다",
  async run({ db, args, print }) {
    const [kind, effective, file, ...summaryWords] = args;
    if ((kind !== "terms" && kind !== "privacy") || !effective || !file) {
      print('사용법: npm run admin -- publish-terms terms|privacy 2026-01-01 ./terms.md "변경 요약"');
      return 2;
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(effective)) {
      print(`시행일은 YYYY-MM-DD 형식이어야 합니다: ${effective}`);
      return 2;
    }
    const full = path.resolve(process.cwd(), file);
    if (!fs.existsSync(full)) {
      print(`본문 파일을 찾을 수 없습니다: ${full}`);
      return 2;
    }
    try {
      const published = await publishTermsVersion(db, {
        kind,
        effective,
        title: TITLES[kind],
        body: fs.readFileSync(full, "utf8"),
        summary: summaryWords.join(" ").trim(),
        requiresConsent: true,
      });
      print(`${TITLES[kind]} ${published.version} 버전을 게시했습니다 (시행일 ${effective}).`);
      return 0;
    } catch (error) {
      print(error instanceof Error ? error.message : String(error));
      return 1;
    }
  },
};
