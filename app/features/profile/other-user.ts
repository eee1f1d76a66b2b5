// Shared by the other-user layout and its pages: finding the layout's data from a page's
// meta, and the SPEC §2 detail-page tags (canonical link, OG title, description).
import type { MetaDescriptor } from "react-router";
import { otherUserOgTitle } from "../../../core/messages";
import { truncate } from "../../../core/text";
import type { PublicProfile } from "../../../server/modules/accounts/profile";

export interface OtherUserData {
  profile: PublicProfile;
  publicUrl: string;
}

export function otherUserDataOf(matches: readonly { id: string; loaderData?: unknown }[]): OtherUserData | null {
  const match = matches.find((m) => m.id === "other-user-layout" || m.id === "m-other-user-layout");
  return (match?.loaderData as OtherUserData | undefined) ?? null;
}

export function otherUserMeta(data: OtherUserData | null, page: "dashboard" | "contents"): MetaDescriptor[] {
  if (!data) return [{ title: "This page could not be found | 나눔터" }];
  const { profile, publicUrl } = data;
  const title = otherUserOgTitle(profile.userName, page);
  const canonical = `${publicUrl}/other/${profile.userId}/${page === "dashboard" ? "dashboard" : "otherpost"}`;
  const letter = profile.coverLetter.replace(/\s+/g, " ").trim();
  const description =
    page === "dashboard"
      ? truncate(
          letter
            ? `${profile.userName}님 — ${letter}`
            : `${profile.userName}님의 나눔터 대시보드입니다. 게시물 ${profile.postCount}개를 나눴습니다.`,
          155,
        )
      : `${profile.userName}님이 나눔터에 올린 콘텐츠 ${profile.postCount}개를 확인해 보세요.`;
  const image = profile.userProfileImg ? new URL(profile.userProfileImg, publicUrl).toString() : `${publicUrl}/og-default.png`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "profile" },
    { property: "og:site_name", content: "나눔터" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:locale", content: "ko_KR" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}
