// The home banner slot: the banners moderators run (GET /api/banner), one at a time. It turns
// every 6 seconds, stops while the pointer or the keyboard focus is on it and never moves on
// its own for people who ask for reduced motion; arrows and dots move by hand. The first
// banner is in the server-rendered HTML, so the slot has its height before any script runs.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { notificationTarget } from "../../../core/notifications";
import type { BannerItem } from "../../../server/modules/notifications/types";
import { useT } from "../../lib/i18n";
import { BANNERS } from "./text";

const TURN_MS = 6000;

export function BannerCarousel({ banners, mobile }: { banners: BannerItem[]; mobile: boolean }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const hovering = useRef(false);
  const focused = useRef(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    if (typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), TURN_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (!count) return null;
  const current = banners[Math.min(index, count - 1)]!;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const hold = () => setPaused(hovering.current || focused.current);

  return (
    <section
      className={mobile ? "banner-carousel m" : "banner-carousel"}
      aria-roledescription="carousel"
      aria-label={t(BANNERS.label)}
      onMouseEnter={() => {
        hovering.current = true;
        hold();
      }}
      onMouseLeave={() => {
        hovering.current = false;
        hold();
      }}
      onFocus={() => {
        focused.current = true;
        hold();
      }}
      onBlur={() => {
        focused.current = false;
        hold();
      }}
    >
      <div className="banner-slide" aria-roledescription="slide" aria-label={`${index + 1} / ${count}`} key={current.bannerNo}>
        <BannerLink banner={current} mobile={mobile} />
      </div>
      {count > 1 ? (
        <>
          <button type="button" className="banner-arrow prev" aria-label={t(BANNERS.previous)} onClick={() => go(index - 1)}>
            ‹
          </button>
          <button type="button" className="banner-arrow next" aria-label={t(BANNERS.next)} onClick={() => go(index + 1)}>
            ›
          </button>
          <div className="banner-dots">
            {banners.map((b, i) => (
              <button
                key={b.bannerNo}
                type="button"
                aria-label={t(BANNERS.nth, { n: i + 1, title: b.title })}
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

/** A banner's link: site paths stay in the app (under /m on a phone), others open a new tab. */
function BannerLink({ banner, mobile }: { banner: BannerItem; mobile: boolean }) {
  const image = <img src={banner.imageUrl} alt={banner.title} loading="eager" decoding="async" />;
  const target = notificationTarget(banner.linkUrl, mobile);
  if (!target) return <div className="banner-link">{image}</div>;
  if (target.external) {
    return (
      <a href={target.href} className="banner-link" target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return (
    <Link to={target.href} className="banner-link">
      {image}
    </Link>
  );
}
