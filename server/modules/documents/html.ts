// HTML for documents shown as text (no page images): built only from escaped text and a
// small set of attribute-free tags, so whatever a document contains can never inject markup
// or script into the post page. Used inside the conversion process.

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Decodes XML/HTML entities (named basics and numeric). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : "";
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/** Tags kept from converter output (mammoth): structure and emphasis, never attributes. */
const KEPT_TAGS = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "sup",
  "sub",
  "ul",
  "ol",
  "li",
  "table",
  "thead",
  "tbody",
  "tr",
  "td",
  "th",
  "br",
  "blockquote",
  "pre",
  "code",
]);
/** Elements dropped with everything inside them. */
const DROPPED_WITH_CONTENT = /<(script|style|iframe|object|embed|svg|math|template|noscript|textarea|select)\b[\s\S]*?<\/\1\s*>/gi;

/**
 * Reduces converter HTML to KEPT_TAGS without attributes; other tags are removed (their text
 * stays), comments and dangerous elements disappear with their content, text is re-escaped.
 */
export function sanitizeConvertedHtml(html: string): string {
  const cleaned = html.replace(/<!--[\s\S]*?-->/g, "").replace(DROPPED_WITH_CONTENT, "");
  const out: string[] = [];
  const tag = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;
  let last = 0;
  for (let m = tag.exec(cleaned); m; m = tag.exec(cleaned)) {
    out.push(escapeHtml(decodeEntities(cleaned.slice(last, m.index).replace(/[<>]/g, ""))));
    const name = m[1]!.toLowerCase();
    if (KEPT_TAGS.has(name)) {
      const closing = m[0].startsWith("</");
      out.push(name === "br" ? "<br>" : closing ? `</${name}>` : `<${name}>`);
    }
    last = m.index + m[0].length;
  }
  out.push(escapeHtml(decodeEntities(cleaned.slice(last).replace(/[<>]/g, ""))));
  return out.join("").replace(/<p>\s*<\/p>/g, "");
}

/** Plain text of sanitized HTML (block ends become line breaks). */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<br>/g, "\n")
      .replace(/<\/(p|h[1-6]|li|tr|blockquote|pre)>/g, "\n")
      .replace(/<\/t[dh]>/g, "\t")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Paragraphs (lines of text) as <p> elements; an optional heading first. */
export function paragraphsToHtml(paragraphs: readonly string[], heading?: string): string {
  const body = paragraphs
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
  return heading ? `<h2>${escapeHtml(heading)}</h2>${body}` : body;
}

const inlineMarkdown = (text: string) =>
  escapeHtml(text)
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, "$1<em>$2</em>");

/**
 * The Markdown the HWP parser produces, as safe HTML: headings, paragraphs, list items and
 * pipe tables; images and links are reduced to their text.
 */
export function markdownToHtml(markdown: string): string {
  const blocks = markdown
    .replace(/\r\n?/g, "\n")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .split(/\n{2,}/);
  const out: string[] = [];
  for (const raw of blocks) {
    const block = raw.trim();
    if (!block || /^-{3,}$/.test(block)) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(block);
    if (heading && !block.includes("\n")) {
      const level = Math.min(6, heading[1]!.length + 1);
      out.push(`<h${level}>${inlineMarkdown(heading[2]!)}</h${level}>`);
      continue;
    }
    const lines = block.split("\n");
    if (lines.every((l) => /^\s*\|.*\|\s*$/.test(l))) {
      const rows = lines.filter((l) => !/^\s*\|[\s|:-]+\|\s*$/.test(l));
      out.push(
        `<table><tbody>${rows
          .map(
            (row) =>
              `<tr>${row
                .trim()
                .slice(1, -1)
                .split("|")
                .map((c) => `<td>${inlineMarkdown(c.trim().replace(/<br\s*\/?>/gi, " "))}</td>`)
                .join("")}</tr>`,
          )
          .join("")}</tbody></table>`,
      );
      continue;
    }
    if (lines.every((l) => /^\s*([-*+]|\d+\.)\s+/.test(l))) {
      out.push(`<ul>${lines.map((l) => `<li>${inlineMarkdown(l.replace(/^\s*([-*+]|\d+\.)\s+/, ""))}</li>`).join("")}</ul>`);
      continue;
    }
    out.push(`<p>${lines.map(inlineMarkdown).join("<br>")}</p>`);
  }
  return out.join("");
}
