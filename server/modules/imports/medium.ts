// Medium's export zip (docs/product/import.md): one HTML file per story under posts/, drafts
// named draft_*. The title is the story's h3.graf--title (h1.p-name or <title> otherwise), the
// date its time.dt-published, the body its body section without the repeated title. Medium
// exports no tags.
import path from "node:path";
import type { Element } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";
import { IMPORT_LIMITS } from "../../../core/import";
import { dateFromName, decodeText, parseSourceDate, titleFromName } from "./text";
import type { SourceFile, SourcePost, SourceSkip } from "./types";
import type { ZipArchive, ZipEntry } from "./zip";

const hasClass = (element: Element, name: string) => (element.attribs.class ?? "").split(/\s+/).includes(name);
const find = (nodes: Element[] | Element, test: (e: Element) => boolean) =>
  DomUtils.findOne(test, Array.isArray(nodes) ? nodes : [nodes], true);

/** The story files of a Medium export (posts/*.html, in the zip's root or one folder down). */
export function mediumEntries(zip: ZipArchive): ZipEntry[] {
  return zip.entries.filter(
    (e) =>
      !e.directory &&
      /(?:^|\/)posts\/[^/]+\.html?$/i.test(e.name) &&
      !e.name.startsWith("__MACOSX/") &&
      !path.posix.basename(e.name).startsWith("._"),
  );
}

/** One story: its title, date and body HTML. */
export function readMediumStory(html: string, fileName: string): Omit<SourcePost, "source"> {
  const document = parseDocument(html, { decodeEntities: true });
  const roots = document.children.filter((n): n is Element => n.type === "tag");
  const titleElement = find(roots, (e) => e.name === "h3" && hasClass(e, "graf--title"));
  const title =
    (titleElement && DomUtils.textContent(titleElement).trim()) ||
    DomUtils.textContent(find(roots, (e) => e.name === "h1" && hasClass(e, "p-name")) ?? []).trim() ||
    DomUtils.textContent(find(roots, (e) => e.name === "title") ?? []).trim() ||
    titleFromName(fileName.replace(/^draft_/, ""));
  const time = find(roots, (e) => e.name === "time" && hasClass(e, "dt-published"));
  const body =
    find(roots, (e) => e.name === "section" && e.attribs["data-field"] === "body") ??
    find(roots, (e) => e.name === "article") ??
    find(roots, (e) => e.name === "body");
  // The body repeats the title as its first heading; section dividers are Medium's layout.
  if (titleElement) DomUtils.removeElement(titleElement);
  if (body) {
    for (const divider of DomUtils.findAll((e) => e.name === "hr" && hasClass(e, "section-divider"), [body]))
      DomUtils.removeElement(divider);
    for (const caption of DomUtils.findAll((e) => e.name === "figcaption", [body])) caption.name = "p";
    for (const header of DomUtils.findAll((e) => e.name === "header" || e.name === "footer", [body])) DomUtils.removeElement(header);
  }
  return {
    title,
    html: body ? DomUtils.getInnerHTML(body, { encodeEntities: "utf8" }) : "",
    date: parseSourceDate(time?.attribs.datetime) ?? dateFromName(fileName),
    tags: [],
    topic: "",
    notes: [],
  };
}

/** Every story of the export (the caller has checked how many there are). */
export function readMediumZip(zip: ZipArchive, entries: ZipEntry[] = mediumEntries(zip)): SourceFile {
  const posts: SourcePost[] = [];
  const skipped: SourceSkip[] = [];
  for (const entry of entries) {
    const fileName = path.posix.basename(entry.name);
    const bytes = zip.read(entry, IMPORT_LIMITS.maxTextBytes);
    if (!bytes) {
      skipped.push({ source: entry.name, title: titleFromName(fileName), reason: "unreadable" });
      continue;
    }
    posts.push({ source: entry.name, ...readMediumStory(decodeText(bytes), fileName) });
  }
  return { format: "medium", posts, skipped };
}
