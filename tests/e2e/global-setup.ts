// Starts the real app the way a user does (`npm start`: build when needed, migrate, seed
// demo content) on a free port with its own data folder, for the browser journeys. The
// sign-in providers it talks to run beside it on loopback: Google and Polaris as OpenID
// Connect issuers, Kakao with its REST endpoints, and the office-suite desktop-client API.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, startApp } from "../support/app-process";
import { dropE2eDatabases } from "../support/e2e-database";
import { providerEnv, startOfficeClientDouble, startProviderDouble } from "../support/social-providers";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    e2eDataDir: string;
    /** The office-suite desktop-client API double (POST {base}/__control/sessions signs someone in to the client). */
    officeClientUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const google = await startProviderDouble({ title: "Google", shape: "oidc", clientId: "e2e-google", clientSecret: "e2e-google-secret" });
  const kakao = await startProviderDouble({ title: "Kakao", shape: "kakao", clientId: "e2e-kakao", clientSecret: "e2e-kakao-secret" });
  const polaris = await startProviderDouble({
    title: "Polaris Office",
    shape: "oidc",
    clientId: "e2e-polaris",
    clientSecret: "e2e-polaris-secret",
  });
  const office = await startOfficeClientDouble();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-"));
  const app = await startApp({
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    ...providerEnv("GOOGLE", google, "issuer"),
    ...providerEnv("KAKAO", kakao, "endpoints"),
    ...providerEnv("POLARIS", polaris, "issuer"),
    POLARIS_CLIENT_API_URL: office.url,
  });
  project.provide("baseUrl", `http://localhost:${port}`);
  project.provide("e2eDataDir", dataDir);
  project.provide("officeClientUrl", office.url);
  return async () => {
    await app.stop();
    await Promise.all([google.close(), kakao.close(), polaris.close(), office.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropE2eDatabases();
  };
}
