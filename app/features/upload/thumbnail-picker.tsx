// The thumbnail (SPEC §3 thumb, showSuggestThumb): the first image of the content is
// suggested; a picture can be uploaded instead; it is previewed and can be removed. The
// value is a stored image address, so document pages can become thumbnails the same way.
import { useRef } from "react";

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
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="thumb-field">
      <div className={thumb ? "thumb-preview has-image" : "thumb-preview"}>
        {thumb ? <img src={thumb} alt="썸네일 미리보기" data-testid="thumb-preview" /> : <span>16:9 썸네일</span>}
      </div>
      <div className="thumb-actions">
        <p className="field-hint-text">목록에 보이는 대표 이미지예요. 올리지 않으면 토픽 색상 표지가 쓰여요.</p>
        <div className="thumb-buttons">
          <button type="button" className="btn btn-sm" disabled={busy} onClick={() => input.current?.click()}>
            {thumb ? "다른 이미지로 바꾸기" : "이미지 올리기"}
          </button>
          {thumb ? (
            <button type="button" className="btn btn-sm" onClick={onRemove}>
              썸네일 삭제
            </button>
          ) : null}
        </div>
        {suggestion ? (
          <div className="thumb-suggest" role="group" aria-label="썸네일 제안">
            <img src={suggestion} alt="" />
            <span>본문의 첫 이미지를 썸네일로 쓸까요?</span>
            <button type="button" className="btn btn-sm btn-blue-outline" onClick={() => onUse(suggestion)}>
              썸네일로 사용
            </button>
            <button type="button" className="btn btn-sm" onClick={onDismiss}>
              괜찮아요
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
