// The test-prep quiz in the browser: an operator creates a round with questions on /admin/quiz;
// a member sees the round's header on /exhibit/prep/economy, takes the quiz, sees the result
// and the header's correct-answer count; the operator moves the sitting's end and the answers'
// date into the past, and the member reads the answers and explanations beside their own and
// prints the certificate from /prep-cert. A second member takes it on the phone (/m).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { startOperatorsApp, type OperatorsApp } from "./site-operators";

let app: OperatorsApp;
let browser: Browser;
let operator: BrowserContext;
let member: BrowserContext;
let phone: BrowserContext;
let roundId = 0;
const HOUR = 3_600_000;

/** A datetime-local value in this machine's time zone (the browser's too). */
function local(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

beforeAll(async () => {
  app = await startOperatorsApp("quiz", false);
  browser = await launch();
  operator = await desktopContext(browser);
  member = await desktopContext(browser);
  phone = await phoneContext(browser);
  const mod = await app.signUp(operator, "qzo");
  await app.signUp(member, "qzm");
  await app.signUp(phone, "qzp");
  await app.grantModerator(mod.email, operator);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe("test-prep quiz", () => {
  it("desktop: an operator writes a round; a member takes it, sees the result, later the explanations and the certificate", async () => {
    const admin = await operator.newPage();
    await admin.goto(`${app.baseUrl}/admin/quiz`);
    await admin.fill("#round-number", "7");
    await admin.fill("#round-title", "거시경제 기초");
    await admin.fill("#round-start", local(Date.now() - HOUR));
    await admin.fill("#round-end", local(Date.now() + 24 * HOUR));
    await admin.fill("#round-answers", local(Date.now() + 48 * HOUR));
    await admin.getByRole("button", { name: "회차 저장" }).click();
    await admin.waitForURL((url) => url.searchParams.has("id"));
    roundId = Number(new URL(admin.url()).searchParams.get("id"));

    const questions = [
      {
        prompt: "물가가 지속적으로 오르는 현상은?",
        options: ["디플레이션", "인플레이션", "스태그네이션", "리세션"],
        correct: 1,
        explanation: "물가의 지속적 상승은 인플레이션입니다.",
      },
      {
        prompt: "기준금리를 정하는 우리나라 기관은?",
        options: ["기획재정부", "금융위원회", "한국은행", "국회", "통계청"],
        correct: 2,
        explanation: "한국은행 금융통화위원회가 기준금리를 정합니다.",
      },
    ];
    for (const [i, q] of questions.entries()) {
      const form = admin.locator("form.admin-question").last();
      await form.locator("textarea").first().fill(q.prompt);
      for (const [k, option] of q.options.entries()) await form.locator(`#q-new-option-${k}`).fill(option);
      await form.locator('input[type="radio"]').nth(q.correct).check();
      await form.locator("textarea").nth(1).fill(q.explanation);
      await form.getByRole("button", { name: "문제 추가" }).click();
      await expect.poll(() => admin.locator(".admin-questions > li").count()).toBe(i + 1);
    }
    // Three options are not enough.
    const short = admin.locator("form.admin-question").last();
    await short.locator("textarea").first().fill("보기가 모자란 문제");
    for (const k of [0, 1, 2]) await short.locator(`#q-new-option-${k}`).fill(`보기${k}`);
    await short.getByRole("button", { name: "문제 추가" }).click();
    await expect.poll(() => short.locator(".form-alert").innerText()).toContain("보기");
    expect(await admin.locator(".admin-back a").getAttribute("href")).toBe("/admin");
    await shot(admin, "quiz-desktop-admin");

    const page = await member.newPage();
    // A member who has not sat the round is told so by the answer, not by a 404 in the console.
    const quizAnswers: number[] = [];
    page.on("response", (r) => {
      if (/\/api\/prep\/quiz\/\d+\/result$/.test(new URL(r.url()).pathname)) quizAnswers.push(r.status());
    });
    await page.goto(`${app.baseUrl}/exhibit/prep/economy`);
    const header = page.locator(".quiz-header");
    await expect.poll(() => quizAnswers.length).toBeGreaterThan(0);
    expect(quizAnswers.every((status) => status === 200)).toBe(true);
    expect(await header.locator(".quiz-round").innerText()).toBe("제7회");
    expect(await header.locator(".quiz-category").innerText()).toBe("경제");
    expect(await header.innerText()).toContain("정답 해설");
    expect(await header.innerText()).toContain("공개");
    await shot(page, "quiz-desktop-header");
    await header.getByRole("link", { name: "풀기" }).click();
    await page.waitForURL((url) => url.pathname === `/exhibit/prep/economy/quiz/${roundId}`);
    await page.locator(".quiz-question").nth(0).locator(".quiz-option").nth(1).click();
    await page.locator(".quiz-question").nth(1).locator(".quiz-option").nth(2).click();
    await shot(page, "quiz-desktop-paper");
    await page.getByRole("button", { name: "제출하고 채점하기" }).click();
    await expect.poll(() => page.locator(".quiz-result-score").innerText()).toBe("100점");
    expect(await page.locator(".quiz-result-count").innerText()).toBe("맞힌 문제 2/2");
    expect(await page.locator(".quiz-pass").innerText()).toBe("합격");
    expect(await page.locator(".quiz-explanations").count()).toBe(0);
    await shot(page, "quiz-desktop-result");
    // Once only.
    const again = await member.request.post(`${app.baseUrl}/api/prep/quiz/${roundId}/answers`, {
      headers: { origin: app.baseUrl },
      data: { answers: [] },
    });
    expect(again.status()).toBe(400);

    await page.goto(`${app.baseUrl}/exhibit/prep/economy`);
    await expect.poll(() => page.locator(".quiz-header .quiz-score").innerText()).toBe("맞힌 문제 2/2");

    // The operator closes the sitting and opens the answers now.
    await admin.reload();
    await admin.fill("#round-end", local(Date.now() - 60_000));
    await admin.fill("#round-answers", local(Date.now() - 60_000));
    await admin.getByRole("button", { name: "회차 저장" }).click();
    await expect.poll(() => admin.locator(".admin-list li[aria-current]").innerText()).toContain("해설 공개");
    expect(await admin.locator(".admin-results tbody tr").count()).toBe(1);

    await page.goto(`${app.baseUrl}/exhibit/prep/economy/quiz/${roundId}`);
    await expect.poll(() => page.locator(".quiz-explanations .quiz-question").count()).toBe(2);
    expect(await page.locator(".quiz-explanations").innerText()).toContain("한국은행 금융통화위원회가 기준금리를 정합니다.");
    expect(await page.locator(".quiz-mark-right").count()).toBe(2);
    await shot(page, "quiz-desktop-explanations");
    await page.goto(`${app.baseUrl}/exhibit/prep/economy`);
    expect(await page.locator(".quiz-header .quiz-answer-link").innerText()).toBe("정답 해설 보기");

    await page.goto(`${app.baseUrl}/prep-cert`);
    expect(await page.locator(".cert-summary").first().innerText()).toContain("제7회");
    expect(await page.locator(".certificate h2").innerText()).toBe("합격 인증서");
    expect(await page.locator(".certificate-meta").innerText()).toMatch(/ECO-007-\d{6}/);
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes");
    });
    await page.getByRole("button", { name: "인증서 인쇄·PDF 저장" }).click();
    await expect.poll(() => page.locator("body").getAttribute("data-printed")).toBe("yes");
    await shot(page, "quiz-desktop-cert");
  });

  it("phone: a member takes an open round on /m; blanks are asked about first", async () => {
    const admin = await operator.newPage();
    await admin.goto(`${app.baseUrl}/admin/quiz`);
    await admin.fill("#round-number", "8");
    await admin.fill("#round-start", local(Date.now() - HOUR));
    await admin.fill("#round-end", local(Date.now() + 24 * HOUR));
    await admin.fill("#round-answers", local(Date.now() + 48 * HOUR));
    await admin.getByRole("button", { name: "회차 저장" }).click();
    await admin.waitForURL((url) => url.searchParams.has("id"));
    const id = Number(new URL(admin.url()).searchParams.get("id"));
    const form = admin.locator("form.admin-question").last();
    await form.locator("textarea").first().fill("GDP는 무엇의 약자인가요?");
    for (const [k, option] of ["국내총생산", "국민총소득", "국제수지", "경상수지"].entries())
      await form.locator(`#q-new-option-${k}`).fill(option);
    await form.getByRole("button", { name: "문제 추가" }).click();
    await expect.poll(() => admin.locator(".admin-questions > li").count()).toBe(1);
    const second = admin.locator("form.admin-question").last();
    await second.locator("textarea").first().fill("환율이 오르면 수입 물가는?");
    for (const [k, option] of ["내린다", "오른다", "변함없다", "알 수 없다"].entries())
      await second.locator(`#q-new-option-${k}`).fill(option);
    await second.locator('input[type="radio"]').nth(1).check();
    await second.getByRole("button", { name: "문제 추가" }).click();
    await expect.poll(() => admin.locator(".admin-questions > li").count()).toBe(2);

    const page = await phone.newPage();
    await page.goto(`${app.baseUrl}/m/exhibit/prep/economy`);
    expect(await page.locator(".quiz-header .quiz-round").innerText()).toBe("제8회");
    await page.locator(".quiz-header").getByRole("link", { name: "풀기" }).click();
    await page.waitForURL((url) => url.pathname === `/m/exhibit/prep/economy/quiz/${id}`);
    await page.locator(".quiz-question").nth(0).locator(".quiz-option").nth(0).click();
    await page.getByRole("button", { name: "제출하고 채점하기" }).click();
    await expect.poll(() => page.locator(".form-alert").innerText()).toContain("답하지 않은 문제가 1개");
    await shot(page, "quiz-phone-paper");
    await page.getByRole("button", { name: "제출하고 채점하기" }).click();
    await expect.poll(() => page.locator(".quiz-result-score").innerText()).toBe("50점");
    expect(await page.locator(".quiz-fail").innerText()).toContain("불합격");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, "quiz-phone-result");
    await page.goto(`${app.baseUrl}/m/exhibit/prep/economy`);
    await expect.poll(() => page.locator(".quiz-header .quiz-score").innerText()).toBe("맞힌 문제 1/2");
    await shot(page, "quiz-phone-header");
  });
});
