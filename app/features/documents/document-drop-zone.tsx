// Picking one document: a drop zone and a file button. The browser checks the pick before
// anything is sent (one file, docs/product/documents.md types and sizes, not empty) and explains a refusal in
// the fileErr modal (docs/product/documents.md draft modal types); the server checks the content again.
import { useT, type Showable } from "../../lib/i18n";
import { useRef, useState, type DragEvent } from "react";
import { checkDocumentFiles, DOCUMENT_ACCEPT, formatFileSize, kindFromName } from "../../../core/documents";
import { shortenFileName } from "../../../core/files";
import { useUi } from "../../components/ui/ui-provider";
import { Button } from "../../components/ui/button";
import { FileIcon, UploadIcon } from "./icons";
import { DOCS } from "./text";

/** Opens the fileErr modal with a message. */
export function useFileErrorModal(): (message: Showable) => void {
  const ui = useUi();
  return (message: Showable) =>
    ui.openModal({
      id: "fileErr",
      title: DOCS.cannotUpload,
      body: message,
      size: "small",
      buttons: [{ label: DOCS.ok, style: "blue" }],
    });
}

export interface DocumentDropZoneProps {
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
}

export function DocumentDropZone({ file, onFile, disabled = false }: DocumentDropZoneProps) {
  const t = useT();
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
        <Button size="sm" disabled={disabled} onClick={() => input.current?.click()}>
          {t(DOCS.change)}
        </Button>
        <Button size="sm" disabled={disabled} onClick={() => onFile(null)}>
          {t(DOCS.remove)}
        </Button>
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
      <strong>{t(DOCS.dropHere)}</strong>
      <span className="hint">{t(DOCS.acceptedFiles)}</span>
      <Button variant="blue-outline" disabled={disabled} onClick={() => input.current?.click()}>
        <UploadIcon /> {t(DOCS.chooseFile)}
      </Button>
      {picker}
    </div>
  );
}
