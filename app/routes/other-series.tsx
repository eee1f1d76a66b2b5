// /other/{userId}/series (and /m/other/{userId}/series): a member's series, newest first, each
// with its description and the count of parts readers see (docs/product/series.md §4).
import { data, Link, useLoaderData, type MetaFunction } from "react-router";
import { memberTag } from "../../core/cache-tags";
import { say } from "../../core/i18n";
import { seriesPath } from "../../core/series";
import { otherUserDataOf } from "../features/profile/other-user";
import { OTHER_MEMBER } from "../features/profile/other-text";
import { SERIES_TEXT } from "../features/series/text";
import { useIsMobile } from "../lib/device";
import { useFormat, useT } from "../lib/i18n";
import { titleOf } from "../lib/meta";
import type { LoaderArgs, PageHandle } from "../lib/viewer";
import "../styles/series.css";

/** The same for every reader: rendered once and shared, emptied by the member's writes (their tag). */
export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ params, context }: LoaderArgs) {
  const userId = params.userId ?? "";
  context.cache.tag(memberTag(userId));
  const list = await context.services.series.ofMember(userId);
  if (!list) throw data(say(OTHER_MEMBER.notFound, context.language), { status: 404 });
  return { list, userId };
}

export const meta: MetaFunction = ({ matches }) => {
  const profile = otherUserDataOf(matches)?.profile;
  return [{ title: titleOf(matches, SERIES_TEXT.by, { name: profile?.userName ?? "" }) }];
};

export default function OtherSeries() {
  const { list, userId } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const t = useT();
  const format = useFormat();
  return (
    <>
      <div className="section-title">
        <h2>{t(SERIES_TEXT.listHeading)}</h2>
      </div>
      {list.items.length ? (
        <ul className="series-list">
          {list.items.map((item) => (
            <li key={item.seriesNo}>
              <Link to={seriesPath(userId, item.seriesNo, mobile)} className="series-card">
                <h3>{item.title}</h3>
                {item.description ? <p>{item.description}</p> : null}
                <span className="series-meta">
                  <span>{t(SERIES_TEXT.parts, { n: item.partCount })}</span>
                  <span aria-hidden="true">·</span>
                  <span>{t(SERIES_TEXT.updated, { when: format.date(item.updatedAt) })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="empty-state">{t(SERIES_TEXT.noSeries)}</div>
      )}
    </>
  );
}
