// Outgoing mail. With SMTP_URL every message goes through that server (nodemailer). Without
// it the message is written as a real .eml file to DATA_DIR/mail/ and its text to the log,
// so sign-up and password reset work on a machine with no mail server at all.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "./logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly kind: "smtp" | "file";
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
}

export function createMailer({ smtpUrl, from, dataDir, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      kind: "smtp",
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, "mail sent");
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const folder = path.join(dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      fs.mkdirSync(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const safeTo = message.to.replace(/[^A-Za-z0-9@._-]/g, "_").slice(0, 80);
      const file = path.join(folder, `${stamp}-${safeTo}-${crypto.randomBytes(3).toString("hex")}.eml`);
      // Written to a temporary name first so a reader never sees half a message.
      fs.writeFileSync(`${file}.tmp`, info.message as Buffer);
      fs.renameSync(`${file}.tmp`, file);
      logger.info(
        { to: message.to, subject: message.subject, file, text: message.text },
        "mail written to the local mail folder (SMTP_URL not set)",
      );
      return { messageId: info.messageId, file };
    },
    close: () => undefined,
  };
}
