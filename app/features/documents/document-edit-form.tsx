// Editing a document post: the file stays (shown, not changeable: a different file is a new
// post), the title, introduction, topic, tags and download choice change. The page's action
// saves them (docs/decisions/0143); a refusal keeps what was typed and says why, success goes
// back to the post.
import { T, useT } from "../../lib/i18n";
import { Button, buttonClass } from "../../components/ui/button";
import { useEffect, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { formatFileSize } from "../../../core/documents";
import { shortenFileName } from "../../../core/files";
import { isUploadFormDone } from "../../../core/upload-form";
import type { EditableDocumentPost } from "../../../server/modules/documents/types";
import { useUi } from "../../components/ui/ui-provider";
import type { action } from "../../routes/upload";
import "../../styles/documents.css";
import { DocumentFields, documentFieldsValid, type DocumentFormValue } from "./document-fields";
import { DOCS } from "./text";

export function DocumentEditForm({ post, mobile }: { post: EditableDocumentPost; mobile: boolean }) {
  const ui = useUi();
  const t = useT();
  const navigate = useNavigate();
  const prefix = mobile ? "/m" : "";
  const [value, setValue] = useState<DocumentFormValue>({
    subject: post.subject,
    topic: post.topic,
    tags: post.tags,
    webEditorContent: post.webEditorContent,
    allowDownload: post.allowDownload,
  });
  const save = useFetcher<typeof action>();
  const busy = save.state !== "idle";
  const answer = busy ? undefined : save.data;
  const error = answer && !answer.ok ? answer.message : null;
  const done =
    // The kept file counts as attached.
    isUploadFormDone({
      pageType: "edit",
      type: "updDocs",
      subject: value.subject,
      webEditorContent: value.webEditorContent,
      topic: value.topic,
      file: post.document,
    }) && documentFieldsValid(value);

  const submit = () => {
    if (!done || busy) return;
    save.submit(
      {
        boardNo: post.boardNo,
        type: "updDocs",
        subject: value.subject.trim(),
        topic: value.topic,
        tags: value.tags,
        webEditorContent: value.webEditorContent,
        downloadYn: value.allowDownload ? "Y" : "N",
      },
      { method: "post", encType: "application/json" },
    );
  };
  // Saved: back to the post, which shows the new fields.
  const savedLink = answer?.ok ? answer.data.permaLink : null;
  useEffect(() => {
    if (!savedLink) return;
    ui.toast(DOCS.edited, "blue");
    void navigate(`${prefix}/d/${savedLink}`);
  }, [savedLink]); // eslint-disable-line react-hooks/exhaustive-deps -- once per save

  return (
    <div className="doc-upload">
      <div className="doc-picked doc-kept" data-testid="document-kept">
        <span className="kind" aria-hidden>
          {post.document.kind}
        </span>
        <div className="info">
          <div className="name" title={post.document.fileName}>
            {shortenFileName(post.document.fileName)}
          </div>
          <div className="meta">
            <T text={post.document.kindLabel} /> · {formatFileSize(post.document.sizeBytes)}
            {post.document.pageCount ? ` · ${t(DOCS.pages, { n: post.document.pageCount })}` : ""}
          </div>
        </div>
      </div>
      <p className="doc-kept-help">{t(DOCS.fileKept)}</p>
      <DocumentFields value={value} onChange={setValue} disabled={busy} />
      {error ? (
        <p className="doc-error" role="alert" data-testid="edit-error">
          {t(error)}
        </p>
      ) : null}
      <div className="doc-submit">
        <Link to={`${prefix}/d/${post.permaLink}`} className={buttonClass("white")}>
          {t(DOCS.cancel)}
        </Link>
        <Button variant="blue" disabled={!done} pending={busy} onClick={submit}>
          {t(DOCS.saveEdit)}
        </Button>
      </div>
    </div>
  );
}
