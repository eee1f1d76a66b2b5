// Points earned per Asia/Seoul day as a plain SVG bar chart (no chart library).
import type { PointDay } from "../../../server/modules/points/types";
import { useT } from "../../lib/i18n";
import { REWARD_TEXT } from "./text";

const PAD = { top: 16, right: 8, bottom: 24, left: 40 };

function niceMax(n: number): number {
  if (n <= 0) return 100;
  const p = 10 ** Math.floor(Math.log10(n));
  for (const m of [1, 2, 5, 10]) if (m * p >= n) return m * p;
  return 10 * p;
}

/** `width`/`height` are the drawing's own units: phones use a narrower drawing so the labels stay readable. */
export function PointsChart({ days, width: W = 640, height: H = 180 }: { days: PointDay[]; width?: number; height?: number }) {
  const t = useT();
  const max = niceMax(Math.max(0, ...days.map((d) => d.earned)));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, days.length);
  const barW = Math.max(2, step * 0.6);
  const total = days.reduce((a, d) => a + d.earned, 0);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  return (
    <figure className="points-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={t(REWARD_TEXT.chartLabel, { days: days.length, total: total.toLocaleString("ko-KR") })}
      >
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(max * f)} y2={y(max * f)} className="grid" />
            <text x={PAD.left - 6} y={y(max * f) + 4} textAnchor="end" className="axis">
              {Math.round(max * f).toLocaleString("ko-KR")}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = PAD.left + i * step + (step - barW) / 2;
          const h = (d.earned / max) * innerH;
          return (
            <g key={d.day}>
              {d.earned > 0 ? (
                <rect x={x} y={y(d.earned)} width={barW} height={h} rx={2} className="bar" data-day={d.day}>
                  <title>{`${d.day}: ${d.earned.toLocaleString("ko-KR")}P`}</title>
                </rect>
              ) : null}
              {i % 7 === days.length % 7 || i === days.length - 1 ? (
                <text x={x + barW / 2} y={H - 6} textAnchor="middle" className="axis">
                  {`${Number(d.day.slice(5, 7))}.${Number(d.day.slice(8))}`}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        {t(REWARD_TEXT.chartCaption, { days: days.length })}
        <strong>{total.toLocaleString("ko-KR")}P</strong>
      </figcaption>
    </figure>
  );
}
