// A part of a page that the server renders in full but whose code the browser loads later: when
// the reader comes near it (half a screen before it scrolls into view), taps inside it, or at once
// when `eager` (a member, whose own state the part must show; the /m header and footer, which only
// some pages show). A part that is already on the first screen, where "near" would mean "at once",
// can wake when the reader first engages with the page instead (`wake: "engaged"`: the first
// scroll, or a touch, a pointer, a key or the focus inside the part). Until then React keeps the server's HTML as it is: a boundary whose code is
// not there yet stays as the server drew it during hydration, so nothing moves.
//
// Two things React does not do for such a part, done here:
// - A tap on it before its code is there reaches no handler (React stops the event). The tap is
//   kept, the code fetched at once, and the same control clicked again when the part is live.
// - If something above re-renders it before then (new props, a context), React would drop the
//   server's HTML and show the fallback: the fallback is a copy of that HTML, taken before
//   hydration, so the reader sees the same part until the real one replaces it.
import {
  createContext,
  memo,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
} from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { lazyPart } from "./lazy-part";

const CONTENTS: CSSProperties = { display: "contents" };
const LiveContext = createContext<(() => void) | null>(null);

/** The path of child indexes from `root` down to `node`. */
function pathFrom(root: Element, node: Element): number[] | null {
  const path: number[] = [];
  let current: Element | null = node;
  while (current && current !== root) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === root ? path : null;
}

function follow(root: Element, path: number[]): Element | null {
  let current: Element | null = root;
  for (const i of path) current = current?.children[i] ?? null;
  return current;
}

const TAPPABLE = "button,[role=button],[role=tab],[role=menuitem],summary,input,label";

/**
 * `nearPart(() => import("./x").then((m) => m.X))`: the component, rendered where the page
 * renders it, with an `eager` prop besides its own. Its props should stay the same objects
 * between renders until it is live (the wrapper is memoised on them).
 */
export interface NearPartOptions {
  /** "near" (the default): half a screen before the part scrolls into view. "engaged": see above. */
  wake?: "near" | "engaged";
}

const ENGAGED_EVENTS = ["pointerdown", "pointerover", "touchstart", "focusin", "keydown"] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function nearPart<P extends Record<string, any>>(
  load: () => Promise<ComponentType<P>>,
  options: NearPartOptions = {},
): ComponentType<P & { eager?: boolean }> {
  const wake = options.wake ?? "near";
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const Live = lazyPart(() =>
    (import.meta.env.SSR ? load() : opened.then(load)).then((Component) => ({
      default: function LivePart(props: P) {
        const onLive = useContext(LiveContext);
        useEffect(() => onLive?.(), [onLive]);
        return <Component {...props} />;
      },
    })),
  );

  function NearPart({ eager = false, ...props }: P & { eager?: boolean }) {
    const id = useId();
    // A navigation, a fetcher or a revalidation renders the page in a transition, and React marks
    // every boundary still waiting for its code as changed (it cannot tell what they read): the
    // transition then waits for the part's code. Fetch it at once rather than when the reader
    // comes near, which may be never. (Reading the router's state here also renders this part on
    // every such change; resolving the promise twice does nothing.)
    const navigation = useNavigation();
    const revalidator = useRevalidator();
    const fetchers = useFetchers();
    if (navigation.state !== "idle" || revalidator.state !== "idle" || fetchers.some((f) => f.state !== "idle")) open();
    const ref = useRef<HTMLDivElement>(null);
    const live = useRef(false);
    const tapped = useRef<number[] | null>(null);
    // The server's HTML of the part, read before React hydrates it (see the top of this file).
    // Without it the page was not drawn by the server (the reader came by a link within the
    // site): the part's code then loads at once, as any other part of the new page.
    const [server] = useState(() => {
      const element = typeof document === "undefined" ? null : document.getElementById(id);
      return { drawn: element !== null, copy: element?.innerHTML ?? "" };
    });

    useEffect(() => {
      const element = ref.current;
      if (!element) return;
      let observer: IntersectionObserver | null = null;
      let stopWaiting = () => undefined as void;
      if (eager || !server.drawn || (wake === "near" && typeof IntersectionObserver === "undefined")) open();
      else if (wake === "engaged") {
        const engaged = () => {
          stopWaiting();
          open();
        };
        window.addEventListener("scroll", engaged, { passive: true });
        for (const type of ENGAGED_EVENTS) element.addEventListener(type, engaged, { passive: true });
        stopWaiting = () => {
          window.removeEventListener("scroll", engaged);
          for (const type of ENGAGED_EVENTS) element.removeEventListener(type, engaged);
        };
      } else {
        observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) open();
          },
          { rootMargin: "50% 0px" },
        );
        const target = element.firstElementChild;
        if (target) observer.observe(target.hasAttribute("data-near-copy") ? (target.firstElementChild ?? target) : target);
      }
      // Before React's own listener (on the document), which stops a tap on a part not yet live.
      const onTap = (event: Event) => {
        if (live.current || !(event.target instanceof Element) || !element.contains(event.target)) return;
        const control = event.target.closest(TAPPABLE);
        if (!control || !element.contains(control)) return;
        const inCopy = control.closest("[data-near-copy]");
        tapped.current = pathFrom(inCopy && element.contains(inCopy) ? inCopy : element, control);
        open();
      };
      window.addEventListener("click", onTap, true);
      return () => {
        observer?.disconnect();
        stopWaiting();
        window.removeEventListener("click", onTap, true);
      };
    }, [eager, server]);

    const onLive = useCallback(() => {
      live.current = true;
      // Said on the page (styles and journeys may wait for a part that answers taps itself).
      ref.current?.setAttribute("data-near-live", "");
      const path = tapped.current;
      tapped.current = null;
      const element = ref.current;
      if (!path || !element) return;
      const control = follow(element, path);
      if (control instanceof HTMLElement) control.click();
    }, []);

    return (
      <div id={id} ref={ref} style={CONTENTS}>
        <LiveContext.Provider value={onLive}>
          <Suspense
            fallback={server.copy ? <div data-near-copy="" style={CONTENTS} dangerouslySetInnerHTML={{ __html: server.copy }} /> : null}
          >
            <Live {...(props as unknown as P)} />
          </Suspense>
        </LiveContext.Provider>
      </div>
    );
  }
  return memo(NearPart) as unknown as ComponentType<P & { eager?: boolean }>;
}
