// The FAQ's and the chatbot's links lead to pages the site has, on desktop and on phones.
import { describe, expect, it } from "vitest";
import { FAQ } from "../../../core/faq";
import { PAGES } from "../../route-table";
import { linkedPageTitle, siteHref } from "./links";

const pattern = (path: string) => new RegExp(`^/${path.replace(/\/:[A-Za-z]+\?/g, "(?:/[^/]+)?").replace(/:[A-Za-z]+/g, "[^/]+")}$`);
/** Desktop paths the site serves: the route table plus the home tabs (app/routes.ts). */
const DESKTOP = [...PAGES.filter((p) => p.desktop !== false).map((p) => p.path), "", "curation", "new"].map(pattern);
/** Phone paths: /m plus each page's phone path, and the home tabs. */
const PHONE = [
  ...PAGES.filter((p) => p.mobile !== false).map((p) => `m/${typeof p.mobile === "string" ? p.mobile : p.path}`),
  "m",
  "m/curation",
  "m/new",
].map(pattern);

describe("FAQ links", () => {
  it("lead to pages the site has, on desktop and on phones", () => {
    for (const f of FAQ) {
      if (!f.link) continue;
      const path = f.link.split(/[?#]/)[0]!;
      expect(
        DESKTOP.some((re) => re.test(path)),
        `${f.id} → ${f.link}`,
      ).toBe(true);
      const phone = siteHref(f.link, true).split(/[?#]/)[0]!;
      expect(PHONE.some((re) => re.test(phone)) || DESKTOP.some((re) => re.test(phone)), `${f.id} → ${phone}`).toBe(true);
    }
  });

  it("keep the query and anchor, and stay on desktop where a page has no phone version", () => {
    expect(siteHref("/faq#tags", true)).toBe("/m/faq#tags");
    expect(siteHref("/upload?type=updDocs", true)).toBe("/m/upload?type=updDocs");
    expect(siteHref("/curation-admin", true)).toBe("/curation-admin");
    expect(siteHref("/curation-reward", true)).toBe("/m/curation-reward");
    expect(siteHref("/curation-guide", false)).toBe("/curation-guide");
  });

  it("name the page they open", () => {
    expect(linkedPageTitle("/findPwd")?.ko).toBeTruthy();
    expect(linkedPageTitle("/nowhere")).toBeUndefined();
  });
});
