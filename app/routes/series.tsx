// /other/{userId}/series/{seriesNo} (and under /m): one series, its parts in the owner's order —
// the parts every reader may see, numbered as they stand (docs/product/series.md §4). Shared by
// every reader; the owner's writes empty it (their tag).
import { data, Link, useLoaderData, type MetaFunction } from "react-router";
import { memberTag } from "../../core/cache-tags";
import { say } from "../../core/i18n";
import { SERIES_MSG, seriesListPath } from "../../core/series";
import { SERIES_TEXT } from "../features/series/text";
import { useIsMobile } from "../lib/device";
import { useFormat, useT } from "../lib/i18n";
import { feedLinks } from "../lib/feed-links";
import { metaContext } from "../lib/meta";
import type { LoaderArgs, PageHandle } from "../lib/viewer";
import "../styles/series.css";

export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ params, context }: LoaderArgs) {
  const userId = params.userId ?? "";
  const raw = params.seriesNo ?? "";
  context.cache.tag(memberTag(userId));
  const detail = /^\d{1,15}$/.test(raw) ? await context.services.series.read(userId, Number(raw)) : null;
  if (!detail) throw data(say(SERIES_MSG.notFound, context.language), { status: 404 });
  const site = context.services.site();
  return { detail, canonical: `${site.publicUrl}/other/${userId}/series/${detail.seriesNo}` };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const { siteName } = metaContext(matches);
  if (!loaded) return [{ title: siteName }];
  const { detail, canonical } = loaded;
  return [
    { title: `${detail.title} | ${siteName}` },
    ...(detail.description ? [{ name: "description", content: detail.description }] : []),
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: detail.title },
    { property: "og:url", content: canonical },
    ...feedLinks({ kind: "series", userId: detail.userId, seriesNo: detail.seriesNo }, `${detail.title} | ${siteName}`),
  ];
};

export default function SeriesPage() {
  const { detail } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const t = useT();
  const format = useFormat();
  const prefix = mobile ? "/m" : "";
  return (
    <section aria-labelledby="series-title">
      <div className="series-page-head">
        <Link to={seriesListPath(detail.userId, mobile)} className="muted">
          {t(SERIES_TEXT.by, { name: detail.userName })}
        </Link>
        <h2 id="series-title">{detail.title}</h2>
        {detail.description ? <p>{detail.description}</p> : null}
        <span className="series-meta">
          <span>{t(SERIES_TEXT.parts, { n: detail.partCount })}</span>
          <span aria-hidden="true">·</span>
          <span>{t(SERIES_TEXT.updated, { when: format.date(detail.updatedAt) })}</span>
        </span>
      </div>
      {detail.parts.length ? (
        <ol className="series-parts" aria-label={t(SERIES_TEXT.partsOf, { title: detail.title })}>
          {detail.parts.map((part, index) => (
            <li key={part.boardNo}>
              <Link to={`${prefix}/d/${part.permaLink}`}>
                <span className="series-part-no">{t(SERIES_TEXT.partNumber, { n: index + 1 })}</span>
                <span className="series-part-subject">{part.subject}</span>
                <time className="series-part-date" dateTime={part.regDate}>
                  {format.date(part.regDate)}
                </time>
              </Link>
            </li>
          ))}
        </ol>
      ) : (
        <div className="empty-state">{t(SERIES_TEXT.noParts)}</div>
      )}
    </section>
  );
}
