// WordPress eXtended RSS (WXR), the export of WordPress and of the Korean blogs that write it
// (docs/product/import.md). Read as a stream with htmlparser2 in XML mode: no DOM of a 100 MB
// file, and no document type or external entity is ever expanded (the parser knows none).
// An element left open at the end (a truncated download) or a file that is not an RSS channel
// is refused as malformed.
import { Parser } from "htmlparser2";
import { IMPORT_MSG } from "../../../core/import";
import { errors } from "../../lib/errors";
import { parseSourceDate } from "./text";
import type { SourceFile, SourcePost, SourceSkip } from "./types";

/** The WXR namespace every WordPress export declares on its <rss> element. */
const WXR_NAMESPACE_RE = /xmlns:wp\s*=\s*["']https?:\/\/wordpress\.org\/export\//;

/** The text starts like XML (after a byte-order mark and blank space). */
export function looksLikeXml(head: string): boolean {
  return /^\uFEFF?\s*<(?:\?xml|rss|!--)/.test(head);
}

/** The head of the file declares the WordPress export namespace. */
export function looksLikeWxr(head: string): boolean {
  return looksLikeXml(head) && WXR_NAMESPACE_RE.test(head);
}

export interface RawItem {
  title: string;
  link: string;
  content: string;
  postDateGmt: string;
  postDate: string;
  pubDate: string;
  status: string;
  type: string;
  id: string;
  tags: string[];
}

/** Fields of an <item> the import reads, by element name. */
const FIELDS: Record<string, keyof RawItem> = {
  title: "title",
  link: "link",
  "content:encoded": "content",
  "wp:post_date_gmt": "postDateGmt",
  "wp:post_date": "postDate",
  pubDate: "pubDate",
  "wp:status": "status",
  "wp:post_type": "type",
  "wp:post_id": "id",
};

/** WordPress's default category says nothing about a post. */
const DEFAULT_CATEGORIES = new Set(["uncategorized", "미분류"]);

/** Every <item> of the channel, or a refusal when the XML is malformed or not a WXR channel. */
export function parseWxrItems(xml: string): RawItem[] {
  const items: RawItem[] = [];
  const stack: string[] = [];
  let item: RawItem | null = null;
  let field: keyof RawItem | null = null;
  let category: { domain: string; nicename: string } | null = null;
  let text = "";
  let malformed = false;
  let sawChannel = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        stack.push(name);
        if (stack.length === 1 && name !== "rss") malformed = true;
        if (name === "channel" && stack.length === 2) sawChannel = true;
        if (name === "item" && stack.length === 3 && stack[1] === "channel") {
          item = { title: "", link: "", content: "", postDateGmt: "", postDate: "", pubDate: "", status: "", type: "", id: "", tags: [] };
          return;
        }
        if (item && stack.length === 4) {
          text = "";
          if (name === "category") category = { domain: attribs.domain ?? "", nicename: attribs.nicename ?? "" };
          else field = FIELDS[name] ?? null;
        }
      },
      ontext(data) {
        if (field || category) text += data;
      },
      onclosetag(name, isImplied) {
        // The parser closes what was left open at the end: the file was cut short or broken.
        if (isImplied) malformed = true;
        stack.pop();
        if (!item) return;
        const current: RawItem = item;
        if (stack.length === 3) {
          if (category) {
            const value = text.trim();
            if (
              value &&
              (category.domain === "post_tag" || category.domain === "category") &&
              !DEFAULT_CATEGORIES.has(category.nicename.toLowerCase()) &&
              !DEFAULT_CATEGORIES.has(value.toLowerCase())
            )
              current.tags.push(value);
            category = null;
          } else if (field && field !== "tags") current[field] = text;
          field = null;
          text = "";
        } else if (stack.length === 2 && name === "item") {
          items.push(current);
          item = null;
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  if (malformed || !sawChannel) throw errors.unprocessable(IMPORT_MSG.xmlMalformed, "IMPORT_XML_MALFORMED");
  return items;
}

/** Paragraphs for content written without tags (WordPress adds them on display: "autop"). */
export function autop(html: string): string {
  const text = html.replace(/\r\n?/g, "\n").trim();
  if (!text || /<(?:p|div|h[1-6]|ul|ol|blockquote|pre|table|figure)[\s>]/i.test(text)) return text;
  return (
    text
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .filter(Boolean)
      // A rule or a frame alone stands as it is; everything else (images too, as the editor has them) is a paragraph.
      .map((block) => (/^(?:<hr\b[^>]*>|<iframe\b[\s\S]*<\/iframe>)$/i.test(block) ? block : `<p>${block.replace(/\n/g, "<br>")}</p>`))
      .join("")
  );
}

/** The inside of WordPress's [caption] shortcode stays (the image and its words); [embed] becomes its address. */
function shortcodes(html: string): string {
  return html
    .replace(/\[caption[^\]]*\]([\s\S]*?)\[\/caption\]/g, "$1")
    .replace(/\[embed[^\]]*\]([\s\S]*?)\[\/embed\]/g, '<p><a href="$1">$1</a></p>')
    .replace(/<!--[\s\S]*?-->/g, "");
}

/** Posts of a WXR file: every item of type post (pages and trashed posts are reported, attachments and menus pass silently). */
export function readWxr(xml: string): SourceFile {
  const posts: SourcePost[] = [];
  const skipped: SourceSkip[] = [];
  for (const item of parseWxrItems(xml)) {
    const type = item.type.trim() || "post";
    const title = item.title.trim();
    const source = item.link.trim() || (item.id.trim() ? `#${item.id.trim()}` : title);
    if (type === "page") {
      skipped.push({ source, title, reason: "page" });
      continue;
    }
    if (type !== "post") continue;
    if (item.status.trim() === "trash") {
      skipped.push({ source, title, reason: "trashed" });
      continue;
    }
    posts.push({
      source,
      title,
      html: autop(shortcodes(item.content)),
      // GMT when WordPress wrote it (a draft has 0000-00-00), else the blog's local time.
      date: parseSourceDate(item.postDateGmt, "utc") ?? parseSourceDate(item.postDate) ?? parseSourceDate(item.pubDate),
      tags: item.tags,
      topic: "",
      notes: [],
    });
  }
  return { format: "wxr", posts, skipped };
}
