// The curation board and the ranking panel (home curation tab, /curation, /m/curation).
import { T } from "../../lib/i18n";
import { useState } from "react";
import { Link } from "react-router";
import { RANKING_DEFAULT_COUNT, type RankingTab } from "../../../core/curation";
import { formatCount } from "../../../core/format";
import { topicLabel } from "../../../core/topics";
import type { BoardCard } from "../../../server/modules/boards/types";
import type { CurationBoardItem, RankingItem, SeasonInfo } from "../../../server/modules/curation/types";
import { Avatar } from "../../components/ui/avatar";
import "../../styles/curation.css";

// The parts of the server's season, board and ranking the views show.
export type SeasonView = Pick<
  SeasonInfo,
  "seasonId" | "title" | "startDate" | "endDate" | "walletDeadline" | "writerPoolText" | "curatorPoolText" | "status" | "totalVotes"
>;

export type BoardItemView = Pick<CurationBoardItem, "rank" | "votes"> & {
  board: Pick<BoardCard, "boardNo" | "permaLink" | "subject" | "topic" | "viewCount"> & {
    uploader: Pick<BoardCard["uploader"], "userName">;
  };
};

export type RankingItemView = Pick<RankingItem, "rank" | "userId" | "userName" | "userProfileImg" | "votes" | "rewardText">;

const STATUS_LABEL: Record<SeasonView["status"], string> = {
  scheduled: "시작 전",
  running: "진행 중",
  ended: "정산 중",
  settled: "정산 완료",
};

export function seoulDate(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 9 * 3_600_000);
  return `${d.getUTCFullYear()}.${String(d.getUTCMonth() + 1).padStart(2, "0")}.${String(d.getUTCDate()).padStart(2, "0")}`;
}

export function SeasonHeader({ season, mobile }: { season: SeasonView; mobile: boolean }) {
  return (
    <section className="curation-season" aria-label="큐레이션 시즌">
      <div>
        <h2>
          {season.title} <span className="chip">{STATUS_LABEL[season.status]}</span>
        </h2>
        <p>
          {seoulDate(season.startDate)} ~ {seoulDate(season.endDate)} · 투표 {formatCount(season.totalVotes)}개 ·{" "}
          <Link to={mobile ? "/m/curation-guide" : "/curation-guide"}>보상 계산 방법</Link>
        </p>
      </div>
      <div className="curation-pools">
        <div className="curation-pool">
          작성자 보상
          <strong>{season.writerPoolText} 토큰</strong>
        </div>
        <div className="curation-pool">
          큐레이터 보상
          <strong>{season.curatorPoolText} 토큰</strong>
        </div>
      </div>
    </section>
  );
}

export function CurationBoardList({ items, mobile }: { items: BoardItemView[]; mobile: boolean }) {
  if (!items.length) {
    return (
      <div className="curation-empty">
        아직 투표받은 글이 없어요. 글을 10초 이상 읽고 받은 큐레이팅으로 좋은 글에 첫 투표를 해 보세요.
        <div style={{ marginTop: 12 }}>
          <Link to={mobile ? "/m/new" : "/new"} className="btn btn-blue-outline">
            최신 콘텐츠 보기
          </Link>
        </div>
      </div>
    );
  }
  return (
    <ol className="curation-board" aria-label="큐레이션 보드">
      {items.map((item) => (
        <li key={item.board.boardNo} className="curation-board-item">
          <span className={item.rank <= 3 ? "curation-rank top" : "curation-rank"}>{item.rank}</span>
          <div>
            <Link className="subject" to={`${mobile ? "/m" : ""}/d/${item.board.permaLink}`}>
              {item.board.subject}
            </Link>
            <div className="meta">
              {topicLabel(item.board.topic) ? <T text={topicLabel(item.board.topic)!} /> : null} · {item.board.uploader.userName} · 조회{" "}
              {formatCount(item.board.viewCount)}
            </div>
          </div>
          <span className="vote-count">{formatCount(item.votes)}표</span>
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
  const [tab, setTab] = useState<RankingTab>("writer");
  const list = (tab === "writer" ? writers : curators).slice(0, RANKING_DEFAULT_COUNT);
  return (
    <section className="ranking-panel" aria-label="큐레이션 랭킹">
      <div className="ranking-tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === "writer"} onClick={() => setTab("writer")}>
          작성자 랭킹
        </button>
        <button type="button" role="tab" aria-selected={tab === "curator"} onClick={() => setTab("curator")}>
          큐레이터 랭킹
        </button>
      </div>
      {list.length ? (
        <ol className="ranking-list" data-testid={`ranking-${tab}`}>
          {list.map((r) => (
            <li key={`${r.rank}-${r.userId}`}>
              <strong>{r.rank}</strong>
              <Avatar name={r.userName} src={r.userProfileImg} size={28} />
              <span className="name">
                {r.userName} <span style={{ color: "var(--color-text-muted)" }}>· {r.votes}표</span>
              </span>
              <span className="reward">{r.rewardText}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="curation-empty">No Data</p>
      )}
      <p style={{ fontSize: 12, color: "var(--color-text-muted)", margin: "8px 0 0" }}>
        {estimate ? "보상은 지금까지의 투표로 계산한 예상 토큰입니다." : "정산된 토큰 보상입니다."}
      </p>
    </section>
  );
}
