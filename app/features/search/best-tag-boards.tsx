// The home tab's best posts of the top tags: one row per tag with its most popular posts.
import { Link } from "react-router";
import type { TagBoards } from "../../../server/modules/boards/lists";
import { PostList } from "../../components/post-card";
import { tagPath } from "./tag-links";

export function BestTagBoards({ groups, mobile, now }: { groups: TagBoards[]; mobile: boolean; now: Date }) {
  if (!groups.length) return null;
  return (
    <section className="best-tag-boards" aria-label="태그별 인기 글">
      {groups.map((g) => (
        // A tag with two posts or fewer takes half a row, so two such tags sit side by side.
        <div key={g.tag} className={g.boards.length <= 2 ? "best-tag-group half" : "best-tag-group"}>
          <div className="section-title">
            <h2>
              <span className="tag-hash">#{g.tag}</span> 인기 글
            </h2>
            <Link to={tagPath(g.tag, mobile)}>더 보기 ›</Link>
          </div>
          <PostList posts={g.boards} mobile={mobile} now={now} />
        </div>
      ))}
    </section>
  );
}
