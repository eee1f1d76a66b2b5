// The suggestion/feedback modal (docs/product/site.md §12, docs/decisions/0170): kind, message,
// an optional link checked as it is typed (POST /api/verification: public and reachable), and
// attachments uploaded one by one as they are picked (20MB each, 100MB together, refusals in
// the fileErr modal); an attachment can be removed again before sending (POST
// /api/user/deleteFile). The server checks every file's bytes and the limits again.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { checkAttachments, shortenFileName } from "../../../core/files";
import { formatFileSize } from "../../../core/documents";
import { FEEDBACK_CONTENT_MAX, FEEDBACK_FILES_MAX, FEEDBACK_KINDS, FEEDBACK_MSG, type FeedbackKind } from "../../../core/operators";
import { Button } from "../../components/ui/button";
import { useDialogFocus } from "../../components/ui/dialog-focus";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { upload } from "../../lib/api-transfer";
import { useT, type Showable } from "../../lib/i18n";
import type { FeedbackFile, FeedbackItem } from "../../../server/modules/feedback/types";
import { FEEDBACK_KIND_TEXT, FEEDBACK_TEXT } from "./text";
import "../../styles/admin.css";

type LinkState = "idle" | "checking" | "ok" | "unreachable" | "refused";

const IMAGE_AND_DOCUMENTS = "image/png,image/jpeg,image/gif,image/webp,.pdf,.doc,.docx,.ppt,.pptx,.hwp,.hwpx";

export function FeedbackModal({
  unsent = [],
  onClose,
  onSent,
}: {
  /** Attachments uploaded earlier and not sent: shown again, to send or remove. */
  unsent?: FeedbackFile[];
  onClose: () => void;
  onSent: (item: FeedbackItem) => void;
}) {
  const t = useT();
  const ui = useUi();
  const [kind, setKind] = useState<FeedbackKind>("suggestion");
  const [content, setContent] = useState("");
  const [link, setLink] = useState("");
  const [linkState, setLinkState] = useState<LinkState>("idle");
  const [files, setFiles] = useState<FeedbackFile[]>(unsent);
  const [progress, setProgress] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<Showable | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  const fileErr = (message: Showable) =>
    ui.openModal({
      id: "fileErr",
      title: FEEDBACK_TEXT.fileErrTitle,
      body: message,
      size: "small",
      buttons: [{ label: FEEDBACK_TEXT.confirm, style: "blue" }],
    });

  useDialogFocus(dialog, onClose, { initial: "textarea" });

  // The link is checked a moment after typing stops.
  useEffect(() => {
    const value = link.trim();
    if (!value) return setLinkState("idle");
    let stale = false;
    const timer = window.setTimeout(async () => {
      setLinkState("checking");
      const result = await api("POST /api/verification", { body: { url: value } });
      if (stale) return;
      if (!result.ok) setLinkState("refused");
      else
        setLinkState(!result.data.allowed ? "refused" : result.data.reachable && (result.data.status ?? 500) < 400 ? "ok" : "unreachable");
    }, 600);
    return () => {
      stale = true;
      window.clearTimeout(timer);
    };
  }, [link]);

  const pick = async (list: FileList | null) => {
    const picked = list ? Array.from(list) : [];
    if (picker.current) picker.current.value = "";
    if (!picked.length) return;
    if (files.length + picked.length > FEEDBACK_FILES_MAX) return fileErr(t(FEEDBACK_MSG.tooManyFiles, { max: FEEDBACK_FILES_MAX }));
    const check = checkAttachments(
      files.map((f) => f.size),
      picked.map((f) => ({ name: f.name, size: f.size })),
    );
    if (!check.ok) return fileErr(check.message);
    for (const file of picked) {
      const body = new FormData();
      body.append("file", file, file.name);
      setProgress(0);
      const call = upload(
        "POST /api/feedback/files",
        { body },
        { onProgress: (loaded, total) => setProgress(Math.round((loaded / total) * 100)) },
      );
      const result = await call.promise;
      setProgress(null);
      if (!result.ok) {
        fileErr(`${shortenFileName(file.name)}: ${result.message}`);
        continue;
      }
      setFiles((list) => [...list, result.data]);
    }
  };

  const remove = async (file: FeedbackFile) => {
    const result = await api("POST /api/user/deleteFile", { body: { fileNo: file.fileNo } });
    if (!result.ok) return ui.toast(result.message);
    setFiles((list) => list.filter((f) => f.fileNo !== file.fileNo));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setError(FEEDBACK_TEXT.contentRequired);
    if (linkState === "refused") return setError(FEEDBACK_TEXT.linkRefused);
    setSending(true);
    setError(null);
    const result = await api("POST /api/feedback", {
      body: { kind, content: content.trim(), link: link.trim() || null, fileNos: files.map((f) => f.fileNo) },
    });
    setSending(false);
    if (!result.ok) return setError(result.message);
    ui.toast(FEEDBACK_TEXT.sent, "blue");
    onSent(result.data);
  };

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialog}
        id="modalFeedback"
        role="dialog"
        aria-modal="true"
        aria-labelledby="modalFeedback-title"
        className="modal modal-large feedback-modal"
      >
        <h2 className="modal-title" id="modalFeedback-title">
          {t(FEEDBACK_TEXT.title)}
        </h2>
        <form className="feedback-form" onSubmit={submit}>
          <p className="feedback-hint">{t(FEEDBACK_TEXT.lead)}</p>
          <fieldset className="feedback-kinds">
            <legend className="sr-only">{t(FEEDBACK_TEXT.kind)}</legend>
            {FEEDBACK_KINDS.map((k) => (
              <label key={k}>
                <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
                {t(FEEDBACK_KIND_TEXT[k])}
              </label>
            ))}
          </fieldset>
          <label>
            {t(FEEDBACK_TEXT.content)}
            <textarea
              name="content"
              className="admin-textarea"
              maxLength={FEEDBACK_CONTENT_MAX}
              placeholder={t(FEEDBACK_TEXT.contentPlaceholder, { max: FEEDBACK_CONTENT_MAX })}
              value={content}
              onChange={(e) => setContent(e.target.value)}
            />
          </label>
          <label>
            {t(FEEDBACK_TEXT.link)}
            <input
              name="link"
              type="url"
              className="admin-input"
              placeholder="https://"
              value={link}
              onChange={(e) => setLink(e.target.value)}
            />
            <span
              className={`feedback-link-state ${linkState === "ok" ? "ok" : linkState === "refused" || linkState === "unreachable" ? "bad" : ""}`}
              role="status"
            >
              {linkState === "checking"
                ? t(FEEDBACK_TEXT.linkChecking)
                : linkState === "ok"
                  ? t(FEEDBACK_TEXT.linkOk)
                  : linkState === "unreachable"
                    ? t(FEEDBACK_TEXT.linkUnreachable)
                    : linkState === "refused"
                      ? t(FEEDBACK_TEXT.linkRefused)
                      : ""}
            </span>
          </label>
          <div>
            <span>{t(FEEDBACK_TEXT.files)}</span>
            <p className="feedback-hint">{t(FEEDBACK_TEXT.filesHint)}</p>
            {files.length ? (
              <ul className="feedback-files">
                {files.map((file) => (
                  <li key={file.fileNo}>
                    <span>
                      {shortenFileName(file.fileName)} · {formatFileSize(file.size)}
                      <button
                        type="button"
                        className="feedback-remove"
                        aria-label={t(FEEDBACK_TEXT.remove, { name: file.fileName })}
                        onClick={() => void remove(file)}
                      >
                        ×
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            <input
              ref={picker}
              type="file"
              multiple
              accept={IMAGE_AND_DOCUMENTS}
              className="sr-only"
              id="feedback-file"
              onChange={(e) => void pick(e.target.files)}
            />
            <Button type="button" size="sm" variant="blue-outline" pending={progress !== null} onClick={() => picker.current?.click()}>
              {progress !== null ? t(FEEDBACK_TEXT.uploading, { percent: progress }) : t(FEEDBACK_TEXT.attach)}
            </Button>
          </div>
          {error ? (
            <p className="report-error" role="alert">
              {t(error)}
            </p>
          ) : null}
          <div className="modal-footer leftRightAlign">
            <Button type="button" onClick={onClose}>
              {t(FEEDBACK_TEXT.cancel)}
            </Button>
            <Button type="submit" variant="blue" pending={sending} disabled={progress !== null}>
              {t(FEEDBACK_TEXT.send)}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
