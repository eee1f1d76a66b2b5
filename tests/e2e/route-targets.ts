// Every route of the route table as a page to open, its parameters filled from the demo content:
// the pages the site-parity and accessibility journeys walk, on desktop and under /m.
import type { Browser } from "playwright-core";
import { PAGES, type PageEntry } from "../../app/route-table";
import { desktopContext } from "./browser";

/** Routes whose purpose is the 404 itself. */
const NOT_FOUND_BY_DESIGN = new Set(["not-found-page"]);

/** The query a route is reached with (the provider's return names its provider). */
const QUERIES: Record<string, string> = { oauth: "?sns_type=G" };

export type RouteParams = Record<string, string>;

export interface RouteTarget {
  id: string;
  url: string;
  guarded: boolean;
}

/**
 * Parameters from the demo content, found through the API and the pages (other journeys
 * publish meanwhile, so nothing is taken by position alone).
 */
export async function demoRouteParams(browser: Browser, baseUrl: string): Promise<RouteParams> {
  const context = await desktopContext(browser);
  const res = await context.request.get(`${baseUrl}/api/board/newBoards?page=1&size=30`);
  const items = (
    (await res.json()) as { data: { items: { boardNo: number; permaLink: string; tags: string[]; uploader: { userId: string } }[] } }
  ).data.items;
  const post = items.find((p) => p.tags.length) ?? items[0]!;
  const page = await context.newPage();
  const versionOf = async (kind: "terms" | "privacy") => {
    await page.goto(`${baseUrl}/${kind}`);
    const hrefs = await page.locator(`a[href^='/${kind}/']`).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    return hrefs.map((h) => /\/(\d{6})$/.exec(h)?.[1]).find(Boolean) ?? "";
  };
  const popularTag = async (): Promise<string> => {
    const answer = await context.request.get(`${baseUrl}/api/board/Top10tags`);
    const tags = ((await answer.json()) as { data: { tag: string }[] }).data;
    if (!tags[0]) throw new Error("the demo has no tagged posts");
    return tags[0].tag;
  };
  const currentRoundId = async (): Promise<number> => {
    const answer = await context.request.get(`${baseUrl}/api/prep/quiz/current?category=economy`);
    const quiz = ((await answer.json()) as { data: { quiz: { roundId: number } | null } }).data.quiz;
    if (!quiz) throw new Error("the demo has no economy quiz round");
    return quiz.roundId;
  };
  const demoSeries = async (): Promise<RouteParams> => {
    const userId = "demo-devkim";
    await page.goto(`${baseUrl}/other/${userId}/series`);
    const href = (await page.locator(".series-card").first().getAttribute("href")) ?? "";
    const seriesNo = /\/series\/(\d+)$/.exec(href)?.[1];
    if (!seriesNo) throw new Error("the demo has no series");
    return { "other-series-one.userId": userId, "other-series-one.seriesNo": seriesNo };
  };
  const params: RouteParams = {
    permaLink: post.permaLink,
    // A post's history: another member's post answers the page's own refusal (403), not a 404.
    boardNo: String(post.boardNo),
    // A tag that has posts (the newest posts, from other journeys, may have none).
    tag: await popularTag(),
    userId: post.uploader.userId,
    searchKey: "경제",
    searchType: "all",
    tab: "bookmark",
    termsVersion: await versionOf("terms"),
    privacyVersion: await versionOf("privacy"),
    // Route-specific values ("<route id>.<parameter>"): the demo notice.
    "event-detail.slug": "welcome",
    // The demo exhibit and the current economy round.
    "exhibit.slug": "chatgpt",
    category: "economy",
    roundId: String(await currentRoundId()),
    // The demo series (server/seed/demo-series.ts), from its member's list of series.
    ...(await demoSeries()),
  };
  await context.close();
  return params;
}

/** A route-table path with its parameters filled (optional ones are left out when unknown). */
function fill(entry: PageEntry, path: string, params: RouteParams): string | null {
  let missing = false;
  const filled = path
    .split("/")
    .map((part) => {
      if (!part.startsWith(":")) return part;
      const name = part.replace(/^:|\?$/g, "");
      const key = name === "version" ? (path.startsWith("privacy") ? "privacyVersion" : "termsVersion") : name;
      const value = params[`${entry.id}.${name}`] ?? params[key];
      if (value) return encodeURIComponent(value);
      if (!part.endsWith("?")) missing = true;
      return "";
    })
    .filter((part, i, all) => part !== "" || i === all.length - 1)
    .join("/")
    .replace(/\/$/, "");
  return missing ? null : `/${filled}`;
}

/** Every page of the route table on one face, plus home and its tab pages. */
export function routeTargets(face: "desktop" | "phone", params: RouteParams): RouteTarget[] {
  const out: RouteTarget[] = [{ id: "home", url: face === "desktop" ? "/" : "/m", guarded: false }];
  for (const entry of PAGES) {
    if (NOT_FOUND_BY_DESIGN.has(entry.id)) continue;
    if (face === "desktop" && entry.desktop === false) continue;
    if (face === "phone" && entry.mobile === false) continue;
    const path = face === "phone" && typeof entry.mobile === "string" ? entry.mobile : entry.path;
    const filled = fill(entry, path, params);
    if (filled === null) throw new Error(`no demo value for a parameter of ${entry.id} (${path})`);
    const url = filled + (QUERIES[entry.id] ?? "");
    out.push({ id: entry.id, url: face === "desktop" ? url : `/m${url === "/" ? "" : url}`, guarded: Boolean(entry.guarded) });
  }
  out.push({ id: "home-new", url: face === "desktop" ? "/new" : "/m/new", guarded: false });
  out.push({ id: "home-curation", url: face === "desktop" ? "/curation" : "/m/curation", guarded: false });
  return out;
}
