// robots.txt and the paged sitemap (sitemap index → pages and posts). Posts that are blind,
// deleted or still publishing are never listed.
import type { Database } from "../../db/client";
import { countVisibleBoards, sitemapBoards, topTags } from "../boards/lists";
import { publishedExhibitSlugs } from "../exhibits/service";

/** Posts per sitemap file (the protocol allows 50,000 URLs; smaller files answer fast). */
export const SITEMAP_PAGE_SIZE = 10_000;
const STATIC_PATHS = ["/", "/new", "/curation", "/exhibit/prep/economy", "/terms", "/privacy"];

function xmlEscape(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /mypage/",
    "Disallow: /m/mypage/",
    "Disallow: /upload",
    "Disallow: /m/upload",
    "Disallow: /search/",
    "Disallow: /m/search/",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

export async function sitemapIndex(db: Database, publicUrl: string): Promise<string> {
  const pages = Math.max(1, Math.ceil((await countVisibleBoards(db)) / SITEMAP_PAGE_SIZE));
  const entries = [`${publicUrl}/sitemap-pages.xml`, ...Array.from({ length: pages }, (_, i) => `${publicUrl}/sitemap-posts-${i + 1}.xml`)];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.map((loc) => `  <sitemap><loc>${xmlEscape(loc)}</loc></sitemap>\n`).join("") +
    "</sitemapindex>\n"
  );
}

function urlset(urls: { loc: string; lastmod?: string }[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.map((u) => `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>\n`).join("") +
    "</urlset>\n"
  );
}

/** Site pages, the published exhibits and the popular tag pages. */
export async function sitemapPages(db: Database, publicUrl: string): Promise<string> {
  const [tags, exhibits] = await Promise.all([topTags(db, 500), publishedExhibitSlugs(db)]);
  return urlset([
    ...STATIC_PATHS.map((p) => ({ loc: `${publicUrl}${p === "/" ? "/" : p}` })),
    ...exhibits.map((slug) => ({ loc: `${publicUrl}/exhibit/${slug}` })),
    ...tags.map((t) => ({ loc: `${publicUrl}/tag/${encodeURIComponent(t.tag)}` })),
  ]);
}

/** One page of posts, or null past the last page. */
export async function sitemapPosts(db: Database, publicUrl: string, page: number): Promise<string | null> {
  const posts = await sitemapBoards(db, page, SITEMAP_PAGE_SIZE);
  if (!posts.length && page > 1) return null;
  return urlset(posts.map((p) => ({ loc: `${publicUrl}/d/${p.permaLink}`, lastmod: p.updatedAt })));
}
