// The document viewer (loaded only on document posts). Page images load as the reader
// scrolls: every page keeps its place with the stored width/height (no layout shift), but
// only pages near the viewport hold an image and a text layer, so a long document scrolls
// without loading or keeping all of it. Toolbar: page counter with previous/next, zoom (fit
// width, out, in), search inside the document (marks in the text layer, jumps between
// matching pages) and the original's download when the author allowed it.
import { T, useT, type Showable } from "../../lib/i18n";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type FormEvent } from "react";
import { formatFileSize } from "../../../core/document-view";
import type { DocumentPageView, DocumentView } from "../../../server/modules/documents/types";
import type { TextLayerFile, TextLayerItem } from "../../../server/modules/documents/child/protocol";
import { api } from "../../lib/api";
import { ChevronDownIcon, ChevronUpIcon, DownloadIcon, FileIcon, FindIcon, FitWidthIcon, TextIcon, ZoomInIcon, ZoomOutIcon } from "./icons";
import { findPages, markHtml, markSegments, type PageMatches, type PageText } from "./search";
import { DOC_VIEWER_TEXT as DOCS } from "./viewer-text";

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
/** Pages this far (in viewport heights) above or below the screen get their image. */
const NEAR_MARGIN = "150% 0px 150% 0px";

export interface DocumentViewerProps {
  document: DocumentView;
  mobile: boolean;
  /** Signed in: downloads go straight to the file; otherwise the login prompt is shown. */
  signedIn: boolean;
  /** Asks a visitor to sign in before downloading. */
  onLoginRequired: () => void;
}

/**
 * The text layer's invisible text is set TEXT_SCALE times larger than the page's and scaled back
 * down: same boxes for selection and marks, but no run of 6–9 px text that readers' tools (and
 * Lighthouse's legible-font-size check) take for unreadable copy.
 */
const TEXT_SCALE = 4;

const layerCache = new Map<string, Promise<TextLayerItem[]>>();
function loadLayer(url: string): Promise<TextLayerItem[]> {
  let pending = layerCache.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((r) => (r.ok ? (r.json() as Promise<TextLayerFile>) : { items: [] }))
      .then((f) => f.items)
      .catch(() => {
        layerCache.delete(url);
        return [];
      });
    layerCache.set(url, pending);
  }
  return pending;
}

function TextLayer({ url, page, query }: { url: string; page: DocumentPageView; query: string }) {
  const [items, setItems] = useState<TextLayerItem[] | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    void loadLayer(url).then((list) => live && setItems(list));
    return () => {
      live = false;
    };
  }, [url]);
  // Stretch each span to the width the text has on the page image (fonts differ).
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || !items) return;
    const spans = Array.from(root.children) as HTMLElement[];
    const pageWidth = root.clientWidth;
    if (!pageWidth) return;
    const natural = spans.map((s) => {
      s.style.transform = "";
      return s.getBoundingClientRect().width;
    });
    spans.forEach((span, i) => {
      const item = items[i];
      if (!item || !natural[i]) return;
      const scale = (item[3] * pageWidth) / natural[i]!;
      span.style.transform = `${item[5] ? `rotate(${item[5]}deg) ` : ""}scale(${Number.isFinite(scale) ? scale.toFixed(4) : 1}, ${1 / TEXT_SCALE})`;
    });
  }, [items]);
  if (!items) return null;
  const ratio = (page.height ?? 1) / (page.width ?? 1);
  return (
    <div className="doc-text-layer" ref={ref}>
      {items.map(([text, x, y, , h], i) => (
        <span key={i} style={{ left: `${x * 100}%`, top: `${y * 100}%`, fontSize: `${(h * ratio * 100 * TEXT_SCALE).toFixed(3)}cqw` }}>
          {query ? markSegments(text, query).map((s, j) => (s.mark ? <mark key={j}>{s.text}</mark> : s.text)) : text}
        </span>
      ))}
    </div>
  );
}

function PageImage({
  page,
  near,
  active,
  query,
  total,
  register,
}: {
  page: DocumentPageView;
  near: boolean;
  active: boolean;
  query: string;
  total: number;
  register: (pageNo: number, el: HTMLElement | null) => void;
}) {
  const t = useT();
  const width = page.width ?? 1;
  const height = page.height ?? 1;
  const style: CSSProperties = { aspectRatio: `${width} / ${height}` };
  return (
    <div
      className={active ? "doc-page is-active" : "doc-page"}
      id={`doc-page-${page.pageNo}`}
      data-page={page.pageNo}
      ref={(el) => register(page.pageNo, el)}
      style={style}
      aria-label={t(DOCS.pageOf, { page: page.pageNo, total })}
      // A group, not an image: its text layer stays readable to screen readers.
      role="group"
    >
      {near && page.image ? (
        <img
          src={page.image}
          alt=""
          width={width}
          height={height}
          decoding="async"
          loading={page.pageNo <= 2 ? "eager" : "lazy"}
          fetchPriority={page.pageNo === 1 ? "high" : "auto"}
          draggable={false}
        />
      ) : null}
      {near && page.textLayer ? <TextLayer url={page.textLayer} page={page} query={query} /> : null}
      <span className="doc-page-no" aria-hidden>
        {page.pageNo}
      </span>
    </div>
  );
}

function TextPage({
  page,
  total,
  label,
  query,
  current,
}: {
  page: DocumentPageView;
  total: number;
  label: string;
  query: string;
  current: boolean;
}) {
  const html = useMemo(
    () => (query ? markHtml(page.html ?? "", query, current ? "is-current" : "") : (page.html ?? "")),
    [page.html, query, current],
  );
  return (
    <section className="doc-text-page" id={`doc-page-${page.pageNo}`} data-page={page.pageNo}>
      {total > 1 ? (
        <div className="doc-text-page-label">
          {label} {page.pageNo} / {total}
        </div>
      ) : null}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

/** Where the sticky toolbar ends once it sticks (its sticky top plus its height). */
function stuckToolbarBottom(toolbar: HTMLElement | null): number {
  if (!toolbar) return 0;
  const top = parseFloat(getComputedStyle(toolbar).top) || 0;
  return top + toolbar.getBoundingClientRect().height;
}

/** Scrolls the window so the page's top sits just under the stuck toolbar. */
function scrollToPage(pageNo: number, toolbar: HTMLElement | null) {
  const el = document.getElementById(`doc-page-${pageNo}`);
  if (!el) return;
  window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - stuckToolbarBottom(toolbar) - 8 });
}

export default function DocumentViewer({ document: doc, mobile, signedIn, onLoginRequired }: DocumentViewerProps) {
  const t = useT();
  const total = doc.pages.length;
  const images = doc.renderer === "pages";
  const [zoom, setZoom] = useState(1);
  const [current, setCurrent] = useState(1);
  const [near, setNear] = useState<Set<number>>(() => new Set([1, 2]));
  const [searchOpen, setSearchOpen] = useState(!mobile);
  const [query, setQuery] = useState("");
  const [applied, setApplied] = useState("");
  const [matches, setMatches] = useState<PageMatches[] | null>(null);
  const [matchIndex, setMatchIndex] = useState(0);
  const [searchError, setSearchError] = useState<Showable | null>(null);
  const textsRef = useRef<PageText[] | null>(null);
  /** The whole document as text (for screen readers, reflow and copying), when asked for. */
  const [textView, setTextView] = useState<PageText[] | null>(null);
  const [textViewError, setTextViewError] = useState(false);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const elements = useRef(new Map<number, HTMLElement>());
  const observer = useRef<IntersectionObserver | null>(null);
  const currentRef = useRef(1);

  const register = useCallback((pageNo: number, el: HTMLElement | null) => {
    const map = elements.current;
    const previous = map.get(pageNo);
    if (previous && previous !== el) observer.current?.unobserve(previous);
    if (el) {
      map.set(pageNo, el);
      observer.current?.observe(el);
    } else map.delete(pageNo);
  }, []);

  // Which pages are near the screen: they (and only they) hold an image and a text layer.
  useEffect(() => {
    if (!images) return;
    const io = new IntersectionObserver(
      (entries) => {
        setNear((previous) => {
          let next: Set<number> | null = null;
          for (const entry of entries) {
            const pageNo = Number((entry.target as HTMLElement).dataset.page);
            const has = previous.has(pageNo);
            if (entry.isIntersecting && !has) (next ??= new Set(previous)).add(pageNo);
            else if (!entry.isIntersecting && has) (next ??= new Set(previous)).delete(pageNo);
          }
          return next ?? previous;
        });
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.current = io;
    for (const el of elements.current.values()) io.observe(el);
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, [images]);

  // The page counter follows the page at the reading line, a little below the toolbar.
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const middle = stuckToolbarBottom(toolbarRef.current) + Math.min(80, window.innerHeight * 0.15);
      let best = currentRef.current;
      let bestDistance = Infinity;
      for (const [pageNo, el] of elements.current) {
        const rect = el.getBoundingClientRect();
        if (rect.bottom < -window.innerHeight || rect.top > window.innerHeight * 2) continue;
        const distance =
          rect.top <= middle && rect.bottom >= middle ? 0 : Math.min(Math.abs(rect.top - middle), Math.abs(rect.bottom - middle));
        if (distance < bestDistance) {
          bestDistance = distance;
          best = pageNo;
        }
      }
      // At the very bottom the last pages may never reach the reading line: take the last one in view.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4) {
        for (const [pageNo, el] of elements.current)
          if (pageNo > best && el.getBoundingClientRect().top < window.innerHeight) best = pageNo;
      }
      if (best !== currentRef.current) {
        currentRef.current = best;
        setCurrent(best);
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    update();
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const goTo = useCallback(
    (pageNo: number) => {
      const target = Math.min(Math.max(1, pageNo), total);
      if (images) setNear((previous) => (previous.has(target) ? previous : new Set(previous).add(target)));
      currentRef.current = target;
      setCurrent(target);
      requestAnimationFrame(() => scrollToPage(target, toolbarRef.current));
    },
    [images, total],
  );

  const changeZoom = (next: number) => {
    const keep = currentRef.current;
    setZoom(next);
    // Keep the page being read in view after the pages change size.
    requestAnimationFrame(() => scrollToPage(keep, toolbarRef.current));
  };
  const zoomIndex = ZOOM_STEPS.findIndex((z) => z >= zoom - 0.001);

  async function loadTexts(): Promise<PageText[]> {
    if (!textsRef.current) {
      const result = await api("GET /api/documents/:boardNo/text", { params: { boardNo: doc.boardNo } });
      if (!result.ok) throw new Error(result.message);
      textsRef.current = result.data.pages;
    }
    return textsRef.current;
  }
  async function toggleTextView() {
    if (textView) return setTextView(null);
    setTextViewError(false);
    try {
      setTextView(await loadTexts());
    } catch {
      setTextViewError(true);
    }
  }

  async function runSearch(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    setSearchError(null);
    if (!q) {
      setApplied("");
      setMatches(null);
      return;
    }
    try {
      const found = findPages(await loadTexts(), q);
      setApplied(q);
      setMatches(found);
      setMatchIndex(0);
      if (found[0]) goTo(found[0].pageNo);
    } catch {
      setSearchError(DOCS.searchFailed);
    }
  }
  const moveMatch = (step: number) => {
    if (!matches?.length) return;
    const next = (matchIndex + step + matches.length) % matches.length;
    setMatchIndex(next);
    goTo(matches[next]!.pageNo);
  };
  const totalMatches = matches?.reduce((sum, m) => sum + m.count, 0) ?? 0;
  const currentMatchPage = matches?.[matchIndex]?.pageNo ?? null;
  const unit = t(doc.kind === "pptx" || doc.kind === "ppt" ? DOCS.unitSlide : doc.kind === "hwpx" ? DOCS.unitSection : DOCS.unitPage);

  const download = doc.downloadUrl ? (
    signedIn ? (
      <a className="doc-tool" href={doc.downloadUrl} download aria-label={t(DOCS.download)}>
        <DownloadIcon />
        {mobile ? null : <span>{t(DOCS.download)}</span>}
      </a>
    ) : (
      <button type="button" className="doc-tool" onClick={onLoginRequired} aria-label={t(DOCS.download)}>
        <DownloadIcon />
        {mobile ? null : <span>{t(DOCS.download)}</span>}
      </button>
    )
  ) : null;

  return (
    <div className="doc-viewer" style={{ "--doc-zoom": zoom } as CSSProperties}>
      <div className="doc-toolbar" ref={toolbarRef} role="toolbar" aria-label={t(DOCS.viewerTools)}>
        <div className="doc-file">
          <FileIcon />
          <span className="name" title={doc.fileName}>
            {doc.fileName}
          </span>
          {mobile ? null : <span className="meta">{formatFileSize(doc.sizeBytes)}</span>}
        </div>
        <div className="doc-group">
          <button
            type="button"
            className="doc-tool"
            onClick={() => goTo(current - 1)}
            disabled={current <= 1}
            aria-label={t(DOCS.previousPage)}
          >
            <ChevronUpIcon />
          </button>
          <span className="doc-counter" aria-live="polite" data-testid="page-counter">
            {current} / {total}
          </span>
          <button
            type="button"
            className="doc-tool"
            onClick={() => goTo(current + 1)}
            disabled={current >= total}
            aria-label={t(DOCS.nextPage)}
          >
            <ChevronDownIcon />
          </button>
        </div>
        <div className="doc-group" aria-label={t(DOCS.zoom)}>
          <button
            type="button"
            className="doc-tool"
            onClick={() => changeZoom(1)}
            aria-pressed={zoom === 1}
            aria-label={t(DOCS.fitWidth)}
            title={t(DOCS.fitWidth)}
          >
            <FitWidthIcon />
          </button>
          <button
            type="button"
            className="doc-tool"
            onClick={() => changeZoom(ZOOM_STEPS[Math.max(0, zoomIndex - 1)]!)}
            disabled={zoomIndex <= 0}
            aria-label={t(DOCS.zoomOut)}
          >
            <ZoomOutIcon />
          </button>
          <span className="doc-zoom-value" data-testid="zoom-value">
            {Math.round(zoom * 100)}%
          </span>
          <button
            type="button"
            className="doc-tool"
            onClick={() => changeZoom(ZOOM_STEPS[Math.min(ZOOM_STEPS.length - 1, zoomIndex + 1)]!)}
            disabled={zoomIndex >= ZOOM_STEPS.length - 1}
            aria-label={t(DOCS.zoomIn)}
          >
            <ZoomInIcon />
          </button>
        </div>
        <div className="doc-group">
          {mobile ? (
            <button
              type="button"
              className="doc-tool"
              onClick={() => setSearchOpen((o) => !o)}
              aria-pressed={searchOpen}
              aria-label={t(DOCS.searchInDocument)}
            >
              <FindIcon />
            </button>
          ) : null}
          {images ? (
            <button
              type="button"
              className="doc-tool"
              onClick={() => void toggleTextView()}
              aria-pressed={Boolean(textView)}
              aria-label={t(DOCS.readAsText)}
              data-testid="doc-text-toggle"
            >
              <TextIcon />
              {mobile ? null : <span>{t(DOCS.readAsText)}</span>}
            </button>
          ) : null}
          {download}
        </div>
        {searchOpen ? (
          <form className="doc-search" role="search" onSubmit={(e) => void runSearch(e)}>
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t(DOCS.searchInDocument)}
              aria-label={t(DOCS.searchTerm)}
              maxLength={100}
            />
            <button type="submit" className="doc-tool">
              {t(DOCS.search)}
            </button>
            {matches ? (
              <>
                <span className="doc-search-status" role="status" data-testid="search-status">
                  {matches.length
                    ? t(DOCS.searchStatus, {
                        total: totalMatches,
                        index: matchIndex + 1,
                        count: matches.length,
                        unit,
                        page: matches[matchIndex]!.pageNo,
                      })
                    : t(DOCS.noResults)}
                </span>
                <button
                  type="button"
                  className="doc-tool"
                  onClick={() => moveMatch(-1)}
                  disabled={!matches.length}
                  aria-label={t(DOCS.previousResult)}
                >
                  <ChevronUpIcon />
                </button>
                <button
                  type="button"
                  className="doc-tool"
                  onClick={() => moveMatch(1)}
                  disabled={!matches.length}
                  aria-label={t(DOCS.nextResult)}
                >
                  <ChevronDownIcon />
                </button>
              </>
            ) : null}
            {searchError ? (
              <span className="doc-search-status" role="alert">
                {t(searchError)}
              </span>
            ) : null}
          </form>
        ) : null}
      </div>

      {textViewError ? (
        <p className="doc-note" role="alert">
          {t(DOCS.textFailed)}
        </p>
      ) : null}
      {textView ? (
        <div className="doc-text-view" data-testid="doc-text-view">
          {textView.map((page) => (
            <section key={page.pageNo} className="doc-text-page">
              {total > 1 ? (
                <h2 className="doc-text-page-label">
                  {unit} {page.pageNo} / {total}
                </h2>
              ) : null}
              {page.text
                .split(/\n{2,}|\n(?=\s*\n)/)
                .map((block) => block.trim())
                .filter(Boolean)
                .map((block, i) => (
                  <p key={i}>{block}</p>
                ))}
            </section>
          ))}
        </div>
      ) : images ? (
        <div className="doc-scroller">
          <div className="doc-pages">
            {doc.pages.map((page) => (
              <PageImage
                key={page.pageNo}
                page={page}
                near={near.has(page.pageNo)}
                active={currentMatchPage === page.pageNo}
                query={applied}
                total={total}
                register={register}
              />
            ))}
          </div>
        </div>
      ) : (
        <div className="doc-text-view">
          {doc.pagesNote ? (
            <p className="doc-note">
              <T text={doc.pagesNote} />
            </p>
          ) : null}
          {doc.pages.map((page) => (
            <div key={page.pageNo} ref={(el) => register(page.pageNo, el?.firstElementChild as HTMLElement | null)}>
              <TextPage page={page} total={total} label={unit} query={applied} current={currentMatchPage === page.pageNo} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
