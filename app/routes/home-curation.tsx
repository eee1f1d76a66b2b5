// Curation tab (/curation, /m/curation): the running season with its pools, the curation
// board (most votes first) and the writer / curator rankings, refreshed every 30 seconds.
import { LISTS_TAG } from "../../core/cache-tags";
import { useEffect } from "react";
import { Link, useLoaderData, useRevalidator, type MetaFunction } from "react-router";
import { Pagination } from "../components/ui/pagination";
import { CurationBoardList, RankingPanel, SeasonHeader } from "../features/curation/board";
import { CurationRewardModals } from "../features/curation/reward-modals";
import { CURATION_TEXT as C } from "../features/curation/text";
import { useIsMobile } from "../lib/device";
import { useFormat, useT } from "../lib/i18n";
import { titleOf } from "../lib/meta";
import { useRootData, type LoaderArgs, type PageHandle } from "../lib/viewer";
import "../styles/curation.css";

const PAGE_SIZE = 20;

/** The same for every reader: rendered once and shared (lib/viewer.ts). */
export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ request, context }: LoaderArgs) {
  context.cache.tag(LISTS_TAG);
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,5}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  return context.services.curation.home({ page, size: PAGE_SIZE }).then((home) => ({ ...home, page }));
}

export const meta: MetaFunction = ({ matches }) => [{ title: titleOf(matches, C.curation) }];

/** Keeps the board and rankings live while the tab is visible. */
function useLiveRefresh(seconds: number) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, seconds * 1000);
    return () => window.clearInterval(timer);
  }, [revalidator, seconds]);
}

export default function HomeCuration() {
  const { season, boards, totalBoards, writers, curators, page } = useLoaderData<typeof loader>();
  const t = useT();
  const format = useFormat();
  const mobile = useIsMobile();
  const signedIn = Boolean(useRootData().viewer);
  useLiveRefresh(30);
  if (!season) {
    return (
      <section className="shell-box" aria-labelledby="curation-heading">
        <h2 id="curation-heading" style={{ fontSize: 20, marginBottom: 8 }}>
          {t(C.preparingTitle)}
        </h2>
        <p style={{ margin: "0 0 16px" }}>{t(C.preparing)}</p>
        <Link to={mobile ? "/m/new" : "/new"} className="btn btn-blue-outline">
          {t(C.latest)}
        </Link>
      </section>
    );
  }
  const totalPages = Math.max(1, Math.ceil(totalBoards / PAGE_SIZE));
  return (
    <>
      <CurationRewardModals signedIn={signedIn} mobile={mobile} />
      <SeasonHeader season={season} mobile={mobile} />
      <div className="curation-layout">
        <div>
          <div className="section-title" style={{ marginTop: 0 }}>
            <h2>{t(C.board)}</h2>
            <span style={{ color: "var(--color-text-muted)", fontSize: 14 }}>
              {t(C.byVotes, { n: format.count(totalBoards), count: totalBoards })}
            </span>
          </div>
          <CurationBoardList items={boards} mobile={mobile} />
          {totalPages > 1 ? <Pagination page={page} totalPages={totalPages} /> : null}
        </div>
        <RankingPanel writers={writers} curators={curators} estimate={season.status !== "settled"} />
      </div>
    </>
  );
}
