// The post page's series box (docs/product/series.md §3): the series' title, "n / total", its
// parts in order (a long series folds to the parts around the one read, with a button to show
// all) and links to the previous and next parts. Part of the shared page: every reader sees the
// same visible parts.
import { useState } from "react";
import { Link } from "react-router";
import { foldedParts, seriesPath, seriesPlace } from "../../../core/series-box";
import type { PostSeries } from "../../../server/modules/series/types";
import { useT } from "../../lib/i18n";
import { SERIES_BOX_TEXT as SERIES_TEXT } from "./box-text";

export function SeriesBox({ series, boardNo, mobile }: { series: PostSeries; boardNo: number; mobile: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const place = seriesPlace(series.parts, boardNo);
  if (!place) return null;
  const prefix = mobile ? "/m" : "";
  const shown = open ? series.parts.map((_, i) => i) : foldedParts(series.parts.length, place.number - 1);
  const folds = shown.length < series.parts.length;
  const titleId = `series-box-${series.seriesNo}`;
  return (
    <nav className="series-box" aria-labelledby={titleId}>
      <div className="series-box-head">
        <span className="series-box-kicker">{t(SERIES_TEXT.box)}</span>
        <Link id={titleId} to={seriesPath(series.userId, series.seriesNo, mobile)} className="series-box-title">
          {series.title}
        </Link>
        <span className="series-box-place" aria-label={t(SERIES_TEXT.placeLong, { n: place.number, total: place.total })}>
          {t(SERIES_TEXT.place, { n: place.number, total: place.total })}
        </span>
      </div>
      <ol className="series-box-parts" id={`${titleId}-parts`}>
        {shown.map((index, k) => {
          const part = series.parts[index]!;
          const gap = k > 0 && index - shown[k - 1]! > 1 ? index - shown[k - 1]! - 1 : 0;
          const current = part.boardNo === boardNo;
          return (
            <li key={part.boardNo} value={index + 1} className={current ? "current" : undefined}>
              {gap ? (
                <span className="series-box-gap" aria-hidden="true">
                  ⋯ {t(SERIES_TEXT.folded, { n: gap })}
                </span>
              ) : null}
              {current ? (
                <span aria-current="page" className="series-box-part">
                  <span className="series-box-no">{index + 1}</span>
                  <span className="series-box-subject">{part.subject}</span>
                  <span className="sr-only"> ({t(SERIES_TEXT.current)})</span>
                </span>
              ) : (
                <Link to={`${prefix}/d/${part.permaLink}`} className="series-box-part">
                  <span className="series-box-no">{index + 1}</span>
                  <span className="series-box-subject">{part.subject}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      {folds || open ? (
        <button
          type="button"
          className="series-box-toggle"
          aria-expanded={open}
          aria-controls={`${titleId}-parts`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t(SERIES_TEXT.showLess) : t(SERIES_TEXT.showAll, { total: place.total })}
        </button>
      ) : null}
      <div className="series-box-steps">
        {place.previous ? (
          <Link to={`${prefix}/d/${place.previous.permaLink}`} className="series-box-step previous" rel="prev">
            <span className="series-box-step-label">← {t(SERIES_TEXT.previous)}</span>
            <span className="series-box-step-subject">{place.previous.subject}</span>
          </Link>
        ) : (
          <span />
        )}
        {place.next ? (
          <Link to={`${prefix}/d/${place.next.permaLink}`} className="series-box-step next" rel="next">
            <span className="series-box-step-label">{t(SERIES_TEXT.next)} →</span>
            <span className="series-box-step-subject">{place.next.subject}</span>
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
