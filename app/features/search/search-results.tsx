// Search results (docs/product/reading.md /search/{searchKey}/{searchType}): one row per post with the
// matched words marked in the title, the text around the match, tags and author.
import { useFormat, useT } from "../../lib/i18n";
import { Link } from "react-router";
import { topicLabel } from "../../../core/topics";
import type { SearchResult } from "../../../server/modules/search/types";
import { CARD_TEXT, PostThumb } from "../../components/post-card";
import { Avatar } from "../../components/ui/avatar";
import { Highlight } from "./highlight";
import { LISTS } from "./text";

export function SearchResultList({ items, term, mobile, now }: { items: SearchResult[]; term: string; mobile: boolean; now: Date }) {
  const t = useT();
  const format = useFormat();
  const prefix = mobile ? "/m" : "";
  return (
    <ol className={mobile ? "search-results m" : "search-results"}>
      {items.map((post) => (
        <li key={post.boardNo}>
          <Link to={`${prefix}/d/${post.permaLink}`} className="search-result">
            <div className="search-result-body">
              <div className="chip-row">
                <span className="chip">{topicLabel(post.topic) ? t(topicLabel(post.topic)!) : null}</span>
                {post.isDemo ? <span className="chip chip-demo">{t(CARD_TEXT.demo)}</span> : null}
              </div>
              <h3 className="search-result-title">
                <Highlight text={post.subject} term={term} />
              </h3>
              {post.matchText ? (
                <p className="search-result-text">
                  <Highlight text={post.matchText} term={term} />
                </p>
              ) : null}
              {post.tags.length ? (
                <p className="search-result-tags">
                  {post.tags.map((tag) => (
                    <span key={tag}>
                      #<Highlight text={tag} term={term} />
                    </span>
                  ))}
                </p>
              ) : null}
              <div className="post-meta">
                <span className="author">
                  <Avatar name={post.uploader.userName} src={post.uploader.userProfileImg} ring={post.uploader.pfpTokenRarity} size={20} />
                  <span>
                    <Highlight text={post.uploader.userName} term={term} />
                  </span>
                </span>
                <span className="dot" aria-hidden="true" />
                <time dateTime={post.regDate}>{format.ago(post.regDate, now)}</time>
                <span className="counts">
                  {t(LISTS.stats, { views: format.count(post.viewCount), likes: format.count(post.likeCount) })}
                </span>
              </div>
            </div>
            <PostThumb post={post} />
          </Link>
        </li>
      ))}
    </ol>
  );
}
