// Before publishing, a gentle reminder for pictures without a description (alt text), as
// Mastodon asks (docs/product/accessibility.md, writing): the writer describes each one right
// in the reminder, publishes without (a picture only for decoration needs none), or goes back.
// Never a hard stop. Editing a published post asks only about pictures added since.
import type { Editor } from "@tiptap/core";
import { useEffect, useRef, useState } from "react";
import type { useUi } from "../../components/ui/ui-provider";
import { useT } from "../../lib/i18n";
import { ALT_TEXT, ALT_TEXT_MAX } from "./alt-text-text";

export interface UndescribedImage {
  /** The image node's position in the document. */
  pos: number;
  src: string;
}

/** The document's images whose alt text is missing or blank, but for those in `known`. */
export function undescribedImages(editor: Editor, known: ReadonlySet<string> = new Set()): UndescribedImage[] {
  const found: UndescribedImage[] = [];
  editor.state.doc.descendants((node, pos) => {
    const src = String(node.attrs.src ?? "");
    if (node.type.name === "image" && !String(node.attrs.alt ?? "").trim() && !known.has(src)) found.push({ pos, src });
  });
  return found;
}

/** The pictures of a post as published (asked about then): an edit asks only about new ones. */
export function imagesOf(html: string): Set<string> {
  return new Set([...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&")));
}

/** Writes the descriptions given into the document, in one step (so one undo). */
function describe(editor: Editor, images: UndescribedImage[], alts: string[]): void {
  const tr = editor.state.tr;
  images.forEach((image, i) => {
    const alt = alts[i]?.trim();
    if (!alt) return;
    const node = tr.doc.nodeAt(image.pos);
    if (node?.type.name === "image") tr.setNodeMarkup(image.pos, undefined, { ...node.attrs, alt: alt.slice(0, ALT_TEXT_MAX) });
  });
  if (tr.docChanged) editor.view.dispatch(tr);
}

type Answer = "publish" | "back";

function AltTextBody({ images, onAnswer }: { images: UndescribedImage[]; onAnswer(answer: Answer, alts: string[]): void }) {
  const t = useT();
  const [alts, setAlts] = useState<string[]>(() => images.map(() => ""));
  const answered = useRef(false);
  const answer = (value: Answer, given: string[]) => {
    answered.current = true;
    onAnswer(value, given);
  };
  // Closed by Escape or a click outside: back to the editor, nothing published.
  useEffect(() => () => void (answered.current || onAnswer("back", [])), [onAnswer]);
  const anyGiven = alts.some((a) => a.trim());
  return (
    <form
      className="alt-text-check"
      onSubmit={(event) => {
        event.preventDefault();
        answer("publish", alts);
      }}
    >
      <p className="alt-text-lead">{t(ALT_TEXT.lead, { n: images.length, count: images.length })}</p>
      <ol className="alt-text-list">
        {images.map((image, i) => (
          <li key={image.pos}>
            <img src={image.src} alt="" width={72} height={72} />
            <label>
              <span>{t(ALT_TEXT.field, { n: i + 1 })}</span>
              <input
                type="text"
                maxLength={ALT_TEXT_MAX}
                placeholder={t(ALT_TEXT.placeholder)}
                value={alts[i]}
                onChange={(e) => setAlts((list) => list.map((a, j) => (j === i ? e.target.value : a)))}
              />
            </label>
          </li>
        ))}
      </ol>
      <div className="modal-footer topBottomAlign">
        <button type="submit" className="btn btn-blue" disabled={!anyGiven} data-testid="alt-text-save">
          {t(ALT_TEXT.save)}
        </button>
        <button type="button" className="btn" onClick={() => answer("publish", [])} data-testid="alt-text-skip">
          {t(ALT_TEXT.skip)}
        </button>
        <button type="button" className="btn" onClick={() => answer("back", [])}>
          {t(ALT_TEXT.back)}
        </button>
      </div>
    </form>
  );
}

/**
 * Resolves true when publishing may go on (every picture described, or the writer chose to
 * publish anyway, after the descriptions given were written into the post), false when the
 * writer went back to the editor.
 */
export function confirmAltText(ui: ReturnType<typeof useUi>, editor: Editor | null, known?: ReadonlySet<string>): Promise<boolean> {
  const images = editor ? undescribedImages(editor, known) : [];
  if (!editor || images.length === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    let settled = false;
    const onAnswer = (answer: Answer, alts: string[]) => {
      if (settled) return;
      settled = true;
      if (answer === "publish") describe(editor, images, alts);
      ui.closeModal();
      if (answer === "back") editor.commands.focus();
      resolve(answer === "publish");
    };
    ui.openModal({
      id: "modalAltText",
      title: ALT_TEXT.title,
      size: "large",
      body: <AltTextBody images={images} onAnswer={onAnswer} />,
      buttons: [],
    });
  });
}
