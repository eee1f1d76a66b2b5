// The detail page's reactions (SPEC §2 detail page, §4 like toggle, §5 like/bookmark/follow,
// §1 share popups, §8 copy message): like with its count, bookmark, share and the author's
// follow button, each showing the viewer's current state. Member-only actions go through
// useMemberAction({ verified: true }) (sign-in prompt, e-mail verification modal).
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { formatCount } from "../../../core/format";
import { REACTION_MSG } from "../../../core/reactions";
import { SHARE_CHANNELS, SHARE_LABELS, SHARE_MSG, shareUrl, type ShareChannel } from "../../../core/share";
import { Avatar } from "../../components/ui/avatar";
import { useUi } from "../../components/ui/ui-provider";
import { useIsMobile } from "../../lib/device";
import { useRootData } from "../../lib/viewer";
import { useMemberAction } from "../auth/use-member-action";
import * as api from "./api";
import { BookmarkIcon, HeartButtonIcon, ShareIcon } from "./icons";
import "../../styles/reactions.css";

export interface ReactionPost {
  boardNo: number;
  permaLink: string;
  subject: string;
  description: string;
  uploader: { userId: string; userName: string; userProfileImg: string | null };
}

export interface ReactionState {
  likeYn: boolean;
  likeCount: number;
  bookmark: boolean;
  followYn: boolean;
  mine: boolean;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and insecure origins: a hidden text area and the copy command.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand("copy");
    area.remove();
    return done;
  }
}

function ShareSheet({ post, url, image, onCopied }: { post: ReactionPost; url: string; image: string | null; onCopied: (ok: boolean) => void }) {
  const mobile = useIsMobile();
  const open = (channel: ShareChannel) => {
    const target = shareUrl(channel, { url, title: post.subject, image, description: post.description });
    if (mobile) window.open(target, "_blank", "noopener");
    else window.open(target, `share-${channel}`, "width=600,height=500,noopener");
  };
  return (
    <div className="share-sheet">
      <ul className="share-channels" aria-label="공유할 곳">
        {SHARE_CHANNELS.map((channel) => (
          <li key={channel}>
            <button type="button" className={`share-channel share-${channel}`} onClick={() => open(channel)} data-channel={channel}>
              <span className="share-mark" aria-hidden="true">
                {MARKS[channel]}
              </span>
              <span className="share-label">{SHARE_LABELS[channel]}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="share-copy">
        <input type="text" readOnly value={url} aria-label="게시물 주소" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn-blue" onClick={() => void copyText(url).then(onCopied)}>
          링크 복사
        </button>
      </div>
    </div>
  );
}

const MARKS: Record<ShareChannel, string> = { facebook: "f", twitter: "X", naver: "N", band: "B", kakao: "K", tumblr: "t", pinterest: "P" };

export function ReactionBar({ post, initial, canonical, image }: { post: ReactionPost; initial: ReactionState; canonical: string; image: string | null }) {
  const { viewer } = useRootData();
  const mobile = useIsMobile();
  const ui = useUi();
  const params = useParams();
  const guard = useMemberAction({ verified: true });
  const [state, setState] = useState(initial);
  const busy = useRef({ like: false, bookmark: false, follow: false });
  useEffect(() => setState(initial), [initial]);

  // Someone arrived through a member's share link (/d/{permaLink}-{sharer}): count the visit.
  const opened = params.permaLink ?? "";
  useEffect(() => {
    if (opened.includes("-")) void api.recordShareVisit(opened);
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
    void guard(() =>
      void run("like", async () => {
        const result = await api.like(post.boardNo, !state.likeYn);
        if (!result.ok) return ui.toast(result.message);
        setState((s) => ({ ...s, likeYn: result.data.likeYn, likeCount: result.data.likeCount }));
      }),
    );

  const toggleBookmark = () =>
    void guard(() =>
      void run("bookmark", async () => {
        const result = await api.bookmark(post.boardNo, !state.bookmark);
        if (!result.ok) return ui.toast(result.message);
        setState((s) => ({ ...s, bookmark: result.data.bookmark }));
        ui.toast(result.data.bookmark ? REACTION_MSG.bookmarked : REACTION_MSG.unbookmarked);
      }),
    );

  const toggleFollow = () =>
    void guard(() =>
      void run("follow", async () => {
        const result = await api.follow(post.uploader.userId, !state.followYn);
        if (!result.ok) return ui.toast(result.message);
        setState((s) => ({ ...s, followYn: result.data.followYn }));
        ui.toast(result.data.followYn ? REACTION_MSG.followed : REACTION_MSG.unfollowed);
      }),
    );

  const openShare = async () => {
    let url = canonical;
    // A member shares their own link, so visitors and sign-ups it brings are counted for them.
    if (viewer) {
      const link = await api.myShareLink(post.boardNo);
      if (link.ok) url = link.data.url;
    }
    ui.openModal({
      id: "modalShare",
      title: "공유하기",
      size: "large",
      body: <ShareSheet post={post} url={url} image={image} onCopied={(ok) => ui.toast(ok ? SHARE_MSG.copied : SHARE_MSG.copyFailed)} />,
      buttons: [{ label: "닫기", style: "white" }],
    });
  };

  const authorLink = mobile ? `/m/other/${post.uploader.userId}` : `/other/${post.uploader.userId}/dashboard`;
  return (
    <section className={mobile ? "reaction-area mobile" : "reaction-area"} aria-label="반응">
      <div className="reaction-bar">
        {state.mine ? (
          <span className="reaction-btn static" title="받은 좋아요">
            <HeartButtonIcon />
            <span>좋아요 {formatCount(state.likeCount)}</span>
          </span>
        ) : (
          <button type="button" className={state.likeYn ? "reaction-btn liked" : "reaction-btn"} aria-pressed={state.likeYn} onClick={toggleLike}>
            <HeartButtonIcon filled={state.likeYn} />
            <span>
              좋아요 <span className="reaction-count">{formatCount(state.likeCount)}</span>
            </span>
          </button>
        )}
        <button type="button" className={state.bookmark ? "reaction-btn saved" : "reaction-btn"} aria-pressed={state.bookmark} onClick={toggleBookmark}>
          <BookmarkIcon filled={state.bookmark} />
          <span>북마크</span>
        </button>
        <button type="button" className="reaction-btn" onClick={() => void openShare()} aria-haspopup="dialog">
          <ShareIcon />
          <span>공유</span>
        </button>
      </div>
      <div className="author-card">
        <Avatar name={post.uploader.userName} src={post.uploader.userProfileImg} size={48} />
        <div className="author-card-text">
          <Link to={authorLink} className="name">
            {post.uploader.userName}
          </Link>
          <span className="hint">{state.mine ? "내가 쓴 글입니다" : "이 회원의 새 글을 알림으로 받아 보세요"}</span>
        </div>
        {state.mine ? null : (
          <button
            type="button"
            className={state.followYn ? "btn btn-blue-outline follow-btn" : "btn btn-blue follow-btn"}
            aria-pressed={state.followYn}
            onClick={toggleFollow}
          >
            {state.followYn ? "팔로잉" : "팔로우"}
          </button>
        )}
      </div>
    </section>
  );
}
