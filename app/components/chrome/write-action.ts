// The write flow (docs/product/writing.md §1) for the header button and the mobile tab: a visitor is told to
// sign in (desktop: the alert, then /login; mobile: the login suggestion modal); a member's
// info is fetched again, and an unverified e-mail opens the verification modal, otherwise
// the upload page opens.
import { EVERY_PAGE_CHROME as CHROME } from "./every-page-text";
import { useNavigate } from "react-router";
import { COMMON_MSG } from "../../../core/common-messages";
import { useMemberAction, type SignInPrompt } from "../../features/auth/use-member-action";

const WRITE_PROMPT: SignInPrompt = {
  desktop: { kind: "alert", body: COMMON_MSG.writeLoginRequired },
  mobile: {
    id: "modalSuggestUpload",
    body: CHROME.writePitch,
  },
};

export function useWriteAction(mobile: boolean): () => void {
  const navigate = useNavigate();
  const run = useMemberAction({ verified: true, alwaysRefresh: true, visitor: WRITE_PROMPT, returnTo: null });
  return () => void run(() => void navigate(mobile ? "/m/upload" : "/upload"));
}

/** docs/product/platform.md: my page and notifications need a member; on mobile the suggestion modal. */
export function useMemberOnlyAction(_mobile: boolean, target: string, modalId: string): () => void {
  const navigate = useNavigate();
  const run = useMemberAction({ visitor: { mobile: { id: modalId, body: COMMON_MSG.membersOnly } }, returnTo: target });
  return () => void run(() => void navigate(target));
}
