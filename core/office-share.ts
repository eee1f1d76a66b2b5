// Share certification (docs/product/site.md /share-cert, decision 0167): the words the page and
// the server share.
import { texts } from "./i18n";

/** A share code as the office product issues it. */
export const SHARE_CODE_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export const SHARE_CERT_MSG = texts({
  notConfigured: {
    ko: "이 사이트에는 Polaris Office 연동이 설정되어 있지 않아 공유 인증을 할 수 없습니다.",
    en: "Polaris Office is not connected to this site, so shared documents cannot be certified here.",
  },
  notFound: {
    ko: "공유 정보를 찾을 수 없습니다. Polaris Office에서 다시 공유해 주세요.",
    en: "The share could not be found. Please share it again from Polaris Office.",
  },
  expired: {
    ko: "공유 인증 기간이 지났습니다. Polaris Office에서 다시 공유해 주세요.",
    en: "This share has expired. Please share it again from Polaris Office.",
  },
  takenByOther: { ko: "이미 다른 회원이 인증한 공유 문서입니다.", en: "Another member has already certified this shared document." },
  alreadyMine: { ko: "이미 인증한 공유 문서입니다.", en: "You have already certified this shared document." },
  done: { ko: "공유 문서가 내 게시물로 등록되었습니다.", en: "The shared document is now your post." },
  unreachable: {
    ko: "Polaris Office 서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.",
    en: "Could not reach the Polaris Office server. Please try again in a moment.",
  },
});
