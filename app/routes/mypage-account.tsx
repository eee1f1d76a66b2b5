// /mypage/account (+ /m): the member's own settings. Public profile (background, picture,
// nickname, cover letter), account facts (e-mail, sign-in method, verification, points,
// phone), and the password for e-mail members. Every change goes to the API and shows the
// server's Korean message; what was typed stays in the field on failure.
import { T, type Showable } from "../lib/i18n";
import { useState } from "react";
import { data, Link, useLoaderData, useRevalidator, type MetaFunction } from "react-router";
import { ACCOUNT_MSG, RESET_MSG, validatePassword } from "../../core/account";
import { MSG } from "../../core/messages";
import { NICKNAME_GUIDE, validateNickname } from "../../core/nickname";
import { COVER_LETTER_MAX, PROFILE_MSG, validateCoverLetter } from "../../core/profile";
import { Avatar } from "../components/ui/avatar";
import { useUi } from "../components/ui/ui-provider";
import { ImageField } from "../features/profile/image-field";
import { PushSettingsSection } from "../features/notify/push-settings";
import { DevicesSection } from "../features/profile/devices-section";
import { publicProfilePath } from "../features/profile/mypage-menu";
import { api } from "../lib/api";
import { useIsMobile, useLinkTo } from "../lib/device";
import type { LoaderArgs } from "../lib/viewer";
import "../styles/profile.css";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data("회원만 이용 가능합니다.", { status: 401 });
  const account = await context.services.profile.myAccount(context.viewer.userNo);
  if (!account) throw data("회원만 이용 가능합니다.", { status: 401 });
  return account;
}

export const meta: MetaFunction = () => [{ title: "계정 설정 | 나눔터" }, { name: "robots", content: "noindex" }];

const CHANNEL_LABEL = { A: "이메일", G: "Google", P: "Polaris Office", K: "Kakao" } as const;

type Feedback = { kind: "ok" | "error"; text: Showable } | null;

function FeedbackLine({ feedback }: { feedback: Feedback }) {
  if (!feedback) return null;
  return feedback.kind === "ok" ? (
    <p className="form-ok" role="status">
      <T text={feedback.text} />
    </p>
  ) : (
    <p className="form-error" role="alert">
      <T text={feedback.text} />
    </p>
  );
}

export default function MypageAccount() {
  const account = useLoaderData<typeof loader>();
  const { info } = account;
  const mobile = useIsMobile();
  const linkTo = useLinkTo();
  const ui = useUi();
  const revalidator = useRevalidator();
  const verified = info.emailCertYn === "Y";

  const [profileImg, setProfileImg] = useState(info.userProfileImg);
  const [bgImg, setBgImg] = useState(info.bgImg);

  const refresh = (message: string) => {
    ui.toast(message);
    void revalidator.revalidate();
  };

  return (
    <div className="account-page">
      <h1 className="page-heading">계정 설정</h1>
      {!verified ? <VerifyEmailNotice email={info.userEmail} /> : null}

      <section className="settings-card" aria-labelledby="profile-section">
        <div className="settings-card-head">
          <h2 id="profile-section">공개 프로필</h2>
          <Link to={publicProfilePath(info.userId, mobile)} className="text-link">
            내 프로필 보기
          </Link>
        </div>
        <div className="profile-preview">
          <div className="profile-bg" style={bgImg ? { backgroundImage: `url("${bgImg}")` } : undefined} data-testid="profile-bg">
            {!bgImg ? <span className="profile-bg-empty">배경 이미지가 없습니다</span> : null}
          </div>
          <div className="profile-preview-row">
            <span className="profile-avatar-frame">
              <Avatar name={info.userName} src={profileImg} size={mobile ? 72 : 96} />
            </span>
            <div className="profile-image-controls">
              <ImageField
                label="프로필 사진 변경"
                route="POST /api/user/user/profileImg"
                resetItem="profileImg"
                resetLabel="기본 이미지로"
                hasImage={!!profileImg}
                disabled={!verified}
                savedMessage={PROFILE_MSG.profileImageSaved}
                removedMessage={PROFILE_MSG.profileImageRemoved}
                onChanged={(url, message) => {
                  setProfileImg(url);
                  refresh(message);
                }}
              />
              <ImageField
                label="배경 이미지 변경"
                route="POST /api/user/updateUserBgImg"
                resetItem="bgImg"
                resetLabel="배경 삭제"
                hasImage={!!bgImg}
                disabled={!verified}
                savedMessage={PROFILE_MSG.backgroundSaved}
                removedMessage={PROFILE_MSG.backgroundRemoved}
                onChanged={(url, message) => {
                  setBgImg(url);
                  refresh(message);
                }}
              />
              <p className="field-hint">JPG, PNG, WEBP, GIF · 5MB 이하. 프로필 사진은 정사각형으로 잘라 보여 줍니다.</p>
            </div>
          </div>
        </div>
        <NicknameForm current={info.userName} userId={info.userId} disabled={!verified} onSaved={refresh} />
        <CoverLetterForm current={info.coverLetter} disabled={!verified} onSaved={refresh} />
      </section>

      <section className="settings-card" aria-labelledby="account-section">
        <h2 id="account-section">계정 정보</h2>
        <dl className="facts">
          <div>
            <dt>이메일</dt>
            <dd>{info.userEmail}</dd>
          </div>
          <div>
            <dt>가입 방법</dt>
            <dd>{CHANNEL_LABEL[info.joinChannel]}</dd>
          </div>
          <div>
            <dt>이메일 인증</dt>
            <dd>{verified ? <span className="state-ok">인증 완료</span> : <span className="state-warn">인증 전</span>}</dd>
          </div>
          <div>
            <dt>휴대폰 본인 인증</dt>
            <dd>
              {account.phone.verified ? (
                <span className="state-ok">인증 완료 ({account.phone.phone})</span>
              ) : (
                <Link to={linkTo("/mypage/verification")} className="text-link">
                  인증하기
                </Link>
              )}
            </dd>
          </div>
          <div>
            <dt>보유 포인트</dt>
            <dd>
              <span className="points-chip">{account.points.toLocaleString("ko-KR")} P</span>
            </dd>
          </div>
          <div>
            <dt>가입일</dt>
            <dd>{new Date(info.regDate).toLocaleDateString("ko-KR", { timeZone: "Asia/Seoul" })}</dd>
          </div>
        </dl>
      </section>

      {account.hasPassword ? <PasswordForm email={info.userEmail} /> : null}

      <DevicesSection />

      <PushSettingsSection />

      <section className="settings-card settings-links" aria-label="약관과 탈퇴">
        <Link to={linkTo("/terms")}>이용약관</Link>
        <Link to={linkTo("/privacy")}>개인정보 처리방침</Link>
        <Link to={linkTo("/mypage/leave")} className="quiet">
          회원 탈퇴
        </Link>
      </section>
    </div>
  );
}

function VerifyEmailNotice({ email }: { email: string }) {
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    const res = await api("POST /api/user/sendEmail", { body: { userEmail: email } });
    setBusy(false);
    setFeedback(res.ok ? { kind: "ok", text: `${email}(으)로 인증 메일을 다시 보냈습니다.` } : { kind: "error", text: res.message });
  };
  return (
    <div className="notice-box" role="note">
      <strong>
        <T text={MSG.emailCertRequired} />
      </strong>
      <p>
        <T text={MSG.emailCertRequiredBody} /> 이메일 인증 후 프로필을 변경할 수 있습니다.
      </p>
      <button type="button" className="btn btn-blue-outline btn-sm" disabled={busy} onClick={() => void resend()}>
        인증 메일 다시 받기
      </button>
      <FeedbackLine feedback={feedback} />
    </div>
  );
}

function NicknameForm({
  current,
  userId,
  disabled,
  onSaved,
}: {
  current: string;
  userId: string;
  disabled: boolean;
  onSaved(message: Showable): void;
}) {
  const [value, setValue] = useState(current);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validateNickname(value, current);
    if (!checked.ok) {
      setFeedback({ kind: "error", text: checked.message });
      return;
    }
    setBusy(true);
    const res = await api("POST /api/user/updateUserName", { body: { userName: value, userId } });
    setBusy(false);
    if (!res.ok) {
      setFeedback({ kind: "error", text: res.message });
      return;
    }
    setValue(res.data.userName);
    setFeedback({ kind: "ok", text: MSG.nicknameChanged });
    onSaved(MSG.nicknameChanged);
  };
  return (
    <form className="field-block" onSubmit={submit} noValidate>
      <label htmlFor="nickname">닉네임</label>
      <div className="field-row">
        <input
          id="nickname"
          className="text-input"
          value={value}
          maxLength={30}
          autoComplete="nickname"
          disabled={disabled}
          onChange={(e) => {
            setValue(e.target.value);
            setFeedback(null);
          }}
        />
        <button type="submit" className="btn btn-blue" disabled={busy || disabled}>
          변경
        </button>
      </div>
      <p className="field-hint">
        <T text={NICKNAME_GUIDE} />
      </p>
      <FeedbackLine feedback={feedback} />
    </form>
  );
}

function CoverLetterForm({ current, disabled, onSaved }: { current: string; disabled: boolean; onSaved(message: Showable): void }) {
  const [value, setValue] = useState(current);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const length = Array.from(value).length;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validateCoverLetter(value);
    if (!checked.ok) {
      setFeedback({ kind: "error", text: checked.message });
      return;
    }
    setBusy(true);
    const res = await api("POST /api/user/user/coverLetter", { body: { coverLetter: value } });
    setBusy(false);
    if (!res.ok) {
      setFeedback({ kind: "error", text: res.message });
      return;
    }
    setValue(res.data.coverLetter);
    setFeedback({ kind: "ok", text: PROFILE_MSG.coverLetterSaved });
    onSaved(PROFILE_MSG.coverLetterSaved);
  };
  return (
    <form className="field-block" onSubmit={submit} noValidate>
      <label htmlFor="cover-letter">자기소개</label>
      <textarea
        id="cover-letter"
        className="text-input"
        rows={4}
        value={value}
        disabled={disabled}
        placeholder="어떤 글을 쓰는지, 무엇에 관심이 있는지 소개해 주세요."
        onChange={(e) => {
          setValue(e.target.value);
          setFeedback(null);
        }}
      />
      <div className="field-row spread">
        <span className={length > COVER_LETTER_MAX ? "counter over" : "counter"}>
          {length}/{COVER_LETTER_MAX}
        </span>
        <button type="submit" className="btn btn-blue" disabled={busy || disabled}>
          저장
        </button>
      </div>
      <FeedbackLine feedback={feedback} />
    </form>
  );
}

function PasswordForm({ email }: { email: string }) {
  const [currentPw, setCurrentPw] = useState("");
  const [newPw, setNewPw] = useState("");
  const [confirmPw, setConfirmPw] = useState("");
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!currentPw) return setFeedback({ kind: "error", text: RESET_MSG.currentEmpty });
    const checked = validatePassword(newPw, email);
    if (!checked.ok) return setFeedback({ kind: "error", text: checked.message });
    if (newPw !== confirmPw) return setFeedback({ kind: "error", text: ACCOUNT_MSG.passwordMismatch });
    setBusy(true);
    const res = await api("POST /api/user/updateUserPw", { body: { currentPw, newPw } });
    setBusy(false);
    if (!res.ok) return setFeedback({ kind: "error", text: res.message });
    setCurrentPw("");
    setNewPw("");
    setConfirmPw("");
    setFeedback({ kind: "ok", text: PROFILE_MSG.passwordChanged });
  };
  const clear = () => setFeedback(null);
  return (
    <section className="settings-card" aria-labelledby="password-section">
      <h2 id="password-section">비밀번호 변경</h2>
      <form className="password-form" onSubmit={submit} noValidate>
        <label htmlFor="current-pw">현재 비밀번호</label>
        <input
          id="current-pw"
          type="password"
          className="text-input"
          autoComplete="current-password"
          value={currentPw}
          onChange={(e) => (setCurrentPw(e.target.value), clear())}
        />
        <label htmlFor="new-pw">새 비밀번호</label>
        <input
          id="new-pw"
          type="password"
          className="text-input"
          autoComplete="new-password"
          value={newPw}
          onChange={(e) => (setNewPw(e.target.value), clear())}
        />
        <label htmlFor="confirm-pw">새 비밀번호 확인</label>
        <input
          id="confirm-pw"
          type="password"
          className="text-input"
          autoComplete="new-password"
          value={confirmPw}
          onChange={(e) => (setConfirmPw(e.target.value), clear())}
        />
        <p className="field-hint">
          <T text={ACCOUNT_MSG.passwordGuide} /> 변경하면 다른 기기에서는 로그아웃됩니다.
        </p>
        <FeedbackLine feedback={feedback} />
        <div>
          <button type="submit" className="btn btn-blue" disabled={busy}>
            비밀번호 변경
          </button>
        </div>
      </form>
    </section>
  );
}
