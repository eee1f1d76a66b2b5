// A post's body as Markdown, for the member's export (docs/product/export.md). Post bodies are
// already sanitized to a small set of tags (lib/rich-text.ts), so the conversion covers exactly
// those: headings, paragraphs, emphasis, links, images, lists, quotes, code, rules, line breaks,
// and YouTube frames (kept as a link). Text is escaped so it reads back as the same text, and
// images' addresses go through `image` (the export points them at the copies beside the file).
import type { ChildNode, Element } from "domhandler";
import { parseDocument } from "htmlparser2";

export interface MarkdownOptions {
  /** The address to write for an image (e.g. a file beside the Markdown); the original by default. */
  image?: (src: string) => string;
}

/** Characters that would start Markdown syntax inside text. */
function escapeText(text: string): string {
  return text
    .replace(/([\\`*_[\]<>#|~$])/g, "\\$1")
    .replace(/^(\s*)([-+])(\s)/gm, "$1\\$2$3")
    .replace(/^(\s*)(\d+)\.(\s)/gm, "$1$2\\.$3");
}

const isElement = (node: ChildNode): node is Element => node.type === "tag" || node.type === "script" || node.type === "style";

function textOf(node: ChildNode): string {
  if (node.type === "text") return (node as unknown as { data: string }).data;
  if (isElement(node)) return node.children.map(textOf).join("");
  return "";
}

class Writer {
  constructor(private readonly options: MarkdownOptions) {}

  inline(nodes: ChildNode[]): string {
    return nodes.map((node) => this.inlineNode(node)).join("");
  }

  private inlineNode(node: ChildNode): string {
    if (node.type === "text") return escapeText((node as unknown as { data: string }).data.replace(/\s+/g, " "));
    if (!isElement(node)) return "";
    const inner = () => this.inline(node.children);
    switch (node.name) {
      case "strong":
      case "b":
        return wrap("**", inner());
      case "em":
      case "i":
        return wrap("*", inner());
      case "s":
      case "del":
      case "strike":
        return wrap("~~", inner());
      case "u":
        return inner();
      case "span":
        // A formula goes out as its TeX between dollar signs, as Markdown with math writes it (decision 0218).
        if (node.attribs["data-math"] === "inline") return `$${textOf(node).trim()}$`;
        return inner();
      case "code":
        return codeSpan(textOf(node));
      case "br":
        return "  \n";
      case "a": {
        const href = node.attribs.href ?? "";
        const text = inner() || escapeText(href);
        return href ? `[${text}](${destination(href)})` : text;
      }
      case "img": {
        const src = node.attribs.src ?? "";
        if (!src) return "";
        const alt = escapeText(node.attribs.alt ?? "");
        return `![${alt}](${destination(this.options.image ? this.options.image(src) : src)})`;
      }
      case "iframe": {
        const src = node.attribs.src ?? "";
        return src ? `[${escapeText(node.attribs.title || src)}](${destination(src)})` : "";
      }
      default:
        return inner();
    }
  }

  blocks(nodes: ChildNode[]): string[] {
    const out: string[] = [];
    let inline: ChildNode[] = [];
    const flush = () => {
      const text = this.inline(inline).trim();
      if (text) out.push(text);
      inline = [];
    };
    for (const node of nodes) {
      if (isElement(node) && BLOCKS.has(node.name)) {
        flush();
        const block = this.block(node);
        if (block) out.push(block);
      } else inline.push(node);
    }
    flush();
    return out;
  }

  private block(node: Element): string {
    switch (node.name) {
      case "h1":
      case "h2":
      case "h3":
      case "h4":
      case "h5":
      case "h6": {
        const level = Math.min(4, Math.max(2, Number(node.name[1])));
        const text = this.inline(node.children).trim();
        return text ? `${"#".repeat(level)} ${text}` : "";
      }
      case "p":
        return this.inline(node.children).trim();
      case "blockquote":
        return this.blocks(node.children)
          .join("\n\n")
          .split("\n")
          .map((line) => (line ? `> ${line}` : ">"))
          .join("\n");
      case "pre": {
        const code = node.children.find((c) => isElement(c) && c.name === "code") as Element | undefined;
        const language = /language-([\w+-]+)/.exec(code?.attribs.class ?? "")?.[1] ?? "";
        const text = textOf(code ?? node).replace(/\n$/, "");
        const fence = "`".repeat(Math.max(3, longestRun(text, "`") + 1));
        return `${fence}${language}\n${text}\n${fence}`;
      }
      case "hr":
        return "---";
      case "ul":
      case "ol":
        return this.list(node);
      case "iframe":
        return this.inline([node]);
      case "div":
        if (node.attribs["data-math"] === "block") return `$$\n${textOf(node).trim()}\n$$`;
        return this.blocks(node.children).join("\n\n");
      default:
        return this.blocks(node.children).join("\n\n");
    }
  }

  private list(node: Element): string {
    const ordered = node.name === "ol";
    let number = Number(node.attribs.start ?? 1) || 1;
    const items: string[] = [];
    for (const child of node.children) {
      if (!isElement(child) || child.name !== "li") continue;
      const marker = ordered ? `${number++}.` : "-";
      const body = this.blocks(child.children).join("\n\n");
      const [first = "", ...rest] = body.split("\n");
      const indent = " ".repeat(marker.length + 1);
      items.push([`${marker} ${first}`, ...rest.map((line) => (line ? indent + line : line))].join("\n"));
    }
    return items.join("\n");
  }
}

const BLOCKS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "blockquote", "pre", "hr", "div", "iframe", "figure"]);

function wrap(mark: string, text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return text;
  const lead = text.slice(0, text.indexOf(trimmed));
  const trail = text.slice(text.indexOf(trimmed) + trimmed.length);
  return `${lead}${mark}${trimmed}${mark}${trail}`;
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

function codeSpan(text: string): string {
  const ticks = "`".repeat(longestRun(text, "`") + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** A link destination: angle brackets when it holds spaces or parentheses. */
function destination(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
}

export function htmlToMarkdown(html: string, options: MarkdownOptions = {}): string {
  const document = parseDocument(html, { decodeEntities: true });
  return `${new Writer(options).blocks(document.children).join("\n\n")}\n`;
}
