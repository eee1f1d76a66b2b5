// Document to video (docs/product/ai.md §10): the numbers and wordings the page and the server share.
import { texts } from "./i18n";

/** The limits of one video (docs/decisions/0171). The requirements give none of these numbers. */
export const VIDEO_LIMITS = {
  /** Pages (scenes) of one video at most; a longer document is refused before anything is stored. */
  maxPages: 20,
  /** Characters of one scene's narration at most. */
  sceneChars: 300,
  /** Characters spoken by the espeak-ng call for one piece at most (espeak-ng issue 1860). */
  pieceChars: 80,
  /** Frames per second of the picture (still slides: 2–5 fps encode fast and stay sharp). */
  fps: 3,
  /** Longest video (seconds); a script that would speak longer is refused. */
  maxSeconds: 600,
  /** A render is stopped after this long (ms). */
  renderTimeoutMs: 10 * 60_000,
  /** Renders that run at once per worker process. */
  concurrency: 1,
  /** Finished videos (and their source pages) are removed after this many days. */
  retentionDays: 7,
  /** Scripts a member may make (free of the daily count) in ten minutes. */
  scriptsPerTenMinutes: 20,
  /** A scene without narration stays on screen this long (seconds). */
  silentSceneSeconds: 2,
} as const;

/** The render's steps, in order; the page shows each with its state. */
export const VIDEO_STEPS = ["script", "narration", "slides", "encoding"] as const;
export type VideoStep = (typeof VIDEO_STEPS)[number];

/** A video's state: a script being edited, queued, rendering, ready to watch, failed, or removed after the retention period. */
export const VIDEO_STATUSES = ["script", "queued", "rendering", "ready", "failed", "expired"] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** What the server says about videos (refusals and failure reasons), in both languages. */
export const VIDEO_MSG = texts({
  tooManyScripts: {
    ko: "대본을 너무 자주 만들었습니다. 잠시 후 다시 시도해 주세요.",
    en: "You made scripts too often. Please try again in a moment.",
  },
  noFile: { ko: "영상으로 만들 문서 파일을 선택해 주세요.", en: "Choose a document to turn into a video." },
  allowanceUsed: {
    ko: "오늘 만들 수 있는 영상 횟수({limit}회)를 모두 사용했습니다. 내일 다시 이용해 주세요.",
    en: "You have used today's {limit} videos. Please try again tomorrow.",
  },
  tooManyPages: {
    ko: "영상은 {max}쪽까지의 문서로 만들 수 있습니다. 문서를 나누어 올려 주세요.",
    en: "Videos can be made from documents of up to {max} pages. Split the document and upload it again.",
  },
  noText: {
    ko: "문서에서 읽어 줄 문장을 찾지 못했습니다. 글자가 들어 있는 문서인지 확인해 주세요.",
    en: "No sentences to read out were found in the document. Check that it contains text.",
  },
  hwpNotSupported: {
    ko: "한글(HWP, HWPX) 문서는 쪽 이미지를 만들 수 없어 영상으로 만들 수 없습니다. PDF로 저장해 다시 올려 주세요.",
    en: "HWP and HWPX documents cannot be drawn as pages, so they cannot become a video. Save the document as PDF and upload it again.",
  },
  noConverter: {
    ko: "이 서버에서는 이 형식을 쪽 이미지로 바꿀 수 없습니다. PDF로 저장해 다시 올려 주세요.",
    en: "This server cannot draw this format as pages. Save it as PDF and upload it again.",
  },
  convertFailed: {
    ko: "문서를 쪽 이미지로 바꾸지 못했습니다. PDF로 저장해 다시 올려 주세요.",
    en: "The document could not be drawn as pages. Save it as PDF and upload it again.",
  },
  notFound: { ko: "영상을 찾을 수 없습니다.", en: "Video not found." },
  notYourPost: { ko: "내 문서 게시물만 영상으로 만들 수 있습니다.", en: "Only your own document posts can become a video." },
  postNotReady: {
    ko: "변환이 끝난 문서 게시물만 영상으로 만들 수 있습니다.",
    en: "Only document posts whose conversion has finished can become a video.",
  },
  notEditable: {
    ko: "이미 만들기 시작한 영상의 대본은 바꿀 수 없습니다.",
    en: "The script of a video already being made cannot be changed.",
  },
  scenesMismatch: {
    ko: "대본의 장면이 문서의 쪽과 맞지 않습니다. 새로고침 후 다시 시도해 주세요.",
    en: "The script's scenes do not match the document's pages. Reload and try again.",
  },
  sceneTooLong: {
    ko: "한 장면의 내레이션은 {max}자까지 쓸 수 있습니다.",
    en: "A scene's narration can be at most {max} characters.",
  },
  emptyScript: { ko: "내레이션을 한 장면 이상 입력해 주세요.", en: "Write the narration of at least one scene." },
  tooLong: {
    ko: "영상이 너무 깁니다. 내레이션을 줄여 {max}분 안에 들어오게 해 주세요.",
    en: "The video is too long. Shorten the narration to fit within {max} minutes.",
  },
  notReady: { ko: "영상이 아직 준비되지 않았습니다.", en: "The video is not ready yet." },
  captionsMissing: {
    ko: "이 영상은 자막 파일 없이 만들어졌습니다. 다시 만들면 자막 파일도 받을 수 있습니다.",
    en: "This video was made without a captions file. Make it again to get one.",
  },
  narrationUnavailable: {
    ko: "이 서버에는 음성 합성(espeak-ng, sox)이 설치되어 있지 않아 내레이션을 만들 수 없습니다.",
    en: "Narration is unavailable: this server has no speech synthesis (espeak-ng, sox) installed.",
  },
  encodingUnavailable: {
    ko: "이 서버에는 영상 인코더(ffmpeg)가 설치되어 있지 않아 영상을 만들 수 없습니다.",
    en: "Encoding is unavailable: this server has no video encoder (ffmpeg) installed.",
  },
  slidesUnavailable: {
    ko: "이 서버에는 PDF 쪽 이미지 도구(poppler-utils)가 설치되어 있지 않아 슬라이드를 만들 수 없습니다.",
    en: "Slides are unavailable: this server has no PDF page tool (poppler-utils) installed.",
  },
  failedNarration: {
    ko: "내레이션 음성을 만들지 못했습니다. 다시 시도해 주세요.",
    en: "The narration could not be made. Please try again.",
  },
  failedSlides: {
    ko: "문서의 쪽 이미지를 만들지 못했습니다. PDF로 저장해 다시 올려 주세요.",
    en: "The document's pages could not be drawn. Save it as PDF and upload it again.",
  },
  failedEncoding: { ko: "영상을 인코딩하지 못했습니다. 다시 시도해 주세요.", en: "The video could not be encoded. Please try again." },
  failedTimeout: {
    ko: "영상 만들기가 너무 오래 걸려 중단했습니다. 쪽 수나 내레이션을 줄여 다시 시도해 주세요.",
    en: "Making the video took too long and was stopped. Use fewer pages or less narration and try again.",
  },
  expired: {
    ko: "보관 기간이 지나 영상이 삭제되었습니다. 다시 만들어 주세요.",
    en: "The video was removed after its retention period. Please make it again.",
  },
});
