// The feed of docs/product/notifications.md (desktop panel and /m/newsfeed): fixed notices on top, the notice that
// only the latest 20 are kept, the lines (top line, title, content; a blue dot while unread,
// greyed once read), the policy footer, and the empty state. Opening the feed puts out the
// bell's dot (check) and, once the list has loaded, marks every line read (docs/product/notifications.md). Clicking a
// line marks it read, then follows its link (external links in a new tab, /m on mobile).
import { T, useFormat, useT } from "../../lib/i18n";
import { useCallback, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { MSG } from "../../../core/messages";
import { NOTIFICATION_TEXT, NOTIFICATION_TYPE_TAGS, notificationTarget, type NotificationTypeName } from "../../../core/notifications";
import { notificationExcerpt } from "../../../core/text";
import { useUi } from "../../components/ui/ui-provider";
import type { FixedNotificationItem, NotificationFeed, NotificationItem } from "../../../server/modules/notifications/types";
import { api } from "../../lib/api";
import { NOTIFY } from "./text";
import "../../styles/notify.css";

type Status = "loading" | "ready" | "error";

/** Loads the feed once `active`, then marks the loaded unread lines read (errors swallowed, docs/product/messages.md). */
export function useNotificationFeed(active: boolean, initial: NotificationFeed | null = null) {
  const [feed, setFeed] = useState<NotificationFeed | null>(initial);
  const [status, setStatus] = useState<Status>(initial ? "ready" : "loading");
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const markAll = (loaded: NotificationFeed) => {
      const unread = loaded.notificationList.filter((n) => !n.read).map((n) => n.notificationNo);
      if (unread.length) void api("POST /api/notification/read", { body: { notificationNoList: unread } });
    };
    void api("POST /api/notification/check");
    if (initial) {
      markAll(initial);
      return;
    }
    setStatus("loading");
    void api("GET /api/notification").then((result) => {
      if (cancelled) return;
      if (!result.ok) {
        setStatus("error");
        return;
      }
      setFeed(result.data);
      setStatus("ready");
      markAll(result.data);
    });
    return () => {
      cancelled = true;
    };
  }, [active, initial]);
  return { feed, status };
}

function useOpenLink(mobile: boolean, onNavigate?: () => void) {
  const navigate = useNavigate();
  return useCallback(
    (url: string | null) => {
      const target = notificationTarget(url, mobile);
      if (!target) return;
      onNavigate?.();
      if (target.external) window.open(target.href, "_blank", "noopener,noreferrer");
      else void navigate(target.href);
    },
    [mobile, navigate, onNavigate],
  );
}

export function NotificationFeedView({
  feed,
  status,
  mobile,
  onNavigate,
}: {
  feed: NotificationFeed | null;
  status: Status;
  mobile: boolean;
  /** Called before following a link (the panel closes). */
  onNavigate?: () => void;
}) {
  const ui = useUi();
  const t = useT();
  const open = useOpenLink(mobile, onNavigate);
  const [readNos, setReadNos] = useState<Set<number>>(new Set());
  const [now] = useState(() => new Date());

  const onItem = async (item: NotificationItem) => {
    const result = await api("POST /api/notification/read", { body: { notificationNoList: [item.notificationNo] } });
    if (!result.ok) {
      ui.openModal({
        id: "modalNotifyError",
        title: MSG.notificationReadError,
        size: "small",
        buttons: [{ label: NOTIFY.ok, style: "blue" }],
      });
      return;
    }
    setReadNos((prev) => new Set(prev).add(item.notificationNo));
    open(item.notificationUrl);
  };

  const fixed = feed?.fixedNotification ?? [];
  const list = feed?.notificationList ?? [];
  return (
    <div className="notify-feed">
      {fixed.length ? (
        <ul className="notify-fixed" aria-label={t(NOTIFY.pinned)}>
          {fixed.map((item) => (
            <FixedItem key={item.fixedNo} item={item} onOpen={() => open(item.notificationUrl)} />
          ))}
        </ul>
      ) : null}
      <p className="notify-notice">
        <T text={MSG.notificationRecentOnly} />
      </p>
      {status === "loading" ? (
        <ul className="notify-list" aria-busy="true" aria-label={t(NOTIFY.loading)}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="notify-skeleton">
              <span />
              <span />
            </li>
          ))}
        </ul>
      ) : list.length === 0 ? (
        <div className="notify-empty" role="status">
          <p>
            <T text={MSG.notificationEmpty} />
          </p>
          <span>{t(NOTIFY.emptyHint)}</span>
        </div>
      ) : (
        <ul className="notify-list" aria-label={t(NOTIFY.list)}>
          {list.map((item) => (
            <NormalItem
              key={item.notificationNo}
              item={item}
              now={now}
              justRead={readNos.has(item.notificationNo)}
              onOpen={() => void onItem(item)}
            />
          ))}
        </ul>
      )}
      <footer className="notify-policy">
        <span>{t(NOTIFICATION_TEXT.policy)}</span>
        <Link to={mobile ? "/m/mypage/account#push-settings" : "/mypage/account#push-settings"} onClick={onNavigate}>
          {t(NOTIFY.settings)}
        </Link>
      </footer>
    </div>
  );
}

function FixedItem({ item, onOpen }: { item: FixedNotificationItem; onOpen: () => void }) {
  const t = useT();
  const body = (
    <>
      <span className="notify-top">
        <span className="notify-pin">{t(NOTIFY.pin)}</span>
        {item.notificationSubTitle ? <span>{item.notificationSubTitle}</span> : null}
      </span>
      <strong className="notify-title">{item.notificationTitle}</strong>
      {item.notificationContent ? <span className="notify-content">{item.notificationContent}</span> : null}
      {item.notificationSubContent ? <span className="notify-sub">{item.notificationSubContent}</span> : null}
    </>
  );
  return (
    <li className="notify-item is-fixed">
      {item.notificationUrl ? (
        <button type="button" onClick={onOpen}>
          {body}
        </button>
      ) : (
        <div className="notify-static">{body}</div>
      )}
    </li>
  );
}

function NormalItem({ item, now, justRead, onOpen }: { item: NotificationItem; now: Date; justRead: boolean; onOpen: () => void }) {
  const t = useT();
  const format = useFormat();
  const tag = NOTIFICATION_TYPE_TAGS[item.notificationType as NotificationTypeName] ?? NOTIFICATION_TEXT.otherTag;
  return (
    <li className={item.read || justRead ? "notify-item is-read" : "notify-item is-unread"} data-notification-no={item.notificationNo}>
      <button type="button" onClick={onOpen}>
        <span className="notify-top">
          <span>{t(tag)}</span>
          <time dateTime={item.regDate}>{format.ago(item.regDate, now)}</time>
          {!item.read && !justRead ? <span className="notify-dot" aria-label={t(NOTIFY.unread)} /> : null}
        </span>
        <strong className="notify-title">{item.notificationTitle}</strong>
        {item.notificationContent ? <span className="notify-content">{notificationExcerpt(item.notificationContent)}</span> : null}
      </button>
    </li>
  );
}
