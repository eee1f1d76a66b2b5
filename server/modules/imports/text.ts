// Small readings shared by the format readers: text in an unknown encoding, dates written the
// ways blogs write them, a title from a file name.

const utf8 = new TextDecoder("utf-8", { fatal: true });
const cp949 = new TextDecoder("euc-kr");

/** UTF-8 (a BOM dropped), or CP949 when the bytes are not UTF-8: older Korean files are. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return cp949.decode(bytes);
  }
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:(\.\d{1,3})\d*)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A date as blogs write it: ISO 8601, "2019-03-04 05:06:07" (+ zone), a bare day, or RFC 2822
 * ("Mon, 04 Mar 2019 05:06:07 +0000"). Without a zone the time is read as Korean time, where
 * the blogs this import is for were written. Null for anything else, and for WordPress's
 * "0000-00-00 00:00:00" (no date yet).
 */
export function parseSourceDate(value: unknown, zoneless: "kst" | "utc" = "kst"): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== "string") return null;
  const text = value.trim();
  const m = DATE_RE.exec(text);
  if (m) {
    const [, y, mo, d, h = "00", mi = "00", s = "00", fraction = "", zone] = m;
    if (y === "0000") return null;
    const offset = zone
      ? zone.toUpperCase() === "Z"
        ? "Z"
        : zone.replace(/^([+-]\d{2}):?(\d{2})$/, "$1:$2")
      : zoneless === "utc"
        ? "Z"
        : "+09:00";
    const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${fraction}${offset}`);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (/^[A-Za-z]{3}, \d{1,2} [A-Za-z]{3} \d{4}/.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** The date a file or folder name starts with ("2019-03-04-제목.md", "2019-03-04_Title.html"). */
export function dateFromName(name: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[-_ ]|$)/.exec(name);
  return m ? parseSourceDate(m[1]) : null;
}

/** A title from a file name: no extension, no leading date, separators as spaces. */
export function titleFromName(name: string): string {
  return name
    .replace(/\.[a-z0-9]{1,10}$/i, "")
    .replace(/^\d{4}-\d{2}-\d{2}[-_ ]?/, "")
    .replace(/[-_]+/g, " ")
    .trim();
}

/** The tags a field gives: a list, or a string separated by commas (else by spaces). */
export function tagsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v) => typeof v === "string" || typeof v === "number").map(String);
  if (typeof value !== "string") return [];
  const text = value.trim();
  if (!text) return [];
  return (text.includes(",") ? text.split(",") : text.split(/\s+/)).map((t) => t.trim()).filter(Boolean);
}
