// The account e-mails: plain text for every client plus a simple HTML version. Everything
// interpolated into HTML is escaped; names are member-chosen text.
import { BRAND } from "../../../core/brand";
import type { MailMessage } from "../../lib/mail";

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

function layout(title: string, paragraphs: string[], action: { label: string; href: string }, code: string | null): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#F9FAFB;font-family:'Pretendard','Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#191F28">
<div style="max-width:520px;margin:32px auto;background:#FFFFFF;border:1px solid #E5E8EB;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px;color:#3182F6">${escapeHtml(BRAND.siteName)}</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.7;color:#4E5968">${escapeHtml(p)}</p>`).join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#3182F6;color:#FFFFFF;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></p>
${
  code === null
    ? ""
    : `<p style="margin:0 0 8px;color:#4E5968">인증번호</p>
<p style="margin:0 0 24px;font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p>`
}
<p style="margin:0;font-size:13px;color:#8B95A1;line-height:1.6">본인이 요청하지 않았다면 이 메일을 무시해 주세요. 버튼이 열리지 않으면 아래 주소를 브라우저에 붙여 넣어 주세요.<br>${escapeHtml(action.href)}</p>
</div></body></html>`;
}

export function signupVerificationMail(input: { to: string; userName: string; link: string; code: string }): MailMessage {
  const title = "이메일 인증을 완료해 주세요";
  const lines = [
    `${input.userName}님, ${BRAND.siteName}에 가입해 주셔서 감사합니다.`,
    "아래 버튼을 누르거나 인증번호를 입력하면 이메일 인증이 끝납니다. 인증 링크와 인증번호는 24시간 동안 유효합니다.",
  ];
  return {
    to: input.to,
    subject: `[${BRAND.siteName}] 이메일 인증을 완료해 주세요`,
    text: `${lines.join("\n")}\n\n인증 링크: ${input.link}\n인증번호: ${input.code}\n\n본인이 요청하지 않았다면 이 메일을 무시해 주세요.`,
    html: layout(title, lines, { label: "이메일 인증하기", href: input.link }, input.code),
  };
}

export function passwordResetMail(input: { to: string; userName: string; link: string; code: string }): MailMessage {
  const title = "비밀번호 재설정 안내";
  const lines = [
    `${input.userName}님, 비밀번호 재설정을 요청하셨습니다.`,
    "아래 버튼을 눌러 새 비밀번호를 설정해 주세요. 링크와 인증번호는 1시간 동안 유효하며, 비밀번호를 바꾸면 모든 기기에서 로그아웃됩니다.",
  ];
  return {
    to: input.to,
    subject: `[${BRAND.siteName}] 비밀번호 재설정 안내`,
    text: `${lines.join("\n")}\n\n재설정 링크: ${input.link}\n인증번호: ${input.code}\n\n본인이 요청하지 않았다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.`,
    html: layout(title, lines, { label: "비밀번호 재설정하기", href: input.link }, input.code),
  };
}

/**
 * A reset was asked for an address that signs in with a social account: there is no password
 * to reset, so the owner is told which sign-in button to use (the requester learns nothing).
 */
export function socialAccountResetMail(input: { to: string; userName: string; channelName: string; loginLink: string }): MailMessage {
  const title = "비밀번호 재설정 안내";
  const lines = [
    `${input.userName}님, 비밀번호 재설정을 요청하셨습니다.`,
    `이 이메일은 ${input.channelName} 계정으로 가입되어 있어 ${BRAND.siteName} 비밀번호가 없습니다. 로그인 화면에서 ${input.channelName} 로그인을 이용해 주세요.`,
  ];
  return {
    to: input.to,
    subject: `[${BRAND.siteName}] 비밀번호 재설정 안내`,
    text: `${lines.join("\n")}\n\n로그인: ${input.loginLink}\n\n본인이 요청하지 않았다면 이 메일을 무시해 주세요.`,
    html: layout(title, lines, { label: "로그인하러 가기", href: input.loginLink }, null),
  };
}

/** Someone keeps entering wrong passwords for this account: the owner should know, and what to do. */
export function signInAttemptsMail(input: { to: string; userName: string; failures: number; resetLink: string }): MailMessage {
  const title = "로그인 시도 알림";
  const lines = [
    `${input.userName}님, 최근 1시간 동안 회원님의 계정에 잘못된 비밀번호로 ${input.failures}번 로그인이 시도되었습니다.`,
    "본인이 아니라면 계정은 안전하게 보호되고 있으니 걱정하지 않으셔도 됩니다. 다만 다른 사이트와 같은 비밀번호를 쓰고 계시다면 지금 비밀번호를 바꿔 주세요.",
  ];
  return {
    to: input.to,
    subject: `[${BRAND.siteName}] 로그인 시도 알림`,
    text: `${lines.join("\n")}\n\n비밀번호 재설정: ${input.resetLink}`,
    html: layout(title, lines, { label: "비밀번호 바꾸기", href: input.resetLink }, null),
  };
}
