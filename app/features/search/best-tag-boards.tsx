// The home tab's best posts of the top tags: one row per tag with its most popular posts.
import { Link } from "react-router";
import type { TagBoards } from "../../../server/modules/boards/lists";
import { PostList } from "../../components/post-card";
import { useT } from "../../lib/i18n";
import { tagPath } from "./tag-path";
import { LISTS } from "./text";

export function BestTagBoards({ groups, mobile, now }: { groups: TagBoards[]; mobile: boolean; now: Date }) {
  const t = useT();
  if (!groups.length) return null;
  return (
    <section className="best-tag-boards" aria-label={t(LISTS.bestByTag)}>
      {groups.map((g) => (
        // A tag with two posts or fewer takes half a row, so two such tags sit side by side.
        <div key={g.tag} className={g.boards.length <= 2 ? "best-tag-group half" : "best-tag-group"}>
          <div className="section-title">
            <h2>
              <span className="tag-hash">#{g.tag}</span> {t(LISTS.popularIn)}
            </h2>
            <Link to={tagPath(g.tag, mobile)}>{t(LISTS.more)}</Link>
          </div>
          <PostList posts={g.boards} mobile={mobile} now={now} />
        </div>
      ))}
    </section>
  );
}
