// The post page's reading aids (docs/product/reading.md §11, decision 0216), rendered by the server
// into the shared page: the contents list of a long post's sections and the thin progress bar at
// the top. Both work before the page's code arrives (plain links in a <details>); the
// current section and the bar's movement come from reading-live.ts once the page is live.
import { useEffect, type RefObject } from "react";
import { useT } from "../../lib/i18n";
import type { PostReading } from "../../../core/reading";
import { POST_PAGE } from "./text";

/**
 * Starts the bar and the current-section mark once the page is live, for the posts that have
 * either; their code (reading-live.ts, under 1 kB) is fetched then, so other posts never load it.
 * Starts again for another post or a changed body.
 */
export function useReadingAids(article: RefObject<HTMLElement | null>, reading: PostReading, body: string): void {
  const live = reading.progress || reading.toc !== "";
  useEffect(() => {
    const element = article.current;
    if (!live || !element) return;
    let stop: (() => void) | undefined;
    let gone = false;
    import("./reading-live").then(
      (m) => {
        if (!gone) stop = m.startReadingAids(element);
      },
      // Decoration only: without its code the page reads the same.
      () => undefined,
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [article, live, body]);
}

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
