// Outgoing text messages (phone verification codes). One small interface so a real SMS
// gateway can be plugged in by configuration; the default writes each message to
// DATA_DIR/sms/ and the server log, like the local mail folder, so phone verification
// works on a machine with no SMS contract at all.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "./logger";

export interface SmsMessage {
  /** Digits only, domestic form (01012345678). */
  to: string;
  text: string;
}

export interface SmsSender {
  readonly kind: string;
  send(message: SmsMessage): Promise<{ messageId: string; file?: string }>;
}

/** Writes `<time>-<number>-<random>.txt` files: the first line is the number, then the text. */
export function createFileSmsSender(dataDir: string, logger: Logger): SmsSender {
  const folder = path.join(dataDir, "sms");
  return {
    kind: "file",
    async send(message) {
      await fs.promises.mkdir(folder, { recursive: true });
      const messageId = crypto.randomBytes(6).toString("hex");
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(folder, `${stamp}-${message.to.replace(/\D/g, "")}-${messageId}.txt`);
      // A temporary name first, so a reader never sees half a message.
      await fs.promises.writeFile(`${file}.tmp`, `To: ${message.to}\n\n${message.text}\n`);
      await fs.promises.rename(`${file}.tmp`, file);
      logger.info({ to: message.to, file, text: message.text }, "SMS written to the local sms folder (no SMS gateway configured)");
      return { messageId, file };
    },
  };
}
