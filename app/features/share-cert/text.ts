// Words of /share-cert (decision 0167).
import { texts } from "../../../core/i18n";

export const SHARE_CERT_TEXT = texts({
  lead: {
    ko: "Polaris Office에서 공유한 문서를 내 게시물로 인증합니다. 인증한 게시물은 Polaris Office에서 다시 공유해야 수정할 수 있습니다.",
    en: "Certify a document you shared from Polaris Office as your post. To change it later, share it again from Polaris Office.",
  },
  signIn: { ko: "공유 인증은 로그인한 회원만 할 수 있습니다.", en: "Sign in to certify a shared document." },
  toLogin: { ko: "로그인하기", en: "Sign in" },
  noCode: {
    ko: "공유 코드가 없습니다. Polaris Office의 공유 화면에서 나눔터로 공유해 주세요.",
    en: "There is no share code. Share to Nanumteo from Polaris Office's share screen.",
  },
  file: { ko: "파일: {name}", en: "File: {name}" },
  until: { ko: "{date}까지 인증할 수 있습니다.", en: "Can be certified until {date}." },
  confirm: { ko: "내 게시물로 인증하기", en: "Certify as my post" },
  confirming: { ko: "인증하는 중…", en: "Certifying…" },
  viewPost: { ko: "게시물 보기", en: "View the post" },
  verifyFirst: {
    ko: "이메일 인증을 마친 회원만 공유 문서를 게시물로 인증할 수 있습니다.",
    en: "Only members with a verified e-mail can certify a shared document as a post.",
  },
});
