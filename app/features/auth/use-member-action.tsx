// Member-only actions (docs/product/accounts.md write flow, like/bookmark/follow, roles):
// - a visitor is told the action is for members (mobile: the login suggestion modal);
// - with `verified`, a member whose e-mail is not verified has their info fetched again first
//   (they may have verified in another tab), then sees the e-mail verification modal
//   (title '이메일 인증을 완료해 주세요.', buttons to resend the mail and to the account page).
// Usage: const guard = useMemberAction({ verified: true }); guard(() => like(boardNo));
import { useCallback } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { useUi } from "../../components/ui/ui-provider";
import { useIsMobile } from "../../lib/device";
import { useRootData, useViewerWhenKnown } from "../../lib/viewer";
import type { SignInPrompt } from "./member-action-flow";

export type { SignInPrompt } from "./member-action-flow";

export interface MemberActionOptions {
  /** Also needs a verified e-mail. */
  verified?: boolean;
  /** Fetch the member's info before every run (the write flow), not only when it says unverified. */
  alwaysRefresh?: boolean;
  /** Unverified: the verification modal (default) or just the docs/product/accounts.md message. */
  unverifiedPrompt?: "modal" | "message";
  /** How a visitor is told (defaults: '회원만 이용 가능합니다.' with a login button; mobile modalSuggestMypage). */
  visitor?: SignInPrompt;
  /** Where to return after signing in from the prompt; defaults to the current page. */
  returnTo?: string | null;
}

/**
 * Returns `run(action)`: runs the action when the viewer may, otherwise shows the right prompt.
 * Resolves true when the action ran. The flow's code (prompts, info check, modals) loads on the
 * first run, so pages carry only this hook.
 */
export function useMemberAction(options: MemberActionOptions = {}): (action: () => void) => Promise<boolean> {
  const { viewer: known, viewerPending } = useRootData();
  const whenKnown = useViewerWhenKnown();
  const mobile = useIsMobile();
  const ui = useUi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const location = useLocation();
  const { verified, alwaysRefresh, unverifiedPrompt, visitor, returnTo } = options;
  return useCallback(
    async (action: () => void) => {
      // A member on a shared page in the first moments after it loads: who they are is on its
      // way (lib/viewer.ts). Wait for it rather than telling a member to sign in.
      const viewer = viewerPending ? await whenKnown() : known;
      const { runMemberAction } = await import("./member-action-flow");
      return runMemberAction(
        { viewer, mobile, ui, navigate, revalidator, location },
        { verified, alwaysRefresh, unverifiedPrompt, visitor, returnTo },
        action,
      );
    },
    [
      known,
      viewerPending,
      whenKnown,
      verified,
      alwaysRefresh,
      unverifiedPrompt,
      mobile,
      ui,
      navigate,
      revalidator,
      location,
      visitor,
      returnTo,
    ],
  );
}
