// The post header's more-menu (docs/product/reading.md detail page, post owner): the owner gets 수정 (to
// the edit page) and 삭제 (modalDelete on desktop, modalDeleteMobile on a phone, then the
// delete API and back home). Hidden while the post is being published. Everyone else gets
// 신고 (modalReport / modalReportMobile; visitors are asked to sign in, unverified members to verify).
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { BoardDetail } from "../../../server/modules/boards/types";
import { useUi } from "../../components/ui/ui-provider";
import { useT } from "../../lib/i18n";
import { useRootData } from "../../lib/viewer";
import { useMemberAction } from "../auth/use-member-action";
import { POST_MENU } from "./text";

type MenuPost = Pick<BoardDetail, "boardNo" | "permaLink" | "publishing"> & { uploader: Pick<BoardDetail["uploader"], "userId"> };

// The delete messages and the report form load when used: the menu is on every post page.
const writingMessages = () => import("../../../core/writing").then((m) => m.WRITING_MSG);

async function deletePost(boardNo: number): Promise<void> {
  const [{ api }, messages] = await Promise.all([import("../../lib/api"), writingMessages()]);
  const result = await api("DELETE /api/contents/:boardNo", { params: { boardNo } }, { failure: messages.deleteError });
  if (!result.ok) throw new Error(result.message);
}

export function PostMoreMenu({ post, mobile }: { post: MenuPost; mobile: boolean }) {
  const { viewer } = useRootData();
  const ui = useUi();
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const guard = useMemberAction({ verified: true });
  const report = (target: { targetType: "post"; targetNo: number }) =>
    void guard(() => void import("../reports/report-modal").then((m) => m.openReport(ui, mobile, target)));

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("pointerdown", onPointer);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("pointerdown", onPointer);
      window.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (post.publishing) return null;
  const owner = Boolean(viewer && viewer.userId === post.uploader.userId);
  const prefix = mobile ? "/m" : "";
  const editHref = `${prefix}/upload?permaLink=${encodeURIComponent(post.permaLink)}&boardNo=${post.boardNo}`;

  const askDelete = () => {
    setOpen(false);
    ui.openModal({
      id: mobile ? "modalDeleteMobile" : "modalDelete",
      title: POST_MENU.deleteTitle,
      body: POST_MENU.deleteBody,
      size: "small",
      footer: mobile ? "topBottomAlign" : "leftRightAlign",
      reverse: mobile,
      buttons: [
        { label: POST_MENU.cancel, style: "white" },
        {
          label: POST_MENU.delete,
          style: "red",
          onClick: () => {
            void deletePost(post.boardNo)
              .then(async () => {
                ui.toast((await writingMessages()).deleted);
                void navigate(prefix || "/", { replace: true });
              })
              .catch(async (e: unknown) => ui.toast(e instanceof Error ? e.message : (await writingMessages()).deleteError));
          },
        },
      ],
    });
  };

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
        <div className="more-menu-list" role="menu">
          {owner ? (
            <>
              <Link to={editHref} role="menuitem" onClick={() => setOpen(false)}>
                {t(POST_MENU.edit)}
              </Link>
              <button type="button" role="menuitem" className="danger" onClick={askDelete}>
                {t(POST_MENU.delete)}
              </button>
            </>
          ) : (
            <button
              type="button"
              role="menuitem"
              className="danger"
              onClick={() => {
                setOpen(false);
                report({ targetType: "post", targetNo: post.boardNo });
              }}
            >
              {t(POST_MENU.report)}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
