// The web app manifest (docs/product/offline.md, decision 0220): the installed app's names,
// colours and icons. The server serves it at /manifest.webmanifest and draws the icons.
import { BRAND } from "./brand";
import { say, texts, type Language } from "./i18n";

/** Colours of the installed app: the page colour and the primary colour of app/styles/tokens.css (light). */
export const APP_COLORS = { background: "#ffffff", theme: "#1967dc" } as const;

export const MANIFEST_TEXT = texts({
  appDescription: {
    ko: "지식을 나누고 보상받는 지식 공유 플랫폼",
    en: "A Korean knowledge-sharing platform that rewards sharing",
  },
});

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: "any" | "maskable";
}

/** Icons the manifest names; the server draws them from the brand mark (public/favicon.svg). */
export const APP_ICONS: readonly ManifestIcon[] = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

/** The web app manifest (served at /manifest.webmanifest). */
export function webManifest(language: Language) {
  return {
    id: "/",
    name: BRAND.siteName,
    short_name: BRAND.nameKo,
    description: say(MANIFEST_TEXT.appDescription, language),
    lang: language,
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: APP_COLORS.background,
    theme_color: APP_COLORS.theme,
    icons: APP_ICONS,
  };
}
