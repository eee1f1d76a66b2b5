// Permalinks (docs/product/platform.md): the short base-36 code in /d/{permaLink}. It packs a 4-digit
// "part" (the file size or a random number) in front of the 10-digit board number so
// codes are not sequential, and an optional "-{userNo×10000 in base 36}" suffix marks
// who shared the link. Pure arithmetic, so server and browser build identical codes.

const PART_MIN = 1000;
const PART_MAX = 9999;
const BOARD_DIGITS = 10;
const BOARD_SPAN = 10 ** BOARD_DIGITS; // 10_000_000_000
/** The largest board number that fits the 10-digit field. */
export const PERMALINK_MAX_BOARD_NO = BOARD_SPAN - 1;
/** docs/product/platform.md: the code is cut to the last 9 characters. */
export const PERMALINK_CODE_LENGTH = 9;
const USER_FACTOR = 10_000;
/** userNo×10000 must stay an exact integer. */
const MAX_USER_NO = Math.floor(Number.MAX_SAFE_INTEGER / USER_FACTOR);

const CODE_RE = /^[0-9a-z]{1,9}$/;
const SUFFIX_RE = /^[1-9a-z][0-9a-z]*$/;

export interface DecodedPermalink {
  boardNo: number;
  part: number;
  userNo?: number;
}

/**
 * Brings any non-negative number into the 4-digit part range 1000..9999.
 * - larger than 4 digits (e.g. a file size of 1_234_567 bytes): keep its last 4 digits (4567);
 * - smaller than 1000 (including after taking the last 4 digits, e.g. 50_123 → 123): add 1000.
 * Fractions are dropped. Keeping exactly 4 digits is what makes the decimal string a fixed
 * 14 digits, which is what makes decoding unambiguous.
 */
export function normalizePermalinkPart(part: number): number {
  if (!Number.isFinite(part) || part < 0) throw new RangeError(`invalid permalink part: ${part}`);
  let p = Math.floor(part) % 10_000;
  if (p < PART_MIN) p += PART_MIN;
  return p;
}

function assertBoardNo(boardNo: number): void {
  if (!Number.isSafeInteger(boardNo) || boardNo < 1 || boardNo > PERMALINK_MAX_BOARD_NO) {
    throw new RangeError(`invalid boardNo for permalink: ${boardNo}`);
  }
}

/**
 * Builds the permalink code. Throws RangeError for a boardNo outside 1..9_999_999_999,
 * a negative or non-finite part, or a userNo that is not a positive safe integer
 * (these are programming errors, never user input).
 */
export function encodePermalink(boardNo: number, part: number, userNo?: number): string {
  assertBoardNo(boardNo);
  const p = normalizePermalinkPart(part);
  // 4 + 10 decimal digits ≤ 99_999_999_999_999 < 2^53, so a plain number is exact,
  // and it is < 36^9, so the base-36 form never exceeds 9 characters (the "cut to the
  // last 9" rule of the product pages is kept for fidelity but never removes anything).
  const decimal = `${p}${String(boardNo).padStart(BOARD_DIGITS, "0")}`;
  const code = Number(decimal).toString(36).slice(-PERMALINK_CODE_LENGTH);
  if (userNo === undefined) return code;
  if (!Number.isSafeInteger(userNo) || userNo < 1 || userNo > MAX_USER_NO) {
    throw new RangeError(`invalid userNo for permalink: ${userNo}`);
  }
  return `${code}-${(userNo * USER_FACTOR).toString(36)}`;
}

/**
 * Reads a permalink back, or null when it is not one this module could have produced:
 * empty, upper-case or other characters, longer than 9 characters before the suffix,
 * a value outside the 4+10 digit layout, board number 0, or a suffix that is not a
 * positive multiple of 10000 in canonical base 36.
 */
export function decodePermalink(code: string): DecodedPermalink | null {
  if (typeof code !== "string") return null;
  const dash = code.indexOf("-");
  const main = dash === -1 ? code : code.slice(0, dash);
  if (!CODE_RE.test(main)) return null;
  const n = parseInt(main, 36);
  // Part ≥ 1000 means the decimal form always has exactly 14 digits.
  if (n < PART_MIN * BOARD_SPAN || n > PART_MAX * BOARD_SPAN + PERMALINK_MAX_BOARD_NO) return null;
  const part = Math.floor(n / BOARD_SPAN);
  const boardNo = n % BOARD_SPAN;
  if (boardNo < 1) return null;
  if (dash === -1) return { boardNo, part };

  const suffix = code.slice(dash + 1);
  if (!SUFFIX_RE.test(suffix)) return null;
  const scaled = parseInt(suffix, 36);
  if (!Number.isSafeInteger(scaled) || scaled % USER_FACTOR !== 0) return null;
  const userNo = scaled / USER_FACTOR;
  if (userNo < 1) return null;
  return { boardNo, part, userNo };
}

/** True when decodePermalink accepts the code. */
export function isPermalink(code: string): boolean {
  return decodePermalink(code) !== null;
}

/** A random 4-digit part (1000..9999) for posts without a file size. */
export function randomPermalinkPart(random: () => number = Math.random): number {
  const r = random();
  // Clamp so a generator returning exactly 1 (or junk) still yields a valid part.
  const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 0.9999999999) : 0;
  return PART_MIN + Math.floor(unit * (PART_MAX - PART_MIN + 1));
}
