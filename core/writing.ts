// Writing rules (docs/product/writing.md upload form state, attachments, editor file errors, editor
// limits): post and draft limits, tags, the editor's text colour palette and hex input,
// which link addresses the editor keeps, image recognition by content, and the
// messages of the editor's file errors. The upload page checks these as the person types;
// the server checks the same rules again before it stores anything.

import { texts, type Text } from "./i18n";
import { MSG } from "./messages";

// ── Limits ──────────────────────────────────────────────────────────────────
/** Longest title, in code points. */
export const SUBJECT_MAX_LENGTH = 100;
/** Longest stored editor HTML, in UTF-16 units (images are links, never inline data). */
export const CONTENT_HTML_MAX_LENGTH = 500_000;
/** Tags per post or draft. */
export const TAG_MAX_COUNT = 10;
/** Longest tag, in code points. */
export const TAG_MAX_LENGTH = 20;
/** Drafts one member can keep. */
export const DRAFT_MAX_COUNT = 50;
/** docs/product/writing.md: the saved/deleted status line clears after this long. */
export const DRAFT_STATUS_CLEAR_MS = 1_000;
/** Autosave waits this long after the last change ... */
export const AUTOSAVE_DEBOUNCE_MS = 800;
/**
 * ... but never longer than this after the first unsaved change, so steady typing is saved too.
 * With the save's own round trip on top this keeps the server copy within 2 s of the page while
 * the server answers within 1 s (docs/product/writing.md drafts: a crash loses at most the last 2 seconds).
 */
export const AUTOSAVE_MAX_WAIT_MS = 1_000;

// ── Messages of the writing page ────────────────────────────────────────────
export const WRITING_MSG = texts({
  subjectRequired: MSG.titleRequired,
  subjectTooLong: {
    ko: `제목은 ${SUBJECT_MAX_LENGTH}자 이내로 입력해 주세요.`,
    en: `Titles can be at most ${SUBJECT_MAX_LENGTH} characters.`,
  },
  contentRequired: { ko: "본문을 입력해 주세요.", en: "Please write the body." },
  contentTooLong: { ko: "본문이 너무 깁니다. 내용을 나누어 올려 주세요.", en: "The body is too long. Please split it into several posts." },
  topicRequired: MSG.topicRequired,
  tagDuplicate: { ko: "이미 추가한 태그입니다.", en: "You already added this tag." },
  tagTooMany: { ko: `태그는 최대 ${TAG_MAX_COUNT}개까지 입력할 수 있습니다.`, en: `You can add up to ${TAG_MAX_COUNT} tags.` },
  tagTooLong: { ko: `태그는 ${TAG_MAX_LENGTH}자 이내로 입력해 주세요.`, en: `Tags can be at most ${TAG_MAX_LENGTH} characters.` },
  tagInvalid: {
    ko: "태그에는 한글, 영문, 숫자와 - _ . + 만 사용할 수 있습니다.",
    en: "Tags can use letters, digits and - _ . + only.",
  },
  hexInvalid: { ko: "#RRGGBB 형식의 색상 코드를 입력해 주세요.", en: "Enter a colour code as #RRGGBB." },
  linkInvalid: { ko: "http, https, mailto 주소만 링크로 넣을 수 있습니다.", en: "Only http, https and mailto addresses can be links." },
  draftLimit: {
    ko: `임시저장은 최대 ${DRAFT_MAX_COUNT}개까지 할 수 있습니다. 필요 없는 임시저장 글을 삭제해 주세요.`,
    en: `You can keep up to ${DRAFT_MAX_COUNT} drafts. Please delete drafts you no longer need.`,
  },
  draftSaveError: {
    ko: "임시저장 중 에러가 발생했습니다. 작성한 내용은 이 브라우저에 보관되어 있습니다.",
    en: "The draft couldn't be saved. What you wrote is kept in this browser.",
  },
  draftNotFound: { ko: "임시저장 글을 찾을 수 없습니다.", en: "Draft not found." },
  draftCurrent: { ko: "지금 작성 중인 글은 불러오거나 삭제할 수 없습니다.", en: "The post you're writing can't be opened or deleted." },
  publishError: {
    ko: "발행 중 에러가 발생했습니다. 작성한 내용은 그대로 남아 있으니 다시 시도해 주세요.",
    en: "Publishing failed. What you wrote is still here; please try again.",
  },
  postNotFound: MSG.postNotFound,
  notOwner: { ko: "내가 쓴 게시물만 수정하거나 삭제할 수 있습니다.", en: "You can only edit or delete your own posts." },
  deleteError: { ko: "삭제 중 에러가 발생했습니다. 다시 시도해 주세요.", en: "An error occurred while deleting. Please try again." },
  deleted: { ko: "게시물을 삭제했습니다.", en: "Post deleted." },
  policyRequired: { ko: "게시물 업로드 정책에 동의해야 발행할 수 있습니다.", en: "Please agree to the posting policy to publish." },
  thumbInvalid: { ko: "썸네일은 이 사이트에 올린 이미지만 사용할 수 있습니다.", en: "Thumbnails must be images uploaded to this site." },
  draftEmpty: { ko: "저장할 내용이 없습니다.", en: "There is nothing to save." },
  typeNotEditable: { ko: "이 형식의 게시물은 아직 수정할 수 없습니다.", en: "Posts of this type can't be edited yet." },
  typeChangeRefused: { ko: "게시물의 형식은 바꿀 수 없습니다.", en: "A post's type can't be changed." },
  // The API's answers to requests a page never sends (other clients).
  documentNeedsMultipart: {
    ko: "문서 게시물은 multipart/form-data 로 파일과 함께 올려 주세요.",
    en: "Send a document post as multipart/form-data with its file.",
  },
  notMultipart: { ko: "파일을 multipart/form-data 형식으로 보내 주세요.", en: "Send the file as multipart/form-data." },
  fileRequired: { ko: "올릴 파일을 선택해 주세요.", en: "Choose a file to upload." },
  oneFileOnly: { ko: "파일은 한 번에 하나씩 올려 주세요.", en: "Upload one file at a time." },
  fileEmpty: { ko: "빈 파일은 올릴 수 없습니다.", en: "Empty files cannot be uploaded." },
});

/** docs/product/messages.md editor file errors (the generic one keeps the product pages' meaning). */
export const EDITOR_FILE_MSG = texts({
  linkLoadFailed: { ko: "링크를 불러올 수 없습니다.", en: "The link can't be loaded." },
  noLinkInResponse: { ko: "업로드 응답에 파일 링크가 없습니다.", en: "The upload answer had no file link." },
  uploadError: { ko: "업로드 중 에러가 발생했습니다.", en: "An error occurred while uploading." },
  parseFailed: { ko: "파일 정보를 해석하지 못했습니다.", en: "The file information couldn't be read." },
  fileTooLarge: MSG.fileTooLarge,
  totalTooLarge: MSG.attachmentsTotalTooLarge,
  invalidType: {
    ko: "이미지 파일(JPG, PNG, WEBP, GIF)만 올릴 수 있습니다.",
    en: "Only image files (JPG, PNG, WEBP, GIF) can be uploaded.",
  },
  corrupted: { ko: "파일이 손상되어 열 수 없습니다.", en: "The file is damaged and can't be opened." },
  loadError: { ko: "파일을 불러오는 중 에러가 발생했습니다.", en: "An error occurred while reading the file." },
  cancelled: { ko: "업로드가 취소되었습니다.", en: "The upload was cancelled." },
  generic: { ko: "문제가 발생했습니다. 다시 시도해 주세요.", en: "Something went wrong. Please try again." },
});

export type EditorFileError = keyof typeof EDITOR_FILE_MSG;

// ── Subject ─────────────────────────────────────────────────────────────────
/** Title as stored: whitespace runs (including newlines pasted in) become one space, trimmed. */
export function normalizeSubject(raw: string): string {
  return raw.normalize("NFC").replace(/\s+/g, " ").trim();
}

export function checkSubject(raw: string): Text | null {
  const s = normalizeSubject(raw);
  if (s === "") return WRITING_MSG.subjectRequired;
  if (Array.from(s).length > SUBJECT_MAX_LENGTH) return WRITING_MSG.subjectTooLong;
  return null;
}

// ── Tags ────────────────────────────────────────────────────────────────────
/** Letters of any script, digits, and - _ . + between words separated by single spaces. */
const TAG_RE = /^[\p{L}\p{N}_.+-]+(?: [\p{L}\p{N}_.+-]+)*$/u;

/** A tag as stored: leading '#'s removed, NFC, whitespace collapsed, trimmed. */
export function normalizeTag(raw: string): string {
  return raw
    .normalize("NFC")
    .replace(/^[\s#]+/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The key two tags are compared by: '파이썬' and '#파이썬 ' are the same, so are 'AI' and 'ai'. */
export function tagKey(tag: string): string {
  return normalizeTag(tag).toLocaleLowerCase("ko-KR");
}

export type TagCheck = { ok: true; tag: string } | { ok: false; message: Text };

/** Checks one tag on its own (characters and length). Empty input is not a tag. */
export function checkTag(raw: string): TagCheck {
  const tag = normalizeTag(raw);
  if (tag === "") return { ok: false, message: WRITING_MSG.tagInvalid };
  if (Array.from(tag).length > TAG_MAX_LENGTH) return { ok: false, message: WRITING_MSG.tagTooLong };
  if (!TAG_RE.test(tag)) return { ok: false, message: WRITING_MSG.tagInvalid };
  return { ok: true, tag };
}

/** Checks a tag being added to the list: its own rules, then duplicates, then the count. */
export function checkTagToAdd(existing: readonly string[], raw: string): TagCheck {
  const one = checkTag(raw);
  if (!one.ok) return one;
  const key = tagKey(one.tag);
  if (existing.some((t) => tagKey(t) === key)) return { ok: false, message: WRITING_MSG.tagDuplicate };
  if (existing.length >= TAG_MAX_COUNT) return { ok: false, message: WRITING_MSG.tagTooMany };
  return one;
}

/** Pieces of a typed or pasted tag input: commas separate tags ('a, b,c' → ['a','b','c']). */
export function splitTagInput(text: string): string[] {
  return text
    .split(/[,，、\n]/)
    .map(normalizeTag)
    .filter((t) => t !== "");
}

export type TagListCheck = { ok: true; tags: string[] } | { ok: false; message: Text };

/** The server's check of a whole list: every tag valid, no duplicates, at most 10. */
export function checkTagList(raw: readonly string[]): TagListCheck {
  const tags: string[] = [];
  for (const item of raw) {
    const result = checkTagToAdd(tags, item);
    if (!result.ok) return result;
    tags.push(result.tag);
  }
  return { ok: true, tags };
}

// ── Text colour palette (docs/product/writing.md: 28 entries including a remove entry, 7 per row) ──
export interface PaletteEntry {
  /** null = remove the colour. */
  value: string | null;
  label: Text;
}

export const PALETTE_COLUMNS = 7;
/** docs/product/writing.md: the hex input takes at most 7 characters ('#RRGGBB'). */
export const COLOR_HEX_INPUT_MAX = 7;

export const TEXT_COLOR_PALETTE: readonly PaletteEntry[] = [
  { value: null, label: { ko: "색상 없음", en: "No colour" } },
  { value: "#191F28", label: { ko: "검정", en: "Black" } },
  { value: "#333D4B", label: { ko: "진한 회색", en: "Dark grey" } },
  { value: "#4E5968", label: { ko: "회색", en: "Grey" } },
  { value: "#6B7684", label: { ko: "중간 회색", en: "Mid grey" } },
  { value: "#8B95A1", label: { ko: "연한 회색", en: "Light grey" } },
  { value: "#B0B8C1", label: { ko: "아주 연한 회색", en: "Very light grey" } },
  { value: "#F04452", label: { ko: "빨강", en: "Red" } },
  { value: "#FF6B00", label: { ko: "주황", en: "Orange" } },
  { value: "#F5A700", label: { ko: "노랑", en: "Yellow" } },
  { value: "#15C47E", label: { ko: "초록", en: "Green" } },
  { value: "#00A3A3", label: { ko: "청록", en: "Teal" } },
  { value: "#3182F6", label: { ko: "파랑", en: "Blue" } },
  { value: "#7B61FF", label: { ko: "보라", en: "Purple" } },
  { value: "#C8192B", label: { ko: "진한 빨강", en: "Deep red" } },
  { value: "#C25100", label: { ko: "진한 주황", en: "Deep orange" } },
  { value: "#B98100", label: { ko: "진한 노랑", en: "Deep yellow" } },
  { value: "#0A8A57", label: { ko: "진한 초록", en: "Deep green" } },
  { value: "#00777A", label: { ko: "진한 청록", en: "Deep teal" } },
  { value: "#1B64DA", label: { ko: "진한 파랑", en: "Deep blue" } },
  { value: "#5535D6", label: { ko: "진한 보라", en: "Deep purple" } },
  { value: "#8F0D1C", label: { ko: "어두운 빨강", en: "Dark red" } },
  { value: "#8A3A00", label: { ko: "갈색", en: "Brown" } },
  { value: "#7A5500", label: { ko: "황토", en: "Ochre" } },
  { value: "#056B43", label: { ko: "어두운 초록", en: "Dark green" } },
  { value: "#005357", label: { ko: "어두운 청록", en: "Dark teal" } },
  { value: "#0F3F96", label: { ko: "남색", en: "Navy" } },
  { value: "#3A1F9E", label: { ko: "어두운 보라", en: "Dark purple" } },
];

const HEX_RE = /^#[0-9a-fA-F]{6}$/;

export function isHexColor(value: unknown): value is string {
  return typeof value === "string" && HEX_RE.test(value);
}

/**
 * What the hex input shows while typing: a leading '#', hex digits only, at most 7
 * characters in all, upper case ('3182f6' → '#3182F6', '#12zz34' → '#1234').
 */
export function sanitizeHexInput(raw: string): string {
  const digits = raw.replace(/[^0-9a-fA-F]/g, "").toUpperCase();
  return `#${digits}`.slice(0, COLOR_HEX_INPUT_MAX);
}

/**
 * A CSS colour value from stored HTML as '#RRGGBB', or null: accepts '#rrggbb', '#rgb'
 * and 'rgb(r, g, b)' (browsers report colours in that form).
 */
export function toHexColor(value: string): string | null {
  const v = value.trim();
  if (HEX_RE.test(v)) return v.toUpperCase();
  const short = /^#([0-9a-fA-F])([0-9a-fA-F])([0-9a-fA-F])$/.exec(v);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toUpperCase();
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(v);
  if (rgb) {
    const parts = [rgb[1], rgb[2], rgb[3]].map(Number);
    if (parts.some((n) => n > 255)) return null;
    return `#${parts.map((n) => n.toString(16).padStart(2, "0")).join("")}`.toUpperCase();
  }
  return null;
}

// ── Links ───────────────────────────────────────────────────────────────────
export const LINK_PROTOCOLS = ["http:", "https:", "mailto:"] as const;

/** True for absolute http, https and mailto addresses (the only links posts may carry). */
export function isAllowedLinkHref(href: string): boolean {
  // Control characters and whitespace inside a scheme are how filters get fooled ('java\tscript:').
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\s]/.test(href.trim())) return false;
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return false;
  }
  if (!(LINK_PROTOCOLS as readonly string[]).includes(url.protocol)) return false;
  if (url.protocol === "mailto:") return url.pathname.length > 0;
  return url.hostname.length > 0;
}

/**
 * What the link box turns typed text into: 'example.com/a' → 'https://example.com/a',
 * 'someone@example.com' → 'mailto:someone@example.com'; null when it cannot be a link.
 */
export function normalizeLinkInput(raw: string): string | null {
  const text = raw.trim();
  if (text === "") return null;
  let candidate = text;
  if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(text)) candidate = `mailto:${text}`;
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) candidate = `https://${text.replace(/^\/+/, "")}`;
  return isAllowedLinkHref(candidate) ? candidate : null;
}

// ── Images ──────────────────────────────────────────────────────────────────
export type ImageKind = "jpeg" | "png" | "webp" | "gif";

/** Recognises an image by its first bytes (at least 12), whatever the file is called. */
export function sniffImageBytes(bytes: Uint8Array): ImageKind | null {
  const b = bytes;
  const ascii = (from: number, to: number) => String.fromCharCode(...Array.from(b.subarray(from, to)));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length >= 8 && png.every((v, i) => b[i] === v)) return "png";
  if (b.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (b.length >= 6 && (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a")) return "gif";
  return null;
}

/** Image addresses inside editor HTML, in document order (for the suggested thumbnail). */
export function imageSources(html: string | null | undefined): string[] {
  if (!html) return [];
  const out: string[] = [];
  const re = /<img\b[^>]*?\ssrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const src = (m[2] ?? m[3] ?? m[4] ?? "").replace(/&amp;/g, "&").trim();
    if (src) out.push(src);
  }
  return out;
}

/** Storage keys of our own uploaded files referenced by the HTML ('/files/<key>' addresses). */
export function ownFileKeys(html: string | null | undefined, filesPrefix = "/files/"): string[] {
  const keys = new Set<string>();
  for (const src of imageSources(html)) {
    const path = src.replace(/^https?:\/\/[^/]+/i, "");
    if (path.startsWith(filesPrefix)) keys.add(path.slice(filesPrefix.length).split(/[?#]/)[0]!);
  }
  return [...keys];
}

// ── Drafts ──────────────────────────────────────────────────────────────────
export interface DraftLike {
  title?: string | null;
  content?: string | null;
  tags?: readonly string[] | null;
  topic?: string | null;
  thumbnailPath?: string | null;
}

/** Nothing worth keeping: no title, no text or image in the body, no tags, no thumbnail. */
export function isDraftEmpty(d: DraftLike): boolean {
  const hasText = (d.title ?? "").trim() !== "";
  const body = d.content ?? "";
  const hasBody = body.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "") !== "" || /<img\b/i.test(body);
  return !hasText && !hasBody && !(d.tags && d.tags.length) && !d.thumbnailPath;
}

/** The draft list shows this for a draft without a title. */
export const DRAFT_UNTITLED: Text = { ko: "제목 없음", en: "Untitled" };
