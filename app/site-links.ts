// Footer link groups (docs/product/site.md §2). Internal links get /m on mobile. External
// partner sites are listed only when their address is known; a dead footer link is worse than
// none.
import { BRAND } from "../core/brand";
import type { Text } from "../core/i18n";
import { CHROME } from "./components/chrome/text";

export interface FooterLink {
  label: Text;
  href: string;
  external?: boolean;
  strong?: boolean;
}

export interface FooterGroup {
  id: "about" | "service" | "sites";
  title: Text;
  links: FooterLink[];
}

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    id: "about",
    title: CHROME.groupAbout,
    links: [
      { label: CHROME.news, href: "/event" },
      { label: CHROME.rewardGuide, href: "/guide/reward-intro" },
      { label: CHROME.whitepaper, href: "/intro" },
    ],
  },
  {
    id: "service",
    title: CHROME.groupService,
    links: [
      { label: CHROME.notices, href: "/event" },
      { label: CHROME.faq, href: "/faq" },
      { label: CHROME.terms, href: "/terms" },
      { label: CHROME.privacy, href: "/privacy", strong: true },
    ],
  },
  {
    id: "sites",
    title: CHROME.groupSites,
    links: [{ label: { ko: "Polaris Office", en: "Polaris Office" }, href: "https://www.polarisoffice.com", external: true }],
  },
];

export const SOCIAL_LINKS = [
  { label: { ko: "YouTube", en: "YouTube" }, href: `https://www.youtube.com/@${BRAND.nameEn.toLowerCase()}`, icon: "youtube" },
  { label: { ko: "Instagram", en: "Instagram" }, href: `https://www.instagram.com/${BRAND.nameEn.toLowerCase()}`, icon: "instagram" },
  { label: { ko: "X", en: "X" }, href: `https://x.com/${BRAND.nameEn.toLowerCase()}`, icon: "x" },
  { label: CHROME.blog, href: `https://blog.naver.com/${BRAND.nameEn.toLowerCase()}`, icon: "blog" },
] as const;

export const SUPPORT_EMAIL = `help@${BRAND.nameEn.toLowerCase()}.kr`;
