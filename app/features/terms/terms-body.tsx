// Renders a terms or privacy body written in the light markup of terms_documents ("## "
// headings, "- " and "1. " list items, blank lines between paragraphs) as React elements:
// the text is always escaped, never injected as HTML.
import type { ReactNode } from "react";

export type TermsBlock =
  | { type: "heading"; text: string; id: string }
  | { type: "paragraph"; lines: string[] }
  | { type: "list"; ordered: boolean; items: string[] };

export function parseTermsBody(body: string): TermsBlock[] {
  const blocks: TermsBlock[] = [];
  let headingCount = 0;
  for (const chunk of body.replace(/\r\n?/g, "\n").split(/\n{2,}/)) {
    let paragraph: string[] = [];
    let list: { ordered: boolean; items: string[] } | null = null;
    const flush = () => {
      if (paragraph.length) blocks.push({ type: "paragraph", lines: paragraph });
      if (list) blocks.push({ type: "list", ...list });
      paragraph = [];
      list = null;
    };
    for (const raw of chunk.split("\n")) {
      const line = raw.trim();
      if (!line) continue;
      const heading = /^#{2,3}\s+(.*)$/.exec(line);
      const bullet = /^-\s+(.*)$/.exec(line);
      const numbered = /^\d+\.\s+(.*)$/.exec(line);
      if (heading) {
        flush();
        headingCount += 1;
        blocks.push({ type: "heading", text: heading[1]!, id: `section-${headingCount}` });
      } else if (bullet || numbered) {
        const ordered = !!numbered;
        if (paragraph.length) {
          blocks.push({ type: "paragraph", lines: paragraph });
          paragraph = [];
        }
        if (!list || list.ordered !== ordered) {
          if (list) blocks.push({ type: "list", ...list });
          list = { ordered, items: [] };
        }
        list.items.push((bullet ?? numbered)![1]!);
      } else {
        if (list) {
          blocks.push({ type: "list", ...list });
          list = null;
        }
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

export function TermsBody({ body }: { body: string }) {
  const blocks = parseTermsBody(body);
  return (
    <div className="terms-body">
      {blocks.map((block, i): ReactNode => {
        if (block.type === "heading") {
          return (
            <h2 key={i} id={block.id}>
              {block.text}
            </h2>
          );
        }
        if (block.type === "list") {
          const Tag = block.ordered ? "ol" : "ul";
          return (
            <Tag key={i}>
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </Tag>
          );
        }
        return <p key={i}>{block.lines.join(" ")}</p>;
      })}
    </div>
  );
}

/** The headings, for the table of contents. */
export function termsHeadings(body: string): { id: string; text: string }[] {
  return parseTermsBody(body).flatMap((b) => (b.type === "heading" ? [{ id: b.id, text: b.text }] : []));
}
