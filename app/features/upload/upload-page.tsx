// The writing page (docs/product/writing.md /upload, upload form state, write flow and drafts): the
// compact upload header (page type, topic, draft status, drafts, publish), the subject, the
// editor, tags and thumbnail. The behaviour lives in hooks beside this file — autosave
// (autosave.ts), the drafts panel, the offer on arrival, images, the leave guard, publishing —
// so this component is the layout; nothing typed is ever dropped by a failure.
import { T, useLanguage, useT } from "../../lib/i18n";
import { useMemo, useReducer, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { MSG } from "../../../core/messages";
import { TOPICS } from "../../../core/topics";
import { isDraftEmpty, SUBJECT_MAX_LENGTH, WRITING_MSG } from "../../../core/writing";
import { Button, buttonClass } from "../../components/ui/button";
import { BackIcon, LogoMark } from "../../components/ui/icons";
import { useUi } from "../../components/ui/ui-provider";
import type { EditablePost } from "../../../server/modules/contents/types";
import type { DraftList } from "../../../server/modules/drafts/types";
import { AiFeedbackToggle } from "./ai-feedback-toggle";
import { useSeriesPick } from "../series/series-pick";
import { confirmAltText, imagesOf } from "./alt-text-check";
import { AiHelperBar } from "./ai-helpers";
import { api } from "../../lib/api";
import { useAutosave } from "./autosave";
import { DraftPanel } from "./draft-panel";
import { EditorContent, EditorToolbar, type useRichEditor } from "./editor";
import { initialState, reducer, snapshotOf, suggestedThumb, type Snapshot } from "./form-state";
import { isComposingEvent } from "./ime";
import { TagsInput } from "./tags-input";
import { ThumbnailPicker } from "./thumbnail-picker";
import { useDraftOffer } from "./use-draft-offer";
import { useDraftPanel } from "./use-draft-panel";
import { useFormEditor } from "./use-form-editor";
import { useImageUpload } from "./use-image-upload";
import { useAiHelpers } from "./use-ai-helpers";
import { useLeaveGuard } from "./use-leave-guard";
import { usePublish } from "./use-publish";
import { useSaveStatus } from "./use-save-status";
import { useSchedule } from "./use-schedule";
import { ScheduleBar } from "./schedule-bar";
import { EDITOR as EDITOR_TEXT, UPLOAD } from "./text";

export interface UploadFormData {
  mode: "upload" | "edit";
  /** Whose browser copy this is (local copies never cross members). */
  userKey: string;
  policyAgreed: boolean;
  drafts: DraftList;
  post: EditablePost | null;
}

export function UploadForm({ data, mobile }: { data: UploadFormData; mobile: boolean }) {
  const { mode, post } = data;
  const ui = useUi();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const t = useT();
  const language = useLanguage();
  const prefix = mobile ? "/m" : "";
  const storageKey = mode === "edit" && post ? `nt:upload:edit:${data.userKey}:${post.boardNo}` : `nt:upload:new:${data.userKey}`;
  const original: Snapshot | null = useMemo(
    () =>
      post
        ? { subject: post.subject, webEditorContent: post.webEditorContent, topic: post.topic, tags: post.tags, thumb: post.thumb }
        : null,
    [post],
  );

  const [state, dispatch] = useReducer(reducer, undefined, () => initialState(mode, original ?? undefined));
  const imageInput = useRef<HTMLInputElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  /** A syllable is being composed in the subject (autosave waits for it). */
  const composingField = useRef(false);
  const editorRef = useRef<ReturnType<typeof useRichEditor>>(null);

  const images = useImageUpload(editorRef);
  const { upload } = images;
  const editor = useFormEditor({
    state,
    dispatch,
    editorRef,
    placeholder: t(UPLOAD.contentPlaceholder),
    label: t(EDITOR_TEXT.body),
    insertImages: images.insertImages,
    imageFailed: images.imageFailed,
  });
  const { flash, savedAt, showStatus, markSaved } = useSaveStatus(dispatch);
  const snapshot = useMemo(() => snapshotOf(state), [state]);
  const autosave = useAutosave({
    // A published post's edit in progress is kept on the server too (docs/product/revisions.md).
    server: mode === "upload" || post !== null,
    boardNo: mode === "edit" && post ? post.boardNo : undefined,
    storageKey,
    snapshot,
    draftNo: state.draftNo,
    saved: state.saved,
    isComposing: () => Boolean(editorRef.current?.view.composing) || composingField.current,
    onSaved: (draftNo, saved) => {
      const isNew = state.draftNo !== draftNo;
      dispatch({ type: "saved", draftNo, snapshot: saved });
      dispatch({ type: "saveStatus", value: true });
      markSaved();
      showStatus(MSG.draftSaved);
      panel.afterSave(isNew);
    },
    onDraftGone: () => dispatch({ type: "draftGone" }),
  });
  const panel = useDraftPanel({ initial: data.drafts, state, dispatch, saveNow: autosave.saveNow, showStatus });
  const { drafts } = panel;
  useDraftOffer({
    mode,
    storageKey,
    original,
    editDraft: mode === "edit" ? (post?.editDraft ?? null) : null,
    drafts: data.drafts,
    dispatch,
    loadDraft: panel.loadDraft,
    refreshDrafts: panel.refresh,
    requestedDraft: mode === "upload" ? Number(searchParams.get("draft")) || null : null,
  });
  const allowLeave = useLeaveGuard({
    mode,
    unsaved: autosave.dirty || Boolean(upload),
    autosave,
    storageKey,
    focusEditor: () => editorRef.current?.view.focus(),
  });
  const ai = useAiHelpers({ state, dispatch, editorRef, content: () => editor?.getHTML() ?? state.webEditorContent });
  // AI feedback (docs/product/ai.md §3): asked for on the upload page only, on by default.
  const [useFeedback, setUseFeedback] = useState(true);
  const feedbackOn = useFeedback && ai.feedbackRemain !== 0;
  // Series (docs/product/series.md §2): the post's series, chosen here.
  const seriesPick = useSeriesPick(mode === "edit" && post ? post.boardNo : null);
  const { publish, publishing } = usePublish({
    mode,
    post,
    state,
    content: () => editor?.getHTML() ?? state.webEditorContent,
    autosave,
    uploading: Boolean(upload),
    storageKey,
    policyAgreed: data.policyAgreed,
    allowLeave,
    prefix,
    onPublished: async (boardNo) => {
      await seriesPick.apply(boardNo);
      if (feedbackOn) await api("POST /api/contents/feedback/review", { body: { boardNo } });
    },
    confirm: () => confirmAltText(ui, editor, post ? imagesOf(post.webEditorContent) : undefined),
  });

  // Scheduled publishing (docs/product/writing.md §15): new posts only; a scheduled draft shows its time.
  const schedule = useSchedule({
    state,
    dispatch,
    drafts,
    refreshDrafts: panel.refresh,
    content: () => editor?.getHTML() ?? state.webEditorContent,
    autosave,
    storageKey,
    policyAgreed: data.policyAgreed,
    allowLeave,
    prefix,
  });

  const suggestion = suggestedThumb(state);
  const onThumbFile = async (file: File) => {
    const image = await images.uploadOne(file, "thumbnail");
    if (image) dispatch({ type: "thumb", value: image.url });
  };

  // ── View ──────────────────────────────────────────────────────────────────
  const title = t(mode === "edit" ? UPLOAD.titleEdit : UPLOAD.titleNew);
  const statusText = (autosave.error ? t(autosave.error) : null) ?? (flash ? t(flash) : null) ?? (autosave.saving ? t(UPLOAD.saving) : "");
  const topicSelect = (
    <select
      className="topic-select"
      aria-label={t(UPLOAD.topic)}
      value={state.topic}
      onChange={(e) => dispatch({ type: "topic", value: e.target.value })}
      data-testid="topic-select"
    >
      <option value="">{t(MSG.topicPlaceholder)}</option>
      {TOPICS.map((topic) => (
        <option key={topic.key} value={topic.key}>
          {t(topic.label)}
        </option>
      ))}
    </select>
  );
  const draftButtons =
    mode === "upload" ? (
      <div className="draft-buttons">
        <Button
          size="sm"
          className="draft-save"
          onClick={() =>
            void autosave.saveNow().then((ok) => {
              if (!ok && !isDraftEmpty({ title: state.subject, content: state.webEditorContent, tags: state.tags }))
                ui.toast(WRITING_MSG.draftSaveError);
            })
          }
        >
          {t(UPLOAD.saveDraft)}
        </Button>
        <Button
          size="sm"
          className="draft-count"
          aria-label={t(UPLOAD.draftListCount, { n: drafts.totalCount })}
          onClick={panel.openPanel}
          data-testid="draft-list-button"
        >
          {mobile ? <span className="draft-count-label">{t(UPLOAD.draftsShort)} </span> : null}
          {drafts.totalCount}
        </Button>
      </div>
    ) : post ? (
      // Editing a published post: its earlier versions are one step away (docs/product/revisions.md).
      <div className="draft-buttons">
        <Link
          to={`${mobile ? "/m" : ""}/revisions/${post.boardNo}`}
          className={`${buttonClass("white", { size: "sm" })} revision-history-link`}
        >
          {t(UPLOAD.history)}
        </Link>
      </div>
    ) : null;
  const publishButton = (
    <Button
      variant="blue"
      size="sm"
      className="publish-btn"
      disabled={!state.done || Boolean(upload)}
      pending={publishing}
      pendingLabel={t(UPLOAD.publishing)}
      // A scheduled draft goes out through its own door, so the job cannot publish it a second time.
      onClick={() => void (schedule.scheduledAt && state.draftNo !== null ? schedule.publishNow(state.draftNo) : publish())}
      data-testid="publish-button"
    >
      {t(mode === "edit" ? UPLOAD.finishEdit : UPLOAD.publish)}
    </Button>
  );
  const scheduleBar =
    mode === "upload" ? (
      <ScheduleBar
        scheduledAt={schedule.scheduledAt}
        disabled={!state.done || Boolean(upload) || publishing || schedule.busy}
        onSchedule={schedule.openSchedule}
        onCancel={() => state.draftNo !== null && void schedule.cancel(state.draftNo)}
      />
    ) : null;
  const savedAtText =
    savedAt && !statusText
      ? t(UPLOAD.savedAt, {
          time: savedAt.toLocaleTimeString(language === "en" ? "en-US" : "ko-KR", {
            timeZone: "Asia/Seoul",
            hour: "numeric",
            minute: "2-digit",
          }),
        })
      : "";
  const status = (
    <>
      <span className={autosave.error ? "draft-status error" : "draft-status"} role="status" aria-live="polite" data-testid="draft-status">
        {statusText}
      </span>
      {savedAtText ? (
        <span className="draft-saved-at" data-testid="draft-saved-at">
          {savedAtText}
        </span>
      ) : null}
    </>
  );

  return (
    <div className={mobile ? "upload-page upload-page-mobile" : "upload-page"}>
      <header className="upload-header">
        <div className="upload-header-inner">
          {mobile ? (
            <button
              type="button"
              className="icon-btn"
              aria-label={t(UPLOAD.back)}
              onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate("/m"))}
            >
              <BackIcon />
            </button>
          ) : (
            <Link to="/" className="logo upload-logo" aria-label={t(UPLOAD.homeOf)}>
              <LogoMark />
            </Link>
          )}
          <h1 className="upload-title">{title}</h1>
          {mode === "upload" ? (
            <Link
              to={`${mobile ? "/m" : ""}/upload?type=updDocs`}
              className={`${buttonClass("white", { size: "sm" })} upload-type-switch`}
              data-testid="switch-to-document"
            >
              {t(mobile ? UPLOAD.switchToDocumentShort : UPLOAD.switchToDocument)}
            </Link>
          ) : null}
          {mobile ? null : topicSelect}
          <span className="upload-spacer" />
          {mobile ? null : status}
          {draftButtons}
          {mobile ? null : scheduleBar}
          {publishButton}
        </div>
        {mobile ? (
          <div className="upload-subbar">
            {topicSelect}
            {status}
            {scheduleBar}
          </div>
        ) : null}
      </header>

      <div className="upload-body">
        <label htmlFor="subject-input" className="sr-only">
          {t(UPLOAD.subject)}
        </label>
        <input
          id="subject-input"
          ref={subjectRef}
          className="subject-input"
          value={state.subject}
          maxLength={SUBJECT_MAX_LENGTH}
          placeholder={t(UPLOAD.subjectPlaceholder)}
          autoComplete="off"
          onCompositionStart={() => (composingField.current = true)}
          onCompositionEnd={() => (composingField.current = false)}
          onChange={(e) => dispatch({ type: "subject", value: e.target.value.replace(/[\r\n]+/g, " ") })}
          onKeyDown={(e) => {
            if (isComposingEvent(e)) return;
            if (e.key === "Enter") {
              e.preventDefault();
              editor?.commands.focus("start");
            }
          }}
        />
        <AiHelperBar ai={ai} />
        <div className="editor-frame">
          {editor ? (
            <EditorToolbar editor={editor} onPickImage={() => imageInput.current?.click()} uploading={Boolean(upload)} />
          ) : (
            <div className="editor-toolbar" aria-hidden="true" />
          )}
          <div className="editor-wrapper">
            {editor ? <EditorContent editor={editor} /> : <div className="editor-content editor-loading">{t(UPLOAD.editorLoading)}</div>}
            {upload ? (
              <div className="upload-progress" role="status" data-testid="upload-progress">
                <span>
                  {t(upload.purpose === "thumbnail" ? UPLOAD.uploadingThumbnail : UPLOAD.uploadingImage, { percent: upload.percent })}
                </span>
                <progress max={100} value={upload.percent} />
                <Button size="sm" onClick={() => upload.cancel()}>
                  {t(UPLOAD.cancel)}
                </Button>
              </div>
            ) : null}
          </div>
          <input
            ref={imageInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            multiple
            hidden
            data-testid="image-file"
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = "";
              if (files.length) void images.insertImages(files);
            }}
          />
        </div>

        <section className="upload-extra" aria-label={t(UPLOAD.tagsAndThumbnail)}>
          <div className="field">
            <h2 className="field-label">{t(UPLOAD.tags)}</h2>
            <TagsInput tags={state.tags} onChange={(tags) => dispatch({ type: "tags", value: tags })} />
          </div>
          <div className="field">
            <h2 className="field-label">{t(UPLOAD.thumbnail)}</h2>
            <ThumbnailPicker
              thumb={state.thumb}
              suggestion={suggestion}
              busy={Boolean(upload)}
              onFile={(file) => void onThumbFile(file)}
              onUse={(src) => dispatch({ type: "thumb", value: src })}
              onDismiss={() => dispatch({ type: "dismissSuggest" })}
              onRemove={() => {
                dispatch({ type: "thumb", value: null });
                dispatch({ type: "dismissSuggest" });
              }}
            />
          </div>
          {seriesPick.field}
          {mode === "upload" ? <AiFeedbackToggle on={feedbackOn} remain={ai.feedbackRemain} onChange={setUseFeedback} /> : null}
          {!state.done ? (
            <p className="publish-hint" data-testid="publish-hint">
              {t(
                !state.subject.trim()
                  ? WRITING_MSG.subjectRequired
                  : !state.topic
                    ? WRITING_MSG.topicRequired
                    : WRITING_MSG.contentRequired,
              )}{" "}
              {t(UPLOAD.publishHint)}
            </p>
          ) : null}
        </section>
      </div>

      {panel.open ? (
        <DraftPanel
          drafts={drafts}
          currentDraftNo={state.draftNo}
          busy={panel.busy}
          error={panel.error}
          onLoad={panel.requestLoad}
          onDelete={panel.requestDelete}
          onClose={panel.closePanel}
          onPublishNow={(draftNo) => void schedule.publishNow(draftNo)}
          onCancelSchedule={(draftNo) => void schedule.cancel(draftNo)}
        />
      ) : null}
    </div>
  );
}

/** Shown instead of the form to a member whose e-mail is not verified (docs/product/writing.md). */
export function UnverifiedNotice({ mobile }: { mobile: boolean }) {
  const prefix = mobile ? "/m" : "";
  return (
    <div className="upload-notice" role="alert">
      <h1>
        <T text={MSG.emailCertRequired} />
      </h1>
      <p>
        <T text={MSG.emailCertRequiredBody} />
      </p>
      <div className="upload-notice-actions">
        <Link to={`${prefix}/mypage/account`} className={buttonClass("blue")}>
          <T text={UPLOAD.goToAccount} />
        </Link>
        <Link to={prefix || "/"} className={buttonClass("white")}>
          <T text={UPLOAD.goHome} />
        </Link>
      </div>
    </div>
  );
}

/** docs/product/writing.md: a post shared from the office product is edited there, not here. */
export function RefusedNotice({ message, permaLink, mobile }: { message: string; permaLink: string; mobile: boolean }) {
  const prefix = mobile ? "/m" : "";
  return (
    <div className="upload-notice" role="alert">
      <h1>
        <T text={UPLOAD.cannotEdit} />
      </h1>
      <p>{message}</p>
      <div className="upload-notice-actions">
        <Link to={`${prefix}/d/${permaLink}`} className={buttonClass("blue")}>
          <T text={UPLOAD.backToPost} />
        </Link>
      </div>
    </div>
  );
}
