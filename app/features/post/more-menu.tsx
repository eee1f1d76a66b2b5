// The post header's more-menu (docs/product/reading.md detail page, post owner): the owner gets 수정 (to
// the edit page) and 삭제 (modalDelete on desktop, modalDeleteMobile on a phone, then the
// delete API and back home). Hidden while the post is being published. Everyone else gets
// 신고 (modalReport / modalReportMobile; visitors are asked to sign in, unverified members to verify).
// The page carries the button only: the list and what it does (more-menu-list.tsx) load when
// the reader opens it; the button says it is busy meanwhile.
import { Suspense, useCallback, useRef, useState } from "react";
import type { BoardDetail } from "../../../server/modules/boards/types";
import { lazyNamed } from "../../components/ui/lazy-part";
import { useT } from "../../lib/i18n";
import { POST_MENU } from "./text";

export type MenuPost = Pick<BoardDetail, "boardNo" | "permaLink" | "publishing"> & {
  uploader: Pick<BoardDetail["uploader"], "userId">;
};

const PostMoreMenuList = lazyNamed(() => import("./more-menu-list"), "PostMoreMenuList");

export function PostMoreMenu({ post, mobile }: { post: MenuPost; mobile: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  if (post.publishing) return null;
  return (
    <div className="more-menu" ref={ref}>
      <button
        type="button"
        className="icon-btn more-menu-button"
        aria-label={t(POST_MENU.more)}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
          <circle cx="5" cy="12" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="19" cy="12" r="1.8" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={<span className="more-menu-pending" role="status" aria-busy="true" />}>
          <PostMoreMenuList post={post} mobile={mobile} container={ref} close={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
