// /event (and /m/event): notices (?tab=notice, the default) and events (?tab=event) with the
// events' state filter (진행중, 종료) and pages of ten. The footer links to both tabs.
import { Link, useLoaderData, type MetaFunction } from "react-router";
import { EVENTS_PAGE_SIZE, type SiteEventFilter, type SiteEventKind } from "../../core/site-events";
import { Pagination } from "../components/ui/pagination";
import { EventPeriod, PhaseBadge } from "../features/site-events/parts";
import { EVENTS_TEXT } from "../features/site-events/text";
import { useIsMobile, useLinkTo } from "../lib/device";
import { useFormat, useT } from "../lib/i18n";
import { titleOf } from "../lib/meta";
import type { LoaderArgs } from "../lib/viewer";
import "../styles/events.css";

export async function loader({ request, context }: LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const tab: SiteEventKind = search.get("tab") === "event" ? "event" : "notice";
  const rawFilter = search.get("state");
  const filter: SiteEventFilter | undefined = tab === "event" && (rawFilter === "ongoing" || rawFilter === "ended") ? rawFilter : undefined;
  const rawPage = search.get("page") ?? "1";
  const page = /^\d{1,5}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  const list = await context.services.events.list({ kind: tab, filter, page, size: EVENTS_PAGE_SIZE });
  return { tab, filter: filter ?? null, list };
}

export const meta: MetaFunction = ({ matches }) => [{ title: titleOf(matches, EVENTS_TEXT.heading) }];

const FILTERS = [
  { key: null, label: EVENTS_TEXT.all },
  { key: "ongoing", label: EVENTS_TEXT.ongoing },
  { key: "ended", label: EVENTS_TEXT.ended },
] as const;

export default function EventList() {
  const { tab, filter, list } = useLoaderData<typeof loader>();
  const t = useT();
  const format = useFormat();
  const link = useLinkTo();
  const mobile = useIsMobile();
  return (
    <div className={`${mobile ? "m-container" : "container"} events-page`}>
      <h1 className="page-heading">{t(EVENTS_TEXT.heading)}</h1>
      <nav className="tabs" aria-label={t(EVENTS_TEXT.kinds)}>
        {(["notice", "event"] as const).map((kind) => (
          <Link
            key={kind}
            to={link(`/event?tab=${kind}`)}
            className={kind === tab ? "active" : undefined}
            aria-current={kind === tab ? "page" : undefined}
          >
            {t(EVENTS_TEXT[kind])}
          </Link>
        ))}
      </nav>
      {tab === "event" ? (
        <nav className="event-filters" aria-label={t(EVENTS_TEXT.filters)}>
          {FILTERS.map((f) => (
            <Link
              key={f.key ?? "all"}
              to={link(`/event?tab=event${f.key ? `&state=${f.key}` : ""}`)}
              className={f.key === filter ? "chip active" : "chip"}
              aria-current={f.key === filter ? "page" : undefined}
            >
              {t(f.label)}
            </Link>
          ))}
        </nav>
      ) : null}
      {list.items.length === 0 ? (
        <div className="empty-state">
          <p>{t(tab === "notice" ? EVENTS_TEXT.noNotices : EVENTS_TEXT.noEvents)}</p>
          <Link to={link("/new")} className="btn btn-blue-outline">
            {t(EVENTS_TEXT.browseNew)}
          </Link>
        </div>
      ) : (
        <ul className={tab === "event" ? "event-cards" : "notice-rows"}>
          {list.items.map((item) =>
            tab === "event" ? (
              <li key={item.eventNo} className="event-card">
                <Link to={link(item.link)}>
                  {item.bannerUrl ? (
                    <img src={item.bannerUrl} alt="" loading="lazy" />
                  ) : (
                    <div className="event-card-blank" aria-hidden="true" />
                  )}
                  <div className="event-card-body">
                    <div className="event-head-line">
                      <PhaseBadge phase={item.phase} />
                      {item.pinned ? <span className="event-pin">{t(EVENTS_TEXT.pinned)}</span> : null}
                    </div>
                    <strong className="event-card-title">{item.title}</strong>
                    {item.summary ? <p className="event-card-summary">{item.summary}</p> : null}
                    <EventPeriod startsAt={item.startsAt} endsAt={item.endsAt} />
                  </div>
                </Link>
              </li>
            ) : (
              <li key={item.eventNo} className={item.pinned ? "notice-row pinned" : "notice-row"}>
                <Link to={link(item.link)}>
                  {item.pinned ? <span className="event-pin">{t(EVENTS_TEXT.pinned)}</span> : null}
                  <span className="notice-row-title">{item.title}</span>
                  {item.publishedAt ? <span className="muted notice-row-date">{format.date(item.publishedAt)}</span> : null}
                </Link>
              </li>
            ),
          )}
        </ul>
      )}
      <Pagination page={list.page} totalPages={list.totalPages} />
    </div>
  );
}
