// Markdown zips (docs/product/import.md): our own export (posts/<date>-<no>/index.md with YAML
// front matter, images/ beside it) and the Markdown folders of static site generators and note
// apps. Every .md file is a post; its images are the files its relative addresses point at.
import path from "node:path";
import MarkdownIt from "markdown-it";
import { parse as parseYaml } from "yaml";
import { ATTACHMENT_MAX_FILE_BYTES } from "../../../core/files";
import { IMPORT_LIMITS } from "../../../core/import";
import { isTopicKey } from "../../../core/topics";
import { markdownMath } from "./markdown-math";
import { dateFromName, decodeText, parseSourceDate, tagsOf, titleFromName } from "./text";
import type { SourceFile, SourcePost, SourceSkip, StoredNote } from "./types";
import type { ZipArchive, ZipEntry } from "./zip";

// Raw HTML stays in (our export writes none, other tools write <u>, <figure> …): everything goes
// through the rich-text sanitizer afterwards. Links are not guessed from bare text.
// Fenced code keeps its language as class="language-xxx" (markdown-it's own), `$…$` and `$$…$$`
// become formulas (./markdown-math.ts); the sanitizer keeps the listed languages.
const markdown = new MarkdownIt({ html: true, linkify: false, breaks: false }).use(markdownMath);

const YOUTUBE_PARAGRAPH_RE =
  /<p><a href="(https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{6,20}(?:\?[^"]*)?)"[^>]*>[^<]*<\/a><\/p>/g;

/** Markdown to HTML as the editor writes it: no line breaks between blocks, YouTube links as frames again. */
export function markdownToHtml(source: string): string {
  return (
    markdown
      .render(source)
      // The export writes a YouTube frame as a link alone in its paragraph: it comes back a frame.
      .replace(YOUTUBE_PARAGRAPH_RE, '<iframe src="$1"></iframe>')
      .replace(/(<\/?(?:p|h[1-6]|ul|ol|li|blockquote|pre)>|<hr>|<\/iframe>|<\/div>)\n/g, "$1")
      .trim()
  );
}

const FRONT_MATTER_RE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

export interface MarkdownDocument {
  fields: Record<string, unknown>;
  body: string;
}

/** Splits YAML front matter from the body; front matter that does not parse counts as none. */
export function splitFrontMatter(text: string): MarkdownDocument {
  const m = FRONT_MATTER_RE.exec(text);
  if (!m) return { fields: {}, body: text };
  const body = text.slice(m[0].length);
  try {
    // Aliases are capped: a few lines of YAML must not expand into gigabytes.
    const fields = parseYaml(m[1] ?? "", { maxAliasCount: 20 }) as unknown;
    return { fields: fields && typeof fields === "object" && !Array.isArray(fields) ? (fields as Record<string, unknown>) : {}, body };
  } catch {
    return { fields: {}, body };
  }
}

const isMarkdownEntry = (entry: ZipEntry) =>
  !entry.directory &&
  /\.(md|markdown)$/i.test(entry.name) &&
  !entry.name.startsWith("__MACOSX/") &&
  !path.posix.basename(entry.name).startsWith("._");

/** The Markdown files of the archive: the posts it holds. */
export function markdownEntries(zip: ZipArchive): ZipEntry[] {
  return zip.entries.filter(isMarkdownEntry);
}

/** The archive entry a relative image address points at, or null when it leaves the folder tree. */
export function resolveRelative(dir: string, src: string): string | null {
  let address = src.split(/[?#]/)[0] ?? "";
  try {
    address = decodeURIComponent(address);
  } catch {
    // Keep it as written.
  }
  if (!address || address.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(address)) return null;
  const joined = path.posix.normalize(path.posix.join(dir, address));
  return joined.startsWith("../") || joined === ".." ? null : joined;
}

function postOf(zip: ZipArchive, entry: ZipEntry, text: string): SourcePost {
  const { fields, body } = splitFrontMatter(text);
  const dir = path.posix.dirname(entry.name);
  // index.md is named by its folder; any other file by its own name.
  const baseName = path.posix.basename(entry.name) === "index.md" ? path.posix.basename(dir) : path.posix.basename(entry.name);
  let content = body;
  let title = typeof fields.title === "string" || typeof fields.title === "number" ? String(fields.title).trim() : "";
  if (!title) {
    // A file without front matter is titled by its first heading when it opens with one.
    const heading = /^\s*#\s+(.+?)\s*#*\s*(?:\r?\n|$)/.exec(content);
    if (heading) {
      title = heading[1]!.trim();
      content = content.slice(heading[0].length);
    } else if (content.trim()) title = titleFromName(baseName);
    // An empty file keeps no title of its name: it is reported as empty, not made a draft.
  }
  const notes: StoredNote[] = [];
  if (fields.type === "document" || typeof fields.original === "string") notes.push({ code: "documentOriginal" });
  return {
    source: entry.name,
    title,
    html: markdownToHtml(content),
    date: parseSourceDate(fields.date) ?? dateFromName(baseName),
    tags: [...tagsOf(fields.tags), ...tagsOf(fields.categories)],
    topic: isTopicKey(fields.topic) ? fields.topic : "",
    notes,
    localImage: (src) => {
      const name = resolveRelative(dir === "." ? "" : dir, src);
      const image = name ? zip.get(name) : undefined;
      if (!image || image.directory) return null;
      return { bytes: zip.read(image, ATTACHMENT_MAX_FILE_BYTES), name: path.posix.basename(image.name) };
    },
  };
}

/** Reads every Markdown post of the archive (the caller has checked how many there are). */
export function readMarkdownZip(zip: ZipArchive, entries: ZipEntry[] = markdownEntries(zip)): SourceFile {
  const posts: SourcePost[] = [];
  const skipped: SourceSkip[] = [];
  for (const entry of entries) {
    const bytes = zip.read(entry, IMPORT_LIMITS.maxTextBytes);
    if (!bytes) {
      skipped.push({ source: entry.name, title: titleFromName(path.posix.basename(entry.name)), reason: "unreadable" });
      continue;
    }
    posts.push(postOf(zip, entry, decodeText(bytes)));
  }
  return { format: "markdown", posts, skipped };
}
