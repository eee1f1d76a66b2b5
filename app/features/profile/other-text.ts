// The words of another member's pages (dashboard and posts) in Korean and English (core/i18n.ts).
import { counted, texts } from "../../../core/i18n";

export const OTHER_MEMBER = texts({
  notFound: { ko: "존재하지 않거나 탈퇴한 회원입니다.", en: "This member does not exist or has left." },
  posts: { ko: "게시물", en: "Posts" },
  total: { ko: "총 {n}개", en: (p) => counted(p.n, "post") },
  topics: { ko: "주로 쓰는 토픽", en: "Favourite topics" },
  recent: { ko: "최근 게시물", en: "Recent posts" },
  seeAll: { ko: "전체 {n}개 보기", en: "See all {n}" },
  none: { ko: "아직 올린 게시물이 없어요", en: "No posts yet" },
  noneHint: { ko: "새 글이 올라오면 이곳에서 볼 수 있어요.", en: "New posts will show up here." },
});
