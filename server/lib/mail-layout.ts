// The product's e-mail look: one card with the site's name, a title, paragraphs, one button, an
// optional code, and a footer that repeats the button's address for clients that block links.
// Everything interpolated is escaped: names and titles are member-chosen text.
import { BRAND } from "../../core/brand";
import { say, texts, type Language, type Params, type Text } from "../../core/i18n";

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

const LAYOUT_TEXT = texts({
  footer: {
    ko: "본인이 요청하지 않았다면 이 메일을 무시해 주세요. 버튼이 열리지 않으면 아래 주소를 브라우저에 붙여 넣어 주세요.",
    en: "If you did not ask for this, ignore this mail. If the button does not open, paste the address below into your browser.",
  },
});

/** One language's words for a mail: the site's name in it, and `w(text, params)` with {site} filled. */
export function mailWords(language: Language) {
  const site = language === "en" ? BRAND.nameEn : BRAND.siteName;
  return { site, w: (text: Text, params?: Params) => say(text, language, { site, ...params }) };
}

export function mailLayout(
  language: Language,
  title: string,
  paragraphs: string[],
  action: { label: string; href: string },
  code: { label: string; value: string } | null,
  /** The small print; by default "if you did not ask for this, ignore this mail". */
  footer: string = say(LAYOUT_TEXT.footer, language),
): string {
  const { site } = mailWords(language);
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#F9FAFB;font-family:'Pretendard','Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#191F28">
<div style="max-width:520px;margin:32px auto;background:#FFFFFF;border:1px solid #E5E8EB;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px;color:#3182F6">${escapeHtml(site)}</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.7;color:#4E5968">${escapeHtml(p)}</p>`).join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#3182F6;color:#FFFFFF;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></p>
${
  code === null
    ? ""
    : `<p style="margin:0 0 8px;color:#4E5968">${escapeHtml(code.label)}</p>
<p style="margin:0 0 24px;font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code.value)}</p>`
}
<p style="margin:0;font-size:13px;color:#8B95A1;line-height:1.6">${escapeHtml(footer)}<br>${escapeHtml(action.href)}</p>
</div></body></html>`;
}
