// The curation board and the ranking panel (home curation tab, /curation, /m/curation).
import { useState } from "react";
import { Link } from "react-router";
import { CURATION_MSG, formatTokens, RANKING_DEFAULT_COUNT, type RankingTab } from "../../../core/curation";
import { topicLabel } from "../../../core/topics";
import type { BoardCard } from "../../../server/modules/boards/types";
import type { CurationBoardItem, RankingItem, SeasonInfo } from "../../../server/modules/curation/types";
import { Avatar } from "../../components/ui/avatar";
import { useFormat, useLanguage, useT } from "../../lib/i18n";
import { CURATION_TEXT } from "./text";
import "../../styles/curation.css";

// The parts of the server's season, board and ranking the views show.
export type SeasonView = Pick<
  SeasonInfo,
  "seasonId" | "title" | "startDate" | "endDate" | "walletDeadline" | "writerPool" | "curatorPool" | "status" | "totalVotes"
>;

export type BoardItemView = Pick<CurationBoardItem, "rank" | "votes"> & {
  board: Pick<BoardCard, "boardNo" | "permaLink" | "subject" | "topic" | "viewCount"> & {
    uploader: Pick<BoardCard["uploader"], "userName">;
  };
};

export type RankingItemView = Pick<
  RankingItem,
  "rank" | "userId" | "userName" | "userProfileImg" | "pfpTokenRarity" | "votes" | "rewardAmount"
>;

/** Token amounts in the reader's language ("0.01 미만" / "less than 0.01"). */
export function useTokens(): (micro: string | number | bigint) => string {
  const language = useLanguage();
  return (micro) => formatTokens(micro, language);
}

export function seoulDate(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 9 * 3_600_000);
  return `${d.getUTCFullYear()}.${String(d.getUTCMonth() + 1).padStart(2, "0")}.${String(d.getUTCDate()).padStart(2, "0")}`;
}

export function SeasonHeader({ season, mobile }: { season: SeasonView; mobile: boolean }) {
  const t = useT();
  const format = useFormat();
  const tokens = useTokens();
  return (
    <section className="curation-season" aria-label={t(CURATION_TEXT.season)}>
      <div>
        <h2>
          {season.title} <span className="chip">{t(CURATION_TEXT[season.status])}</span>
        </h2>
        <p>
          {seoulDate(season.startDate)} ~ {seoulDate(season.endDate)} ·{" "}
          {t(CURATION_TEXT.votesTotal, { n: format.count(season.totalVotes), count: season.totalVotes })} ·{" "}
          <Link to={mobile ? "/m/curation-guide" : "/curation-guide"}>{t(CURATION_TEXT.howRewards)}</Link>
        </p>
      </div>
      <div className="curation-pools">
        <div className="curation-pool">
          {t(CURATION_TEXT.writerPool)}
          <strong>{t(CURATION_TEXT.tokens, { amount: tokens(season.writerPool) })}</strong>
        </div>
        <div className="curation-pool">
          {t(CURATION_TEXT.curatorPool)}
          <strong>{t(CURATION_TEXT.tokens, { amount: tokens(season.curatorPool) })}</strong>
        </div>
      </div>
    </section>
  );
}

export function CurationBoardList({ items, mobile }: { items: BoardItemView[]; mobile: boolean }) {
  const t = useT();
  const format = useFormat();
  if (!items.length) {
    return (
      <div className="curation-empty">
        {t(CURATION_TEXT.boardEmpty)}
        <div style={{ marginTop: 12 }}>
          <Link to={mobile ? "/m/new" : "/new"} className="btn btn-blue-outline">
            {t(CURATION_TEXT.latest)}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <ol className="curation-board" aria-label={t(CURATION_TEXT.board)}>
      {items.map((item) => (
        <li key={item.board.boardNo} className="curation-board-item">
          <span className={item.rank <= 3 ? "curation-rank top" : "curation-rank"}>{item.rank}</span>
          <div>
            <Link className="subject" to={`${mobile ? "/m" : ""}/d/${item.board.permaLink}`}>
              {item.board.subject}
            </Link>
            <div className="meta">
              {topicLabel(item.board.topic) ? t(topicLabel(item.board.topic)!) : null} · {item.board.uploader.userName} ·{" "}
              {t(CURATION_TEXT.views, { n: format.count(item.board.viewCount) })}
            </div>
          </div>
          <span className="vote-count">{t(CURATION_TEXT.votes, { n: format.count(item.votes), count: item.votes })}</span>
        </li>
      ))}
    </ol>
  );
}

export function RankingPanel({
  writers,
  curators,
  estimate,
}: {
  writers: RankingItemView[];
  curators: RankingItemView[];
  estimate: boolean;
}) {
  const t = useT();
  const tokens = useTokens();
  const [tab, setTab] = useState<RankingTab>("writer");
  const list = (tab === "writer" ? writers : curators).slice(0, RANKING_DEFAULT_COUNT);
  return (
    <section className="ranking-panel" aria-label={t(CURATION_TEXT.ranking)}>
      <div className="ranking-tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === "writer"} onClick={() => setTab("writer")}>
          {t(CURATION_TEXT.writerRanking)}
        </button>
        <button type="button" role="tab" aria-selected={tab === "curator"} onClick={() => setTab("curator")}>
          {t(CURATION_TEXT.curatorRanking)}
        </button>
      </div>
      {list.length ? (
        <ol className="ranking-list" data-testid={`ranking-${tab}`}>
          {list.map((r) => (
            <li key={`${r.rank}-${r.userId}`}>
              <strong>{r.rank}</strong>
              <Avatar name={r.userName} src={r.userProfileImg} ring={r.pfpTokenRarity} size={28} />
              <span className="name">
                {r.userName}{" "}
                <span style={{ color: "var(--color-text-muted)" }}>· {t(CURATION_TEXT.votes, { n: r.votes, count: r.votes })}</span>
              </span>
              <span className="reward">{tokens(r.rewardAmount)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="curation-empty">{t(CURATION_MSG.noData)}</p>
      )}
      <p style={{ fontSize: 12, color: "var(--color-text-muted)", margin: "8px 0 0" }}>
        {t(estimate ? CURATION_TEXT.estimate : CURATION_TEXT.settledRewards)}
      </p>
    </section>
  );
}
