// The write flow of SPEC §4 for the header button and the mobile tab: a visitor is told to
// sign in (desktop: the alert, then /login; mobile: the login suggestion modal).
import { useNavigate } from "react-router";
import { MSG } from "../../../core/messages";
import { useRootData } from "../../lib/viewer";
import { useUi } from "../ui/ui-provider";

export function useWriteAction(mobile: boolean): () => void {
  const { viewer } = useRootData();
  const navigate = useNavigate();
  const ui = useUi();
  return () => {
    if (viewer) {
      void navigate(mobile ? "/m/upload" : "/upload");
      return;
    }
    if (mobile) {
      ui.openModal({
        id: "modalSuggestUpload",
        title: "로그인이 필요해요",
        body: "로그인하고 나의 지식을 나눠 보세요.\n글을 올리면 포인트와 큐레이션 보상을 받을 수 있어요.",
        footer: "topBottomAlign",
        buttons: [
          { label: "로그인하기", style: "blue", onClick: () => void navigate("/m/login") },
          { label: "다음에 할게요", style: "white" },
        ],
      });
      return;
    }
    ui.openModal({
      id: "modalLoginRequired",
      body: MSG.writeLoginRequired,
      buttons: [{ label: "확인", style: "blue", onClick: () => void navigate("/login") }],
    });
  };
}

/** SPEC §5: my page and notifications need a member; on mobile the suggestion modal. */
export function useMemberOnlyAction(mobile: boolean, target: string, modalId: string): () => void {
  const { viewer } = useRootData();
  const navigate = useNavigate();
  const ui = useUi();
  return () => {
    if (viewer) {
      void navigate(target);
      return;
    }
    ui.openModal({
      id: modalId,
      title: mobile ? "로그인이 필요해요" : undefined,
      body: MSG.membersOnly,
      footer: mobile ? "topBottomAlign" : "leftRightAlign",
      buttons: [
        { label: "로그인하기", style: "blue", onClick: () => void navigate(mobile ? "/m/login" : "/login") },
        { label: "닫기", style: "white" },
      ],
    });
  };
}
