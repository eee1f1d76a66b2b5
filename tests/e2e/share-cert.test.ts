// Share certification journeys (decision 0167) on the shared app, with the office product's API
// on loopback holding the shared documents: a visitor opens the share link, signs in, comes back
// and certifies the document as their post (desktop); the same code is refused to another member
// and an expired share says so (phone /m); a phone member certifies a share of their own.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { hideUsageSurvey, signUpMember } from "./members";

const baseUrl = inject("baseUrl");
const officeControl = inject("officeClientUrl").replace(/\/api$/, "");
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Polaris Office shares a document to 나눔터: the office product now knows this code. */
async function officeShares(overrides: { title?: string; expiresAt?: string } = {}) {
  const code = crypto.randomBytes(12).toString("base64url");
  const title = overrides.title ?? `공유 문서 ${crypto.randomBytes(3).toString("hex")}`;
  const res = await fetch(`${officeControl}/__control/shares`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      code,
      title,
      content: "<h2>회의록</h2><p>다음 분기 계획을 정리했습니다.</p>",
      fileName: "minutes.docx",
      expiresAt: overrides.expiresAt ?? new Date(Date.now() + 3_600_000).toISOString(),
    }),
  });
  expect(res.status).toBe(204);
  return { code, title };
}

const card = (page: Page) => page.getByTestId("share-cert-card");

describe("desktop", () => {
  it("a visitor signs in from the share link, comes back and certifies the document as their post", async () => {
    const setup = await desktopContext(browser);
    const member = await signUpMember(setup);
    await setup.close();
    const { code, title } = await officeShares();

    const context = await desktopContext(browser);
    await hideUsageSurvey(context, member.userId);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/share-cert?code=${code}`);
    expect(await card(page).innerText()).toContain("공유 인증은 로그인한 회원만 할 수 있습니다.");
    await shot(page, "share-cert-desktop-visitor");
    await page.getByRole("link", { name: "로그인하기" }).click();
    await page.locator("#login-email").fill(member.email);
    await page.locator("#login-password").fill(member.password);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await page.waitForURL(`${baseUrl}/share-cert?code=${code}`);

    const doc = page.getByTestId("share-cert-doc");
    await doc.waitFor();
    expect(await doc.innerText()).toContain(title);
    expect(await doc.innerText()).toContain("다음 분기 계획을 정리했습니다.");
    expect(await doc.innerText()).toContain("minutes.docx");
    await shot(page, "share-cert-desktop-preview");
    await page.getByRole("button", { name: "내 게시물로 인증하기" }).click();
    await page.getByText("공유 문서가 내 게시물로 등록되었습니다.").waitFor();
    await shot(page, "share-cert-desktop-certified");
    await page.getByRole("link", { name: "게시물 보기" }).click();
    await page.waitForURL(/\/d\//);
    await page.getByRole("heading", { name: title }).first().waitFor();
    await shot(page, "share-cert-desktop-post");

    // Coming back to the link later: it is already this member's.
    await page.goto(`${baseUrl}/share-cert?code=${code}`);
    expect(await card(page).innerText()).toContain("이미 인증한 공유 문서입니다.");
    await context.close();

    // The same code for another member (phone).
    const other = await phoneContext(browser);
    await signUpMember(other);
    const phone = await other.newPage();
    await phone.goto(`${baseUrl}/m/share-cert?code=${code}`);
    await phone.getByRole("alert").waitFor();
    expect(await phone.getByRole("alert").innerText()).toBe("이미 다른 회원이 인증한 공유 문서입니다.");
    expect(await phone.getByRole("button", { name: "내 게시물로 인증하기" }).count()).toBe(0);
    await shot(phone, "share-cert-phone-taken");
    await other.close();
  });
});

describe("phone", () => {
  it("a member certifies a share; an expired share and a link without a code say so", async () => {
    const context = await phoneContext(browser);
    await signUpMember(context);
    const page = await context.newPage();

    const expired = await officeShares({ expiresAt: new Date(Date.now() - 60_000).toISOString() });
    await page.goto(`${baseUrl}/m/share-cert?code=${expired.code}`);
    expect(await page.getByRole("alert").innerText()).toBe("공유 인증 기간이 지났습니다. Polaris Office에서 다시 공유해 주세요.");
    await shot(page, "share-cert-phone-expired");

    await page.goto(`${baseUrl}/m/share-cert`);
    expect(await card(page).innerText()).toContain("공유 코드가 없습니다.");

    const { code, title } = await officeShares();
    await page.goto(`${baseUrl}/m/share-cert?code=${code}`);
    await page.getByTestId("share-cert-doc").waitFor();
    await shot(page, "share-cert-phone-preview");
    await page.getByRole("button", { name: "내 게시물로 인증하기" }).click();
    await page.getByText("공유 문서가 내 게시물로 등록되었습니다.").waitFor();
    await shot(page, "share-cert-phone-certified");
    await page.getByRole("link", { name: "게시물 보기" }).click();
    await page.waitForURL(/\/m\/d\//);
    expect(await page.locator("body").innerText()).toContain(title);
    await context.close();
  });
});
