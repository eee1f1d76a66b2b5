// Picking one document: a drop zone and a file button. The browser checks the pick before
// anything is sent (one file, SPEC §5 types and sizes, not empty) and explains a refusal in
// the fileErr modal (SPEC §4 draft modal types); the server checks the content again.
import type { Showable } from "../../lib/i18n";
import { useRef, useState, type DragEvent } from "react";
import { checkDocumentFiles, DOCUMENT_ACCEPT, formatFileSize, kindFromName } from "../../../core/documents";
import { shortenFileName } from "../../../core/files";
import { useUi } from "../../components/ui/ui-provider";
import { FileIcon, UploadIcon } from "./icons";

/** Opens the fileErr modal with a message. */
export function useFileErrorModal(): (message: Showable) => void {
  const ui = useUi();
  return (message: Showable) =>
    ui.openModal({
      id: "fileErr",
      title: "파일을 올릴 수 없어요",
      body: message,
      size: "small",
      buttons: [{ label: "확인", style: "blue" }],
    });
}

export interface DocumentDropZoneProps {
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
}

export function DocumentDropZone({ file, onFile, disabled = false }: DocumentDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const showError = useFileErrorModal();

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length === 0) return;
    const check = checkDocumentFiles(files.map((f) => ({ name: f.name, size: f.size })));
    if (!check.ok) {
      showError(check.message);
      return;
    }
    onFile(files[0]!);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  const picker = (
    <input
      ref={input}
      type="file"
      accept={DOCUMENT_ACCEPT}
      hidden
      data-testid="document-file-input"
      onChange={(e) => {
        take(e.target.files);
        e.target.value = "";
      }}
    />
  );

  if (file) {
    const kind = kindFromName(file.name) ?? "file";
    return (
      <div className="doc-picked" data-testid="document-picked">
        <span className="kind" aria-hidden>
          {kind}
        </span>
        <div className="info">
          <div className="name" title={file.name}>
            {shortenFileName(file.name)}
          </div>
          <div className="meta">{formatFileSize(file.size)}</div>
        </div>
        <button type="button" className="btn btn-sm" disabled={disabled} onClick={() => input.current?.click()}>
          변경
        </button>
        <button type="button" className="btn btn-sm" disabled={disabled} onClick={() => onFile(null)}>
          삭제
        </button>
        {picker}
      </div>
    );
  }
  return (
    <div
      className={over ? "doc-drop is-over" : "doc-drop"}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="document-drop-zone"
    >
      <FileIcon style={{ width: 36, height: 36, color: "var(--color-primary)" }} />
      <strong>올릴 문서를 끌어다 놓거나 선택하세요</strong>
      <span className="hint">PDF, Word(DOC, DOCX), PowerPoint(PPT, PPTX), 한글(HWP, HWPX) · 20MB 이하 · 1개</span>
      <button type="button" className="btn btn-blue-outline" disabled={disabled} onClick={() => input.current?.click()}>
        <UploadIcon /> 파일 선택
      </button>
      {picker}
    </div>
  );
}
