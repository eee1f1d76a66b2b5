// Site parity and accessibility on desktop (1200 px, Korean, light): every route of the route
// table loads, is built and passes axe, as a visitor and (guarded and member-shaped pages) as a
// member; every internal link of the header, the footer and the profile modal exists.
// The walk itself: site-parity.ts.
import { describe, expect, it } from "vitest";
import { shot } from "./browser";
import { signUpMember } from "./members";
import { baseUrl, contextIn, deadLinks, internalLinks, walk, walksTheRouteTable } from "./site-parity";

walksTheRouteTable();

describe("site parity", () => {
  it("desktop, Korean: every route of the table loads, is built and passes axe; the chrome's links all exist", async () => {
    const visitorContext = await contextIn("desktop", "ko");
    const memberContext = await contextIn("desktop", "ko");
    await signUpMember(memberContext);
    const visitor = await visitorContext.newPage();
    const member = await memberContext.newPage();
    const problems = await walk(visitor, member, "desktop", "ko");
    expect(problems, problems.join("\n")).toEqual([]);

    // The introduction: the whitepaper anchor, the season (live figures or the note before the first one).
    await visitor.goto(`${baseUrl}/intro#whitepaper`);
    expect(await visitor.locator("#whitepaper h2").textContent()).toBe("백서: 토큰과 NFT");
    expect(await visitor.locator("[data-testid='intro-season'], .intro-empty").count()).toBe(1);
    expect(await visitor.locator(".intro-table tbody tr").count()).toBeGreaterThan(0);
    await shot(visitor, "site-parity-desktop-intro-full");

    await member.goto(`${baseUrl}/`);
    const chrome = [...(await internalLinks(member, "header")), ...(await internalLinks(member, "footer.site-footer"))];
    await member.getByRole("button", { name: "내 프로필" }).click();
    await member.locator("[role='dialog']").first().waitFor();
    const modal = await internalLinks(member, "[role='dialog']");
    expect(modal.length).toBeGreaterThan(0);
    await shot(member, "site-parity-desktop-profile-modal", false);
    const footer = await internalLinks(visitor, "footer.site-footer");
    expect(footer).toEqual(expect.arrayContaining(["/event?tab=event", "/event?tab=notice", "/guide/reward-intro", "/intro#whitepaper"]));
    expect(await visitor.locator("footer.site-footer a[target='_blank']").count()).toBeGreaterThanOrEqual(4 + 4);
    expect(await deadLinks(memberContext, [...chrome, ...modal])).toEqual([]);
    await visitorContext.close();
    await memberContext.close();
  }, 600_000);
});
