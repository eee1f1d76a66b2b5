// The post header's more-menu (SPEC §2 detail page, §6 post owner): the owner gets 수정 (to
// the edit page) and 삭제 (modalDelete on desktop, modalDeleteMobile on a phone, then the
// delete API and back home). Hidden while the post is being published. Everyone else gets
// 신고 (modalReport / modalReportMobile; visitors are asked to sign in, unverified members to verify).
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { BoardDetail } from "../../../server/modules/boards/types";
import { useUi } from "../../components/ui/ui-provider";
import { useRootData } from "../../lib/viewer";
import { useMemberAction } from "../auth/use-member-action";

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
      title: "게시물을 삭제할까요?",
      body: "삭제한 게시물은 목록과 검색에서 사라지고 되돌릴 수 없어요.",
      size: "small",
      footer: mobile ? "topBottomAlign" : "leftRightAlign",
      reverse: mobile,
      buttons: [
        { label: "취소", style: "white" },
        {
          label: "삭제",
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
        aria-label="더보기"
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
                수정
              </Link>
              <button type="button" role="menuitem" className="danger" onClick={askDelete}>
                삭제
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
              신고
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
