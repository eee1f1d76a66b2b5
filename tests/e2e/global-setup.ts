// Starts the real app the way a user does (`npm start`: build when needed, migrate, seed
// demo content) on a free port with its own data folder, for the browser journeys. The
// sign-in providers it talks to run beside it on loopback: Google and Polaris as OpenID
// Connect issuers, Kakao with its REST endpoints, and the office-suite desktop-client API.
//
// A second app, the same in every way but its data folder and AI_BASE_URL, answers the AI
// features with a model: a local chat-completions server (tests/support/model-server.ts).
// Journeys run each AI scenario against `baseUrl` (offline engine) and `modelAppUrl` (model);
// the model's answers carry the word "모델" where the offline engine never writes it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensureBuilt, freePort, startApp } from "../support/app-process";
import { startChain } from "../support/chain";
import { dropE2eDatabases } from "../support/e2e-database";
import { startModelServer } from "../support/model-server";
import { providerEnv, startOfficeClientDouble, startProviderDouble } from "../support/social-providers";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    e2eDataDir: string;
    /** The office-suite desktop-client API double (POST {base}/__control/sessions signs someone in to the client). */
    officeClientUrl: string;
    /** The same app with an AI model configured (AI_BASE_URL = `${modelServerUrl}/v1`); its own data folder and members. */
    modelAppUrl: string;
    /** Data folder of the model app. */
    modelAppDataDir: string;
    /**
     * The chat-completions double the model app talks to: GET {url}/__control/requests lists what
     * the app sent; POST {url}/__control {mode, delayMs, retryAfter, times} makes it fail for
     * everyone (prefer the per-request triggers [[model:fail]], [[model:slow]], [[model:invalid]]
     * in the member's text: other journey files share this double).
     */
    modelServerUrl: string;
    /**
     * The local chain (anvil, chain id 8217) both journey apps use: deploy, mint and read with
     * tests/support/chain.ts helpers (the deployer is anvil key 0, the payout signer key 1, the
     * demo members' wallets keys 2–7 holding the demo NFTs; keys 8–9 are free).
     */
    chainRpcUrl: string;
    chainId: number;
    /** NFT_COLLECTION_ADDRESS, UPLOAD_NFT_ADDRESS and TOKEN_ADDRESS of the apps. */
    chainAddresses: { pfp: `0x${string}`; uploadPass: `0x${string}`; token: `0x${string}` };
  }
}

/** The model app's key and model name, checked by the double on every request. */
export const E2E_MODEL = { apiKey: "e2e-model-key", model: "e2e-double-model" } as const;

export default async function setup(project: TestProject) {
  const [google, kakao, polaris, office, model, chain] = await Promise.all([
    startProviderDouble({ title: "Google", shape: "oidc", clientId: "e2e-google", clientSecret: "e2e-google-secret" }),
    startProviderDouble({ title: "Kakao", shape: "kakao", clientId: "e2e-kakao", clientSecret: "e2e-kakao-secret" }),
    startProviderDouble({ title: "Polaris Office", shape: "oidc", clientId: "e2e-polaris", clientSecret: "e2e-polaris-secret" }),
    startOfficeClientDouble(),
    startModelServer(E2E_MODEL),
    startChain(),
    // Build once before both apps start: two starts must not build into build/ together.
    ensureBuilt(),
  ]);
  // The demo members' NFTs and the payout signer's tokens, as `npm start` with DEV_CHAIN=on has them.
  await chain.mintDemoHoldings();
  const [port, modelPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-"));
  const modelDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-model-"));
  const env = {
    SEED_DEMO: "true",
    ...providerEnv("GOOGLE", google, "issuer"),
    ...providerEnv("KAKAO", kakao, "endpoints"),
    ...providerEnv("POLARIS", polaris, "issuer"),
    POLARIS_CLIENT_API_URL: office.url,
    // The editor's image import may fetch from an image server a journey starts on 127.0.0.2
    // (every other loopback and private address stays refused).
    URL_FETCH_ALLOW_ADDRESSES: "127.0.0.2",
    // A scheduled post may be set half a minute ahead, so a journey sees one go out (the product's is 5 minutes).
    SCHEDULE_MIN_LEAD_SECONDS: "30",
    // One chain for both apps; DEV_CHAIN=on with KAIA_RPC_URL set starts nothing and only
    // connects the demo members' wallets.
    ...chain.chainEnv(),
    DEV_CHAIN: "on",
  };
  const [app, modelApp] = await Promise.all([
    startApp({ ...env, PORT: String(port), DATA_DIR: dataDir }),
    startApp({
      ...env,
      PORT: String(modelPort),
      DATA_DIR: modelDataDir,
      AI_BASE_URL: model.url,
      AI_API_KEY: E2E_MODEL.apiKey,
      AI_MODEL: E2E_MODEL.model,
      // A slow answer ([[model:slow]]) falls back in 3 s instead of 20.
      AI_TIMEOUT_MS: "3000",
    }),
  ]);
  project.provide("baseUrl", `http://localhost:${port}`);
  project.provide("e2eDataDir", dataDir);
  project.provide("officeClientUrl", office.url);
  project.provide("modelAppUrl", `http://localhost:${modelPort}`);
  project.provide("modelAppDataDir", modelDataDir);
  project.provide("modelServerUrl", model.url.replace(/\/v1$/, ""));
  project.provide("chainRpcUrl", chain.rpcUrl);
  project.provide("chainId", chain.chainId);
  project.provide("chainAddresses", chain.addresses);
  return async () => {
    await Promise.all([app.stop(), modelApp.stop()]);
    // What the apps logged (warnings and errors) stays beside the screenshots: a journey that
    // failed or passed only on its retry is read against the server's side of the story.
    const outDir = path.resolve(import.meta.dirname, ".out");
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, "app.log"), app.output());
    fs.writeFileSync(path.join(outDir, "model-app.log"), modelApp.output());
    await Promise.all([google.close(), kakao.close(), polaris.close(), office.close(), model.close(), chain.dispose()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(modelDataDir, { recursive: true, force: true });
    await dropE2eDatabases();
  };
}
