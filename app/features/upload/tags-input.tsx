// Tags (docs/product/writing.md): chips shown with '#'; Enter or a comma adds, Backspace in the empty input
// removes the last one; duplicates, the 10-tag and 20-character limits answer with a message
// and keep what was typed. Nothing happens while a syllable is being composed (IME), so
// Enter after 한글 adds exactly '한글'.
import { useEffect, useId, useRef, useState } from "react";
import { checkTagToAdd, splitTagInput, TAG_MAX_COUNT, TAG_MAX_LENGTH } from "../../../core/writing";
import type { Text } from "../../../core/i18n";
import { useT } from "../../lib/i18n";
import { isComposingEvent } from "./ime";
import { UPLOAD } from "./text";

export function TagsInput({ tags, onChange }: { tags: string[]; onChange(tags: string[]): void }) {
  const t = useT();
  const [text, setText] = useState("");
  const [message, setMessage] = useState<Text | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  const say = (m: Text) => {
    setMessage(m);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setMessage(null), 3000);
  };

  /** Adds every piece of the text; what cannot be added stays in the input. */
  const commit = (raw: string): boolean => {
    const pieces = splitTagInput(raw);
    if (pieces.length === 0) {
      setText("");
      return true;
    }
    const next = [...tags];
    const rest: string[] = [];
    let error: Text | null = null;
    for (const piece of pieces) {
      const result = checkTagToAdd(next, piece);
      if (result.ok) next.push(result.tag);
      else {
        error ??= result.message;
        rest.push(piece);
      }
    }
    if (next.length !== tags.length) onChange(next);
    setText(rest.join(", "));
    if (error) say(error);
    else setMessage(null);
    return error === null;
  };

  return (
    <div className="tags-field">
      <div className="tags-box" onClick={() => inputRef.current?.focus()}>
        <ul className="tag-chips" aria-label={t(UPLOAD.tagList)}>
          {tags.map((tag) => (
            <li key={tag} className="tag-chip">
              <span>#{tag}</span>
              <button
                type="button"
                aria-label={t(UPLOAD.removeTag, { tag })}
                onClick={(e) => {
                  e.stopPropagation();
                  onChange(tags.filter((t) => t !== tag));
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <input
          ref={inputRef}
          className="tags-input"
          value={text}
          placeholder={tags.length ? "" : t(UPLOAD.tagPlaceholder)}
          aria-label={t(UPLOAD.tagInput)}
          aria-describedby={hintId}
          enterKeyHint="enter"
          autoComplete="off"
          disabled={tags.length >= TAG_MAX_COUNT && text === ""}
          onChange={(e) => {
            const value = e.target.value;
            const composing = (e.nativeEvent as InputEvent).isComposing;
            // A comma typed (or pasted) ends a tag; never in the middle of a composition.
            if (!composing && /[,，、]/.test(value)) commit(value);
            else setText(value);
          }}
          onKeyDown={(e) => {
            if (isComposingEvent(e)) return;
            if (e.key === "Enter") {
              e.preventDefault();
              if (text.trim()) commit(text);
            } else if (e.key === "Backspace" && text === "" && tags.length > 0) {
              e.preventDefault();
              onChange(tags.slice(0, -1));
            }
          }}
          onBlur={() => {
            if (text.trim()) commit(text);
          }}
        />
      </div>
      <div className="field-hint" id={hintId}>
        <span>{t(UPLOAD.tagHint, { max: TAG_MAX_COUNT, length: TAG_MAX_LENGTH })}</span>
        <span className="count" aria-label={t(UPLOAD.tagCount, { n: tags.length })}>
          {tags.length}/{TAG_MAX_COUNT}
        </span>
      </div>
      {message ? (
        <p className="field-error" role="alert">
          {t(message)}
        </p>
      ) : null}
    </div>
  );
}
