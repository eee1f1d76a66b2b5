// What my page contributes to every page of a signed-in member (root.tsx loads it only for
// them): the usage-reason survey offered once after a page load (docs/product/accounts.md), the notice that a
// newer terms version needs consent, and the code asked again before acts on money or the account. The goodbye message after leaving is in leave-flag.ts.
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { usageReasonClosedCookie, usageReasonHideCookie } from "../../../core/usage-reason";
import { useUi } from "../../components/ui/ui-provider";
import { isMobilePath } from "../../lib/device";
import { useRootData } from "../../lib/viewer";
import "../../styles/profile.css";
import "../../styles/reason-picker.css";
import { readCookie, writeCookie } from "./cookies";
import { USAGE_REASON_MODAL_ID, UsageReasonForm } from "./usage-reason-modal";
import { BRAND } from "../../../core/brand";
import { texts } from "../../../core/i18n";
import { T } from "../../lib/i18n";
import { useReauthHandler } from "../two-factor/reauth-host";

const ROOT_TEXT = texts({
  surveyTitle: { ko: `${BRAND.siteName}에 가입하신 목적을 알려주세요`, en: `Why did you join ${BRAND.nameEn}?` },
  termsChanged: {
    ko: "이용약관 또는 개인정보 처리방침이 변경되었습니다. 변경 내용을 확인하고 동의해 주세요.",
    en: "The terms of service or the privacy policy have changed. Please review the changes and agree.",
  },
  review: { ko: "확인하기", en: "Review" },
});

/** Pages where the survey would be in the way. */
const NO_SURVEY = /^(\/m)?\/(update-terms|mypage\/leave|mypage\/leaveconfirm|login|signIn|sign|loginSend|email_cert|oauth)(\/|$)/;

function useUsageReasonPrompt() {
  const { viewer } = useRootData();
  const ui = useUi();
  const { pathname } = useLocation();
  const offered = useRef(false);
  useEffect(() => {
    if (offered.current || !viewer) return;
    if (viewer.usageReasonAnswered || viewer.emailCertYn !== "Y" || viewer.needsTermsUpdate) return;
    if (NO_SURVEY.test(pathname)) return;
    if (readCookie(usageReasonHideCookie(viewer.userId)) || readCookie(usageReasonClosedCookie(viewer.userId))) return;
    // Once per browser session, a moment after the page settles; not over another open modal.
    // However it is closed (닫기, Escape, another page), it stays closed until the browser is.
    const timer = window.setTimeout(() => {
      if (ui.openModalId) return;
      offered.current = true;
      writeCookie(usageReasonClosedCookie(viewer.userId), "1");
      ui.openModal({
        id: USAGE_REASON_MODAL_ID,
        title: ROOT_TEXT.surveyTitle,
        size: "large",
        body: <UsageReasonForm userId={viewer.userId} />,
        buttons: [],
      });
    }, 500);
    return () => window.clearTimeout(timer);
  }, [viewer, pathname, ui]);
}

function TermsUpdateNotice() {
  const { viewer } = useRootData();
  const { pathname, search } = useLocation();
  if (!viewer?.needsTermsUpdate || /\/update-terms$/.test(pathname)) return null;
  const mobile = isMobilePath(pathname);
  const target = `${mobile ? "/m" : ""}/update-terms?redirect=${encodeURIComponent(pathname + search)}`;
  return (
    <div className={mobile ? "terms-notice mobile" : "terms-notice"} role="status">
      <span>
        <T text={ROOT_TEXT.termsChanged} />
      </span>
      <Link to={target} className="btn btn-blue btn-sm">
        <T text={ROOT_TEXT.review} />
      </Link>
    </div>
  );
}

export function ProfileRootEffects() {
  useUsageReasonPrompt();
  useReauthHandler();
  return <TermsUpdateNotice />;
}
