// A member's import of posts written elsewhere (docs/product/import.md): the limits, and the
// messages both sides show — the refusals of a whole file and the reasons one post or one image
// was left out. The report keeps reason codes and the page shows them in its reader's language.
import { texts } from "./i18n";

const MB = 1024 * 1024;

export const IMPORT_LIMITS = {
  /** The largest file a member may upload. */
  maxUploadBytes: 100 * MB,
  /** Posts one import brings in; a larger file is refused whole, to be split by the member. */
  maxPosts: 1_000,
  /** Files inside a zip (a 1,000-post export with its images stays well below). */
  maxEntries: 20_000,
  /** Bytes a zip may unpack to, counted while inflating (headers are not trusted). */
  maxUnpackedBytes: 1024 * MB,
  /** How much larger than its compressed size one entry may become (past 1 MB of output). */
  maxRatio: 200,
  /** The largest Markdown or HTML file of one post. */
  maxTextBytes: 5 * MB,
  /** Images fetched from the internet per import (WordPress and Medium keep theirs online). */
  maxRemoteImages: 1_000,
  /** Imports a member may start in a day. */
  perDay: 10,
} as const;

export type ImportStatus = "queued" | "running" | "done" | "failed";
export type ImportFormat = "markdown" | "wxr" | "medium";

export const IMPORT_MSG = texts({
  fileRequired: { ko: "가져올 파일을 골라 주세요.", en: "Please choose a file to import." },
  oneFile: { ko: "파일은 한 번에 하나만 올릴 수 있어요.", en: "Please upload one file at a time." },
  tooLarge: {
    ko: "파일이 너무 커요. 100MB 이하로 나누어 올려 주세요.",
    en: "The file is too large. Please split it into files of 100 MB or less.",
  },
  uploadCancelled: { ko: "파일을 올리다가 끊겼어요. 다시 올려 주세요.", en: "The upload was interrupted. Please try again." },
  notSupported: {
    ko: "가져올 수 없는 파일이에요. 나눔터 내보내기 zip, 워드프레스(WXR) XML, Medium 내보내기 zip을 올려 주세요.",
    en: "This file cannot be imported. Please upload a Nanumteo export zip, a WordPress (WXR) XML file or a Medium export zip.",
  },
  busy: {
    ko: "글을 가져오고 있어요. 끝난 뒤에 다시 올려 주세요.",
    en: "An import is under way. Please upload again once it has finished.",
  },
  tooOften: {
    ko: "글 가져오기는 하루에 10번까지 할 수 있어요. 내일 다시 해 주세요.",
    en: "You can import up to 10 times a day. Please try again tomorrow.",
  },
  zipBroken: { ko: "zip 파일이 손상되어 열 수 없어요.", en: "The zip file is damaged and cannot be opened." },
  zipEncrypted: { ko: "암호가 걸린 zip은 가져올 수 없어요.", en: "Password-protected zip files cannot be imported." },
  zipMethod: {
    ko: "이 zip의 압축 방식은 읽을 수 없어요. 일반 zip으로 다시 압축해 주세요.",
    en: "This zip uses a compression method we cannot read. Please compress it again as a plain zip.",
  },
  zipBomb: {
    ko: "압축을 풀면 지나치게 커지는 파일이에요. 가져올 수 없어요.",
    en: "This file would unpack to far too much data. It cannot be imported.",
  },
  zipPath: {
    ko: "zip 안에 허용되지 않는 경로(../ 또는 절대 경로)가 있어 가져올 수 없어요.",
    en: "The zip holds paths that are not allowed (../ or absolute paths), so it cannot be imported.",
  },
  zipEntries: {
    ko: "zip 안의 파일이 너무 많아요 (최대 20,000개). 나누어 올려 주세요.",
    en: "The zip holds too many files (at most 20,000). Please split it.",
  },
  tooManyPosts: {
    ko: "글이 너무 많아요 ({count}개). 한 번에 {max}개까지 가져올 수 있어요. 나누어 올려 주세요.",
    en: "Too many posts ({count}). Up to {max} can be imported at once. Please split the file.",
  },
  noPosts: {
    ko: "파일에서 가져올 글을 찾지 못했어요.",
    en: "No posts to import were found in the file.",
  },
  xmlMalformed: {
    ko: "XML 파일의 형식이 올바르지 않아요 (닫히지 않은 태그 등). 내보낸 파일을 고치지 말고 그대로 올려 주세요.",
    en: "The XML file is malformed (an unclosed tag, for instance). Please upload the exported file unchanged.",
  },
  notWxr: {
    ko: "워드프레스 내보내기(WXR) 파일이 아니에요. 블로그 관리의 내보내기로 받은 XML을 올려 주세요.",
    en: "This is not a WordPress export (WXR) file. Please upload the XML from your blog's export.",
  },
  failed: {
    ko: "글을 가져오지 못했어요. 아무것도 저장되지 않았어요. 잠시 후 다시 시도해 주세요.",
    en: "The import failed and nothing was saved. Please try again in a moment.",
  },
});

/** Why a post found in the file did not become a draft. */
export const IMPORT_SKIP = texts({
  empty: { ko: "제목과 본문이 비어 있어요.", en: "Its title and body are empty." },
  tooLong: { ko: "본문이 나눔터 글 한 편의 한도보다 길어요.", en: "Its body is longer than a post may be." },
  unreadable: {
    ko: "파일을 읽을 수 없어요 (너무 크거나 글자 인코딩이 달라요).",
    en: "Its file cannot be read (too large, or another encoding).",
  },
  trashed: { ko: "휴지통에 있던 글이에요.", en: "It was in the trash." },
  page: { ko: "글이 아닌 페이지예요.", en: "It is a page, not a post." },
});

/** What changed on the way in for a post that did become a draft. */
export const IMPORT_NOTE = texts({
  imagesMissing: { ko: "이미지 {n}개를 파일 안에서 찾지 못했어요.", en: "{n} image(s) were not in the file." },
  imagesRejected: {
    ko: "이미지 {n}개는 열 수 없거나 너무 커서 뺐어요.",
    en: "{n} image(s) could not be opened or were too large, and were left out.",
  },
  imagesLinked: {
    ko: "이미지 {n}개는 가져오지 못해 원래 주소로 남겼어요.",
    en: "{n} image(s) could not be fetched and keep their original address.",
  },
  imagesDropped: {
    ko: "이미지 {n}개는 가져오지 못해 링크로 바꿨어요.",
    en: "{n} image(s) could not be fetched and became links.",
  },
  tagsDropped: {
    ko: "태그 {tags}는 나눔터 태그 규칙(20자, 10개, 글자·숫자와 - _ . +)에 맞지 않아 뺐어요.",
    en: "Tags {tags} do not fit the tag rules (20 characters, 10 tags, letters, digits and - _ . +) and were left out.",
  },
  titleShortened: { ko: "제목이 100자를 넘어 줄였어요.", en: "The title was longer than 100 characters and was shortened." },
  documentOriginal: {
    ko: "문서 원본 파일은 가져오지 않았어요. 문서 글은 문서 올리기로 다시 올려 주세요.",
    en: "The document's original file was not imported. Upload it again as a document post.",
  },
});

export type ImportRefusal = keyof typeof IMPORT_MSG;
export type ImportSkipReason = keyof typeof IMPORT_SKIP;
export type ImportNoteCode = keyof typeof IMPORT_NOTE;
