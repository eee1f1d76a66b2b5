// The text fields of a document post (docs/product/documents.md upload form state): subject, topic (placeholder
// 토픽 선택), tags, the introduction (webEditorContent) and the author's download choice.
import { useT } from "../../lib/i18n";
import { useId } from "react";
import { MSG } from "../../../core/messages";
import { TOPICS } from "../../../core/topics";
import { checkTagList } from "../../../core/writing";
import { TagsInput } from "../upload/tags-input";
import { DOCS } from "./text";

export interface DocumentFormValue {
  subject: string;
  topic: string;
  /** Added one by one as chips, by the same rule as an editor post's (core/writing.ts). */
  tags: string[];
  webEditorContent: string;
  allowDownload: boolean;
}

export const EMPTY_DOCUMENT_FORM: DocumentFormValue = { subject: "", topic: "", tags: [], webEditorContent: "", allowDownload: false };

/**
 * A title from an uploaded file's name: the extension and the usual copy and version marks
 * dropped, underscores read as spaces ("2024_경제_보고서(최종).pdf" → "2024 경제 보고서").
 */
export function titleFromFileName(name: string): string {
  const base = name.replace(/\.[A-Za-z0-9]{1,5}$/, "");
  return base
    .replace(/[_]+/g, " ")
    .replace(/\s*[([](최종|수정|사본|복사본|final|copy|v?\d+(\.\d+)*)[)\]]\s*/gi, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
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
  const t = useT();
  const set = <K extends keyof DocumentFormValue>(key: K, v: DocumentFormValue[K]) => onChange({ ...value, [key]: v });
  return (
    <div className="doc-fields">
      {hideTopic ? null : (
        <div className="doc-field">
          <label htmlFor={`${id}-topic`}>{t(DOCS.topic)}</label>
          <select id={`${id}-topic`} value={value.topic} disabled={disabled} onChange={(e) => set("topic", e.target.value)}>
            <option value="" disabled>
              {t(MSG.topicPlaceholder)}
            </option>
            {TOPICS.map((topic) => (
              <option key={topic.key} value={topic.key}>
                {t(topic.label)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="doc-field">
        <label htmlFor={`${id}-subject`}>{t(DOCS.subject)}</label>
        <input
          id={`${id}-subject`}
          type="text"
          value={value.subject}
          maxLength={100}
          disabled={disabled}
          placeholder={t(DOCS.subjectPlaceholder)}
          onChange={(e) => set("subject", e.target.value)}
        />
      </div>
      <div className="doc-field">
        <label htmlFor={`${id}-intro`}>{t(DOCS.intro)}</label>
        <textarea
          id={`${id}-intro`}
          value={value.webEditorContent}
          // As tall as what it holds (a briefing's summary is many lines), within reason.
          rows={Math.min(24, Math.max(5, value.webEditorContent.split("\n").length + 1))}
          maxLength={50_000}
          disabled={disabled}
          placeholder={t(DOCS.introPlaceholder)}
          onChange={(e) => set("webEditorContent", e.target.value)}
        />
      </div>
      <div className="doc-field">
        <span className="doc-field-label">{t(DOCS.tags)}</span>
        {disabled ? (
          <div className="doc-tags" aria-label={t(DOCS.enteredTags)}>
            {value.tags.map((tag) => (
              <span key={tag} className="chip">
                #{tag}
              </span>
            ))}
          </div>
        ) : (
          <TagsInput tags={value.tags} onChange={(tags) => set("tags", tags)} />
        )}
      </div>
      <label className="doc-check">
        <input type="checkbox" checked={value.allowDownload} disabled={disabled} onChange={(e) => set("allowDownload", e.target.checked)} />
        <span>
          {t(DOCS.allowDownload)}
          <span className="help" style={{ display: "block", fontSize: 13, color: "var(--color-text-muted)" }}>
            {t(DOCS.allowDownloadHelp)}
          </span>
        </span>
      </label>
    </div>
  );
}

/** The fields are valid to send: the tags pass the rule the server checks (the chip field keeps them so). */
export function documentFieldsValid(value: DocumentFormValue): boolean {
  return checkTagList(value.tags).ok;
}
