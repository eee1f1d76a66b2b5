// Member-only actions (SPEC §4 write flow, §5 like/bookmark/follow, §6 roles):
// - a visitor is told the action is for members (mobile: the login suggestion modal);
// - with `verified`, a member whose e-mail is not verified has their info fetched again first
//   (they may have verified in another tab), then sees the e-mail verification modal
//   (title '이메일 인증을 완료해 주세요.', buttons to resend the mail and to the account page).
// Usage: const guard = useMemberAction({ verified: true }); guard(() => like(boardNo));
import { useCallback } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { MSG } from "../../../core/messages";
import { useUi } from "../../components/ui/ui-provider";
import { useIsMobile } from "../../lib/device";
import { useRootData, useViewerWhenKnown } from "../../lib/viewer";
import { fetchOwnInfo, postApi } from "./api";
import { saveRedirect } from "./client-state";

type Ui = ReturnType<typeof useUi>;
type Navigate = ReturnType<typeof useNavigate>;

export interface MemberActionOptions {
  /** Also needs a verified e-mail. */
  verified?: boolean;
  /** Fetch the member's info before every run (the write flow), not only when it says unverified. */
  alwaysRefresh?: boolean;
  /** Unverified: the verification modal (default) or just the SPEC §5 message. */
  unverifiedPrompt?: "modal" | "message";
  /** How a visitor is told (defaults: '회원만 이용 가능합니다.' with a login button; mobile modalSuggestMypage). */
  visitor?: SignInPrompt;
  /** Where to return after signing in from the prompt; defaults to the current page. */
  returnTo?: string | null;
}

/** The e-mail verification prompt of SPEC §8, with resend and the account page. */
export function openVerificationModal(ui: Ui, navigate: Navigate, options: { email: string; mobile: boolean }): void {
  const { email, mobile } = options;
  let sending = false;
  ui.openModal({
    id: "modalEmailCert",
    title: MSG.emailCertRequired,
    body: MSG.emailCertRequiredBody,
    size: "small",
    footer: "topBottomAlign",
    buttons: [
      {
        label: "인증 메일 다시 받기",
        style: "blue",
        onClick: () => {
          if (sending) return false;
          sending = true;
          void postApi("/api/user/sendEmail", { userEmail: email }).then((result) => {
            sending = false;
            if (!result.ok) {
              ui.toast(result.message);
              return;
            }
            ui.closeModal();
            const target = mobile ? `/m/loginSend?email=${encodeURIComponent(email)}` : "/loginSendTry";
            void navigate(target, { state: { sent: true } });
          });
          return false;
        },
      },
      {
        label: "계정 설정으로 가기",
        style: "blue-outline",
        onClick: () => void navigate(mobile ? "/m/mypage/account" : "/mypage/account"),
      },
      { label: "닫기", style: "white" },
    ],
  });
}

export interface SignInPrompt {
  /** Desktop: "modal" (the text with close and login buttons) or "alert" (the text, then /login). */
  desktop?: { kind: "modal" | "alert"; body: string; modalId?: string };
  /** Mobile: the login suggestion modal (SPEC modalSuggestMypage / modalSuggestUpload). */
  mobile?: { id: string; body: string };
}

/** Tells a visitor that an action needs signing in, and offers it. */
export function promptSignIn(
  ui: Ui,
  navigate: Navigate,
  options: { mobile: boolean; returnTo: string | null; prompt?: SignInPrompt },
): void {
  const login = options.mobile ? "/m/login" : "/login";
  const go = () => {
    if (options.returnTo) saveRedirect(options.returnTo);
    void navigate(login);
  };
  if (options.mobile) {
    const modal = options.prompt?.mobile;
    ui.openModal({
      id: modal?.id ?? "modalSuggestMypage",
      title: "로그인이 필요해요",
      body: modal?.body ?? `${MSG.membersOnly}\n로그인하고 나눔터의 모든 기능을 이용해 보세요.`,
      footer: "topBottomAlign",
      buttons: [
        { label: "로그인하기", style: "blue", onClick: go },
        { label: "다음에 할게요", style: "white" },
      ],
    });
    return;
  }
  const desktop = options.prompt?.desktop ?? { kind: "modal" as const, body: MSG.membersOnly };
  ui.openModal({
    id: desktop.modalId ?? "modalLoginRequired",
    body: desktop.body,
    buttons:
      desktop.kind === "alert"
        ? [{ label: "확인", style: "blue", onClick: go }]
        : [
            { label: "닫기", style: "white" },
            { label: "로그인하기", style: "blue", onClick: go },
          ],
  });
}

/**
 * Returns `run(action)`: runs the action when the viewer may, otherwise shows the right prompt.
 * Resolves true when the action ran.
 */
export function useMemberAction(options: MemberActionOptions = {}): (action: () => void) => Promise<boolean> {
  const { viewer: known, viewerPending } = useRootData();
  const whenKnown = useViewerWhenKnown();
  const mobile = useIsMobile();
  const ui = useUi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const location = useLocation();
  const { verified, alwaysRefresh, unverifiedPrompt, visitor: prompt } = options;
  const returnTo = options.returnTo === undefined ? location.pathname + location.search : options.returnTo;

  return useCallback(
    async (action: () => void) => {
      // A member on a shared page in the first moments after it loads: who they are is on its
      // way (lib/viewer.ts). Wait for it rather than telling a member to sign in.
      const viewer = viewerPending ? await whenKnown() : known;
      const visitor = () => promptSignIn(ui, navigate, { mobile, returnTo, prompt });
      if (!viewer) {
        visitor();
        return false;
      }
      let certified = viewer.emailCertYn === "Y";
      let email = viewer.userEmail;
      if (verified && (alwaysRefresh || !certified)) {
        const info = await fetchOwnInfo();
        if (!info.ok) {
          if (info.status === 401) {
            // The session ended elsewhere (logout, password change): this page is out of date.
            revalidator.revalidate();
            visitor();
          } else {
            ui.toast(info.status === 0 ? info.message : MSG.userInfoError);
          }
          return false;
        }
        if ((info.data.emailCertYn === "Y") !== certified) revalidator.revalidate();
        certified = info.data.emailCertYn === "Y";
        email = info.data.userEmail;
      }
      if (verified && !certified) {
        if (unverifiedPrompt === "message") ui.toast(MSG.verifiedMembersOnly);
        else openVerificationModal(ui, navigate, { email, mobile });
        return false;
      }
      action();
      return true;
    },
    [known, viewerPending, whenKnown, verified, alwaysRefresh, unverifiedPrompt, mobile, ui, navigate, revalidator, returnTo, prompt],
  );
}
