// Footer link groups (SPEC §2). Internal links get /m on mobile. External partner sites
// are listed only when their address is known; a dead footer link is worse than none.
import { BRAND } from "../core/brand";

export interface FooterLink {
  label: string;
  href: string;
  external?: boolean;
  strong?: boolean;
}

export const FOOTER_GROUPS: { title: string; links: FooterLink[] }[] = [
  {
    title: "소개",
    links: [
      { label: "소식", href: "/event" },
      { label: "리워드 가이드", href: "/guide/reward-intro" },
      { label: "백서", href: "/intro" },
    ],
  },
  {
    title: "서비스",
    links: [
      { label: "공지사항", href: "/event" },
      { label: "자주 묻는 질문", href: "/faq" },
      { label: "이용약관", href: "/terms" },
      { label: "개인정보 처리방침", href: "/privacy", strong: true },
    ],
  },
  {
    title: "사이트",
    links: [{ label: "Polaris Office", href: "https://www.polarisoffice.com", external: true }],
  },
];

export const SOCIAL_LINKS = [
  { label: "YouTube", href: `https://www.youtube.com/@${BRAND.nameEn.toLowerCase()}`, icon: "youtube" },
  { label: "Instagram", href: `https://www.instagram.com/${BRAND.nameEn.toLowerCase()}`, icon: "instagram" },
  { label: "X", href: `https://x.com/${BRAND.nameEn.toLowerCase()}`, icon: "x" },
  { label: "블로그", href: `https://blog.naver.com/${BRAND.nameEn.toLowerCase()}`, icon: "blog" },
] as const;

export const SUPPORT_EMAIL = `help@${BRAND.nameEn.toLowerCase()}.kr`;
