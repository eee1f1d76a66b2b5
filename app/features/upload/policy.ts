// modalPolicy (SPEC §2): the upload policy a member accepts with their first post, whatever
// its type (editor text or an uploaded document). The server records the consent with the post.
import { BRAND } from "../../../core/brand";
import type { useUi } from "../../components/ui/ui-provider";

export const POLICY_BODY = [
  `${BRAND.nameKo}에 글을 올리기 전에 확인해 주세요.`,
  "",
  "• 직접 작성했거나 사용할 권리가 있는 글과 이미지만 올려 주세요.",
  "• 다른 사람의 저작권·상표권 같은 지식재산권(IP)이나 초상권을 침해하는 게시물은 예고 없이 숨김 처리되거나 삭제될 수 있어요.",
  "• 개인정보, 광고·스팸, 불법 정보가 담긴 게시물은 올릴 수 없어요.",
  `• 게시물의 저작권은 작성자에게 있어요. ${BRAND.nameKo}는 서비스 안에서 게시물을 보여 주고 소개하는 데 사용할 수 있어요.`,
  "",
  "동의는 처음 한 번만 받아요.",
].join("\n");

export function openUploadPolicy(ui: ReturnType<typeof useUi>, onAgree: () => void): void {
  ui.openModal({
    id: "modalPolicy",
    title: "게시물 업로드 정책 안내",
    body: POLICY_BODY,
    size: "large",
    buttons: [
      { label: "취소", style: "white" },
      { label: "동의하고 발행하기", style: "blue", onClick: onAgree },
    ],
  });
}
