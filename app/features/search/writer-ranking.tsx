// The home tab's popular writers (SPEC §7 getAllRank): the members whose visible posts gathered
// the most likes and views, each leading to their page.
import { Link } from "react-router";
import { formatCount } from "../../../core/format";
import type { WriterRank } from "../../../server/modules/boards/lists";
import { Avatar } from "../../components/ui/avatar";

export function WriterRanking({ writers, mobile }: { writers: WriterRank[]; mobile: boolean }) {
  if (!writers.length) return null;
  return (
    <section className={mobile ? "writer-ranking m" : "writer-ranking"} aria-labelledby="writer-ranking-title">
      <div className="section-title">
        <h2 id="writer-ranking-title">인기 작가</h2>
      </div>
      <ol className="writer-ranking-list">
        {writers.map((w) => (
          <li key={w.userId}>
            <Link to={mobile ? `/m/other/${w.userId}` : `/other/${w.userId}/dashboard`} className="writer-ranking-item">
              <span className="writer-rank" aria-label={`${w.rank}위`}>
                {w.rank}
              </span>
              <Avatar name={w.userName} src={w.userProfileImg} size={mobile ? 40 : 48} />
              <span className="writer-name">{w.userName}</span>
              <span className="writer-stats">
                글 {formatCount(w.boardCount)} · 좋아요 {formatCount(w.likeCount)}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
