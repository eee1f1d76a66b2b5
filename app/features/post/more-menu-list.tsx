// The open more-menu of a post (more-menu.tsx): 수정, 통계 and 삭제 for the owner, 신고 for everyone
// else. Loaded when the reader opens the menu.
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { useUi } from "../../components/ui/ui-provider";
import { useT } from "../../lib/i18n";
import { useRootData } from "../../lib/viewer";
import { useMemberAction } from "../auth/use-member-action";
import type { MenuPost } from "./more-menu";
import { POST_MENU_LIST as POST_MENU } from "./menu-text";

// The delete messages and the report form load when used.
const writingMessages = () => import("../../../core/writing").then((m) => m.WRITING_MSG);

async function deletePost(boardNo: number): Promise<void> {
  const [{ api }, messages] = await Promise.all([import("../../lib/api"), writingMessages()]);
  const result = await api("DELETE /api/contents/:boardNo", { params: { boardNo } }, { failure: messages.deleteError });
  if (!result.ok) throw new Error(result.message);
}

export function PostMoreMenuList({
  post,
  mobile,
  container,
  close,
}: {
  post: MenuPost;
  mobile: boolean;
  /** The menu's box: a press outside it closes the list. */
  container: { current: HTMLElement | null };
  close: () => void;
}) {
  const { viewer } = useRootData();
  const ui = useUi();
  const t = useT();
  const navigate = useNavigate();
  const guard = useMemberAction({ verified: true });
  const report = (target: { targetType: "post"; targetNo: number }) =>
    void guard(() => void import("../reports/report-modal").then((m) => m.openReport(ui, mobile, target)));

  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      if (!container.current?.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    window.addEventListener("pointerdown", onPointer);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("pointerdown", onPointer);
      window.removeEventListener("keydown", onKey);
    };
  }, [container, close]);

  const owner = Boolean(viewer && viewer.userId === post.uploader.userId);
  const prefix = mobile ? "/m" : "";
  const editHref = `${prefix}/upload?permaLink=${encodeURIComponent(post.permaLink)}&boardNo=${post.boardNo}`;

  const askDelete = () => {
    close();
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
    <div className="more-menu-list" role="menu">
      {owner ? (
        <>
          <Link to={editHref} role="menuitem" onClick={close}>
            {t(POST_MENU.edit)}
          </Link>
          <Link to={`${prefix}/mypage/stats/${post.boardNo}`} role="menuitem" onClick={close}>
            {t(POST_MENU.stats)}
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
            close();
            report({ targetType: "post", targetNo: post.boardNo });
          }}
        >
          {t(POST_MENU.report)}
        </button>
      )}
    </div>
  );
}
