// /mypage/account (+ /m): the member's own settings. Public profile (background, picture,
// nickname, cover letter), account facts (e-mail, sign-in method, verification, points,
// phone), and the password: the change form for members who have one, the setup mail for
// members who joined with a social account and have none (decision 0207). The nickname, cover
// letter, password, the setup mail and the verification mail are written by this page's action (the same services as their API routes,
// in-process); the two pictures are uploads with progress and go to the API from the browser.
// Every refusal is the server's, in the reader's language; what was typed stays on failure.
import { T, useFormat, useLanguage, useT, type Showable } from "../lib/i18n";
import { both, say, texts } from "../../core/i18n";
import { privateMeta } from "../lib/meta";
import { useEffect, useRef, useState } from "react";
import { data, Link, useFetcher, useLoaderData, useRevalidator, type MetaFunction } from "react-router";
import { z } from "zod";
import { ACCOUNT_MSG, RESET_MSG, validatePassword } from "../../core/account";
import { MSG } from "../../core/messages";
import { NICKNAME_GUIDE, validateNickname } from "../../core/nickname";
import { COVER_LETTER_MAX, PROFILE_MSG, validateCoverLetter } from "../../core/profile";
import { Avatar } from "../components/ui/avatar";
import { LanguageSwitch } from "../components/ui/language-switch";
import { ThemeSwitch } from "../components/ui/theme-switch";
import { useUi } from "../components/ui/ui-provider";
import { ImageField } from "../features/profile/image-field";
import { PushSettingsSection } from "../features/notifications/push-settings";
import { DevicesSection } from "../features/profile/devices-section";
import { ExportSection } from "../features/profile/export-section";
import { ImportSection } from "../features/profile/import-section";
import { FederationSection } from "../features/federation/federation-section";
import { SignInMethodsSection } from "../features/linking/sign-in-methods";
import { PasskeysSection } from "../features/passkeys/passkeys-section";
import { TwoFactorSection } from "../features/two-factor/two-factor-section";
import { useReauthRetry } from "../features/two-factor/use-reauth-retry";
import { publicProfilePath } from "../features/profile/mypage-menu";
import { useIsMobile, useLinkTo } from "../lib/device";
import type { ActionArgs, LoaderArgs } from "../lib/viewer";
import "../styles/profile.css";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  const account = await context.services.profile.myAccount(context.viewer.userNo);
  if (!account) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  return account;
}

const INTENTS = ["nickname", "coverLetter", "password", "resendMail", "passwordSetup"] as const;
type Intent = (typeof INTENTS)[number];

/** `intent` names the form; the rest of the input is its API route's own body. */
export function action({ request, context }: ActionArgs) {
  const services = context.services;
  return context.act(request, async ({ intent, ...input }, tools) => {
    switch (z.enum(INTENTS).parse(intent)) {
      case "nickname":
        return { intent: "nickname" as const, ...(await services.write("POST /api/user/updateUserName", input, tools)) };
      case "coverLetter":
        return { intent: "coverLetter" as const, ...(await services.write("POST /api/user/user/coverLetter", input, tools)) };
      case "password":
        return { intent: "password" as const, ...(await services.write("POST /api/user/updateUserPw", input, tools)) };
      case "resendMail":
        await services.write("POST /api/user/sendEmail", input, tools);
        return { intent: "resendMail" as const };
      case "passwordSetup":
        return { intent: "passwordSetup" as const, ...(await services.write("POST /api/user/sendEmailPwSet", input, tools)) };
    }
  });
}

/**
 * One form's write through the page action. `answer` is the action's answer once the router has
 * settled it (the page's data already reloaded), so what the form shows never runs ahead of it.
 */
function useAccountWrite(intent: Intent) {
  const fetcher = useFetcher<typeof action>();
  const pending = fetcher.state !== "idle";
  const last = useRef<Record<string, string>>({});
  const send = (input: Record<string, string>) => {
    last.current = input;
    void fetcher.submit({ intent, ...input }, { method: "post", encType: "application/json" });
  };
  // A password change after 10 minutes, for a member with two-step sign-in: the code, then again.
  useReauthRetry(fetcher, () => send(last.current));
  return { send, pending, answer: pending ? undefined : fetcher.data };
}

const ACCOUNT_TEXT = texts({
  title: { ko: "계정 설정", en: "Account settings" },
  channelEmail: { ko: "이메일", en: "E-mail" },
  publicProfile: { ko: "공개 프로필", en: "Public profile" },
  viewProfile: { ko: "내 프로필 보기", en: "View my profile" },
  noBackground: { ko: "배경 이미지가 없습니다", en: "No background picture" },
  changePicture: { ko: "프로필 사진 변경", en: "Change profile picture" },
  defaultPicture: { ko: "기본 이미지로", en: "Use the default" },
  changeBackground: { ko: "배경 이미지 변경", en: "Change background" },
  removeBackground: { ko: "배경 삭제", en: "Remove background" },
  imageHint: {
    ko: "JPG, PNG, WEBP, GIF · 5MB 이하. 프로필 사진은 정사각형으로 잘라 보여 줍니다.",
    en: "JPG, PNG, WEBP, GIF · up to 5 MB. Profile pictures are shown cropped to a square.",
  },
  accountInfo: { ko: "계정 정보", en: "Account" },
  email: { ko: "이메일", en: "E-mail" },
  joinedWith: { ko: "가입 방법", en: "Signed up with" },
  emailVerification: { ko: "이메일 인증", en: "E-mail verification" },
  verified: { ko: "인증 완료", en: "Verified" },
  notVerified: { ko: "인증 전", en: "Not verified" },
  phone: { ko: "휴대폰 본인 인증", en: "Mobile verification" },
  phoneVerified: { ko: "인증 완료 ({phone})", en: "Verified ({phone})" },
  verify: { ko: "인증하기", en: "Verify" },
  points: { ko: "보유 포인트", en: "Points" },
  joined: { ko: "가입일", en: "Joined" },
  termsAndLeave: { ko: "약관과 탈퇴", en: "Terms and closing the account" },
  terms: { ko: "이용약관", en: "Terms of service" },
  privacy: { ko: "개인정보 처리방침", en: "Privacy policy" },
  leave: { ko: "회원 탈퇴", en: "Close account" },
  resent: { ko: "{email}(으)로 인증 메일을 다시 보냈습니다.", en: "We sent the verification mail to {email} again." },
  verifyFirst: { ko: "이메일 인증 후 프로필을 변경할 수 있습니다.", en: "You can change your profile once your e-mail is verified." },
  resend: { ko: "인증 메일 다시 받기", en: "Send the verification mail again" },
  nickname: { ko: "닉네임", en: "Nickname" },
  change: { ko: "변경", en: "Change" },
  coverLetter: { ko: "자기소개", en: "Introduction" },
  coverLetterPlaceholder: {
    ko: "어떤 글을 쓰는지, 무엇에 관심이 있는지 소개해 주세요.",
    en: "Tell readers what you write about and what interests you.",
  },
  save: { ko: "저장", en: "Save" },
  password: { ko: "비밀번호 변경", en: "Change password" },
  currentPassword: { ko: "현재 비밀번호", en: "Current password" },
  newPassword: { ko: "새 비밀번호", en: "New password" },
  confirmPassword: { ko: "새 비밀번호 확인", en: "Confirm new password" },
  signsOut: { ko: "변경하면 다른 기기에서는 로그아웃됩니다.", en: "Changing it signs you out on your other devices." },
  language: { ko: "언어", en: "Language" },
  setPassword: { ko: "비밀번호 설정", en: "Set a password" },
  setPasswordLead: {
    ko: "{channel}(으)로 가입해 아직 비밀번호가 없어요. 비밀번호를 정하면 이메일과 비밀번호로도 로그인할 수 있고, 가입할 때 쓴 {channel} 연결도 해제할 수 있어요.",
    en: "You joined with {channel}, so you have no password yet. With one you can also sign in with your e-mail and password, and unlink {channel}.",
  },
  setPasswordHow: {
    ko: "{email}(으)로 링크와 인증번호를 보내 드려요. 메일함의 주인인지 확인한 뒤 비밀번호를 정하고, 정하면 모든 기기에서 로그아웃돼요. {channel} 로그인은 그대로 쓸 수 있어요.",
    en: "We send a link and a code to {email} to make sure the mailbox is yours. Setting the password signs you out on every device; your {channel} sign-in keeps working.",
  },
  sendSetupMail: { ko: "비밀번호 설정 메일 받기", en: "Send me the mail" },
});

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, ACCOUNT_TEXT.title);

const CHANNEL_LABEL = { A: ACCOUNT_TEXT.channelEmail, G: "Google", P: "Polaris Office", K: "Kakao" } as const;

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

  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  // The pictures are uploaded outside the router (with progress): their change reloads the page's data here.
  const imageChanged = (message: Showable) => {
    ui.toast(message);
    void revalidator.revalidate();
  };

  return (
    <div className="account-page">
      <h1 className="page-heading">{t(ACCOUNT_TEXT.title)}</h1>
      {!verified ? <VerifyEmailNotice email={info.userEmail} /> : null}

      <section className="settings-card" aria-labelledby="profile-section">
        <div className="settings-card-head">
          <h2 id="profile-section">{t(ACCOUNT_TEXT.publicProfile)}</h2>
          <Link to={publicProfilePath(info.userId, mobile)} className="text-link">
            {t(ACCOUNT_TEXT.viewProfile)}
          </Link>
        </div>
        <div className="profile-preview">
          <div className="profile-bg" style={bgImg ? { backgroundImage: `url("${bgImg}")` } : undefined} data-testid="profile-bg">
            {!bgImg ? <span className="profile-bg-empty">{t(ACCOUNT_TEXT.noBackground)}</span> : null}
          </div>
          <div className="profile-preview-row">
            <span className="profile-avatar-frame">
              <Avatar name={info.userName} src={profileImg} size={mobile ? 72 : 96} />
            </span>
            <div className="profile-image-controls">
              <ImageField
                label={ACCOUNT_TEXT.changePicture}
                route="POST /api/user/user/profileImg"
                resetItem="profileImg"
                resetLabel={ACCOUNT_TEXT.defaultPicture}
                hasImage={!!profileImg}
                disabled={!verified}
                savedMessage={PROFILE_MSG.profileImageSaved}
                removedMessage={PROFILE_MSG.profileImageRemoved}
                onChanged={(url, message) => {
                  setProfileImg(url);
                  imageChanged(message);
                }}
              />
              <ImageField
                label={ACCOUNT_TEXT.changeBackground}
                route="POST /api/user/updateUserBgImg"
                resetItem="bgImg"
                resetLabel={ACCOUNT_TEXT.removeBackground}
                hasImage={!!bgImg}
                disabled={!verified}
                savedMessage={PROFILE_MSG.backgroundSaved}
                removedMessage={PROFILE_MSG.backgroundRemoved}
                onChanged={(url, message) => {
                  setBgImg(url);
                  imageChanged(message);
                }}
              />
              <p className="field-hint">{t(ACCOUNT_TEXT.imageHint)}</p>
            </div>
          </div>
        </div>
        <NicknameForm current={info.userName} userId={info.userId} disabled={!verified} onSaved={ui.toast} />
        <CoverLetterForm current={info.coverLetter} disabled={!verified} onSaved={ui.toast} />
      </section>

      <section className="settings-card" aria-labelledby="account-section">
        <h2 id="account-section">{t(ACCOUNT_TEXT.accountInfo)}</h2>
        <dl className="facts">
          <div>
            <dt>{t(ACCOUNT_TEXT.email)}</dt>
            <dd>{info.userEmail}</dd>
          </div>
          <div>
            <dt>{t(ACCOUNT_TEXT.joinedWith)}</dt>
            <dd>{t(CHANNEL_LABEL[info.joinChannel])}</dd>
          </div>
          <div>
            <dt>{t(ACCOUNT_TEXT.emailVerification)}</dt>
            <dd>
              {verified ? (
                <span className="state-ok">{t(ACCOUNT_TEXT.verified)}</span>
              ) : (
                <span className="state-warn">{t(ACCOUNT_TEXT.notVerified)}</span>
              )}
            </dd>
          </div>
          <div>
            <dt>{t(ACCOUNT_TEXT.phone)}</dt>
            <dd>
              {account.phone.verified ? (
                <span className="state-ok">{t(ACCOUNT_TEXT.phoneVerified, { phone: account.phone.phone ?? "" })}</span>
              ) : (
                <Link to={linkTo("/mypage/verification")} className="text-link">
                  {t(ACCOUNT_TEXT.verify)}
                </Link>
              )}
            </dd>
          </div>
          <div>
            <dt>{t(ACCOUNT_TEXT.points)}</dt>
            <dd>
              <span className="points-chip">{format.count(account.points)} P</span>
            </dd>
          </div>
          <div>
            <dt>{t(ACCOUNT_TEXT.joined)}</dt>
            <dd>{new Date(info.regDate).toLocaleDateString(language === "en" ? "en-US" : "ko-KR", { timeZone: "Asia/Seoul" })}</dd>
          </div>
        </dl>
      </section>

      {account.hasPassword ? (
        <PasswordForm email={info.userEmail} />
      ) : info.joinChannel !== "A" ? (
        <PasswordSetupCard email={info.userEmail} channel={CHANNEL_LABEL[info.joinChannel]} />
      ) : null}

      <SignInMethodsSection />
      <PasskeysSection />
      <TwoFactorSection email={info.userEmail} />
      <DevicesSection />

      <PushSettingsSection />
      <ExportSection />
      <ImportSection />
      <FederationSection />

      <section className="settings-card settings-links" aria-label={t(ACCOUNT_TEXT.termsAndLeave)}>
        <Link to={linkTo("/terms")}>{t(ACCOUNT_TEXT.terms)}</Link>
        <Link to={linkTo("/privacy")}>{t(ACCOUNT_TEXT.privacy)}</Link>
        <Link to={linkTo("/mypage/leave")} className="quiet">
          {t(ACCOUNT_TEXT.leave)}
        </Link>
      </section>
      <section className="settings-card settings-language" aria-label={t(ACCOUNT_TEXT.language)}>
        <h2>{t(ACCOUNT_TEXT.language)}</h2>
        <LanguageSwitch />
        <ThemeSwitch />
      </section>
    </div>
  );
}

function VerifyEmailNotice({ email }: { email: string }) {
  const write = useAccountWrite("resendMail");
  const { answer } = write;
  const feedback: Feedback = answer
    ? answer.ok
      ? { kind: "ok", text: both(ACCOUNT_TEXT.resent, { email }) }
      : { kind: "error", text: answer.message }
    : null;
  return (
    <div className="notice-box" role="note">
      <strong>
        <T text={MSG.emailCertRequired} />
      </strong>
      <p>
        <T text={MSG.emailCertRequiredBody} /> <T text={ACCOUNT_TEXT.verifyFirst} />
      </p>
      <button
        type="button"
        className="btn btn-blue-outline btn-sm"
        disabled={write.pending}
        onClick={() => write.send({ userEmail: email })}
      >
        <T text={ACCOUNT_TEXT.resend} />
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
  const write = useAccountWrite("nickname");
  const { answer } = write;
  useEffect(() => {
    if (!answer) return;
    if (!answer.ok) return setFeedback({ kind: "error", text: answer.message });
    if (answer.data.intent === "nickname") setValue(answer.data.userName);
    setFeedback({ kind: "ok", text: MSG.nicknameChanged });
    onSaved(MSG.nicknameChanged);
  }, [answer]); // eslint-disable-line react-hooks/exhaustive-deps -- once per answer
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (write.pending) return;
    const checked = validateNickname(value, current);
    if (!checked.ok) return setFeedback({ kind: "error", text: checked.message });
    write.send({ userName: value, userId });
  };
  return (
    <form className="field-block" onSubmit={submit} noValidate>
      <label htmlFor="nickname">
        <T text={ACCOUNT_TEXT.nickname} />
      </label>
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
        <button type="submit" className="btn btn-blue" disabled={write.pending || disabled} aria-busy={write.pending || undefined}>
          <T text={ACCOUNT_TEXT.change} />
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
  const t = useT();
  const [value, setValue] = useState(current);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const write = useAccountWrite("coverLetter");
  const { answer } = write;
  const length = Array.from(value).length;
  useEffect(() => {
    if (!answer) return;
    if (!answer.ok) return setFeedback({ kind: "error", text: answer.message });
    if (answer.data.intent === "coverLetter") setValue(answer.data.coverLetter);
    setFeedback({ kind: "ok", text: PROFILE_MSG.coverLetterSaved });
    onSaved(PROFILE_MSG.coverLetterSaved);
  }, [answer]); // eslint-disable-line react-hooks/exhaustive-deps -- once per answer
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (write.pending) return;
    const checked = validateCoverLetter(value);
    if (!checked.ok) return setFeedback({ kind: "error", text: checked.message });
    write.send({ coverLetter: value });
  };
  return (
    <form className="field-block" onSubmit={submit} noValidate>
      <label htmlFor="cover-letter">
        <T text={ACCOUNT_TEXT.coverLetter} />
      </label>
      <textarea
        id="cover-letter"
        className="text-input"
        rows={4}
        value={value}
        disabled={disabled}
        placeholder={t(ACCOUNT_TEXT.coverLetterPlaceholder)}
        onChange={(e) => {
          setValue(e.target.value);
          setFeedback(null);
        }}
      />
      <div className="field-row spread">
        <span className={length > COVER_LETTER_MAX ? "counter over" : "counter"}>
          {length}/{COVER_LETTER_MAX}
        </span>
        <button type="submit" className="btn btn-blue" disabled={write.pending || disabled} aria-busy={write.pending || undefined}>
          <T text={ACCOUNT_TEXT.save} />
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
  const write = useAccountWrite("password");
  const { answer } = write;
  useEffect(() => {
    if (!answer) return;
    if (!answer.ok) return setFeedback({ kind: "error", text: answer.message });
    setCurrentPw("");
    setNewPw("");
    setConfirmPw("");
    setFeedback({ kind: "ok", text: PROFILE_MSG.passwordChanged });
  }, [answer]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (write.pending) return;
    if (!currentPw) return setFeedback({ kind: "error", text: RESET_MSG.currentEmpty });
    const checked = validatePassword(newPw, email);
    if (!checked.ok) return setFeedback({ kind: "error", text: checked.message });
    if (newPw !== confirmPw) return setFeedback({ kind: "error", text: ACCOUNT_MSG.passwordMismatch });
    write.send({ currentPw, newPw });
  };
  const clear = () => setFeedback(null);
  return (
    <section className="settings-card" aria-labelledby="password-section">
      <h2 id="password-section">
        <T text={ACCOUNT_TEXT.password} />
      </h2>
      <form className="password-form" onSubmit={submit} noValidate>
        <label htmlFor="current-pw">
          <T text={ACCOUNT_TEXT.currentPassword} />
        </label>
        <input
          id="current-pw"
          type="password"
          className="text-input"
          autoComplete="current-password"
          value={currentPw}
          onChange={(e) => (setCurrentPw(e.target.value), clear())}
        />
        <label htmlFor="new-pw">
          <T text={ACCOUNT_TEXT.newPassword} />
        </label>
        <input
          id="new-pw"
          type="password"
          className="text-input"
          autoComplete="new-password"
          value={newPw}
          onChange={(e) => (setNewPw(e.target.value), clear())}
        />
        <label htmlFor="confirm-pw">
          <T text={ACCOUNT_TEXT.confirmPassword} />
        </label>
        <input
          id="confirm-pw"
          type="password"
          className="text-input"
          autoComplete="new-password"
          value={confirmPw}
          onChange={(e) => (setConfirmPw(e.target.value), clear())}
        />
        <p className="field-hint">
          <T text={ACCOUNT_MSG.passwordGuide} /> <T text={ACCOUNT_TEXT.signsOut} />
        </p>
        <FeedbackLine feedback={feedback} />
        <div>
          <button type="submit" className="btn btn-blue" disabled={write.pending} aria-busy={write.pending || undefined}>
            <T text={ACCOUNT_TEXT.password} />
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * A member who joined with a social account has no password to change: they ask for a mail that
 * proves the mailbox, and set the password from its link (the reset page) or code.
 */
function PasswordSetupCard({ email, channel }: { email: string; channel: string }) {
  const write = useAccountWrite("passwordSetup");
  const { answer } = write;
  const feedback: Feedback = answer
    ? answer.ok
      ? { kind: "ok", text: answer.data.intent === "passwordSetup" ? answer.data.message : ACCOUNT_TEXT.setPassword }
      : { kind: "error", text: answer.message }
    : null;
  return (
    <section className="settings-card" aria-labelledby="password-setup-section" data-testid="password-setup">
      <h2 id="password-setup-section">
        <T text={ACCOUNT_TEXT.setPassword} />
      </h2>
      <p className="field-hint">
        <T text={both(ACCOUNT_TEXT.setPasswordLead, { channel })} />
      </p>
      <p className="field-hint">
        <T text={both(ACCOUNT_TEXT.setPasswordHow, { email, channel })} />
      </p>
      <FeedbackLine feedback={feedback} />
      <div>
        <button
          type="button"
          className="btn btn-blue"
          disabled={write.pending}
          aria-busy={write.pending || undefined}
          onClick={() => write.send({})}
        >
          <T text={ACCOUNT_TEXT.sendSetupMail} />
        </button>
      </div>
    </section>
  );
}
