// Post cards (DESIGN.md): 16:9 thumbnail (a topic-coloured cover with the title when the
// post has no image), topic chip, title two lines max, author, relative time, counts in
// the core format (1.2천, 3만).
import { Fragment, type ReactNode } from "react";
import { withAdSlot } from "../../core/ads";
import { Link } from "react-router";
import { counted, texts } from "../../core/i18n";
import { topicCoverGradient } from "../../core/topic-covers";
import { topicLabel } from "../../core/topics";
import { useFormat, useT } from "../lib/i18n";
import { usePrefetch, type PrefetchMode } from "../lib/prefetch";
import type { BoardCard } from "../../server/modules/boards/types";
import { Avatar } from "./ui/avatar";
import { CommentIcon, EyeIcon, HeartIcon } from "./ui/icons";

export const CARD_TEXT = texts({
  views: { ko: "조회 {n}", en: (p) => counted(p.n, "view") },
  likes: { ko: "좋아요 {n}", en: (p) => counted(p.n, "like") },
  comments: { ko: "댓글 {n}", en: (p) => counted(p.n, "comment") },
  demo: { ko: "데모", en: "Demo" },
  emptyTitle: { ko: "아직 올라온 글이 없어요", en: "No posts yet" },
  emptyBody: { ko: "첫 번째 글의 주인공이 되어 보세요.", en: "Be the first to post." },
});

export function PostThumb({ post, showTitle = true }: { post: BoardCard; showTitle?: boolean }) {
  const t = useT();
  const topic = topicLabel(post.topic);
  return (
    <div className="post-thumb" style={post.thumb ? undefined : { background: topicCoverGradient(post.topic) }}>
      {post.thumb ? (
        <img src={post.thumb} alt="" loading="lazy" decoding="async" />
      ) : showTitle ? (
        <span className="post-thumb-text" aria-hidden="true">
          {topic ? t(topic) : null}
        </span>
      ) : null}
    </div>
  );
}

function Counts({ post }: { post: BoardCard }) {
  const t = useT();
  const format = useFormat();
  return (
    <span className="counts">
      <span title={t(CARD_TEXT.views, { n: post.viewCount })}>
        <EyeIcon style={{ width: 14, height: 14, verticalAlign: "-2px" }} /> {format.count(post.viewCount)}
      </span>
      <span title={t(CARD_TEXT.likes, { n: post.likeCount })}>
        <HeartIcon style={{ width: 14, height: 14, verticalAlign: "-2px" }} /> {format.count(post.likeCount)}
      </span>
      {post.commentCount > 0 ? (
        <span title={t(CARD_TEXT.comments, { n: post.commentCount })}>
          <CommentIcon style={{ width: 14, height: 14, verticalAlign: "-2px" }} /> {format.count(post.commentCount)}
        </span>
      ) : null}
    </span>
  );
}

/** The topic chip and the demo mark of a card. */
function CardChips({ post }: { post: BoardCard }) {
  const t = useT();
  const topic = topicLabel(post.topic);
  return (
    <div className="chip-row">
      {topic ? <span className="chip">{t(topic)}</span> : null}
      {post.isDemo ? <span className="chip chip-demo">{t(CARD_TEXT.demo)}</span> : null}
    </div>
  );
}

export function PostCard({ post, now, prefetch = "none" }: { post: BoardCard; now: Date; prefetch?: PrefetchMode }) {
  const format = useFormat();
  return (
    <Link to={`/d/${post.permaLink}`} className="post-card" prefetch={prefetch}>
      <PostThumb post={post} />
      <div className="post-card-body">
        <CardChips post={post} />
        <h3 className="post-card-title">{post.subject}</h3>
        <p className="post-card-excerpt">{post.excerpt.replace(/^\[데모 콘텐츠\]\s*/, "")}</p>
        <div className="post-meta">
          <span className="author">
            <Avatar name={post.uploader.userName} src={post.uploader.userProfileImg} ring={post.uploader.pfpTokenRarity} size={20} />
            <span>{post.uploader.userName}</span>
          </span>
          <span className="dot" aria-hidden="true" />
          <time dateTime={post.regDate}>{format.ago(new Date(post.regDate), now)}</time>
          <Counts post={post} />
        </div>
      </div>
    </Link>
  );
}

export function MobilePostCard({ post, now, prefetch = "none" }: { post: BoardCard; now: Date; prefetch?: PrefetchMode }) {
  const format = useFormat();
  return (
    <Link to={`/m/d/${post.permaLink}`} className="m-card" prefetch={prefetch}>
      <div style={{ minWidth: 0 }}>
        <CardChips post={post} />
        <h3 className="m-card-title">{post.subject}</h3>
        <div className="post-meta">
          <span className="author">
            <span>{post.uploader.userName}</span>
          </span>
          <span className="dot" aria-hidden="true" />
          <time dateTime={post.regDate}>{format.ago(new Date(post.regDate), now)}</time>
          <Counts post={post} />
        </div>
      </div>
      <PostThumb post={post} />
    </Link>
  );
}

export function PostList({
  posts,
  mobile,
  now,
  ad,
}: {
  posts: BoardCard[];
  mobile: boolean;
  now: Date;
  /** The in-feed ad slot: what to show and at which card (core/ads.ts). */
  ad?: { node: ReactNode; index: number } | undefined;
}) {
  const t = useT();
  const prefetch = usePrefetch();
  if (posts.length === 0) {
    return (
      <div className="empty-state">
        <strong>{t(CARD_TEXT.emptyTitle)}</strong>
        {t(CARD_TEXT.emptyBody)}
      </div>
    );
  }
  const cells = withAdSlot(posts, ad?.index ?? 0, ad !== undefined);
  const render = (cell: (typeof cells)[number]) =>
    cell.ad ? (
      <Fragment key="ad-slot">{ad?.node}</Fragment>
    ) : mobile ? (
      <MobilePostCard key={cell.card.boardNo} post={cell.card} now={now} prefetch={prefetch} />
    ) : (
      <PostCard key={cell.card.boardNo} post={cell.card} now={now} prefetch={prefetch} />
    );
  return <div className={mobile ? "m-list" : "card-grid"}>{cells.map(render)}</div>;
}
