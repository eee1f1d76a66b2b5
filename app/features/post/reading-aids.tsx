// The post page's reading aids (docs/product/reading.md §11, decision 0216), rendered by the server
// into the shared page: the contents list of a long post's sections and the thin progress bar at
// the top. Both work before the page's code arrives (plain links in a <details>); the
// current section and the bar's movement come from reading-live.ts once the page is live.
import { useEffect, type RefObject } from "react";
import { useT } from "../../lib/i18n";
import type { PostReading } from "../../../core/reading";
import { POST_PAGE } from "./text";

/**
 * Starts the bar and the current-section mark for the posts that have either, once the reader
 * engages with the page (the first scroll, touch, pointer or key; at once when the page opens
 * already scrolled, as after a reload or a link to a section): until then the bar is empty and
 * no section is reached, so nothing is missing. Their code (reading-live.ts, under 1 kB) is
 * fetched then, so other posts, and a reader who only glances, never load it. Starts again for
 * another post or a changed body.
 */
export function useReadingAids(article: RefObject<HTMLElement | null>, reading: PostReading, body: string): void {
  const live = reading.progress || reading.toc !== "";
  useEffect(() => {
    const element = article.current;
    if (!live || !element) return;
    let stop: (() => void) | undefined;
    let gone = false;
    const start = () => {
      forget();
      import("./reading-live").then(
        (m) => {
          if (!gone) stop = m.startReadingAids(element);
        },
        // Decoration only: without its code the page reads the same.
        () => undefined,
      );
    };
    const forget = () => {
      for (const type of ENGAGING) window.removeEventListener(type, start, true);
    };
    if (window.scrollY > 0) start();
    else for (const type of ENGAGING) window.addEventListener(type, start, { capture: true, passive: true });
    return () => {
      gone = true;
      forget();
      stop?.();
    };
  }, [article, live, body]);
}

/** What tells that the reader has begun reading (the bar and the section mark then matter). */
const ENGAGING = ["scroll", "pointerdown", "touchstart", "keydown", "focusin"] as const;

/**
 * The contents list, `list` being its HTML from the server (core/reading.ts tocListHtml), so the
 * page carries no code to draw it. A <details>: open above the body on desktop (beside it in the
 * left margin on wide screens, by CSS), closed at the top of the body on phones.
 */
export function PostToc({ list, mobile }: { list: string; mobile: boolean }) {
  const label = useT()(POST_PAGE.toc);
  return (
    <nav className={mobile ? "toc toc-phone" : "toc toc-desktop"} aria-label={label} data-toc="">
      <details open={!mobile}>
        <summary>{label}</summary>
        <div dangerouslySetInnerHTML={{ __html: list }} />
      </details>
    </nav>
  );
}

/**
 * The bar at the top of a long post's page: how far the reader is through the post. Decorative
 * (aria-hidden): the scroll position says the same to assistive technology, and a progressbar
 * role would be announced on every scroll (decision 0216).
 */
export function ReadingProgress() {
  return (
    <div className="reading-progress" aria-hidden="true">
      <div className="reading-progress-bar" data-reading-progress="" />
    </div>
  );
}
