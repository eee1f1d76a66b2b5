// What moves in the post page's reading aids (reading-aids.tsx), loaded only by long posts and
// posts with a contents list, once the page is live. Plain DOM, no React state: nothing re-renders.
//
// - The progress bar: scrolled distance over the distance to the end of the post (its end marker
//   at the bottom of the screen), painted once per frame as a transform. The scroll handler
//   reads only the scroll offset and the window's height; where the post ends is measured when
//   the article's size changes (a ResizeObserver, after layout), never while scrolling.
// - The current section: an IntersectionObserver whose area runs from far above the screen down
//   to 30% of its height, so a heading is "reached" exactly while it is inside that area (a
//   jump past several headings still reports each one). The last reached heading is current.

/** Starts both inside `article`; returns the function that stops them. */
export function startReadingAids(article: HTMLElement): () => void {
  const stops: (() => void)[] = [];
  const bar = article.querySelector<HTMLElement>("[data-reading-progress]");
  const end = article.querySelector<HTMLElement>("[data-reading-end]");
  if (bar && end) stops.push(trackProgress(article, bar, end));
  const links = Array.from(article.querySelectorAll<HTMLAnchorElement>("[data-toc] a[href^='#']"));
  if (links.length && "IntersectionObserver" in window) stops.push(markCurrentSection(links));
  return () => stops.forEach((stop) => stop());
}

function trackProgress(article: HTMLElement, bar: HTMLElement, end: HTMLElement): () => void {
  let endY = 0;
  let frame = 0;
  const paint = () => {
    frame = 0;
    const distance = endY - window.innerHeight;
    const done = distance <= 0 ? 1 : Math.min(1, Math.max(0, window.scrollY / distance));
    bar.style.transform = `scaleX(${done.toFixed(4)})`;
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(paint);
  };
  const measure = () => {
    endY = end.getBoundingClientRect().top + window.scrollY;
    schedule();
  };
  const resizes = new ResizeObserver(measure);
  resizes.observe(article);
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule, { passive: true });
  return () => {
    resizes.disconnect();
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
    cancelAnimationFrame(frame);
  };
}

function markCurrentSection(links: HTMLAnchorElement[]): () => void {
  const headings = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))));
  const reached = new Set<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) reached.add(entry.target);
        else reached.delete(entry.target);
      }
      let current = -1;
      headings.forEach((heading, i) => {
        if (heading && reached.has(heading)) current = i;
      });
      links.forEach((link, i) => {
        if (i === current) link.setAttribute("aria-current", "location");
        else link.removeAttribute("aria-current");
      });
    },
    { rootMargin: "100000px 0px -70% 0px" },
  );
  for (const heading of headings) if (heading) observer.observe(heading);
  return () => observer.disconnect();
}
