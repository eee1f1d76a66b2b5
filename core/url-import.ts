// Importing an image by its address into the editor (docs/product/ai.md §4): the limits and
// the refusals, shared by the server and the editor. The wording is designed (the requirements
// give none).
import { texts } from "./i18n";

/** The largest image the import fetches. */
export const URL_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Redirects followed (each checked again) before giving up. */
export const URL_IMPORT_MAX_REDIRECTS = 3;
/** Time for the whole fetch, redirects included. */
export const URL_IMPORT_TIMEOUT_MS = 10_000;
/** Imports per member in a 10-minute window. */
export const URL_IMPORT_PER_10_MIN = 30;

export const URL_IMPORT_MSG = texts({
  invalidUrl: { ko: "이미지 주소가 올바르지 않습니다.", en: "The image address is not valid." },
  scheme: { ko: "http 또는 https 주소의 이미지만 가져올 수 있습니다.", en: "Only images at http or https addresses can be imported." },
  notPublic: {
    ko: "공개된 인터넷 주소의 이미지만 가져올 수 있습니다.",
    en: "Images can only be imported from public internet addresses.",
  },
  unresolved: { ko: "이미지 주소의 서버를 찾을 수 없습니다.", en: "The server of the image address could not be found." },
  tooManyRedirects: {
    ko: "이미지 주소가 너무 여러 번 다른 주소로 넘어갑니다.",
    en: "The image address redirects too many times.",
  },
  notImage: {
    ko: "PNG, JPEG, GIF, WebP 이미지만 가져올 수 있습니다.",
    en: "Only PNG, JPEG, GIF and WebP images can be imported.",
  },
  tooBig: { ko: "5MB 이하의 이미지만 가져올 수 있습니다.", en: "Only images of at most 5 MB can be imported." },
  failed: {
    ko: "이미지를 가져오지 못했습니다. 잠시 후 다시 시도해 주세요.",
    en: "The image could not be fetched. Please try again later.",
  },
  tooOften: {
    ko: "이미지를 너무 자주 가져왔습니다. 잠시 후 다시 시도해 주세요.",
    en: "Too many images imported. Please try again in a moment.",
  },
});
