// Pieces the notices and events pages share: the period line, the phase badge, the heading
// block with the banner, the texts operators write, and the contest's entries.
import { Link } from "react-router";
import type { SiteEventPhase } from "../../../core/site-events";
import type { ContestEntry, SiteEventCard } from "../../../server/modules/site-events/types";
import { useLinkTo } from "../../lib/device";
import { useFormat, useT } from "../../lib/i18n";
import { EVENTS_TEXT } from "./text";

const PHASE_TEXT = { upcoming: EVENTS_TEXT.upcoming, ongoing: EVENTS_TEXT.ongoing, ended: EVENTS_TEXT.ended } as const;

export function PhaseBadge({ phase }: { phase: SiteEventPhase }) {
  const t = useT();
  return <span className={`event-badge event-badge-${phase}`}>{t(PHASE_TEXT[phase])}</span>;
}

/** "2026.12.01 ~ 2026.12.31" in Seoul time; nothing for an entry without dates. */
export function EventPeriod({ startsAt, endsAt }: { startsAt: string | null; endsAt: string | null }) {
  const t = useT();
  const format = useFormat();
  if (!startsAt && !endsAt) return null;
  const text =
    startsAt && endsAt
      ? t(EVENTS_TEXT.periodRange, { from: format.date(startsAt), to: format.date(endsAt) })
      : startsAt
        ? t(EVENTS_TEXT.periodFrom, { from: format.date(startsAt) })
        : t(EVENTS_TEXT.periodUntil, { to: format.date(endsAt!) });
  return (
    <span className="event-period">
      <span className="muted">{t(EVENTS_TEXT.period)}</span> {text}
    </span>
  );
}

/** The banner, title, badge, period and summary of one entry. */
export function EventHead({ event }: { event: SiteEventCard }) {
  const t = useT();
  const format = useFormat();
  return (
    <header className="event-head">
      {event.bannerUrl ? <img className="event-banner" src={event.bannerUrl} alt="" /> : null}
      <div className="event-head-line">
        {event.kind === "event" ? <PhaseBadge phase={event.phase} /> : null}
        {event.kind === "event" ? (
          <EventPeriod startsAt={event.startsAt} endsAt={event.endsAt} />
        ) : event.publishedAt ? (
          <span className="muted">{t(EVENTS_TEXT.posted, { date: format.date(event.publishedAt) })}</span>
        ) : null}
      </div>
      <h1 className="event-title">{event.title}</h1>
      {event.summary ? <p className="event-summary">{event.summary}</p> : null}
    </header>
  );
}

/** Operators' rich text, sanitized by the server when it was saved. */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return <div className={`event-rich ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function EntryList({ entries }: { entries: ContestEntry[] }) {
  const t = useT();
  const link = useLinkTo();
  if (entries.length === 0) return <p className="empty-state">{t(EVENTS_TEXT.noEntries)}</p>;
  return (
    <ul className="event-entries">
      {entries.map((entry) => (
        <li key={entry.entryNo}>
          <Link to={link(`/d/${entry.permaLink}`)} className="event-entry-title">
            {entry.subject}
          </Link>
          <span className="muted">{entry.userName}</span>
        </li>
      ))}
    </ul>
  );
}
