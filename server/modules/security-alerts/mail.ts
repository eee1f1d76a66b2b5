// The security alert mail: what happened, from which device and when, and the "this wasn't me"
// button. In the member's language (service.ts decides which); names are escaped by the layout.
import { say, type Language } from "../../../core/i18n";
import {
  SECURITY_ALERT_LINES,
  SECURITY_ALERT_POLICY,
  SECURITY_ALERT_TEXT,
  SECURITY_ALERT_TITLES,
  formatSeoulDateTime,
  shortWalletAddress,
  type SecurityAlertKind,
} from "../../../core/security-alerts";
import { describeDevice } from "../../../core/device-names";
import { maskIp } from "../../../core/network";
import type { MailMessage } from "../../lib/mail";
import { mailLayout, mailWords } from "../../lib/mail-layout";

export interface AlertFacts {
  kind: SecurityAlertKind;
  userAgent: string;
  ip: string;
  detail: string;
  at: Date;
}

/** The "label: value" lines under the first one, in the reader's language. */
export function alertDetails(facts: AlertFacts, language: Language): string[] {
  const line = (label: Parameters<typeof say>[0], value: string) => `${say(label, language)}: ${value}`;
  const out: string[] = [];
  if (facts.kind === "passkeyAdded" && facts.detail) out.push(line(SECURITY_ALERT_TEXT.passkey, facts.detail));
  if (facts.kind === "walletChanged" && facts.detail) out.push(line(SECURITY_ALERT_TEXT.wallet, shortWalletAddress(facts.detail)));
  if (facts.kind === "twoFactorRecovery" && facts.detail)
    out.push(line(SECURITY_ALERT_TEXT.readyAt, formatSeoulDateTime(facts.detail, language)));
  if (facts.userAgent) out.push(line(SECURITY_ALERT_TEXT.device, describeDevice(facts.userAgent, language)));
  if (facts.ip) out.push(line(SECURITY_ALERT_TEXT.address, maskIp(facts.ip)));
  out.push(line(SECURITY_ALERT_TEXT.when, formatSeoulDateTime(facts.at, language)));
  return out;
}

export function securityAlertMail(input: { to: string; userName: string; link: string } & AlertFacts, language: Language): MailMessage {
  const { site, w } = mailWords(language);
  const title = w(SECURITY_ALERT_TITLES[input.kind]);
  const days = SECURITY_ALERT_POLICY.linkDays;
  const lines = [
    w(SECURITY_ALERT_LINES[input.kind], { name: input.userName }),
    ...alertDetails(input, language),
    w(SECURITY_ALERT_TEXT.itWasMe),
    `${w(SECURITY_ALERT_TEXT.notMeQuestion)} ${w(SECURITY_ALERT_TEXT.notMeHow, { days })}`,
  ];
  return {
    to: input.to,
    subject: `[${site}] ${title}`,
    text: `${lines.join("\n")}\n\n${w(SECURITY_ALERT_TEXT.notMeLink)}: ${input.link}`,
    html: mailLayout(
      language,
      title,
      lines,
      { label: w(SECURITY_ALERT_TEXT.notMeButton), href: input.link },
      null,
      w(SECURITY_ALERT_TEXT.footer),
    ),
  };
}
