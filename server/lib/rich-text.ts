// The rich-text policy: what editor HTML may contain once stored. Everything a post or a
// draft stores goes through sanitizePostHtml first; pages render the result as is.
//
// Kept: paragraphs, headings h2–h4 (h1 is the post title, pasted h1 becomes h2), bold,
// italic, underline, strike, lists, quotes, inline code and code blocks, horizontal rules,
// links (http, https, mailto; opened in a new tab with rel="noopener noreferrer nofollow
// ugc"), images (our own /files/ images and https images), text colour (span style
// "color" with a #RRGGBB or rgb() value only) and YouTube embeds. Code blocks name their
// language only as class="language-xxx" of core/code-math.ts's list (aliases written as the
// listed name, any other name dropped); formulas are <span data-math="inline"> and
// <div data-math="block"> holding their TeX source as text (decision 0218): a code block's and a
// formula's inside is kept as its text only.
// Dropped: script/style/object/embed/form elements and their text, event handlers, every
// other attribute and style, javascript:/data:/vbscript: and relative links, iframes from
// anywhere else.
import sanitizeHtml, { type Attributes, type Tag } from "sanitize-html";
import { DomUtils, parseDocument } from "htmlparser2";
import { Text as TextNode, type Element } from "domhandler";
import { codeLanguageOfClass } from "../../core/code-math";
import { isAllowedLinkHref, toHexColor } from "../../core/writing";
import { FILES_URL_PREFIX } from "./storage";

export const LINK_REL = "noopener noreferrer nofollow ugc";

const OWN_IMAGE_RE = /^\/files\/[a-z0-9][a-z0-9/_.-]*$/i;
const YOUTUBE_EMBED_RE = /^https:\/\/(?:www\.)?(?:youtube\.com|youtube-nocookie\.com)\/embed\/[A-Za-z0-9_-]{6,20}(?:\?[A-Za-z0-9_=&;-]*)?$/;
const CODE_CLASS_RE = /^language-[a-z]{1,12}$/;
/** A tag name no policy allows: an element renamed to it goes, its text stays. */
const UNWRAP = "nt-unwrap";

/**
 * An image address the policy keeps, rewritten to its canonical form: our own files as a
 * site-relative '/files/…' path (an absolute address on our own origin loses its origin),
 * other images only over https. Anything else (data:, javascript:, http:, relative) is null.
 */
export function allowedImageSrc(src: string | undefined, publicUrl: string): string | null {
  if (!src) return null;
  let value = src.trim();
  const origin = publicUrl.replace(/\/+$/, "");
  if (origin && value.startsWith(`${origin}${FILES_URL_PREFIX}`)) value = value.slice(origin.length);
  if (value.startsWith(FILES_URL_PREFIX)) return OWN_IMAGE_RE.test(value) && !value.includes("..") ? value : null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname ? url.toString() : null;
  } catch {
    return null;
  }
}

function colourOnly(style: string | undefined): string | null {
  if (!style) return null;
  for (const declaration of style.split(";")) {
    const [prop, ...rest] = declaration.split(":");
    if (prop?.trim().toLowerCase() !== "color") continue;
    const hex = toHexColor(rest.join(":"));
    if (hex) return `color: ${hex}`;
  }
  return null;
}

/** Whether an element is a formula or the code of a code block: its inside is text only. */
function textOnly(node: Element): boolean {
  if (node.attribs["data-math"]) return true;
  return node.name === "code" && node.parent?.type === "tag" && (node.parent as Element).name === "pre";
}

/**
 * Formulas and code blocks hold text only: markup put inside one (the editor writes none) is
 * reduced to its text. The document is only parsed again when such markup is there.
 */
function flattenTextOnly(html: string): string {
  if (!html.includes("data-math") && !html.includes("<pre")) return html;
  const doc = parseDocument(html, { decodeEntities: true });
  const holders = DomUtils.findAll((el) => textOnly(el) && el.children.some((child) => child.type !== "text"), doc.children);
  if (holders.length === 0) return html;
  for (const holder of holders) {
    const text = new TextNode(DomUtils.textContent(holder));
    holder.children = [text];
    text.parent = holder;
  }
  return DomUtils.getOuterHTML(doc, { encodeEntities: "utf8" });
}

export function sanitizePostHtml(html: string, publicUrl: string): string {
  return flattenTextOnly(sanitizeRichHtml(html, publicUrl));
}

function sanitizeRichHtml(html: string, publicUrl: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "p",
      "br",
      "h2",
      "h3",
      "h4",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "s",
      "del",
      "strike",
      "ul",
      "ol",
      "li",
      "blockquote",
      "code",
      "pre",
      "hr",
      "a",
      "img",
      "span",
      "div",
      "iframe",
    ],
    allowedAttributes: {
      a: ["href", "target", "rel"],
      img: ["src", "alt", "title", "width", "height"],
      span: ["style", { name: "data-math", multiple: false, values: ["inline"] }],
      div: [{ name: "data-math", multiple: false, values: ["block"] }],
      ol: ["start"],
      code: ["class"],
      iframe: ["src", "width", "height", "title", "allowfullscreen", "loading", "referrerpolicy", "sandbox"],
    },
    allowedClasses: { code: [CODE_CLASS_RE] },
    // Schemes are checked by the transforms below; sanitize-html's own check is the backstop.
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["https"], iframe: ["https"] },
    allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
    allowProtocolRelative: false,
    allowedIframeHostnames: ["www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "youtube-nocookie.com"],
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "template", "xmp", "noembed", "noframes"],
    transformTags: {
      h1: "h2",
      h5: "h4",
      h6: "h4",
      a: (_tag, attribs): Tag => {
        const href = attribs.href?.trim();
        if (!href || !isAllowedLinkHref(href)) return { tagName: "span", attribs: {} as Attributes };
        return { tagName: "a", attribs: { href, target: "_blank", rel: LINK_REL } };
      },
      img: (_tag, attribs): Tag => {
        const src = allowedImageSrc(attribs.src, publicUrl);
        // Without an address the image is removed by exclusiveFilter below.
        if (!src) return { tagName: "img", attribs: {} as Attributes };
        const kept: Attributes = { src };
        // Always an alt: a picture the writer did not describe is decoration to a screen reader
        // (alt=""), never its file address read aloud.
        kept.alt = (attribs.alt ?? "").slice(0, 300);
        if (attribs.title) kept.title = attribs.title.slice(0, 300);
        for (const dim of ["width", "height"] as const) {
          if (attribs[dim] && /^\d{1,5}$/.test(attribs[dim])) kept[dim] = attribs[dim];
        }
        return { tagName: "img", attribs: kept };
      },
      span: (_tag, attribs): Tag => {
        // A formula is its TeX source and nothing else; any other span keeps only its colour.
        if (attribs["data-math"] === "inline") return { tagName: "span", attribs: { "data-math": "inline" } };
        const style = colourOnly(attribs.style);
        const kept: Attributes = {};
        if (style) kept.style = style;
        return { tagName: "span", attribs: kept };
      },
      // A div stays only as a formula block; any other goes and leaves its text.
      div: (_tag, attribs): Tag =>
        attribs["data-math"] === "block"
          ? { tagName: "div", attribs: { "data-math": "block" } }
          : { tagName: UNWRAP, attribs: {} as Attributes },
      // A code element names a listed language as the list writes it, or none.
      code: (_tag, attribs): Tag => {
        const language = codeLanguageOfClass(attribs.class);
        return { tagName: "code", attribs: language ? { class: `language-${language}` } : ({} as Attributes) };
      },
      iframe: (_tag, attribs): Tag => {
        const src = attribs.src?.trim() ?? "";
        // Any other frame is removed by exclusiveFilter below.
        if (!YOUTUBE_EMBED_RE.test(src)) return { tagName: "iframe", attribs: {} as Attributes };
        return {
          tagName: "iframe",
          attribs: {
            src,
            width: "560",
            height: "315",
            title: "YouTube 동영상",
            allowfullscreen: "allowfullscreen",
            loading: "lazy",
            referrerpolicy: "strict-origin-when-cross-origin",
            sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups",
          },
        };
      },
    },
    allowedStyles: { span: { color: [/^#[0-9A-F]{6}$/] } },
    exclusiveFilter: (frame) =>
      // Refused images and frames, and empty plain spans, leave nothing behind.
      ((frame.tag === "img" || frame.tag === "iframe") && !frame.attribs.src) ||
      (frame.tag === "span" && !frame.text.trim() && !frame.attribs.style) ||
      // An empty formula is nothing.
      (frame.tag === "div" && !frame.text.trim()),
    parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  });
}
