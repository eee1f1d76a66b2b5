// modalPolicy (docs/product/writing.md): the upload policy a member accepts with their first post, whatever
// its type (editor text or an uploaded document). The server records the consent with the post.
import type { useUi } from "../../components/ui/ui-provider";
import { UPLOAD } from "./text";

export function openUploadPolicy(ui: ReturnType<typeof useUi>, onAgree: () => void): void {
  ui.openModal({
    id: "modalPolicy",
    title: UPLOAD.policyTitle,
    body: UPLOAD.policyBody,
    size: "large",
    buttons: [
      { label: UPLOAD.cancel, style: "white" },
      { label: UPLOAD.agreeAndPublish, style: "blue", onClick: onAgree },
    ],
  });
}
