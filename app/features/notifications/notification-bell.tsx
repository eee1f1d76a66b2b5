// The header bell (docs/product/notifications.md): a dot while something new arrived since the feed was last
// opened; opening the 384×410 panel needs a signed-in member, puts the dot out and loads the
// feed. The panel closes on page scroll, an outside click or Escape. The mobile tab bar shows
// the same dot on its 알림 tab (the feed itself is /m/newsfeed there).
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { BellIcon } from "../../components/ui/icons";
import { api } from "../../lib/api";
import { useT } from "../../lib/i18n";
import { useRootData } from "../../lib/viewer";
import { useMemberAction } from "../auth/use-member-action";
import { NotificationFeedView, useNotificationFeed } from "./notification-feed";
import { registerServiceWorker } from "./service-worker";
import { BELL } from "./text";
import "../../styles/notify.css";

const POLL_MS = 60_000;

/** Whether the signed-in member has something new (checked on every page and every minute). */
export function useNewNotifications(): [boolean, (value: boolean) => void] {
  const { viewer } = useRootData();
  const location = useLocation();
  const [hasNew, setHasNew] = useState(false);
  useEffect(() => {
    if (!viewer) {
      setHasNew(false);
      return;
    }
    let cancelled = false;
    const poll = () =>
      void api("GET /api/notification/new").then((result) => {
        if (!cancelled && result.ok) setHasNew(result.data.newNotifyState);
      });
    poll();
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") poll();
    }, POLL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [viewer, location.pathname]);
  return [hasNew, setHasNew];
}

export function NotificationBell({ openAtStart = false }: { openAtStart?: boolean }) {
  const { viewer } = useRootData();
  const t = useT();
  const [hasNew, setHasNew] = useNewNotifications();
  const [open, setOpen] = useState(openAtStart);
  const wrapRef = useRef<HTMLDivElement>(null);
  const guard = useMemberAction({});
  const { feed, status } = useNotificationFeed(open);
  const location = useLocation();

  useEffect(() => {
    if (viewer) registerServiceWorker();
  }, [viewer]);

  const close = useCallback(() => setOpen(false), []);
  // Another page closes the panel (not the first render: it may open at once, see openAtStart).
  // The panel belongs to the page whose address showed when it opened: a click during a page
  // change (the address is already the new page's, React has not shown it yet) keeps it open.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setOpen(false);
  }, [location.pathname]);
  useEffect(() => {
    if (openAtStart) setHasNew(false);
  }, [openAtStart, setHasNew]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      // Focus was in the panel that is gone: back to the bell that opened it.
      wrapRef.current?.querySelector<HTMLButtonElement>("button.notify-bell")?.focus();
    };
    window.addEventListener("scroll", close, { passive: true });
    window.addEventListener("pointerdown", onPointer);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("scroll", close);
      window.removeEventListener("pointerdown", onPointer);
      window.removeEventListener("keydown", onKey);
    };
  }, [open, close]);

  const toggle = () => {
    if (open) {
      close();
      return;
    }
    void guard(() => {
      shownPath.current = window.location.pathname;
      setHasNew(false);
      setOpen(true);
    });
  };

  return (
    <div className="notify-bell-wrap" ref={wrapRef}>
      <button
        type="button"
        className="icon-btn notify-bell"
        aria-label={t(hasNew ? BELL.labelNew : BELL.label)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={toggle}
      >
        <BellIcon />
        {hasNew ? <span className="notify-bell-dot" data-testid="notify-new-dot" /> : null}
      </button>
      {open ? (
        <div className="notify-panel" role="dialog" aria-label={t(BELL.label)}>
          <h2 className="notify-panel-title">{t(BELL.label)}</h2>
          <NotificationFeedView feed={feed} status={status} mobile={false} onNavigate={close} />
        </div>
      ) : null}
    </div>
  );
}

/** The mobile tab bar's bell with the same new dot. */
export function BellWithDot() {
  const [hasNew] = useNewNotifications();
  const t = useT();
  const { pathname } = useLocation();
  // On the feed page itself everything is being seen: no dot (the check may still be on its way).
  const show = hasNew && pathname !== "/m/newsfeed";
  return (
    <span className="notify-tab-icon">
      <BellIcon />
      {show ? <span className="notify-bell-dot" data-testid="notify-new-dot" aria-label={t(BELL.newDot)} /> : null}
    </span>
  );
}
