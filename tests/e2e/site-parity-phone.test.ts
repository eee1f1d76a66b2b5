// Site parity and accessibility on a phone (/m, English, dark): every route of the route table
// loads, is built and passes axe, as a visitor and (guarded and member-shaped pages) as a
// member; every internal link of the menu, the footer and the my-page hub exists.
// The walk itself: site-parity.ts.
import { describe, expect, it } from "vitest";
import { CHROME } from "../../app/components/chrome/text";
import { shot } from "./browser";
import { signUpMember } from "./members";
import { baseUrl, contextIn, deadLinks, internalLinks, walk, walksTheRouteTable } from "./site-parity";

walksTheRouteTable();

describe("site parity", () => {
  it("phone, English: every route's /m page loads, is built and passes axe; the menu's and footer's links all exist", async () => {
    const visitorContext = await contextIn("phone", "en");
    const memberContext = await contextIn("phone", "en");
    await signUpMember(memberContext);
    const visitor = await visitorContext.newPage();
    const member = await memberContext.newPage();
    const problems = await walk(visitor, member, "phone", "en");
    expect(problems, problems.join("\n")).toEqual([]);
    await visitor.goto(`${baseUrl}/m/intro`);
    await shot(visitor, "site-parity-phone-intro-full");

    // The my-page hub reaches bookmarks, likes and follows.
    await member.goto(`${baseUrl}/m/mypage`);
    const hub = await internalLinks(member, ".hub-menu");
    expect(hub).toEqual(expect.arrayContaining(["/m/mypage/posts/bookmark", "/m/mypage/posts/like", "/m/mypage/posts/follow"]));

    const links: string[] = [];
    for (const page of [visitor, member]) {
      await page.goto(`${baseUrl}/m`);
      links.push(...(await internalLinks(page, "footer.m-footer")));
      await page.getByRole("button", { name: CHROME.openMenu.en }).click();
      await page.locator(".m-menu-panel").waitFor();
      links.push(...(await internalLinks(page, ".m-menu-panel")));
      await shot(page, `site-parity-phone-menu-${page === member ? "member" : "visitor"}`, false);
    }
    expect(links).toEqual(expect.arrayContaining(["/m/event?tab=notice", "/m/guide/reward-intro", "/m/intro#whitepaper"]));
    expect(await deadLinks(memberContext, [...links, ...hub])).toEqual([]);
    await visitorContext.close();
    await memberContext.close();
  }, 600_000);
});
