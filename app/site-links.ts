// Footer link groups (docs/product/site.md §4). Internal links get /m on mobile.
import { BRAND } from "../core/brand";
import type { Text } from "../core/i18n";
import type { FooterSites } from "../server/services";
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

/**
 * The footer groups. News and notices are the two lists of /event; the 사이트 group's four
 * addresses come from configuration (FOOTER_*_URL, .env.example).
 */
export function footerGroups(sites: FooterSites): FooterGroup[] {
  return [
    {
      id: "about",
      title: CHROME.groupAbout,
      links: [
        { label: CHROME.news, href: "/event?tab=event" },
        { label: CHROME.rewardGuide, href: "/guide/reward-intro" },
        { label: CHROME.whitepaper, href: "/intro#whitepaper" },
      ],
    },
    {
      id: "service",
      title: CHROME.groupService,
      links: [
        { label: CHROME.notices, href: "/event?tab=notice" },
        { label: CHROME.faq, href: "/faq" },
        { label: CHROME.terms, href: "/terms" },
        { label: CHROME.privacy, href: "/privacy", strong: true },
      ],
    },
    {
      id: "sites",
      title: CHROME.groupSites,
      links: [
        { label: CHROME.siteOffice, href: sites.office, external: true },
        { label: CHROME.siteSister, href: sites.sister, external: true },
        { label: CHROME.siteNotes, href: sites.notes, external: true },
        { label: CHROME.siteHub, href: sites.hub, external: true },
      ].filter((link) => link.href !== ""),
    },
  ];
}

export const SOCIAL_LINKS = [
  { label: { ko: "YouTube", en: "YouTube" }, href: `https://www.youtube.com/@${BRAND.nameEn.toLowerCase()}`, icon: "youtube" },
  { label: { ko: "Instagram", en: "Instagram" }, href: `https://www.instagram.com/${BRAND.nameEn.toLowerCase()}`, icon: "instagram" },
  { label: { ko: "X", en: "X" }, href: `https://x.com/${BRAND.nameEn.toLowerCase()}`, icon: "x" },
  { label: CHROME.blog, href: `https://blog.naver.com/${BRAND.nameEn.toLowerCase()}`, icon: "blog" },
] as const;

export const SUPPORT_EMAIL = `help@${BRAND.nameEn.toLowerCase()}.kr`;
