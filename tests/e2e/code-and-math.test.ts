// Code and formulas (docs/product/writing.md §16, reading.md §12, decision 0218): on the desktop in
// Korean a writer puts a code block in a post and picks its language with the keyboard, types an
// inline formula ($…$), writes a formula block in the 수식 box (its preview live) and publishes;
// the post page shows the code highlighted and the formulas typeset by the server, in light and
// dark, on the desktop and on a phone (in English), and loads no highlighting or math code.
import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { desktopContext, IPHONE_UA, launch, phoneContext, shot } from "./browser";
import { signUpMember } from "./members";
import { publishByApi } from "./posts";

const baseUrl = inject("baseUrl");
let browser: Browser;
let writer: BrowserContext;
let permaLink = "";

beforeAll(async () => {
  browser = await launch();
  writer = await desktopContext(browser);
  await signUpMember(writer);
});
afterAll(async () => {
  await writer?.close();
  await browser?.close();
});

/** The scripts a page load fetched, with their bodies. */
function collectScripts(page: Page): { url: string; body: Promise<string> }[] {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "script") scripts.push({ url: response.url(), body: response.text().catch(() => "") });
  });
  return scripts;
}

/** No script of the page is KaTeX or a highlighter (their own unmistakable strings). */
async function expectNoCodeOrMathScripts(scripts: { url: string; body: Promise<string> }[]): Promise<void> {
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const body = await script.body;
    expect(script.url).not.toMatch(/katex|lowlight|highlight/i);
    expect(body).not.toContain("KaTeX parse error");
    expect(body).not.toContain("registerLanguage");
  }
}

async function expectTypesetPost(page: Page): Promise<void> {
  const body = page.locator(".article-body");
  await body.locator("pre code.hljs").waitFor();
  expect(await body.locator("pre").getAttribute("data-language")).toBe("Python");
  expect(await body.locator("pre .hljs-keyword").first().innerText()).toBe("def");
  expect(await body.locator("pre .hljs-comment").innerText()).toBe("# 두 수의 합");
  // The inline formula sits in its sentence; the block one is centred on its own.
  expect(await body.locator("p .katex").count()).toBe(1);
  expect(await body.locator(".math-block .katex-display").count()).toBe(1);
  expect(await body.locator("annotation").evaluateAll((els) => els.map((el) => el.textContent))).toEqual([
    "\\pi r^2",
    "\\int_0^1 x^2\\,dx = \\frac{1}{3}",
  ]);
  // KaTeX's fonts are ours and have loaded: the formula is drawn in KaTeX_Main/KaTeX_Math.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.fonts.check('16px "KaTeX_Math"') && [...document.fonts].some((f) => f.family.includes("KaTeX") && f.status === "loaded"),
      ),
    )
    .toBe(true);
  const links = await page.locator('link[rel="stylesheet"]').evaluateAll((els) => els.map((el) => (el as HTMLLinkElement).href));
  expect(links.some((href) => /katex/.test(href) && href.startsWith(baseUrl))).toBe(true);
}

describe("code and formulas", () => {
  it("desktop, Korean: a code block with a language picked by keyboard, an inline formula and a formula block, published", async () => {
    const page = await writer.newPage();
    await page.goto(`${baseUrl}/upload`);
    const editor = page.locator(".ProseMirror");
    await editor.waitFor();
    await page.getByTestId("topic-select").selectOption("technology");
    await page.locator("#subject-input").fill(`코드와 수식 ${Date.now().toString(36)}`);
    await editor.click();
    await page.keyboard.type("두 수를 더하는 함수입니다.");
    await page.keyboard.press("Enter");

    // The code block, then its language from the labelled list, with the keyboard only.
    await page.getByTestId("tool-codeblock").click();
    await page.keyboard.type("def add(a, b):");
    await page.keyboard.press("Enter");
    await page.keyboard.type("    return a + b  # 두 수의 합");
    const language = page.getByLabel("코드 언어");
    await language.focus();
    await page.keyboard.type("Python");
    await expect.poll(() => language.inputValue()).toBe("python");
    expect(await editor.locator('pre code[class="language-python"]').count()).toBe(1);

    // Out of the code block: an inline formula typed between dollar signs.
    await editor.locator("pre").click();
    // Out of the code block, into the paragraph after it (the end of the document; when the code
    // ends the document, ArrowDown at its end makes one). Pressed until the caret is there: on a
    // busy machine the click's selection can land after the first key.
    await expect
      .poll(async () => {
        await page.keyboard.press("Control+End");
        const where = () =>
          page.evaluate(() => {
            const node = window.getSelection()?.anchorNode;
            const element = node instanceof Element ? node : node?.parentElement;
            return !element?.closest(".ProseMirror") ? "outside" : element.closest("pre") ? "code" : "text";
          });
        if ((await where()) === "code") await page.keyboard.press("ArrowDown");
        return where();
      })
      .toBe("text");
    // The closing $ on its own: a browser that coalesces fast keystrokes hands the editor "$ 입" at once.
    await page.keyboard.type("원의 넓이는 $\\pi r^2");
    await page.keyboard.type("$");
    const inline = editor.locator('span[data-math="inline"]');
    // On a failure, the picture and what the editor holds say why.
    const explain = async (error: unknown) => {
      await shot(page, "code-math-desktop-failed", false);
      throw new Error(`${String(error)}\n${await editor.innerHTML()}`);
    };
    await inline.waitFor().catch(explain);
    await page.keyboard.type(" 입니다.");
    await inline.locator(".katex").waitFor().catch(explain);
    await page.keyboard.press("Enter");

    // A formula block through the 수식 box: the preview follows the TeX as it is typed.
    await page.getByTestId("tool-math").click();
    const box = page.getByRole("dialog", { name: "수식" });
    await box.getByLabel("수식 블록").check();
    const tex = box.getByLabel("TeX 수식");
    await tex.fill("\\frac{1}{");
    await box.getByText("수식에 오류가 있어요").waitFor();
    await tex.fill("\\int_0^1 x^2\\,dx = \\frac{1}{3}");
    await box.getByTestId("math-preview").locator(".katex-display").waitFor();
    await shot(page, "code-math-desktop-math-box", false);
    await tex.press("Enter");
    await editor.locator('div[data-math="block"] .katex').waitFor();
    await shot(page, "code-math-desktop-editor", false);

    const publish = page.getByTestId("publish-button");
    await expect.poll(() => publish.isDisabled()).toBe(false);
    await publish.click();
    const policy = page.locator("#modalPolicy");
    await policy.waitFor();
    await policy.getByRole("button", { name: "동의하고 발행하기" }).click();
    await page.waitForURL(/\/d\/[0-9a-z]{9}$/);
    permaLink = new URL(page.url()).pathname.split("/").pop()!;
    await page.close();

    // A fresh load of the post page, as a reader comes to it.
    const reader = await writer.newPage();
    const scripts = collectScripts(reader);
    await reader.goto(`${baseUrl}/d/${permaLink}`);
    await expectTypesetPost(reader);
    await expectNoCodeOrMathScripts(scripts);
    await shot(reader, "code-math-desktop-light");
    await reader.close();

    // Editing it: the formulas come back as formulas, the code block with its language.
    const edit = await writer.newPage();
    await edit.goto(`${baseUrl}/d/${permaLink}`);
    await edit.getByRole("button", { name: "더보기" }).click();
    await edit.getByRole("menuitem", { name: "수정" }).click();
    await edit.waitForURL(/\/upload\?permaLink=/);
    const again = edit.locator(".ProseMirror");
    await again
      .locator('span[data-math="inline"] .katex')
      .waitFor()
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\n${await again.innerHTML()}`);
      });
    await again.locator('div[data-math="block"] .katex-display').waitFor();
    await again.locator("pre").click();
    expect(await edit.getByLabel("코드 언어").inputValue()).toBe("python");
    await edit.close();
  });

  it("desktop in dark, and a phone in English in light and dark: the same page, no highlighting or math code", async () => {
    expect(permaLink).not.toBe("");
    const dark = await desktopContext(browser, { colorScheme: "dark" });
    const page = await dark.newPage();
    const scripts = collectScripts(page);
    await page.goto(`${baseUrl}/d/${permaLink}`);
    await expectTypesetPost(page);
    await expectNoCodeOrMathScripts(scripts);
    await shot(page, "code-math-desktop-dark");
    await dark.close();

    for (const colorScheme of ["light", "dark"] as const) {
      const phone = await phoneContext(browser, { colorScheme, locale: "en-US" });
      const m = await phone.newPage();
      const phoneScripts = collectScripts(m);
      await m.goto(`${baseUrl}/m/d/${permaLink}`);
      await expectTypesetPost(m);
      await expectNoCodeOrMathScripts(phoneScripts);
      // A wide formula scrolls inside its block; the page itself does not scroll sideways.
      expect(await m.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(m, `code-math-phone-${colorScheme}`);
      await phone.close();
    }
  });

  it("a post without code or formulas links neither style sheet", async () => {
    const plain = await publishByApi(writer, {
      subject: "코드도 수식도 없는 글",
      html: "<p>그냥 글입니다. 값은 <code>x &lt; 1</code>, 가격은 $5와 $6.</p>",
    });
    const res = await fetch(`${baseUrl}/m/d/${plain.permaLink}`, { headers: { "user-agent": IPHONE_UA } });
    const html = await res.text();
    expect(html).toContain("가격은 $5와 $6.");
    expect(html).not.toMatch(/katex|code-math|hljs/);
  });
});
