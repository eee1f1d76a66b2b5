// Parts of a page whose code is not needed for its first paint: the server renders them in full,
// the browser fetches their code only when the page shows them, so it is not preloaded with
// every page. Wrap each use in <Suspense> so the rest of the page hydrates without waiting.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";

type Module<T> = { default: T };

/**
 * React.lazy for a page part. On the server the module is loaded as the server starts and handed
 * over synchronously, so a page never waits on it (nor streams it in after the shell); in the
 * browser it is an ordinary code-split chunk, fetched when the part first renders.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<Module<T>>): LazyExoticComponent<T> {
  if (!import.meta.env.SSR) return lazy(load);
  let loaded: Module<T> | undefined;
  const pending = load().then((module) => (loaded = module));
  return lazy(() =>
    loaded ? ({ then: (resolve: (m: Module<T>) => void) => resolve(loaded!) } as unknown as Promise<Module<T>>) : pending,
  );
}

/** A named export as a lazy page part: `lazyNamed(() => import("./x"), "X")`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazyPart(() => load().then((module) => ({ default: module[name] })));
}

/**
 * A part below the fold that the browser draws only once its place comes within half a
 * screen's height of the viewport (or at once with `eager`): until then, on the server too, an empty box
 * of `minHeight` holds its place. For parts that fetch their own data anyway (comments, related
 * posts), so the server has nothing to render for them.
 */
export function WhenNear({ children, minHeight, eager = false }: { children: ReactNode; minHeight: number; eager?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (eager || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [eager, near]);
  const box = <div style={{ minHeight }} aria-hidden />;
  return <div ref={ref}>{near ? <Suspense fallback={box}>{children}</Suspense> : box}</div>;
}
