// Editing a document post: the file stays (shown, not changeable: a different file is a new
// post), the title, introduction, topic, tags and download choice change. The page's action
// saves them (docs/decisions/0143); a refusal keeps what was typed and says why, success goes
// back to the post. An AI briefing's draft (status review) is reviewed here: saved as a draft, or
// published by its author with 발행하기 (decision 0182).
import { T, useT } from "../../lib/i18n";
import { Button, buttonClass } from "../../components/ui/button";
import { useEffect, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { AI_BRIEFING_TEXT } from "../../../core/ai";
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
  const inReview = post.document.status === "review";
  const [publishing, setPublishing] = useState(false);
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

  const submit = (publish = false) => {
    if (!done || busy) return;
    setPublishing(publish);
    save.submit(
      {
        boardNo: post.boardNo,
        type: "updDocs",
        subject: value.subject.trim(),
        topic: value.topic,
        tags: value.tags,
        webEditorContent: value.webEditorContent,
        downloadYn: value.allowDownload ? "Y" : "N",
        publish,
      },
      { method: "post", encType: "application/json" },
    );
  };
  // Saved: back to the post, which shows the new fields; a draft saved stays here, still a draft.
  const saved = answer?.ok ? answer.data : null;
  useEffect(() => {
    if (!saved) return;
    if (inReview && !saved.published) {
      ui.toast(AI_BRIEFING_TEXT.draftSaved, "blue");
      return;
    }
    ui.toast(inReview ? AI_BRIEFING_TEXT.published : DOCS.edited, "blue");
    void navigate(`${prefix}/d/${saved.permaLink}`);
  }, [saved]); // eslint-disable-line react-hooks/exhaustive-deps -- once per save

  return (
    <div className="doc-upload">
      {inReview ? (
        <div className="doc-review-banner" role="note" data-testid="briefing-draft">
          <p>{t(AI_BRIEFING_TEXT.draftBanner)}</p>
          <p className="doc-review-marks">{t(AI_BRIEFING_TEXT.draftMarks)}</p>
        </div>
      ) : null}
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
        {inReview ? (
          <>
            <Button variant="white" disabled={!done || busy} pending={busy && !publishing} onClick={() => submit(false)}>
              {t(AI_BRIEFING_TEXT.saveDraft)}
            </Button>
            <Button variant="blue" disabled={!done || busy} pending={busy && publishing} onClick={() => submit(true)}>
              {t(AI_BRIEFING_TEXT.publish)}
            </Button>
          </>
        ) : (
          <>
            <Link to={`${prefix}/d/${post.permaLink}`} className={buttonClass("white")}>
              {t(DOCS.cancel)}
            </Link>
            <Button variant="blue" disabled={!done} pending={busy} onClick={() => submit()}>
              {t(DOCS.saveEdit)}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
