// The document post form: pick the file, fill in the fields, publish with upload progress
// (cancel keeps everything typed), then go to the post, which shows the publishing state
// until the pages are ready. The publish button follows the docs/product/documents.md 'done' rule.
import { T, useT } from "../../lib/i18n";
import { Button } from "../../components/ui/button";
import { useState } from "react";
import { useNavigate } from "react-router";
import { isUploadFormDone } from "../../../core/upload-form";
import { useUi } from "../../components/ui/ui-provider";
import { openUploadPolicy } from "../upload/policy";
import { checkUploadQuota, explainQuotaRefusal } from "../reward/upload-quota";
import "../../styles/documents.css";
import { DocumentDropZone, useFileErrorModal } from "./document-drop-zone";
import { DocumentFields, documentFieldsValid, EMPTY_DOCUMENT_FORM, titleFromFileName, type DocumentFormValue } from "./document-fields";
import { useDocumentUpload } from "./use-document-upload";
import { DOCS } from "./text";

export function DocumentUploadProgress({ phase, progress, onCancel }: { phase: string; progress: number; onCancel: () => void }) {
  const t = useT();
  if (phase !== "uploading" && phase !== "checking") return null;
  return (
    <div className="doc-progress" role="status" aria-live="polite" data-testid="upload-progress">
      <div className="row">
        <span>{phase === "uploading" ? t(DOCS.uploading, { percent: progress }) : t(DOCS.checking)}</span>
        {phase === "uploading" ? (
          <Button size="sm" onClick={onCancel}>
            {t(DOCS.cancel)}
          </Button>
        ) : null}
      </div>
      <div className="bar" aria-hidden>
        <span style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}

export function DocumentUploadForm({ mobile, policyAgreed = true }: { mobile: boolean; policyAgreed?: boolean }) {
  const ui = useUi();
  const t = useT();
  const [agreed, setAgreed] = useState(policyAgreed);
  const [value, setValue] = useState<DocumentFormValue>(EMPTY_DOCUMENT_FORM);
  const [file, setFile] = useState<File | null>(null);
  const upload = useDocumentUpload();
  const navigate = useNavigate();
  const showError = useFileErrorModal();
  const busy = upload.state.phase === "uploading" || upload.state.phase === "checking" || upload.state.phase === "done";
  const done =
    isUploadFormDone({
      pageType: "upload",
      type: "updDocs",
      subject: value.subject,
      webEditorContent: value.webEditorContent,
      topic: value.topic,
      file,
    }) && documentFieldsValid(value);

  const publish = async (agreeNow = false) => {
    if (!file || !done) return;
    if (!(await checkUploadQuota(ui))) return;
    // docs/product modalPolicy: a member's first post asks for the upload policy consent first.
    if (!agreed && !agreeNow) {
      openUploadPolicy(ui, () => {
        setAgreed(true);
        void publish(true).catch(() => showError(DOCS.uploadError));
      });
      return;
    }
    const outcome = await upload.start(value, file, null, agreeNow);
    if (outcome.ok) void navigate(`${mobile ? "/m" : ""}/d/${outcome.post.permaLink}`);
    else if (!outcome.cancelled && !(await explainQuotaRefusal(ui, outcome.errorId))) showError(outcome.message);
  };
  // A refused file is explained in the fileErr modal; the form keeps everything.
  const error = upload.state.phase === "error" ? upload.state.error : null;

  return (
    <div className="doc-upload">
      <DocumentDropZone
        file={file}
        disabled={busy}
        onFile={(f) => {
          setFile(f);
          upload.reset();
          // The file's name is a good first title; what the author typed is never replaced.
          if (f) setValue((v) => (v.subject.trim() ? v : { ...v, subject: titleFromFileName(f.name) }));
        }}
      />
      <DocumentFields value={value} onChange={setValue} disabled={busy} />
      <DocumentUploadProgress phase={upload.state.phase} progress={upload.state.progress} onCancel={upload.cancel} />
      {error ? (
        <p className="doc-error" role="alert" data-testid="upload-error">
          <T text={error} />
        </p>
      ) : null}
      <div className="doc-submit">
        <Button
          variant="blue"
          disabled={!done || busy}
          onClick={() => {
            void publish().catch(() => showError(DOCS.uploadError));
          }}
        >
          {t(DOCS.publish)}
        </Button>
      </div>
    </div>
  );
}
