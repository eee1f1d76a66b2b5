// The in-feed ad slot (docs/product/site.md §13): one of the running house ads, in the visit's
// theme (blue or yellow, chosen at random once per visit and kept for the tab's session). The
// server renders the first ad without a theme; the visit's ad and theme are set after hydration.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { adOfVisit, themeOfVisit, type AdTheme } from "../../../core/ads";
import { withMobilePrefix } from "../../../core/device";
import type { HouseAd } from "../../../server/modules/ads/types";
import { useT } from "../../lib/i18n";
import { ADS_TEXT } from "./text";
import "../../styles/ads.css";

const VISIT_KEY = "nt-ad-visit";

interface Visit {
  theme: AdTheme;
  pick: number;
}

/** The visit's random draws, made once per browser-tab session. */
function visitDraws(): Visit {
  try {
    const kept = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? "null") as Visit | null;
    if (kept && (kept.theme === "blue" || kept.theme === "yellow") && typeof kept.pick === "number") return kept;
  } catch {
    // Unavailable storage (private mode): a fresh draw for this page.
  }
  const visit: Visit = { theme: themeOfVisit(Math.random()), pick: Math.random() };
  try {
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // Nothing to keep it in.
  }
  return visit;
}

export function FeedAd({ ads, mobile }: { ads: HouseAd[]; mobile: boolean }) {
  const t = useT();
  const [visit, setVisit] = useState<Visit | null>(null);
  useEffect(() => setVisit(visitDraws()), []);
  const ad = (visit ? adOfVisit(ads, visit.pick) : ads[0]) ?? null;
  if (!ad) return null;
  const theme = ad.theme ?? visit?.theme;
  const external = /^https?:\/\//i.test(ad.linkUrl);
  const className = `feed-ad ${mobile ? "m-feed-ad" : ""} ${theme ? `feed-ad-${theme}` : ""}`.trim();
  const content = (
    <>
      {ad.imageUrl ? (
        <span className="feed-ad-image">
          <img src={ad.imageUrl} alt="" loading="lazy" />
        </span>
      ) : null}
      <span className="feed-ad-body">
        <span className="feed-ad-badge">{t(ADS_TEXT.badge)}</span>
        <strong className="feed-ad-title">{ad.title}</strong>
        {ad.body ? <span className="feed-ad-text">{ad.body}</span> : null}
        <span className="feed-ad-more">{t(ADS_TEXT.more)} →</span>
      </span>
    </>
  );
  const label = t(ADS_TEXT.slot, { title: ad.title });
  return external ? (
    <a
      href={ad.linkUrl}
      className={className}
      target="_blank"
      rel="noopener noreferrer sponsored"
      aria-label={label}
      data-testid="feed-ad"
      data-theme={theme}
    >
      {content}
    </a>
  ) : (
    <Link to={withMobilePrefix(ad.linkUrl, mobile)} className={className} aria-label={label} data-testid="feed-ad" data-theme={theme}>
      {content}
    </Link>
  );
}
