// World ID journeys (docs/product/accounts.md §9) on an app of their own with World ID and Google
// configured against OpenID Connect providers on loopback: a member verifies on /world-id
// (desktop), the mark shows on the profile and the account page, the same person cannot verify
// a second account (phone /m), the verified member signs in with World ID, and the shared app,
// where World ID is not configured, says so without a button.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { providerEnv, startProviderDouble, type ProviderDouble } from "../support/social-providers";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { signUpMember } from "./members";

let browser: Browser;
let app: AppProcess;
let world: ProviderDouble;
let google: ProviderDouble;
let baseUrl = "";
let dataDir = "";

beforeAll(async () => {
  [world, google] = await Promise.all([
    startProviderDouble({ title: "World ID", shape: "worldid", clientId: "app_e2e", clientSecret: "e2e-world-secret" }),
    startProviderDouble({ title: "Google", shape: "oidc", clientId: "e2e-google-w", clientSecret: "e2e-google-w-secret" }),
  ]);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-worldid-"));
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  app = await startApp({
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    PUBLIC_URL: baseUrl,
    ...providerEnv("WORLD_ID", world, "issuer"),
    ...providerEnv("GOOGLE", google, "issuer"),
  });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await Promise.all([world?.close(), google?.close()]);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const nullifier = () => `0x${crypto.randomBytes(32).toString("hex")}`;

/** On World ID's page (the test World App): who proves personhood, then back to our return page. */
async function proveOnWorldId(page: Page, sub: string, level: "orb" | "device", shotName?: string) {
  await page.waitForURL((url) => url.href.startsWith(world.url));
  await page.getByLabel("Nullifier").fill(sub);
  await page.getByLabel("Verification level").selectOption(level);
  if (shotName) await shot(page, shotName, false);
  await page.getByRole("button", { name: "Verify" }).click();
}

async function dialog(page: Page): Promise<string> {
  const box = page.locator("#modalSocialMessage");
  await box.waitFor({ state: "visible" });
  return (await box.innerText()).trim();
}

describe("World ID", () => {
  const sub = nullifier();
  let first: { userId: string; email: string; password: string };

  it("desktop: a visitor is asked to sign in; a member verifies and is marked", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/world-id`);
    expect(await page.getByTestId("world-id-card").innerText()).toContain("로그인한 회원만 World ID 인증을 할 수 있습니다.");
    await page.getByRole("link", { name: "로그인하기" }).waitFor();
    await shot(page, "world-id-desktop-visitor");

    first = await signUpMember(context, { app: { baseUrl, dataDir } });
    await page.goto(`${baseUrl}/world-id`);
    expect(await page.getByTestId("world-id-card").innerText()).toContain("하루 30개까지");
    await shot(page, "world-id-desktop-member");
    await page.getByRole("button", { name: "World ID로 인증하기" }).click();
    await proveOnWorldId(page, sub, "orb", "world-id-desktop-provider");
    expect(await dialog(page)).toContain("World ID 인증이 완료되었습니다.");
    await shot(page, "world-id-desktop-verified-alert", false);
    await page.locator("#modalSocialMessage").getByRole("button", { name: "확인" }).click();
    await page.waitForURL(`${baseUrl}/world-id`);
    const card = page.getByTestId("world-id-card");
    expect(await card.innerText()).toContain("World ID 인증을 마친 계정입니다.");
    expect(await card.innerText()).toContain("인증 수준: orb");
    await page.getByTestId("world-id-badge").waitFor();
    await shot(page, "world-id-desktop-verified");

    // The account page lists World ID among the sign-in methods, with the mark.
    await page.goto(`${baseUrl}/mypage/account`);
    const methods = page.getByTestId("sign-in-methods");
    await methods.locator('[data-channel="W"]').getByRole("button", { name: "연결 해제" }).waitFor();
    await methods.getByTestId("world-id-badge").waitFor();
    // …and the my-page card beside it carries the mark too.
    await page.locator(".mypage-card").getByTestId("world-id-badge").waitFor();
    await methods.scrollIntoViewIfNeeded();
    await shot(page, "world-id-desktop-account", false);

    // The public profile carries the mark for every reader.
    const visitor = await (await desktopContext(browser)).newPage();
    await visitor.goto(`${baseUrl}/other/${first.userId}/dashboard`);
    await visitor.getByTestId("world-id-badge").waitFor();
    await shot(visitor, "world-id-desktop-profile-badge");
    await visitor.context().close();
    await context.close();
  });

  it("phone: the same person cannot verify a second account", async () => {
    const context = await phoneContext(browser);
    await signUpMember(context, { app: { baseUrl, dataDir } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/world-id`);
    await shot(page, "world-id-phone-member");
    await page.getByRole("button", { name: "World ID로 인증하기" }).click();
    await proveOnWorldId(page, sub, "orb");
    expect(await dialog(page)).toContain(
      "이미 다른 계정에서 인증에 사용된 World ID입니다. World ID 하나로는 한 계정만 인증할 수 있습니다.",
    );
    await shot(page, "world-id-phone-taken", false);
    await page.locator("#modalSocialMessage").getByRole("button", { name: "확인" }).click();
    await page.waitForURL(`${baseUrl}/m/world-id`);
    await page.getByRole("button", { name: "World ID로 인증하기" }).waitFor();
    expect(await page.getByTestId("world-id-badge").count()).toBe(0);
    await context.close();
  });

  it("phone: the verified member signs in with World ID", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/login`);
    await page.getByRole("button", { name: "World ID로 계속하기" }).click();
    await proveOnWorldId(page, sub, "orb");
    await page.waitForURL(`${baseUrl}/m`);
    const me = await context.request.get(`${baseUrl}/api/user/getUserBasicInfo`);
    expect(((await me.json()) as { data: { userId: string } }).data.userId).toBe(first.userId);
    await shot(page, "world-id-phone-signed-in");
    await context.close();
  });

  it("where World ID is not configured the page says so, with nothing to press", async () => {
    const shared = inject("baseUrl");
    const context = await desktopContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${shared}/world-id`);
    expect(await page.getByTestId("world-id-card").innerText()).toContain(
      "이 사이트에는 World ID가 설정되어 있지 않아 지금은 인증할 수 없습니다.",
    );
    expect(await page.getByRole("button", { name: "World ID로 인증하기" }).count()).toBe(0);
    await shot(page, "world-id-desktop-not-configured");
    const phone = await (await phoneContext(browser)).newPage();
    await phone.goto(`${shared}/m/world-id`);
    expect(await phone.getByTestId("world-id-card").innerText()).toContain("World ID가 설정되어 있지 않아");
    await shot(phone, "world-id-phone-not-configured");
    await phone.context().close();
    await context.close();
  });
});
