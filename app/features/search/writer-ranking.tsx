// The home tab's popular writers (docs/product/reading.md getAllRank): the members whose visible posts gathered
// the most likes and views, each leading to their page.
import { Link } from "react-router";
import type { WriterRank } from "../../../server/modules/boards/lists";
import { Avatar } from "../../components/ui/avatar";
import { useFormat, useT } from "../../lib/i18n";
import { LISTS } from "./text";

export function WriterRanking({ writers, mobile }: { writers: WriterRank[]; mobile: boolean }) {
  const t = useT();
  const format = useFormat();
  if (!writers.length) return null;
  return (
    <section className={mobile ? "writer-ranking m" : "writer-ranking"} aria-labelledby="writer-ranking-title">
      <div className="section-title">
        <h2 id="writer-ranking-title">{t(LISTS.writers)}</h2>
      </div>
      <ol className="writer-ranking-list">
        {writers.map((w) => (
          <li key={w.userId}>
            <Link to={mobile ? `/m/other/${w.userId}` : `/other/${w.userId}/dashboard`} className="writer-ranking-item">
              <span className="writer-rank" aria-label={t(LISTS.rank, { n: w.rank })}>
                {w.rank}
              </span>
              <Avatar name={w.userName} src={w.userProfileImg} ring={w.pfpTokenRarity} size={mobile ? 40 : 48} />
              <span className="writer-name">{w.userName}</span>
              <span className="writer-stats">
                {t(LISTS.writerStats, { posts: format.count(w.boardCount), likes: format.count(w.likeCount) })}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
