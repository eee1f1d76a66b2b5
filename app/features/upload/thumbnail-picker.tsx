// The thumbnail (docs/product/writing.md thumb, showSuggestThumb): the first image of the content is
// suggested; a picture can be uploaded instead; it is previewed and can be removed. The
// value is a stored image address, so document pages can become thumbnails the same way.
import { useRef } from "react";
import { useT } from "../../lib/i18n";
import { UPLOAD } from "./text";

export interface ThumbnailPickerProps {
  thumb: string | null;
  suggestion: string | null;
  busy: boolean;
  onFile(file: File): void;
  onUse(src: string): void;
  onDismiss(): void;
  onRemove(): void;
}

export function ThumbnailPicker({ thumb, suggestion, busy, onFile, onUse, onDismiss, onRemove }: ThumbnailPickerProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="thumb-field">
      <div className={thumb ? "thumb-preview has-image" : "thumb-preview"}>
        {thumb ? <img src={thumb} alt={t(UPLOAD.thumbPreview)} data-testid="thumb-preview" /> : <span>{t(UPLOAD.thumbFrame)}</span>}
      </div>
      <div className="thumb-actions">
        <p className="field-hint-text">{t(UPLOAD.thumbHint)}</p>
        <div className="thumb-buttons">
          <button type="button" className="btn btn-sm" disabled={busy} onClick={() => input.current?.click()}>
            {t(thumb ? UPLOAD.thumbReplace : UPLOAD.thumbUpload)}
          </button>
          {thumb ? (
            <button type="button" className="btn btn-sm" onClick={onRemove}>
              {t(UPLOAD.thumbRemove)}
            </button>
          ) : null}
        </div>
        {suggestion ? (
          <div className="thumb-suggest" role="group" aria-label={t(UPLOAD.thumbSuggestion)}>
            <img src={suggestion} alt="" />
            <span>{t(UPLOAD.thumbSuggest)}</span>
            <button type="button" className="btn btn-sm btn-blue-outline" onClick={() => onUse(suggestion)}>
              {t(UPLOAD.thumbUse)}
            </button>
            <button type="button" className="btn btn-sm" onClick={onDismiss}>
              {t(UPLOAD.thumbNoThanks)}
            </button>
          </div>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        hidden
        data-testid="thumb-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
