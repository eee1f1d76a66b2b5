// Shared by the other-user layout and its pages: finding the layout's data from a page's
// meta, and the docs/product/reading.md detail-page tags (canonical link, OG title, description).
import type { MetaDescriptor } from "react-router";
import { BRAND } from "../../../core/brand";
import { plural, say, texts, type Language } from "../../../core/i18n";
import { otherUserOgTitle } from "../../../core/messages";
import { truncate } from "../../../core/text";
import { feedLinks } from "../../lib/feed-links";
import type { PublicProfile } from "../../../server/modules/accounts/profile";

export interface OtherUserData {
  profile: PublicProfile;
  publicUrl: string;
  /** The page's language: its tags are written in it. */
  language?: Language;
}

const META_TEXT = texts({
  notFound: { ko: "페이지를 찾을 수 없습니다 | {site}", en: "This page could not be found | {site}" },
  withLetter: { ko: "{name}님 — {letter}", en: "{name} — {letter}" },
  dashboard: {
    ko: "{name}님의 {site} 대시보드입니다. 게시물 {count}개를 나눴습니다.",
    en: ({ name, site, count }) => `${name}'s ${site} dashboard. ${plural(Number(count), "post")} shared.`,
  },
  contents: {
    ko: "{name}님이 {site}에 올린 콘텐츠 {count}개를 확인해 보세요.",
    en: ({ name, site, count }) => `See the ${plural(Number(count), "post")} ${name} shared on ${site}.`,
  },
});

export function otherUserDataOf(matches: readonly { id: string; loaderData?: unknown }[]): OtherUserData | null {
  const match = matches.find((m) => m.id === "other-user-layout" || m.id === "m-other-user-layout");
  return (match?.loaderData as OtherUserData | undefined) ?? null;
}

export function otherUserMeta(data: OtherUserData | null, page: "dashboard" | "contents"): MetaDescriptor[] {
  if (!data) return [{ title: say(META_TEXT.notFound, "ko", { site: BRAND.siteName }) }];
  const { profile, publicUrl } = data;
  const language = data.language ?? "ko";
  const site = language === "en" ? BRAND.nameEn : BRAND.siteName;
  const title = say(otherUserOgTitle(profile.userName, page), language);
  const canonical = `${publicUrl}/other/${profile.userId}/${page === "dashboard" ? "dashboard" : "otherpost"}`;
  const letter = profile.coverLetter.replace(/\s+/g, " ").trim();
  const description =
    page === "dashboard"
      ? truncate(
          letter
            ? say(META_TEXT.withLetter, language, { name: profile.userName, letter })
            : say(META_TEXT.dashboard, language, { name: profile.userName, site, count: profile.postCount }),
          155,
        )
      : say(META_TEXT.contents, language, { name: profile.userName, site, count: profile.postCount });
  const image = profile.userProfileImg ? new URL(profile.userProfileImg, publicUrl).toString() : `${publicUrl}/og-default.png`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "profile" },
    { property: "og:site_name", content: site },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:locale", content: language === "en" ? "en_US" : "ko_KR" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...feedLinks({ kind: "member", userId: profile.userId }, title),
  ];
}
