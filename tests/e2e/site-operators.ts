// An app of its own for the exhibit and quiz journeys, with a moderator granted by the real
// command line (the embedded database admits one process, so the app stops for it) and
// members signed up through the API and the verification mail.
import { turnOnTwoFactor } from "./two-factor";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { runAdminCommand } from "./admin-command";
import { uniqueMember, signUpMember } from "./members";

export interface OperatorsApp {
  baseUrl: string;
  dataDir: string;
  signUp(context: BrowserContext, prefix: string): Promise<{ userId: string; userName: string; email: string }>;
  /** Stops the app, grants the role with the command line, starts the app again. */
  grantModerator(email: string, context: BrowserContext): Promise<void>;
  api<T>(context: BrowserContext, method: "GET" | "POST" | "PUT" | "DELETE", url: string, data?: object): Promise<T>;
  stop(): Promise<void>;
}

export async function startOperatorsApp(name: string, seedDemo: boolean): Promise<OperatorsApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nt-e2e-${name}-`));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const env = { PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: seedDemo ? "true" : "false" };
  let app: AppProcess = await startApp(env);
  return {
    baseUrl,
    dataDir,
    async signUp(context, prefix) {
      const { userId, userName, email } = await signUpMember(context, { app: { baseUrl, dataDir }, ...uniqueMember(prefix) });
      return { userId, userName, email };
    },
    async grantModerator(email, context) {
      await app.stop();
      await runAdminCommand(dataDir, "grant-moderator", email);
      app = await startApp(env);
      // Operator tools need the moderator's two-step sign-in on.
      await turnOnTwoFactor(context, baseUrl);
    },
    async api<T>(context: BrowserContext, method: "GET" | "POST" | "PUT" | "DELETE", url: string, data?: object) {
      const res = await context.request.fetch(`${baseUrl}${url}`, {
        method,
        headers: { origin: baseUrl },
        ...(data ? { data } : {}),
      });
      if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
      return ((await res.json()) as { data: T }).data;
    },
    async stop() {
      await app.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
