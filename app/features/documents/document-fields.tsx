// The text fields of a document post (SPEC §3 upload form state): subject, topic (placeholder
// 토픽 선택), tags, the introduction (webEditorContent) and the author's download choice.
import { useId } from "react";
import { MSG } from "../../../core/messages";
import { TOPICS } from "../../../core/topics";

export interface DocumentFormValue {
  subject: string;
  topic: string;
  /** Comma-separated as typed. */
  tags: string;
  webEditorContent: string;
  allowDownload: boolean;
}

export const EMPTY_DOCUMENT_FORM: DocumentFormValue = { subject: "", topic: "", tags: "", webEditorContent: "", allowDownload: false };

export const TAG_MAX = 10;
export const TAG_LENGTH = 20;

/** The tags as the server will store them ('#' and blanks dropped, no duplicates). */
export function parseTags(raw: string): string[] {
  return [...new Set(raw.split(",").map((t) => t.trim().replace(/^#+/, "").trim()).filter(Boolean))];
}

export interface DocumentFieldsProps {
  value: DocumentFormValue;
  onChange: (next: DocumentFormValue) => void;
  disabled?: boolean;
  /** Hide the topic select when the page header already has one (the writing page). */
  hideTopic?: boolean;
}

export function DocumentFields({ value, onChange, disabled = false, hideTopic = false }: DocumentFieldsProps) {
  const id = useId();
  const set = <K extends keyof DocumentFormValue>(key: K, v: DocumentFormValue[K]) => onChange({ ...value, [key]: v });
  const tags = parseTags(value.tags);
  const tagProblem =
    tags.length > TAG_MAX ? `태그는 ${TAG_MAX}개까지 입력할 수 있습니다.` : tags.some((t) => Array.from(t).length > TAG_LENGTH) ? `태그는 ${TAG_LENGTH}자까지 입력할 수 있습니다.` : null;
  return (
    <div className="doc-fields">
      {hideTopic ? null : (
        <div className="doc-field">
          <label htmlFor={`${id}-topic`}>토픽</label>
          <select id={`${id}-topic`} value={value.topic} disabled={disabled} onChange={(e) => set("topic", e.target.value)}>
            <option value="" disabled>
              {MSG.topicPlaceholder}
            </option>
            {TOPICS.map((t) => (
              <option key={t.key} value={t.key}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="doc-field">
        <label htmlFor={`${id}-subject`}>제목</label>
        <input
          id={`${id}-subject`}
          type="text"
          value={value.subject}
          maxLength={100}
          disabled={disabled}
          placeholder="제목을 입력해 주세요"
          onChange={(e) => set("subject", e.target.value)}
        />
      </div>
      <div className="doc-field">
        <label htmlFor={`${id}-intro`}>문서 소개</label>
        <textarea
          id={`${id}-intro`}
          value={value.webEditorContent}
          maxLength={50_000}
          disabled={disabled}
          placeholder="어떤 문서인지, 누구에게 도움이 되는지 소개해 주세요"
          onChange={(e) => set("webEditorContent", e.target.value)}
        />
      </div>
      <div className="doc-field">
        <label htmlFor={`${id}-tags`}>태그</label>
        <input
          id={`${id}-tags`}
          type="text"
          value={value.tags}
          disabled={disabled}
          placeholder="쉼표로 구분해 입력 (예: 경제, 금리)"
          onChange={(e) => set("tags", e.target.value)}
          aria-describedby={`${id}-tags-help`}
        />
        <div className="help" id={`${id}-tags-help`} role={tagProblem ? "alert" : undefined}>
          {tagProblem ?? `최대 ${TAG_MAX}개, 태그당 ${TAG_LENGTH}자까지`}
        </div>
        {tags.length ? (
          <div className="doc-tags" aria-label="입력한 태그">
            {tags.slice(0, TAG_MAX).map((t) => (
              <span key={t} className="chip">
                #{t}
              </span>
            ))}
          </div>
        ) : null}
      </div>
      <label className="doc-check">
        <input type="checkbox" checked={value.allowDownload} disabled={disabled} onChange={(e) => set("allowDownload", e.target.checked)} />
        <span>
          원본 파일 다운로드 허용
          <span className="help" style={{ display: "block", fontSize: 13, color: "var(--color-text-muted)" }}>
            로그인한 독자가 올린 파일을 그대로 내려받을 수 있습니다.
          </span>
        </span>
      </label>
    </div>
  );
}

/** The fields are valid to send (tags within limits). */
export function documentFieldsValid(value: DocumentFormValue): boolean {
  const tags = parseTags(value.tags);
  return tags.length <= TAG_MAX && tags.every((t) => Array.from(t).length <= TAG_LENGTH);
}
