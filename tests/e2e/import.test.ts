// 글 가져오기 in the browser (docs/product/import.md): a member picks a Markdown zip on the
// account page, follows the import, reads the report and opens an imported draft in the writing
// page; on the phone in English, a WordPress file with a post and a page shows what was left out.
import { strToU8, zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { hideUsageSurvey, signUpMember } from "./members";

const baseUrl = inject("baseUrl");
let browser: Browser;
let member: BrowserContext;
let userId: string;

beforeAll(async () => {
  browser = await launch();
  member = await desktopContext(browser);
  ({ userId } = await signUpMember(member));
});
afterAll(async () => {
  await member?.close();
  await browser?.close();
});

describe("import posts", () => {
  it("desktop: picks a Markdown zip, follows the import, opens the draft from the report", async () => {
    const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: { r: 30, g: 160, b: 90 } } })
      .png()
      .toBuffer();
    const file = zipSync({
      "posts/2022-10-03-5/index.md": strToU8(
        '---\ntitle: "가을 산행 기록"\ndate: "2022-10-03T00:30:00.000Z"\ntags: ["등산","가을"]\ntopic: "travel"\n---\n\n## 북한산\n\n정상에서 **단풍**을 봤다.\n\n![단풍](images/1.png)\n',
      ),
      "posts/2022-10-03-5/images/1.png": png,
    });
    const page = await member.newPage();
    await page.goto(`${baseUrl}/mypage/account`);
    const section = page.locator(".import-section");
    await section.getByRole("heading", { name: "글 가져오기" }).waitFor();
    await section
      .getByLabel("가져올 파일")
      .setInputFiles({ name: "내 블로그.zip", mimeType: "application/zip", buffer: Buffer.from(file) });
    await section.getByRole("button", { name: "가져오기", exact: true }).click();
    const link = section.getByRole("link", { name: "임시저장 글 열기: 가을 산행 기록" });
    await link.waitFor({ timeout: 45_000 });
    expect(await section.innerText()).toContain("내 블로그.zip: 글 1개를 임시저장 글로 가져왔어요. 건너뛴 글 0개.");
    expect(await section.innerText()).toContain("22.10.03에 쓴 글 · 이미지 1개 · #등산 #가을");
    await shot(page, "import-desktop-report");
    await link.click();
    await page.waitForURL(/\/upload\?draft=\d+/);
    await expect.poll(() => page.locator("#subject-input").inputValue()).toBe("가을 산행 기록");
    await expect.poll(() => page.locator(".ProseMirror img").count()).toBe(1);
    expect(await page.locator(".ProseMirror h2").innerText()).toBe("북한산");
    await shot(page, "import-desktop-draft");
    await page.close();
  });

  it("phone in English: a WordPress file, its post imported and its page left out", async () => {
    const phone = await phoneContext(browser);
    await phone.addCookies([
      ...(await member.cookies(baseUrl)).filter((c) => c.name === "nt_session"),
      { name: "nt_lang", value: "en", url: baseUrl },
    ]);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>blog</title>
<item><title>Seoul in spring</title><content:encoded><![CDATA[<p>Cherry blossoms by the river.</p>]]></content:encoded><wp:post_date_gmt>2019-04-06 03:00:00</wp:post_date_gmt><wp:status>publish</wp:status><wp:post_type>post</wp:post_type><category domain="post_tag" nicename="seoul"><![CDATA[seoul]]></category></item>
<item><title>About me</title><content:encoded><![CDATA[hello]]></content:encoded><wp:post_type>page</wp:post_type></item>
</channel></rss>`;
    await hideUsageSurvey(phone, userId, baseUrl);
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/m/mypage/account`);
    const section = page.locator(".import-section");
    await section.getByRole("heading", { name: "Import posts" }).waitFor();
    await section.getByLabel("File to import").setInputFiles({ name: "wordpress.xml", mimeType: "text/xml", buffer: Buffer.from(xml) });
    await section.getByRole("button", { name: "Import", exact: true }).click();
    await section.getByRole("link", { name: "Open the draft: Seoul in spring" }).waitFor({ timeout: 45_000 });
    const shown = await section.innerText();
    expect(shown).toContain("wordpress.xml: 1 post(s) imported as drafts, 1 left out.");
    expect(shown).toContain("About me");
    expect(shown).toContain("It is a page, not a post.");
    expect(await section.getByRole("link", { name: "Open the draft: Seoul in spring" }).getAttribute("href")).toMatch(
      /^\/m\/upload\?draft=\d+$/,
    );
    await section.scrollIntoViewIfNeeded();
    await shot(page, "import-phone-en", false);
    await phone.close();
  });
});
