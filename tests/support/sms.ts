// Reading the text messages the app wrote to DATA_DIR/sms (no SMS gateway configured).
import fs from "node:fs";
import path from "node:path";

export interface WrittenSms {
  to: string;
  text: string;
  file: string;
}

export function readSmsFolder(dataDir: string): WrittenSms[] {
  const folder = path.join(dataDir, "sms");
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith(".txt"))
    .sort()
    .map((file) => {
      const content = fs.readFileSync(path.join(folder, file), "utf8");
      const [head, ...rest] = content.split("\n\n");
      return { to: head!.replace(/^To: /, "").trim(), text: rest.join("\n\n").trim(), file };
    });
}

/** The 6-digit code of the newest message to a number (digits only), waiting for it to appear. */
export async function waitForSmsCode(dataDir: string, to: string, options: { after?: number; timeoutMs?: number } = {}): Promise<string> {
  const until = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const found = readSmsFolder(dataDir)
      .slice(options.after ?? 0)
      .reverse()
      .find((m) => m.to === to);
    const code = found?.text.match(/\[(\d{6})\]/)?.[1];
    if (code) return code;
    if (Date.now() > until) throw new Error(`no SMS to ${to} in ${dataDir}/sms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
