// The sign-in modals of docs/product/accounts.md, through the one modal manager (one modal at a time):
// modalCheck (checking sign-up info, spinner), modalJoinPolaris (join with the office-suite
// account: consent checked by default, a start button, a new-account button) and the alerts
// the social flows show before moving on.
import { CHROME } from "../../components/chrome/text";
import { T, useT, type Showable } from "../../lib/i18n";
import { BRAND } from "../../../core/brand";
import { texts } from "../../../core/i18n";
import { useId, useState } from "react";
import { SOCIAL_MSG } from "../../../core/social";
import { useUi } from "../../components/ui/ui-provider";
import "../../styles/social.css";

type Ui = ReturnType<typeof useUi>;

const MODAL_TEXT = texts({
  lead: {
    ko: `이 계정으로 ${BRAND.siteName}를 바로 시작할 수 있어요.`,
    en: `You can start using ${BRAND.nameEn} right away with this account.`,
  },
  consent: {
    ko: `Polaris Office 계정 정보(이메일, 이름)를 ${BRAND.siteName} 가입에 사용하는 데 동의합니다.`,
    en: `I agree that my Polaris Office account details (e-mail, name) are used to sign up for ${BRAND.nameEn}.`,
  },
  start: { ko: "Polaris Office 계정으로 시작하기", en: "Start with Polaris Office" },
  newAccount: { ko: "새 계정 만들기", en: "Create a new account" },
  title: { ko: "Polaris Office 계정으로 가입", en: "Sign up with Polaris Office" },
});

/**
 * An alert (docs/product says "alert"): the message, an optional short detail under it, and one 확인
 * button; `then` runs when it is confirmed.
 */
export function openAlert(ui: Ui, id: string, message: Showable, then?: () => void, detail?: Showable): void {
  ui.openModal({
    id,
    body: detail ? (
      <>
        <span className="auth-alert-message">
          <T text={message} />
        </span>
        <span className="auth-alert-detail">
          <T text={detail} />
        </span>
      </>
    ) : (
      message
    ),
    size: "small",
    buttons: [{ label: CHROME.ok, style: "blue", onClick: then }],
  });
}

/** modalCheck: shown while the office-suite sign-in checks who is signing in. */
export function openCheck(ui: Ui): void {
  ui.openModal({
    id: "modalCheck",
    size: "small",
    body: (
      <div className="auth-check" role="status" aria-live="polite">
        <span className="auth-spinner" aria-hidden="true" />
        <T text={SOCIAL_MSG.checking} />
      </div>
    ),
    buttons: [],
  });
}

interface JoinPolarisProps {
  email: string;
  onStart: () => void;
  onNewAccount: () => void;
}

function JoinPolarisBody({ email, onStart, onNewAccount }: JoinPolarisProps) {
  const ui = useUi();
  const t = useT();
  const [agreed, setAgreed] = useState(true);
  const checkboxId = useId();
  return (
    <div className="join-polaris">
      <div className="join-polaris-mark" aria-hidden="true">
        P
      </div>
      <p className="join-polaris-lead">
        <strong>{email}</strong>
        <br />
        {t(MODAL_TEXT.lead)}
      </p>
      <label className="auth-check-row" htmlFor={checkboxId}>
        <input id={checkboxId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>{t(MODAL_TEXT.consent)}</span>
      </label>
      <div className="modal-footer topBottomAlign">
        <button
          type="button"
          className="btn btn-blue"
          disabled={!agreed}
          onClick={() => {
            ui.closeModal();
            onStart();
          }}
        >
          {t(MODAL_TEXT.start)}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            ui.closeModal();
            onNewAccount();
          }}
        >
          {t(MODAL_TEXT.newAccount)}
        </button>
      </div>
    </div>
  );
}

/** modalJoinPolaris: the sign-up choice for an office-suite account that is not a member yet. */
export function openJoinPolaris(ui: Ui, props: JoinPolarisProps): void {
  ui.openModal({
    id: "modalJoinPolaris",
    title: MODAL_TEXT.title,
    size: "small",
    body: <JoinPolarisBody {...props} />,
    buttons: [],
  });
}
