// /mypage/leaveconfirm (+ /m): what leaving does, the confirmation, the password for e-mail
// members, then this page's action: the service of DELETE deleteAccount (with the survey
// answer) or deleteAccountNoReason, in-process. The action clears this browser's session
// cookie; the page then reloads home.
import { useReauthRetry } from "../features/two-factor/use-reauth-retry";
import { useEffect, useRef, useState } from "react";
import { data, Link, useFetcher, useLoaderData, type MetaFunction } from "react-router";
import { MSG } from "../../core/messages";
import { LEAVE_MSG, LEAVE_REASONS } from "../../core/profile";
import { readLeaveDraft, saveLeaveDraft, type LeaveDraft } from "../features/profile/leave-draft";
import { LEFT_FLAG } from "../features/profile/leave-flag";
import { say, texts } from "../../core/i18n";
import { Button } from "../components/ui/button";
import { useIsMobile, useLinkTo } from "../lib/device";
import { T, useFormat, useT, type Showable } from "../lib/i18n";
import { privateMeta } from "../lib/meta";
import type { ActionArgs, LoaderArgs } from "../lib/viewer";
import "../styles/profile.css";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  const account = await context.services.profile.myAccount(context.viewer.userNo);
  if (!account) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  return { hasPassword: account.hasPassword, points: account.points };
}

export function action({ request, context }: ActionArgs) {
  // With the survey answer (a reason) or without it: the API's two routes.
  return context.act(request, (input, tools) =>
    "reason" in input
      ? context.services.write("DELETE /api/user/deleteAccount", input, tools)
      : context.services.write("DELETE /api/user/deleteAccountNoReason", input, tools),
  );
}

/** Left: the page reloads home at once, so nothing here loads again. */
export const shouldRevalidate = () => false;

const CONFIRM_TEXT = texts({
  title: { ko: "회원 탈퇴 확인", en: "Confirm closing your account" },
  before: { ko: "탈퇴하기 전에 꼭 확인해 주세요", en: "Please read this before you leave" },
  deleted: {
    ko: "이메일 주소, 닉네임, 프로필 사진과 배경 이미지, 자기소개, 휴대폰 번호가 즉시 삭제되며 되돌릴 수 없습니다.",
    en: "Your e-mail address, nickname, profile and background pictures, introduction and mobile number are deleted at once, for good.",
  },
  pointsBefore: { ko: "보유한 포인트 ", en: "Your " },
  pointsAfter: {
    ko: "는 모두 소멸하며, 다시 가입해도 복구되지 않습니다.",
    en: " are forfeited and do not come back if you sign up again.",
  },
  rejoin: {
    ko: "탈퇴한 뒤에도 같은 이메일 주소로 언제든 다시 가입할 수 있습니다.",
    en: "You can sign up again with the same e-mail address at any time.",
  },
  chosenReason: { ko: "선택한 탈퇴 사유: ", en: "Your reason: " },
  noReason: { ko: "탈퇴 사유를 선택하지 않았습니다. ", en: "You did not choose a reason. " },
  changeReason: { ko: "사유 바꾸기", en: "Change the reason" },
  chooseReason: { ko: "사유 선택하기", en: "Choose a reason" },
  agree: { ko: "안내 사항을 모두 확인했으며 탈퇴에 동의합니다.", en: "I have read all of the above and want to close my account." },
  password: { ko: "비밀번호 확인", en: "Confirm your password" },
  cancel: { ko: "취소", en: "Cancel" },
  submit: { ko: "탈퇴하기", en: "Close account" },
  submitting: { ko: "처리 중…", en: "Closing…" },
});

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, CONFIRM_TEXT.title);

export default function MypageLeaveConfirm() {
  const t = useT();
  const format = useFormat();
  const { hasPassword, points } = useLoaderData<typeof loader>();
  const leaving = useFetcher<typeof action>();
  const mobile = useIsMobile();
  const linkTo = useLinkTo();
  // undefined until the tab's saved answer has been read (after hydration).
  const [draft, setDraft] = useState<LeaveDraft | null | undefined>(undefined);
  const [agree, setAgree] = useState(false);
  const [password, setPassword] = useState("");
  /** What the form says before sending (the confirmation, the password). */
  const [error, setError] = useState<Showable | null>(null);
  const pending = leaving.state !== "idle";
  const answer = leaving.data;

  useEffect(() => setDraft(readLeaveDraft()), []);
  const reasonLabel = draft ? LEAVE_REASONS.find((r) => r.key === draft.reason)?.label : null;

  const leave = (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!agree) return setError(LEAVE_MSG.confirmRequired);
    if (hasPassword && !password) return setError(LEAVE_MSG.passwordRequired);
    setError(null);
    const body = { agree: true, ...(hasPassword ? { userPw: password } : {}) };
    sent.current = draft ? { ...body, reason: draft.reason, ...(draft.detail.trim() ? { detail: draft.detail } : {}) } : body;
    void leaving.submit(sent.current, { method: "post", encType: "application/json" });
  };
  // Leaving after 10 minutes, for a member with two-step sign-in: the code, then the same request again.
  const sent = useRef<Record<string, string | boolean>>({});
  useReauthRetry(leaving, () => void leaving.submit(sent.current, { method: "post", encType: "application/json" }));

  useEffect(() => {
    if (!answer?.ok) return;
    saveLeaveDraft(null);
    sessionStorage.setItem(LEFT_FLAG, "1");
    // A full reload: every page and the header forget the member at once.
    window.location.replace(mobile ? "/m" : "/");
  }, [answer, mobile]);
  const shown = error ?? (answer && !answer.ok && !pending ? answer.message : null);

  return (
    <div className="leave-page">
      <h1 className="page-heading">{t(CONFIRM_TEXT.title)}</h1>
      <section className="settings-card">
        <h2>{t(CONFIRM_TEXT.before)}</h2>
        <ul className="leave-notes">
          <li>{t(CONFIRM_TEXT.deleted)}</li>
          <li>
            {t(CONFIRM_TEXT.pointsBefore)}
            <strong className="points">{format.count(points)} P</strong>
            {t(CONFIRM_TEXT.pointsAfter)}
          </li>
          <li>{t(LEAVE_MSG.postsPolicy)}</li>
          <li>{t(CONFIRM_TEXT.rejoin)}</li>
        </ul>
        {draft === undefined ? null : (
          <p className="leave-reason-line">
            {reasonLabel ? (
              <>
                {t(CONFIRM_TEXT.chosenReason)}
                <strong>{t(reasonLabel)}</strong>{" "}
              </>
            ) : (
              <>{t(CONFIRM_TEXT.noReason)}</>
            )}
            <Link to={linkTo("/mypage/leave")} className="text-link">
              {t(reasonLabel ? CONFIRM_TEXT.changeReason : CONFIRM_TEXT.chooseReason)}
            </Link>
          </p>
        )}
      </section>
      <form className="settings-card" onSubmit={leave} noValidate>
        <label className="check-line">
          <input type="checkbox" checked={agree} onChange={(e) => (setAgree(e.target.checked), setError(null))} />
          <span>{t(CONFIRM_TEXT.agree)}</span>
        </label>
        {hasPassword ? (
          <>
            <label htmlFor="leave-password" className="field-label">
              {t(CONFIRM_TEXT.password)}
            </label>
            <input
              id="leave-password"
              type="password"
              className="text-input"
              autoComplete="current-password"
              value={password}
              onChange={(e) => (setPassword(e.target.value), setError(null))}
            />
          </>
        ) : null}
        <p className="form-error" role="alert">
          {shown ? <T text={shown} /> : ""}
        </p>
        <div className="form-actions">
          <Link to={linkTo("/mypage/account")} className="btn">
            {t(CONFIRM_TEXT.cancel)}
          </Link>
          <Button type="submit" variant="red" pending={pending} pendingLabel={t(CONFIRM_TEXT.submitting)}>
            {t(CONFIRM_TEXT.submit)}
          </Button>
        </div>
      </form>
    </div>
  );
}
