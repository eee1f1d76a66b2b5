// The detail page's reactions (docs/product/engagement.md detail page, like toggle, like/bookmark/follow,
// §1 share popups, §8 copy message): like with its count, bookmark, share and the author's
// follow button, each showing the viewer's current state. Member-only actions go through
// useMemberAction({ verified: true }) (sign-in prompt, e-mail verification modal).
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { REACTION_MSG } from "../../../core/reactions";
import { Avatar } from "../../components/ui/avatar";
import { useUi } from "../../components/ui/ui-provider";
import type { BoardDetail } from "../../../server/modules/boards/types";
import type { PostReactions } from "../../../server/modules/reactions/types";
import { api } from "../../lib/api";
import { useIsMobile } from "../../lib/device";
import { useFormat, useT } from "../../lib/i18n";
import { useRootData } from "../../lib/viewer";
import { useMemberAction } from "../auth/use-member-action";
import { CHEER_TEXT } from "../../../core/cheers";
import { openCheerForm, useCheers } from "./cheer";
import { BookmarkIcon, HeartButtonIcon, ShareIcon } from "./icons";
import { REACTIONS } from "./text";

export type ReactionPost = Pick<BoardDetail, "boardNo" | "permaLink" | "subject" | "description" | "uploader">;

/** The reader's reactions on the post (the post's number is the bar's own). */
export type ReactionState = Omit<PostReactions, "boardNo">;

// Without a message from the server, reactions say that the request did not go through.
const failure = REACTION_MSG.failed;

export function ReactionBar({
  post,
  initial,
  canonical,
  image,
}: {
  post: ReactionPost;
  initial: ReactionState;
  canonical: string;
  image: string | null;
}) {
  const { viewer, language } = useRootData();
  const mobile = useIsMobile();
  const ui = useUi();
  const t = useT();
  const format = useFormat();
  const params = useParams();
  const guard = useMemberAction({ verified: true });
  const [state, setState] = useState(initial);
  // The state an action starts from. A member's own state may arrive after the page (a shared
  // page: lib/viewer.ts) and a click made before it waits for it (useMemberAction), so actions
  // read the newest state here rather than the one their click rendered with.
  const latest = useRef(initial);
  const apply = (patch: Partial<ReactionState>) => {
    latest.current = { ...latest.current, ...patch };
    setState(latest.current);
  };
  const busy = useRef({ like: false, bookmark: false, follow: false });
  // 응원하기: the count for everyone, the form for readers (decision 0190).
  const [cheers, setCheers] = useCheers(post.boardNo);
  const openCheer = () => void guard(() => openCheerForm(ui, post.boardNo, setCheers));
  useEffect(() => {
    latest.current = initial;
    setState(initial);
  }, [initial]);

  // Someone arrived through a member's share link (/d/{permaLink}-{sharer}): count the visit.
  const opened = params.permaLink ?? "";
  useEffect(() => {
    if (opened.includes("-")) void api("POST /api/board/shortLink/visit", { body: { permaLink: opened } }, { failure });
  }, [opened]);

  const run = async (key: "like" | "bookmark" | "follow", work: () => Promise<void>) => {
    if (busy.current[key]) return;
    busy.current[key] = true;
    try {
      await work();
    } finally {
      busy.current[key] = false;
    }
  };

  const toggleLike = () =>
    void guard(
      () =>
        void run("like", async () => {
          const route = latest.current.likeYn ? "POST /api/board/likeCntDown" : "POST /api/board/likeCntUp";
          const result = await api(route, { body: { boardNo: post.boardNo } }, { failure });
          if (!result.ok) return ui.toast(result.message);
          apply({ likeYn: result.data.likeYn, likeCount: result.data.likeCount });
        }),
    );

  const toggleBookmark = () =>
    void guard(
      () =>
        void run("bookmark", async () => {
          const result = await api(
            "POST /api/board/contents/:boardNo/bookmark",
            { params: { boardNo: post.boardNo }, body: { bookmark: !latest.current.bookmark } },
            { failure },
          );
          if (!result.ok) return ui.toast(result.message);
          apply({ bookmark: result.data.bookmark });
          ui.toast(result.data.bookmark ? REACTION_MSG.bookmarked : REACTION_MSG.unbookmarked);
          // Offline reading (decision 0220): a bookmarked post is kept on this device, an unbookmarked one goes.
          const path = `${mobile ? "/m" : ""}/d/${post.permaLink}`;
          const on = result.data.bookmark;
          void import("../offline/saved-posts")
            .then((m): Promise<unknown> => (on ? m.savePost(path, post.subject, language) : m.removeSavedPost(path)))
            .catch(() => undefined);
        }),
    );

  const toggleFollow = () =>
    void guard(
      () =>
        void run("follow", async () => {
          const route = latest.current.followYn ? "DELETE /api/user/follow/:userId" : "POST /api/user/follow/:userId";
          const result = await api(route, { params: { userId: post.uploader.userId } }, { failure });
          if (!result.ok) return ui.toast(result.message);
          apply({ followYn: result.data.followYn });
          ui.toast(result.data.followYn ? REACTION_MSG.followed : REACTION_MSG.unfollowed);
        }),
    );

  const openShare = async () => {
    // The share sheet's code (channels, links, copy) loads when it is first opened.
    const [{ ShareSheet }, { SHARE_MSG }] = await Promise.all([import("./share-sheet"), import("../../../core/share")]);
    let url = canonical;
    // A member shares their own link, so visitors and sign-ups it brings are counted for them.
    if (viewer) {
      const link = await api("GET /api/board/getMyInviteURL", { query: { boardNo: post.boardNo } }, { failure });
      if (link.ok) url = link.data.url;
    }
    ui.openModal({
      id: "modalShare",
      title: REACTIONS.shareTitle,
      size: "large",
      body: (
        <ShareSheet
          post={post}
          url={url}
          image={image}
          onCopied={(ok) => ui.toast(ok ? SHARE_MSG.copied : SHARE_MSG.copyFailed)}
          // A member's share counts once a network is chosen or the link copied; a failure to record it is no reader's concern.
          onShared={(channel) => {
            if (viewer) void api("POST /api/board/shared", { body: { boardNo: post.boardNo, channel } });
          }}
        />
      ),
      buttons: [{ label: REACTIONS.close, style: "white" }],
    });
  };

  const authorLink = mobile ? `/m/other/${post.uploader.userId}` : `/other/${post.uploader.userId}/dashboard`;
  return (
    <section className={mobile ? "reaction-area mobile" : "reaction-area"} aria-label={t(REACTIONS.area)}>
      <div className="reaction-bar">
        {state.mine ? (
          <span className="reaction-btn static" title={t(REACTIONS.likesReceived)}>
            <HeartButtonIcon />
            <span>
              {t(REACTIONS.like)} {format.count(state.likeCount)}
            </span>
          </span>
        ) : (
          <button
            type="button"
            className={state.likeYn ? "reaction-btn liked" : "reaction-btn"}
            aria-pressed={state.likeYn}
            onClick={toggleLike}
          >
            <HeartButtonIcon filled={state.likeYn} />
            <span>
              {t(REACTIONS.like)} <span className="reaction-count">{format.count(state.likeCount)}</span>
            </span>
          </button>
        )}
        <button
          type="button"
          className={state.bookmark ? "reaction-btn saved" : "reaction-btn"}
          aria-pressed={state.bookmark}
          onClick={toggleBookmark}
        >
          <BookmarkIcon filled={state.bookmark} />
          <span>{t(REACTIONS.bookmark)}</span>
        </button>
        <button type="button" className="reaction-btn" onClick={() => void openShare()} aria-haspopup="dialog">
          <ShareIcon />
          <span>{t(REACTIONS.share)}</span>
        </button>
        {state.mine ? (
          <span className="reaction-btn static cheer-count" data-testid="cheer-count">
            {t(CHEER_TEXT.count, { n: format.count(cheers?.count ?? 0) })}
          </span>
        ) : (
          <button type="button" className="reaction-btn cheer-btn" onClick={openCheer} aria-haspopup="dialog">
            <span aria-hidden="true">👏</span>
            <span>
              {t(CHEER_TEXT.button)}{" "}
              <span className="cheer-count" data-testid="cheer-count">
                {format.count(cheers?.count ?? 0)}
              </span>
            </span>
          </button>
        )}
      </div>
      <div className="author-card">
        <Avatar name={post.uploader.userName} src={post.uploader.userProfileImg} ring={post.uploader.pfpTokenRarity} size={48} />
        <div className="author-card-text">
          <Link to={authorLink} className="name">
            {post.uploader.userName}
          </Link>
          <span className="hint">{t(state.mine ? REACTIONS.mine : REACTIONS.followHint)}</span>
        </div>
        {state.mine ? null : (
          <button
            type="button"
            className={state.followYn ? "btn btn-blue-outline follow-btn" : "btn btn-blue follow-btn"}
            aria-pressed={state.followYn}
            onClick={toggleFollow}
          >
            {t(state.followYn ? REACTIONS.following : REACTIONS.follow)}
          </button>
        )}
      </div>
    </section>
  );
}
