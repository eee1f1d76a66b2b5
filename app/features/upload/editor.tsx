// The rich-text editor of the writing page: Tiptap 3 with headings, bold/italic/underline/
// strike, lists, quote, code and code block (with its language from core/code-math.ts's list),
// inline formulas and formula blocks (TeX, previewed by KaTeX loaded when first used; decision
// 0218), links (http, https, mailto only), images uploaded through the API, and the text colour
// palette of docs/product/writing.md (28 entries including a remove entry, 7 per row, plus a
// #RRGGBB input of at most 7 characters).
//
// Korean IME: ProseMirror owns composition inside the editor. Our own handlers never act
// while a composition is running: toolbar buttons let the browser finish the syllable first
// (they only keep the focus when nothing is being composed), and keyboard shortcuts of the
// popovers ignore keys that belong to a composition.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { TextSelection, type Transaction } from "@tiptap/pm/state";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { Color, TextStyle } from "@tiptap/extension-text-style";
import { Placeholder } from "@tiptap/extensions";
import { NodeSelection } from "@tiptap/pm/state";
import { CODE_LANGUAGES, CODE_MATH_TEXT, codeLanguageOf, MATH, type MathDisplay } from "../../../core/code-math";
import { BlockMath, InlineMath, loadKatex, typesetInto } from "./math-nodes";
import "../../styles/editor-code-math.css";
import {
  COLOR_HEX_INPUT_MAX,
  isAllowedLinkHref,
  isHexColor,
  normalizeLinkInput,
  PALETTE_COLUMNS,
  sanitizeHexInput,
  TEXT_COLOR_PALETTE,
  WRITING_MSG,
} from "../../../core/writing";
import type { Text } from "../../../core/i18n";
import { useT } from "../../lib/i18n";
import { isComposingEvent } from "./ime";
import { EDITOR } from "./text";

export const LINK_REL = "noopener noreferrer nofollow ugc";

export interface RichEditorOptions {
  content: string;
  placeholder: string;
  /** The content's accessible name. */
  label: string;
  onChange(html: string): void;
  /** Image files pasted or dropped into the editor. */
  onFiles(files: File[]): void;
  /** An image inside the editor failed to load (docs/product/messages.md 'link cannot be loaded'). */
  onImageError(src: string): void;
}

function imageFiles(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((f) => f.type.startsWith("image/") || f.type === "");
}

export function useRichEditor(options: RichEditorOptions): Editor | null {
  const latest = useRef(options);
  latest.current = options;
  const editor = useEditor({
    // Rendered in the browser only: the server sends the page without the editor's DOM.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          linkOnPaste: true,
          defaultProtocol: "https",
          protocols: ["http", "https", "mailto"],
          isAllowedUri: (url) => isAllowedLinkHref(url),
          shouldAutoLink: (url) => isAllowedLinkHref(/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`),
          HTMLAttributes: { rel: LINK_REL, target: "_blank" },
        },
        // A code block's language is written as class="language-xxx" (the stored form).
        codeBlock: { languageClassPrefix: "language-", defaultLanguage: null },
      }),
      InlineMath,
      BlockMath,
      Image.configure({ inline: false, allowBase64: false }),
      TextStyle,
      Color,
      Placeholder.configure({ placeholder: options.placeholder }),
    ],
    content: options.content,
    editorProps: {
      attributes: { class: "editor-content", "aria-label": options.label, "aria-multiline": "true", role: "textbox" },
      handlePaste(_view, event) {
        const files = imageFiles(event.clipboardData?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        latest.current.onFiles(files);
        return true;
      },
      handleDrop(_view, event) {
        const files = imageFiles((event as DragEvent).dataTransfer?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        latest.current.onFiles(files);
        return true;
      },
    },
    onUpdate({ editor: e }) {
      latest.current.onChange(e.getHTML());
    },
  });

  // Images that fail to load inside the editor (a removed file, a dead external address).
  useEffect(() => {
    if (!editor) return;
    const dom = editor.view.dom;
    const onError = (event: Event) => {
      const target = event.target as HTMLElement | null;
      if (target?.tagName === "IMG") latest.current.onImageError((target as HTMLImageElement).src);
    };
    dom.addEventListener("error", onError, true);
    return () => dom.removeEventListener("error", onError, true);
  }, [editor]);
  return editor;
}

/** Replaces the whole document (a draft was loaded, the form was reset) without an update event. */
export function replaceContent(editor: Editor, html: string): void {
  editor.commands.setContent(html, { emitUpdate: false });
}

// ── Toolbar ─────────────────────────────────────────────────────────────────

/**
 * A command chain on a focused editor. Focus comes back synchronously (Tiptap's own
 * focus() waits a frame and would then move the caret back over anything typed meanwhile).
 */
export function focusedChain(editor: Editor) {
  if (!editor.view.hasFocus()) editor.view.focus();
  return editor.chain();
}

type ToggleKey = "h2" | "h3" | "bold" | "italic" | "underline" | "strike" | "bullet" | "ordered" | "quote" | "code" | "codeBlock";

function ToolButton({
  editor,
  label,
  active,
  disabled,
  onRun,
  children,
  testId,
  expanded,
}: {
  editor: Editor;
  label: string;
  active?: boolean;
  disabled?: boolean;
  onRun(): void;
  children: ReactNode;
  testId?: string;
  expanded?: boolean;
}) {
  return (
    <button
      type="button"
      className={active ? "tool-btn active" : "tool-btn"}
      aria-label={label}
      title={label}
      aria-pressed={expanded === undefined ? Boolean(active) : undefined}
      aria-expanded={expanded}
      disabled={disabled}
      data-testid={testId}
      onMouseDown={(event) => {
        // Keep the editor's focus and selection — unless a syllable is being composed: then
        // the browser must finish it (focus moving is what commits it), so it is neither lost
        // nor doubled when the command runs.
        if (!editor.view.composing) event.preventDefault();
      }}
      onClick={onRun}
    >
      {children}
    </button>
  );
}

const Icon = ({ d, label }: { d: string; label?: string }) => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.9"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden={label ? undefined : true}
  >
    <path d={d} />
  </svg>
);

type Popover = "color" | "link" | "math" | null;

/** The formula the selection is on, if it is one. */
function selectedMath(editor: Editor): { tex: string; display: MathDisplay } | null {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection)) return null;
  const name = selection.node.type.name;
  if (name !== "inlineMath" && name !== "blockMath") return null;
  return { tex: String(selection.node.attrs.tex), display: name === "inlineMath" ? "inline" : "block" };
}

export function EditorToolbar({ editor, onPickImage, uploading }: { editor: Editor; onPickImage(): void; uploading: boolean }) {
  const t = useT();
  const [popover, setPopover] = useState<Popover>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      strike: e.isActive("strike"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      code: e.isActive("code"),
      codeBlock: e.isActive("codeBlock"),
      codeLanguage: e.isActive("codeBlock") ? ((e.getAttributes("codeBlock").language as string | null) ?? "") : null,
      math: e.isActive("inlineMath") || e.isActive("blockMath"),
      link: e.isActive("link"),
      color: (e.getAttributes("textStyle").color as string | undefined) ?? null,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => focusedChain(editor);
  const toggle = (which: Popover) => setPopover((p) => (p === which ? null : which));
  /** Buttons that switch a mark or block on and off: [state and label key, test id, command, icon]. */
  const toggles = (items: [ToggleKey, string, () => void, ReactNode][]) =>
    items.map(([key, id, run, icon]) => (
      <ToolButton key={key} editor={editor} label={t(EDITOR[key])} active={state[key]} onRun={run} testId={`tool-${id}`}>
        {icon}
      </ToolButton>
    ));

  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t(EDITOR.toolbar)}>
      {toggles([
        ["h2", "h2", () => chain().toggleHeading({ level: 2 }).run(), <span className="tool-text">H2</span>],
        ["h3", "h3", () => chain().toggleHeading({ level: 3 }).run(), <span className="tool-text">H3</span>],
      ])}
      <span className="tool-sep" aria-hidden="true" />
      {toggles([
        ["bold", "bold", () => chain().toggleBold().run(), <Icon d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />],
        ["italic", "italic", () => chain().toggleItalic().run(), <Icon d="M14 5h-4M14 19h-4M13 5l-2 14" />],
        ["underline", "underline", () => chain().toggleUnderline().run(), <Icon d="M7 4v7a5 5 0 0 0 10 0V4M5 20h14" />],
        [
          "strike",
          "strike",
          () => chain().toggleStrike().run(),
          <Icon d="M5 12h14M16 7a4 3 0 0 0-4-2c-2.5 0-4 1.3-4 3M8 17a4 3 0 0 0 4 2c2.5 0 4-1.3 4-3" />,
        ],
      ])}
      <div className="tool-popover-anchor">
        <ToolButton
          editor={editor}
          label={t(EDITOR.color)}
          expanded={popover === "color"}
          onRun={() => toggle("color")}
          testId="tool-color"
        >
          <span className="tool-color-letter" style={{ borderBottomColor: state.color ?? "var(--color-ink)" }}>
            {t(EDITOR.colorLetter)}
          </span>
        </ToolButton>
        {popover === "color" ? <ColorPalette editor={editor} current={state.color} onClose={() => setPopover(null)} /> : null}
      </div>
      <span className="tool-sep" aria-hidden="true" />
      {toggles([
        ["bullet", "bullet", () => chain().toggleBulletList().run(), <Icon d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />],
        [
          "ordered",
          "ordered",
          () => chain().toggleOrderedList().run(),
          <Icon d="M10 6h10M10 12h10M10 18h10M4 4h1v4M4 8h2M4 14h2l-2 3h2" />,
        ],
        [
          "quote",
          "quote",
          () => chain().toggleBlockquote().run(),
          <Icon d="M7 7h4v5H7a0 0 0 0 1 0 0c0 3 1 4 3 5M14 7h4v5h-4c0 3 1 4 3 5" />,
        ],
        ["code", "code", () => chain().toggleCode().run(), <Icon d="m9 8-4 4 4 4M15 8l4 4-4 4" />],
        ["codeBlock", "codeblock", () => chain().toggleCodeBlock().run(), <Icon d="M4 5h16v14H4zM9 10l-2 2 2 2M15 10l2 2-2 2" />],
      ])}
      {state.codeLanguage !== null ? <CodeLanguagePicker editor={editor} value={state.codeLanguage} /> : null}
      <div className="tool-popover-anchor">
        <ToolButton
          editor={editor}
          label={t(CODE_MATH_TEXT.inlineMath)}
          active={state.math}
          expanded={popover === "math"}
          onRun={() => toggle("math")}
          testId="tool-math"
        >
          <Icon d="M4 17c2 0 2-10 4-10h3M6 12h4M13 9l6 8M19 9l-6 8" />
        </ToolButton>
        {popover === "math" ? <MathBox editor={editor} onClose={() => setPopover(null)} /> : null}
      </div>
      <span className="tool-sep" aria-hidden="true" />
      <div className="tool-popover-anchor">
        <ToolButton
          editor={editor}
          label={t(EDITOR.link)}
          active={state.link}
          expanded={popover === "link"}
          onRun={() => toggle("link")}
          testId="tool-link"
        >
          <Icon d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </ToolButton>
        {popover === "link" ? <LinkBox editor={editor} onClose={() => setPopover(null)} /> : null}
      </div>
      <ToolButton editor={editor} label={t(EDITOR.image)} disabled={uploading} onRun={onPickImage} testId="tool-image">
        <Icon d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01" />
      </ToolButton>
      <span className="tool-sep" aria-hidden="true" />
      <ToolButton editor={editor} label={t(EDITOR.undo)} disabled={!state.canUndo} onRun={() => chain().undo().run()} testId="tool-undo">
        <Icon d="M9 7 4 12l5 5M4 12h11a5 5 0 0 1 0 10h-2" />
      </ToolButton>
      <ToolButton editor={editor} label={t(EDITOR.redo)} disabled={!state.canRedo} onRun={() => chain().redo().run()} testId="tool-redo">
        <Icon d="m15 7 5 5-5 5M20 12H9a5 5 0 0 0 0 10h2" />
      </ToolButton>
    </div>
  );
}

function usePopoverClose(onClose: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const anchor = ref.current?.parentElement;
      if (anchor && !anchor.contains(event.target as Node)) onClose();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape" && !event.isComposing) onClose();
    };
    window.addEventListener("pointerdown", onPointer);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("pointerdown", onPointer);
      window.removeEventListener("keydown", onKey);
    };
  }, [onClose]);
  return ref;
}

export function ColorPalette({ editor, current, onClose }: { editor: Editor; current: string | null; onClose(): void }) {
  const t = useT();
  const ref = usePopoverClose(onClose);
  const [hex, setHex] = useState(current && isHexColor(current) ? current.toUpperCase() : "#");
  const [error, setError] = useState<Text | null>(null);
  const apply = (value: string | null) => {
    if (value === null) focusedChain(editor).unsetColor().run();
    else focusedChain(editor).setColor(value).run();
    onClose();
  };
  const applyHex = () => {
    if (!isHexColor(hex)) {
      setError(WRITING_MSG.hexInvalid);
      return;
    }
    apply(hex.toUpperCase());
  };
  return (
    <div className="tool-popover color-popover" ref={ref} role="dialog" aria-label={t(EDITOR.color)}>
      <div
        className="palette"
        style={{ gridTemplateColumns: `repeat(${PALETTE_COLUMNS}, 28px)` }}
        role="listbox"
        aria-label={t(EDITOR.palette)}
      >
        {TEXT_COLOR_PALETTE.map((entry) => (
          <button
            key={entry.value ?? "none"}
            type="button"
            role="option"
            aria-selected={(entry.value ?? null) === (current ? current.toUpperCase() : null)}
            className={entry.value ? "swatch" : "swatch swatch-none"}
            style={entry.value ? { background: entry.value } : undefined}
            title={t(entry.label)}
            aria-label={entry.value ? `${t(entry.label)} ${entry.value}` : t(entry.label)}
            data-color={entry.value ?? "none"}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => apply(entry.value)}
          />
        ))}
      </div>
      <div className="hex-row">
        <label htmlFor="hex-input" className="sr-only">
          {t(EDITOR.hexCode)}
        </label>
        <input
          id="hex-input"
          className="hex-input"
          value={hex}
          maxLength={COLOR_HEX_INPUT_MAX}
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="#RRGGBB"
          onChange={(e) => {
            setHex(sanitizeHexInput(e.target.value));
            setError(null);
          }}
          onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
            if (isComposingEvent(e)) return;
            if (e.key === "Enter") {
              e.preventDefault();
              applyHex();
            }
          }}
        />
        <span className="hex-preview" style={{ background: isHexColor(hex) ? hex : "transparent" }} aria-hidden="true" />
        <button type="button" className="btn btn-sm btn-blue" onClick={applyHex}>
          {t(EDITOR.apply)}
        </button>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The caret goes after the linked text, outside the link, as in the word processors writers
 * know: what they type next neither replaces the linked words (they stayed selected) nor
 * lengthens the link.
 */
function caretAfterLink(tr: Transaction): true {
  tr.setSelection(TextSelection.create(tr.doc, tr.selection.to));
  tr.removeStoredMark(tr.doc.type.schema.marks.link!);
  return true;
}

function LinkBox({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const t = useT();
  const ref = usePopoverClose(onClose);
  const existing = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [value, setValue] = useState(existing);
  const [error, setError] = useState<Text | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  const apply = () => {
    const href = normalizeLinkInput(value);
    if (!href) {
      setError(WRITING_MSG.linkInvalid);
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive("link")) {
      // No text selected: the address itself becomes the linked text.
      focusedChain(editor)
        .insertContent({ type: "text", text: value.trim(), marks: [{ type: "link", attrs: { href } }] })
        .command(({ tr }) => caretAfterLink(tr))
        .run();
    } else {
      focusedChain(editor)
        .extendMarkRange("link")
        .setLink({ href })
        .command(({ tr }) => caretAfterLink(tr))
        .run();
    }
    onClose();
  };
  return (
    <div className="tool-popover link-popover" ref={ref} role="dialog" aria-label={t(EDITOR.link)}>
      <div className="hex-row">
        <label htmlFor="link-input" className="sr-only">
          {t(EDITOR.linkAddress)}
        </label>
        <input
          id="link-input"
          ref={inputRef}
          className="link-input"
          value={value}
          placeholder="https://"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (isComposingEvent(e)) return;
            if (e.key === "Enter") {
              e.preventDefault();
              apply();
            }
          }}
        />
        <button type="button" className="btn btn-sm btn-blue" onClick={apply}>
          {t(EDITOR.apply)}
        </button>
        {existing ? (
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => {
              focusedChain(editor).extendMarkRange("link").unsetLink().run();
              onClose();
            }}
          >
            {t(EDITOR.removeLink)}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

export { EditorContent };

// ── Code language and formulas (decision 0218) ──────────────────────────────

/** The language of the code block the caret is in: a labelled select, so the keyboard picks it. */
function CodeLanguagePicker({ editor, value }: { editor: Editor; value: string }) {
  const t = useT();
  const known = codeLanguageOf(value);
  return (
    <label className="tool-language">
      <span className="sr-only">{t(CODE_MATH_TEXT.language)}</span>
      <select
        value={known ?? ""}
        title={t(CODE_MATH_TEXT.language)}
        data-testid="code-language"
        onChange={(event) => {
          const language = codeLanguageOf(event.target.value);
          // The caret stays in the select (a keyboard writer may go on choosing); the block changes.
          editor.chain().updateAttributes("codeBlock", { language }).run();
        }}
      >
        <option value="">{t(CODE_MATH_TEXT.noLanguage)}</option>
        {CODE_LANGUAGES.filter((l) => l.key !== "plaintext").map((l) => (
          <option key={l.key} value={l.key}>
            {l.label}
          </option>
        ))}
        <option value="plaintext">{t(CODE_MATH_TEXT.plainText)}</option>
      </select>
    </label>
  );
}

type Preview = { state: "idle" | "loading" | "failed" } | { state: "ok" | "invalid" };

/** Writes a formula (or changes the selected one): its TeX, inline or as a block, with a live preview. */
function MathBox({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const t = useT();
  const ref = usePopoverClose(onClose);
  const existing = selectedMath(editor);
  const [tex, setTex] = useState(existing?.tex ?? "");
  const [display, setDisplay] = useState<MathDisplay>(existing?.display ?? "inline");
  const [error, setError] = useState<Text | null>(null);
  const [preview, setPreview] = useState<Preview>({ state: "idle" });
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    const source = tex.trim();
    if (!source) {
      if (previewRef.current) previewRef.current.textContent = "";
      setPreview({ state: "idle" });
      return;
    }
    let live = true;
    setPreview((p) => (p.state === "idle" ? { state: "loading" } : p));
    loadKatex().then(
      (katex) => {
        if (!live || !previewRef.current) return;
        setPreview({ state: typesetInto(katex, previewRef.current, source, display) ? "ok" : "invalid" });
      },
      () => live && setPreview({ state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [tex, display]);
  const apply = () => {
    const source = tex.trim();
    if (!source) return setError(CODE_MATH_TEXT.mathEmpty);
    if (source.length > MATH.maxLength) return setError(CODE_MATH_TEXT.mathTooLong);
    focusedChain(editor).insertMath(source, display).run();
    onClose();
  };
  const remove = () => {
    focusedChain(editor).deleteSelection().run();
    onClose();
  };
  return (
    <div
      className="tool-popover math-popover"
      ref={ref}
      role="dialog"
      aria-label={t(existing ? CODE_MATH_TEXT.editMath : CODE_MATH_TEXT.inlineMath)}
    >
      <div className="math-kind" role="radiogroup" aria-label={t(CODE_MATH_TEXT.inlineMath)}>
        {(["inline", "block"] as const).map((kind) => (
          <label key={kind}>
            <input type="radio" name="math-kind" value={kind} checked={display === kind} onChange={() => setDisplay(kind)} />
            {t(kind === "inline" ? CODE_MATH_TEXT.inlineMath : CODE_MATH_TEXT.blockMath)}
          </label>
        ))}
      </div>
      <label htmlFor="math-input" className="math-label">
        {t(CODE_MATH_TEXT.mathSource)}
      </label>
      <textarea
        id="math-input"
        ref={inputRef}
        className="math-input"
        value={tex}
        rows={3}
        maxLength={MATH.maxLength + 1}
        spellCheck={false}
        autoComplete="off"
        aria-describedby="math-hint"
        placeholder="x^2 + \\frac{1}{2}"
        onChange={(e) => {
          setTex(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (isComposingEvent(e)) return;
          // Enter puts the formula in; Shift+Enter starts a new line of TeX.
          if (e.key === "Enter" && !e.shiftKey) {
            e.preventDefault();
            apply();
          }
        }}
      />
      <p id="math-hint" className="math-hint">
        {t(CODE_MATH_TEXT.mathHint)}
      </p>
      <div className="math-preview-box" aria-live="polite">
        <span className="math-label">{t(CODE_MATH_TEXT.mathPreview)}</span>
        <div
          ref={previewRef}
          className={preview.state === "invalid" ? "math-preview editor-math-error" : "math-preview"}
          data-testid="math-preview"
        />
        {preview.state === "loading" ? <p className="math-hint">{t(CODE_MATH_TEXT.mathLoading)}</p> : null}
        {preview.state === "failed" ? <p className="field-error">{t(CODE_MATH_TEXT.mathLoadFailed)}</p> : null}
        {preview.state === "invalid" ? <p className="field-error">{t(CODE_MATH_TEXT.mathInvalid)}</p> : null}
      </div>
      <div className="hex-row">
        <button type="button" className="btn btn-sm btn-blue" onClick={apply}>
          {t(existing ? CODE_MATH_TEXT.update : CODE_MATH_TEXT.insert)}
        </button>
        {existing ? (
          <button type="button" className="btn btn-sm" onClick={remove}>
            {t(CODE_MATH_TEXT.remove)}
          </button>
        ) : null}
        <button type="button" className="btn btn-sm" onClick={onClose}>
          {t(CODE_MATH_TEXT.cancel)}
        </button>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
