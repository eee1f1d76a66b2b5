// Reading the mail the app sent, for tests: a real SMTP server on loopback (smtp-server,
// the app's SMTP_URL points at it), or the local mail folder the app writes without SMTP.
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

export function firstLink(mail: ReceivedMail, contains: string): string {
  const match = mail.text.match(new RegExp(`https?://\\S*${contains.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\S*`));
  if (!match) throw new Error(`no link containing ${contains} in:\n${mail.text}`);
  return match[0];
}

export function codeOf(mail: ReceivedMail): string {
  const match = mail.text.match(/인증번호: (\d{6})/);
  if (!match) throw new Error(`no code in:\n${mail.text}`);
  return match[1]!;
}

async function poll<T>(read: () => Promise<T | undefined> | T | undefined, timeoutMs: number, what: string): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await read();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  waitFor(to: string, options?: { subject?: string; after?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port that keeps every message it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(", ") : (parsed.to?.text ?? ""),
            from: parsed.from?.text ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, { subject, after = 0, timeoutMs = 15_000 } = {}) {
      return poll(
        () => messages.slice(after).find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!subject || m.subject.includes(subject))),
        timeoutMs,
        `mail to ${to}`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const parsedMailFiles = new Map<string, ReceivedMail>();

/** Messages the app wrote to DATA_DIR/mail (no SMTP_URL), oldest first. */
export async function readMailFolder(dataDir: string): Promise<ReceivedMail[]> {
  const folder = path.join(dataDir, "mail");
  if (!fs.existsSync(folder)) return [];
  const files = fs
    .readdirSync(folder)
    .filter((f) => f.endsWith(".eml"))
    .sort();
  const out: ReceivedMail[] = [];
  for (const file of files) {
    // A written message never changes: parse each file once. Waiting for a mail polls the
    // folder ten times a second, and a shared journey app holds hundreds of messages.
    const full = path.join(folder, file);
    const cached = parsedMailFiles.get(full);
    if (cached) {
      out.push(cached);
      continue;
    }
    const parsed = await simpleParser(fs.readFileSync(full));
    const mail: ReceivedMail = {
      to: Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(", ") : (parsed.to?.text ?? ""),
      from: parsed.from?.text ?? "",
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      html: typeof parsed.html === "string" ? parsed.html : "",
    };
    parsedMailFiles.set(full, mail);
    out.push(mail);
  }
  return out;
}

/** Waits until the app has written a mail to `to` in its mail folder (the newest one). */
export function waitForFolderMail(
  dataDir: string,
  to: string,
  options: { subject?: string; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  return poll(
    async () => {
      const all = await readMailFolder(dataDir);
      return all
        .reverse()
        .find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!options.subject || m.subject.includes(options.subject)));
    },
    options.timeoutMs ?? 20_000,
    `mail to ${to} in ${dataDir}/mail`,
  );
}
