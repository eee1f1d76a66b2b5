// Sharing (docs/product/engagement.md share popups, permalink sharer suffix, copy message): the share
// addresses of each network, built from the post's title, address and image, and the
// sharer's link /d/{permaLink}-{userNo×10000 in base 36} that counts who a share brought.
import { texts, type Text } from "./i18n";
import { decodePermalink } from "./permalink";

export const SHARE_CHANNELS = ["facebook", "twitter", "naver", "band", "kakao", "tumblr", "pinterest"] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

export const SHARE_LABELS: Record<ShareChannel, Text> = texts({
  facebook: { ko: "페이스북", en: "Facebook" },
  twitter: { ko: "X(트위터)", en: "X (Twitter)" },
  naver: { ko: "네이버", en: "Naver" },
  band: { ko: "밴드", en: "BAND" },
  kakao: { ko: "카카오스토리", en: "KakaoStory" },
  tumblr: { ko: "텀블러", en: "Tumblr" },
  pinterest: { ko: "핀터레스트", en: "Pinterest" },
});

/** The cookie that carries a visitor's invite key (a sharer link) to their sign-up. */
export const INVITE_COOKIE = "nt_invite";

export const SHARE_MSG = texts({
  /** docs/product/messages.md copy success. */
  copied: { ko: "복사 되었습니다.", en: "Copied." },
  /** Designed: the clipboard refused. */
  copyFailed: {
    ko: "복사하지 못했습니다. 주소를 직접 선택해 복사해 주세요.",
    en: "Could not copy. Please select the address and copy it yourself.",
  },
});

export interface ShareTarget {
  /** Absolute address of the post (with the sharer suffix when a member shares). */
  url: string;
  title: string;
  /** Absolute address of the post's image, if any. */
  image?: string | null;
  description?: string;
}

const enc = encodeURIComponent;

/** The address that opens the network's share window for this post. */
export function shareUrl(channel: ShareChannel, target: ShareTarget): string {
  const { url, title } = target;
  switch (channel) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`;
    case "twitter":
      return `https://twitter.com/intent/tweet?text=${enc(title)}&url=${enc(url)}`;
    case "naver":
      return `https://share.naver.com/web/shareView?url=${enc(url)}&title=${enc(title)}`;
    case "band":
      return `https://band.us/plugin/share?body=${enc(`${title}\n${url}`)}&route=${enc(new URL(url).origin)}`;
    case "kakao":
      return `https://story.kakao.com/share?url=${enc(url)}&text=${enc(title)}`;
    case "tumblr":
      return `https://www.tumblr.com/widgets/share/tool?posttype=link&canonicalUrl=${enc(url)}&title=${enc(title)}&caption=${enc(target.description ?? "")}`;
    case "pinterest":
      return `https://www.pinterest.com/pin/create/button/?url=${enc(url)}&description=${enc(title)}${target.image ? `&media=${enc(target.image)}` : ""}`;
  }
}

/** The sharer part of a link: userNo×10000 in base 36 (docs/product/engagement.md). */
export function sharerSuffix(userNo: number): string {
  if (!Number.isSafeInteger(userNo) || userNo < 1) throw new RangeError(`invalid userNo: ${userNo}`);
  return (userNo * 10_000).toString(36);
}

/** The post's permalink marked with who shared it. An existing suffix is replaced. */
export function sharerPermalink(permaLink: string, userNo: number): string {
  return `${permaLink.split("-")[0]}-${sharerSuffix(userNo)}`;
}

/**
 * Who an invite key names (the sign-up eventKey): a sharer permalink "{code}-{suffix}" gives
 * the sharer and the post, a bare suffix the sharer alone. Null when it is neither.
 */
export function readInviteKey(key: string): { sharerNo: number; boardNo: number | null } | null {
  if (typeof key !== "string" || key.length > 64) return null;
  if (key.includes("-")) {
    const decoded = decodePermalink(key);
    return decoded?.userNo ? { sharerNo: decoded.userNo, boardNo: decoded.boardNo } : null;
  }
  if (!/^[1-9a-z][0-9a-z]*$/.test(key)) return null;
  const scaled = parseInt(key, 36);
  if (!Number.isSafeInteger(scaled) || scaled % 10_000 !== 0 || scaled === 0) return null;
  return { sharerNo: scaled / 10_000, boardNo: null };
}
