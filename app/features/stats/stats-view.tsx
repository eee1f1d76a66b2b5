// The parts of the statistics pages (docs/product/statistics.md): the period switch, the
// totals, the chart of views and reads by day (hand-written SVG: bars for views, a dashed line
// with dots for reads, so the two differ without colour; a table of the same figures beside it),
// where readers came from and the referring sites.
import { Link } from "react-router";
import { STATS_PERIODS, OTHER_HOSTS, type DayFigures, type HostCount } from "../../../core/author-stats";
import type { StatsSource, StatsTotals } from "../../../server/modules/author-stats/types";
import { useIsMobile } from "../../lib/device";
import { useLanguage, useT } from "../../lib/i18n";
import { STATS_TEXT } from "./text";

/** Exact figures (tables and totals): 12,345. */
export function useNumber(): (n: number) => string {
  const language = useLanguage();
  const format = new Intl.NumberFormat(language === "ko" ? "ko-KR" : "en-US");
  return (n: number) => format.format(n);
}

/** A day key as the pages show it: 12.04 / Dec 4. */
export function useDay(): (day: string) => string {
  const language = useLanguage();
  return (day: string) => {
    const [, m, d] = day.split("-").map(Number);
    if (language === "ko") return `${String(m).padStart(2, "0")}.${String(d).padStart(2, "0")}`;
    return new Date(Date.UTC(2000, m! - 1, d)).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  };
}

export function PeriodSwitch({ period, path }: { period: number; path: string }) {
  const t = useT();
  return (
    <nav className="stats-period" aria-label={t(STATS_TEXT.period)}>
      {STATS_PERIODS.map((n) => (
        <Link key={n} to={`${path}?days=${n}`} aria-current={n === period ? "page" : undefined} preventScrollReset>
          {t(STATS_TEXT.days, { n })}
        </Link>
      ))}
    </nav>
  );
}

export function StatsTotalsView({ totals, period }: { totals: StatsTotals; period: number }) {
  const t = useT();
  const num = useNumber();
  const items = [
    { label: STATS_TEXT.views, value: totals.views },
    { label: STATS_TEXT.reads, value: totals.reads, hint: STATS_TEXT.readsHint },
    { label: STATS_TEXT.likes, value: totals.likes },
    { label: STATS_TEXT.votes, value: totals.votes },
  ];
  return (
    <dl className="stats-totals" aria-label={t(STATS_TEXT.days, { n: period })}>
      {items.map((item) => (
        <div key={t(item.label)} className="stats-total" title={item.hint ? t(item.hint) : undefined}>
          <dt>{t(item.label)}</dt>
          <dd>{num(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The chart's drawing size: about its width on the screen, so its words keep their size. */
const SIZE = { desktop: { W: 720, H: 220 }, mobile: { W: 360, H: 200 } };
const PAD = { left: 44, right: 8, top: 12, bottom: 28 };

/** A round top for the axis: 1, 2 or 5 times a power of ten at or above the largest figure. */
function axisTop(max: number): number {
  if (max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

export function DailyChart({ days, id }: { days: DayFigures[]; id: string }) {
  const t = useT();
  const num = useNumber();
  const label = useDay();
  const { W, H } = SIZE[useIsMobile() ? "mobile" : "desktop"];
  const n = days.length;
  const views = days.reduce((s, d) => s + d.views, 0);
  const reads = days.reduce((s, d) => s + d.reads, 0);
  const best = days.reduce((a, d) => (d.views > a.views ? d : a), days[0]!);
  const top = axisTop(Math.max(...days.map((d) => Math.max(d.views, d.reads))));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / n;
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const barW = Math.max(1, slot * 0.62);
  const ticks = [0, top / 2, top];
  const labelDays = [0, Math.floor((n - 1) / 2), n - 1];
  const summary =
    views > 0
      ? t(STATS_TEXT.chartSummary, { n, views: num(views), reads: num(reads), best: label(best.day), max: num(best.views) })
      : t(STATS_TEXT.chartEmpty, { n });
  return (
    <figure className="stats-chart">
      <figcaption id={`${id}-title`} className="stats-chart-title">
        {t(STATS_TEXT.chartTitle)}
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((v) => (
          <g key={v} className="stats-grid">
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end">
              {num(v)}
            </text>
          </g>
        ))}
        {days.map((d, i) =>
          d.views > 0 ? (
            <rect key={d.day} className="stats-bar" x={x(i) - barW / 2} y={y(d.views)} width={barW} height={Math.max(0, y(0) - y(d.views))}>
              <title>{`${label(d.day)} · ${t(STATS_TEXT.views)} ${num(d.views)} · ${t(STATS_TEXT.reads)} ${num(d.reads)}`}</title>
            </rect>
          ) : null,
        )}
        <polyline className="stats-line" points={days.map((d, i) => `${x(i)},${y(d.reads)}`).join(" ")} />
        {n <= 30 ? days.map((d, i) => <circle key={d.day} className="stats-dot" cx={x(i)} cy={y(d.reads)} r={3} />) : null}
        {labelDays.map((i) => (
          <text key={i} className="stats-axis" x={x(i)} y={H - 8} textAnchor={i === 0 ? "start" : i === n - 1 ? "end" : "middle"}>
            {label(days[i]!.day)}
          </text>
        ))}
      </svg>
      <p className="stats-legend" aria-hidden="true">
        <span>
          <svg width="14" height="10" viewBox="0 0 14 10">
            <rect className="stats-bar" x="2" y="0" width="10" height="10" />
          </svg>
          {t(STATS_TEXT.views)}
        </span>
        <span>
          <svg width="22" height="10" viewBox="0 0 22 10">
            <line className="stats-line" x1="0" y1="5" x2="22" y2="5" />
            <circle className="stats-dot" cx="11" cy="5" r="3" />
          </svg>
          {t(STATS_TEXT.reads)}
        </span>
      </p>
      <p className="stats-summary">{summary}</p>
      <details className="stats-table-toggle">
        <summary>{t(STATS_TEXT.asTable)}</summary>
        <div className="stats-scroll">
          <table className="stats-table">
            <caption className="sr-only">{t(STATS_TEXT.chartTitle)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(STATS_TEXT.day)}</th>
                <th scope="col">{t(STATS_TEXT.views)}</th>
                <th scope="col">{t(STATS_TEXT.reads)}</th>
                <th scope="col">{t(STATS_TEXT.likes)}</th>
                <th scope="col">{t(STATS_TEXT.votes)}</th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  <td>{num(d.views)}</td>
                  <td>{num(d.reads)}</td>
                  <td>{num(d.likes)}</td>
                  <td>{num(d.votes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** Where readers came from: each kind with its count and share, the bar only repeating the figure. */
export function SourcesView({ sources, hosts }: { sources: StatsSource[]; hosts: HostCount[] }) {
  const t = useT();
  const num = useNumber();
  const all = sources.reduce((s, x) => s + x.views, 0);
  const pct = (v: number) => (all > 0 ? Math.round((v / all) * 1000) / 10 : 0);
  const hostViews = hosts.reduce((s, h) => s + h.views, 0);
  return (
    <div className="stats-sources">
      <section aria-labelledby="stats-sources-h">
        <h2 id="stats-sources-h" className="stats-h2">
          {t(STATS_TEXT.sources)}
        </h2>
        <ul className="stats-meters">
          {sources.map((s) => (
            <li key={s.kind}>
              <span className="stats-meter-label">{t(STATS_TEXT[s.kind])}</span>
              <span className="stats-meter-value">{t(STATS_TEXT.share, { n: num(s.views), p: pct(s.views) })}</span>
              <span className="stats-meter" aria-hidden="true">
                <span style={{ width: `${pct(s.views)}%` }} />
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="stats-hosts-h">
        <h2 id="stats-hosts-h" className="stats-h2">
          {t(STATS_TEXT.hosts)}
        </h2>
        {hosts.length === 0 ? (
          <p className="stats-empty">{t(STATS_TEXT.noHosts)}</p>
        ) : (
          <table className="stats-table stats-hosts">
            <thead>
              <tr>
                <th scope="col">{t(STATS_TEXT.site)}</th>
                <th scope="col">{t(STATS_TEXT.views)}</th>
              </tr>
            </thead>
            <tbody>
              {hosts.map((h) => (
                <tr key={h.host}>
                  <th scope="row">{h.host === OTHER_HOSTS ? t(STATS_TEXT.otherHosts) : h.host}</th>
                  <td>{t(STATS_TEXT.share, { n: num(h.views), p: hostViews ? Math.round((h.views / hostViews) * 1000) / 10 : 0 })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
