// The writing page (SPEC §2 /upload, §3 upload form state, §4 write flow and drafts): the
// compact upload header (page type, topic, draft status, drafts, publish), the subject, the
// editor, tags and thumbnail. Publishing follows the core 'done' rule; drafts autosave; a
// leave guard asks before unsaved changes are left behind; nothing typed is ever dropped by
// a failure — every failure says what happened in Korean and keeps the form as it was.
import { T, useT, type Showable } from "../../lib/i18n";
import { openUploadPolicy } from "./policy";
import { checkUploadQuota, explainQuotaRefusal } from "../reward/upload-quota";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Link, useBlocker, useNavigate } from "react-router";
import { BRAND } from "../../../core/brand";
import { ATTACHMENT_MAX_FILE_BYTES, checkAttachments } from "../../../core/files";
import { formatRelativeTime } from "../../../core/format";
import { MSG } from "../../../core/messages";
import { TOPICS } from "../../../core/topics";
import {
  DRAFT_STATUS_CLEAR_MS,
  DRAFT_UNTITLED,
  isDraftEmpty,
  ownFileKeys,
  sniffImageBytes,
  SUBJECT_MAX_LENGTH,
  WRITING_MSG,
} from "../../../core/writing";
import { BackIcon, LogoMark } from "../../components/ui/icons";
import { useUi } from "../../components/ui/ui-provider";
import type { UploadedImage } from "../../../server/modules/contents/files";
import type { EditablePost } from "../../../server/modules/contents/types";
import type { DraftList } from "../../../server/modules/drafts/types";
import { api } from "../../lib/api";
import { clearLocalCopy, payloadOf, readLocalCopy, useAutosave, writeLocalCopy } from "./autosave";
import { DraftPanel } from "./draft-panel";
import { EditorContent, EditorToolbar, focusedChain, replaceContent, useRichEditor } from "./editor";
import { FileError, uploadImage } from "./image-upload";
import { initialState, reducer, sameSnapshot, snapshotOf, suggestedThumb, type Snapshot } from "./form-state";
import { isComposingEvent } from "./ime";
import { TagsInput } from "./tags-input";
import { ThumbnailPicker } from "./thumbnail-picker";

export interface UploadFormData {
  mode: "upload" | "edit";
  /** Whose browser copy this is (local copies never cross members). */
  userKey: string;
  policyAgreed: boolean;
  drafts: DraftList;
  post: EditablePost | null;
}

interface UploadProgress {
  name: string;
  percent: number;
  purpose: "editor" | "thumbnail";
  cancel(): void;
}

function baseName(name: string): string {
  return name.replace(/\.[^.]+$/, "").slice(0, 120);
}

/** The checks the browser can make before sending a file (the server repeats them). */
async function precheckImage(file: File, knownBytes: number[]): Promise<FileError | null> {
  if (file.size > ATTACHMENT_MAX_FILE_BYTES) return new FileError("fileTooLarge");
  const total = checkAttachments(knownBytes, [{ name: file.name, size: file.size }]);
  if (!total.ok) return new FileError("totalTooLarge");
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  } catch {
    return new FileError("loadError");
  }
  if (head.length === 0) return new FileError("corrupted");
  if (!sniffImageBytes(head)) return new FileError("invalidType");
  return null;
}

export function UploadForm({ data, mobile }: { data: UploadFormData; mobile: boolean }) {
  const { mode, post } = data;
  const ui = useUi();
  const navigate = useNavigate();
  const prefix = mobile ? "/m" : "";
  const storageKey = mode === "edit" && post ? `nt:upload:edit:${data.userKey}:${post.boardNo}` : `nt:upload:new:${data.userKey}`;
  const original: Snapshot | null = post
    ? { subject: post.subject, webEditorContent: post.webEditorContent, topic: post.topic, tags: post.tags, thumb: post.thumb }
    : null;

  const [state, dispatch] = useReducer(reducer, undefined, () => initialState(mode, original ?? undefined));
  const [drafts, setDrafts] = useState<DraftList>(data.drafts);
  const [policyAgreed, setPolicyAgreed] = useState(data.policyAgreed);
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelBusy, setPanelBusy] = useState(false);
  const [panelError, setPanelError] = useState<Showable | null>(null);
  const [flash, setFlash] = useState<Showable | null>(null);
  const t = useT();
  /** When the server last took the text: shown lasting beside the 1-second status (velog-like). */
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const flashTimer = useRef<number | undefined>(undefined);
  const leaving = useRef(false);
  const imageInput = useRef<HTMLInputElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  /** Original sizes of images uploaded on this page (the 100MB total of SPEC §5). */
  const sizes = useRef(new Map<string, number>());
  const lastImageError = useRef<string | null>(null);
  /** A syllable is being composed in the subject (autosave waits for it). */
  const composingField = useRef(false);

  const showStatus = useCallback((text: Showable) => {
    setFlash(text);
    window.clearTimeout(flashTimer.current);
    flashTimer.current = window.setTimeout(() => {
      setFlash(null);
      dispatch({ type: "saveStatus", value: false });
    }, DRAFT_STATUS_CLEAR_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(flashTimer.current), []);

  const fileError = useCallback(
    (error: FileError, fileName?: string) => {
      ui.openModal({
        id: "modalDraftFileErr",
        title: error.kind === "cancelled" ? "업로드를 취소했어요" : "파일을 올리지 못했어요",
        body: fileName ? `${fileName}\n${error.message}` : error.message,
        size: "small",
        buttons: [{ label: "확인", style: "blue" }],
      });
    },
    [ui],
  );

  // ── Editor ────────────────────────────────────────────────────────────────
  const editorRef = useRef<ReturnType<typeof useRichEditor>>(null);
  const uploadOne = useCallback(
    async (file: File, purpose: "editor" | "thumbnail"): Promise<UploadedImage | null> => {
      const known =
        purpose === "editor" ? ownFileKeys(editorRef.current?.getHTML() ?? "").map((k) => sizes.current.get(`/files/${k}`) ?? 0) : [];
      const refused = await precheckImage(file, known);
      if (refused) {
        fileError(refused, file.name);
        return null;
      }
      const handle = uploadImage(file, purpose, (percent) => setUpload((u) => (u ? { ...u, percent } : u)));
      setUpload({ name: file.name, percent: 0, purpose, cancel: handle.cancel });
      try {
        const image = await handle.promise;
        sizes.current.set(image.url, image.size);
        return image;
      } catch (e) {
        fileError(e instanceof FileError ? e : new FileError("generic"), file.name);
        return null;
      } finally {
        setUpload(null);
      }
    },
    [fileError],
  );

  const insertImages = useCallback(
    async (files: File[]) => {
      for (const file of files) {
        const image = await uploadOne(file, "editor");
        const editor = editorRef.current;
        if (!image || !editor) return;
        focusedChain(editor)
          .setImage({ src: image.url, alt: baseName(image.fileName) })
          .run();
      }
    },
    [uploadOne],
  );

  const editor = useRichEditor({
    content: state.webEditorContent,
    placeholder: "내용을 입력해 주세요.",
    onChange: (html) => dispatch({ type: "content", value: html }),
    onFiles: (files) => void insertImages(files),
    onImageError: (src) => {
      if (lastImageError.current === src) return;
      lastImageError.current = src;
      fileError(new FileError("linkLoadFailed"));
    },
  });
  editorRef.current = editor;

  // Content replaced from outside (a draft loaded, a reset): the editor shows it.
  const shownVersion = useRef(0);
  useEffect(() => {
    if (!editor || shownVersion.current === state.contentVersion) return;
    shownVersion.current = state.contentVersion;
    replaceContent(editor, state.webEditorContent);
  }, [editor, state.contentVersion, state.webEditorContent]);

  const isComposing = useCallback(() => Boolean(editorRef.current?.view.composing) || composingField.current, []);

  // ── Autosave ──────────────────────────────────────────────────────────────
  const snapshot = useMemo(() => snapshotOf(state), [state]);
  const refreshDrafts = useCallback(async () => {
    const result = await api("GET /api/drafts");
    // Otherwise the list stays as it was; the next change refreshes it again.
    if (result.ok) setDrafts(result.data);
  }, []);
  const autosave = useAutosave({
    server: mode === "upload",
    storageKey,
    snapshot,
    draftNo: state.draftNo,
    saved: state.saved,
    isComposing,
    onSaved: (draftNo, saved) => {
      const isNew = state.draftNo !== draftNo;
      dispatch({ type: "saved", draftNo, snapshot: saved });
      dispatch({ type: "saveStatus", value: true });
      setSavedAt(new Date());
      showStatus(MSG.draftSaved);
      if (isNew || panelOpen) void refreshDrafts();
    },
    onDraftGone: () => dispatch({ type: "draftGone" }),
  });

  // ── Offer back what was being written (SPEC draft modal type isFirst) ──────
  const offered = useRef(false);
  /** Keeps the text an earlier visit left behind when the offer is declined or dismissed. */
  const leftover = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (ui.openModalId !== "modalDraftIsFirst") leftover.current?.();
  }, [ui.openModalId]);
  const loadDraft = useCallback(
    async (draftNo: number) => {
      const result = await api(
        "GET /api/draft",
        { query: { draftNo } },
        { failure: "임시저장 글을 불러오지 못했어요. 다시 시도해 주세요." },
      );
      if (!result.ok) {
        ui.toast(result.message);
        void refreshDrafts();
        return false;
      }
      const d = result.data;
      const loaded: Snapshot = { subject: d.title, webEditorContent: d.content, topic: d.topic, tags: d.tags, thumb: d.thumbnailPath };
      const complete = drafts.list.find((x) => x.draftNo === draftNo)?.complete ?? false;
      dispatch({ type: "load", snapshot: loaded, draftNo: d.draftNo, saved: loaded, forceDone: complete });
      setPanelOpen(false);
      return true;
    },
    [drafts, refreshDrafts, ui],
  );

  useEffect(() => {
    if (offered.current) return;
    offered.current = true;
    // After this commit: the modal manager closes every modal when a page is entered.
    const timer = window.setTimeout(offerBack, 0);
    return () => window.clearTimeout(timer);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival

  function offerBack() {
    const local = readLocalCopy(storageKey);
    if (mode === "edit") {
      if (local && original && !sameSnapshot(local.snapshot, original)) {
        ui.openModal({
          id: "modalDraftIsFirst",
          title: "수정 중이던 내용이 있어요",
          body: "이 브라우저에 반영되지 않은 수정 내용이 남아 있어요. 이어서 수정하시겠어요?",
          buttons: [
            { label: "처음부터", style: "white", onClick: () => clearLocalCopy(storageKey) },
            {
              label: "이어서 수정",
              style: "blue",
              onClick: () => dispatch({ type: "load", snapshot: local.snapshot, draftNo: null, saved: original, forceDone: false }),
            },
          ],
        });
      }
      return;
    }
    const keptKey = `${storageKey}:kept`;
    const offerable = (c: typeof local) =>
      c &&
      !c.synced &&
      !isDraftEmpty({
        title: c.snapshot.subject,
        content: c.snapshot.webEditorContent,
        tags: c.snapshot.tags,
        thumbnailPath: c.snapshot.thumb,
      });
    const kept = readLocalCopy(keptKey);
    const sourceKey = offerable(local) ? storageKey : offerable(kept) ? keptKey : null;
    const leftoverCopy = sourceKey === storageKey ? local : kept;
    if (sourceKey && leftoverCopy) {
      const local = leftoverCopy;
      // Closing the question without an answer keeps the text the same way '새로 쓰기' does.
      leftover.current = () => {
        leftover.current = null;
        // Nothing is thrown away: the left-over text becomes a draft first.
        const save = async (draftNo: number | null): Promise<unknown> => {
          const result = await api("POST /api/draft", { body: payloadOf(local.snapshot, draftNo) });
          if (result.ok) return result.data;
          if (result.errorId === "DRAFT_NOT_FOUND" && draftNo !== null) return save(null);
          throw new Error(result.message);
        };
        void save(local.draftNo)
          .then(() => {
            clearLocalCopy(sourceKey);
            ui.toast("남아 있던 글을 임시저장 목록에 보관했어요.");
            return refreshDrafts();
          })
          .catch(() => {
            // Offline: it stays in this browser (apart from the new text) and is offered next time.
            writeLocalCopy(keptKey, { draftNo: local.draftNo, snapshot: local.snapshot, synced: false });
            ui.toast(WRITING_MSG.draftSaveError);
          });
      };
      ui.openModal({
        id: "modalDraftIsFirst",
        title: "작성 중이던 글이 있어요",
        body: `“${local.snapshot.subject || DRAFT_UNTITLED}”\n임시저장되기 전에 창이 닫힌 글이 이 브라우저에 남아 있어요. 이어서 쓰시겠어요?`,
        buttons: [
          { label: "새로 쓰기", style: "white", onClick: () => leftover.current?.() },
          {
            label: "이어서 쓰기",
            style: "blue",
            onClick: () => {
              leftover.current = null;
              if (sourceKey === keptKey) clearLocalCopy(keptKey);
              dispatch({ type: "load", snapshot: local.snapshot, draftNo: local.draftNo, saved: null, forceDone: false });
            },
          },
        ],
      });
      return;
    }
    const newest = data.drafts.list[0];
    if (newest) {
      ui.openModal({
        id: "modalDraftIsFirst",
        title: "임시저장한 글이 있어요",
        body: `“${newest.title || DRAFT_UNTITLED}” · ${formatRelativeTime(new Date(newest.draftDate), new Date())}\n이어서 쓰시겠어요?`,
        buttons: [
          { label: "새로 쓰기", style: "white" },
          { label: "이어서 쓰기", style: "blue", onClick: () => void loadDraft(newest.draftNo) },
        ],
      });
    }
  }

  // ── Leave guard ───────────────────────────────────────────────────────────
  const unsaved = autosave.dirty || Boolean(upload);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && unsaved && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  /** A button of the leave modal was chosen (closing the modal must not cancel that choice). */
  const leaveChosen = useRef(false);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    leaveChosen.current = false;
    const choose = (action: () => void) => () => {
      leaveChosen.current = true;
      action();
    };
    const proceed = () => {
      leaving.current = true;
      autosave.stop();
      blocker.proceed();
    };
    const stay = () => {
      blocker.reset();
      window.setTimeout(() => editorRef.current?.view.focus(), 0);
    };
    if (mode === "edit") {
      ui.openModal({
        id: "modalDraftLeave",
        title: "수정 중인 내용이 있어요",
        body: "수정한 내용이 아직 반영되지 않았어요. 나가면 이 브라우저에만 보관되고, 다음에 수정할 때 이어서 할 수 있어요.",
        buttons: [
          { label: "나가기", style: "white", onClick: choose(proceed) },
          { label: "계속 수정하기", style: "blue", onClick: choose(stay) },
        ],
      });
      return;
    }
    ui.openModal({
      id: "modalDraftLeave",
      title: "작성 중인 글이 있어요",
      body: "아직 임시저장되지 않은 내용이 있어요. 임시저장하고 나갈까요?",
      footer: "topBottomAlign",
      buttons: [
        {
          label: "임시저장하고 나가기",
          style: "blue",
          onClick: choose(() => {
            void autosave.saveNow().then((ok) => {
              if (ok) proceed();
              else {
                blocker.reset();
                ui.toast(WRITING_MSG.draftSaveError);
              }
            });
          }),
        },
        {
          label: "저장하지 않고 나가기",
          style: "white",
          onClick: choose(() => {
            clearLocalCopy(storageKey);
            proceed();
          }),
        },
        { label: "계속 쓰기", style: "white", onClick: choose(stay) },
      ],
    });
  }, [blocker.state]); // eslint-disable-line react-hooks/exhaustive-deps
  // Closed with Escape or the backdrop: stay on the page.
  useEffect(() => {
    if (blocker.state === "blocked" && ui.openModalId !== "modalDraftLeave" && !leaveChosen.current) blocker.reset();
  }, [ui.openModalId]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [unsaved]);

  // ── Drafts panel ──────────────────────────────────────────────────────────
  const openPanel = () => {
    setPanelError(null);
    setPanelOpen(true);
    void refreshDrafts();
  };
  const requestLoad = (draftNo: number) => {
    if (draftNo === state.draftNo) return; // SPEC: the current draft cannot be loaded
    const empty = isDraftEmpty({ title: state.subject, content: state.webEditorContent, tags: state.tags, thumbnailPath: state.thumb });
    if (empty) {
      void loadDraft(draftNo);
      return;
    }
    ui.openModal({
      id: "modalDraftLoad",
      title: "임시저장 글을 불러올까요?",
      body: "지금 쓰던 글은 임시저장한 뒤 불러와요.",
      size: "small",
      buttons: [
        { label: "취소", style: "white" },
        {
          label: "불러오기",
          style: "blue",
          onClick: () => {
            setPanelBusy(true);
            void autosave
              .saveNow()
              .then((ok) => {
                if (!ok) {
                  setPanelError(WRITING_MSG.draftSaveError);
                  return;
                }
                return loadDraft(draftNo);
              })
              .finally(() => setPanelBusy(false));
          },
        },
      ],
    });
  };
  const requestDelete = (draftNos: number[]) => {
    const list = draftNos.filter((n) => n !== state.draftNo); // SPEC: the current draft cannot be deleted
    if (list.length === 0) return;
    ui.openModal({
      id: "modalDraftDelete",
      title: `임시저장 글 ${list.length}개를 삭제할까요?`,
      body: "삭제한 글은 되돌릴 수 없어요.",
      size: "small",
      buttons: [
        { label: "취소", style: "white" },
        {
          label: "삭제",
          style: "red",
          onClick: () => {
            setPanelBusy(true);
            setPanelError(null);
            void api("DELETE /api/drafts", { body: { draftNoList: list } })
              .then(async (result) => {
                if (!result.ok) return setPanelError(MSG.draftDeleteError);
                showStatus(MSG.draftDeleted);
                await refreshDrafts();
              })
              .finally(() => setPanelBusy(false));
          },
        },
      ],
    });
  };

  // ── Publish ───────────────────────────────────────────────────────────────
  const publish = async (agreePolicy = false) => {
    if (!state.done || publishing || upload) return;
    if (mode === "upload" && !(await checkUploadQuota(ui))) return;
    if (mode === "upload" && !policyAgreed && !agreePolicy) {
      openPolicy();
      return;
    }
    setPublishing(true);
    autosave.stop();
    const body = {
      type: "editor" as const,
      subject: state.subject,
      webEditorContent: editor?.getHTML() ?? state.webEditorContent,
      topic: state.topic,
      tags: state.tags,
      thumb: state.thumb,
    };
    try {
      const result =
        mode === "edit" && post
          ? await api("POST /api/contents/post/:boardNo", { params: { boardNo: post.boardNo }, body })
          : await api("POST /api/contents/post", {
              body: {
                ...body,
                ...(state.draftNo !== null ? { draftNo: state.draftNo } : {}),
                ...(agreePolicy ? { agreePolicy } : {}),
              },
            });
      if (result.ok) {
        clearLocalCopy(storageKey);
        leaving.current = true;
        ui.toast(mode === "edit" ? "수정했어요." : "발행했어요.");
        void navigate(`${prefix}/d/${result.data.permaLink}`);
        return;
      }
      autosave.resume();
      if (result.errorId === "POLICY_CONSENT_REQUIRED") {
        setPolicyAgreed(false);
        openPolicy();
      } else if (await explainQuotaRefusal(ui, result.errorId)) {
        // The daily upload count ran out meanwhile: modalUploadAlert says so.
      } else {
        ui.openModal({
          id: "modalPublishError",
          title: mode === "edit" ? "수정하지 못했어요" : "발행하지 못했어요",
          body: result.status > 0 && result.status < 500 ? result.message : WRITING_MSG.publishError,
          size: "small",
          buttons: [{ label: "확인", style: "blue" }],
        });
      }
    } finally {
      setPublishing(false);
    }
  };
  const openPolicy = () =>
    openUploadPolicy(ui, () => {
      setPolicyAgreed(true);
      void publish(true);
    });

  // ── Thumbnail ─────────────────────────────────────────────────────────────
  const suggestion = suggestedThumb(state);
  const onThumbFile = async (file: File) => {
    const image = await uploadOne(file, "thumbnail");
    if (image) dispatch({ type: "thumb", value: image.url });
  };

  // ── View ──────────────────────────────────────────────────────────────────
  const title = mode === "edit" ? "수정하기" : "글쓰기";
  const statusText = autosave.error ?? (flash ? t(flash) : null) ?? (autosave.saving ? "저장 중…" : "");
  const topicSelect = (
    <select
      className="topic-select"
      aria-label="토픽"
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
        <button
          type="button"
          className="btn btn-sm draft-save"
          onClick={() =>
            void autosave.saveNow().then((ok) => {
              if (!ok && !isDraftEmpty({ title: state.subject, content: state.webEditorContent, tags: state.tags }))
                ui.toast(WRITING_MSG.draftSaveError);
            })
          }
        >
          임시저장
        </button>
        <button
          type="button"
          className="btn btn-sm draft-count"
          aria-label={`임시저장 목록 ${drafts.totalCount}개`}
          onClick={openPanel}
          data-testid="draft-list-button"
        >
          {drafts.totalCount}
        </button>
      </div>
    ) : null;
  const publishButton = (
    <button
      type="button"
      className="btn btn-blue btn-sm publish-btn"
      disabled={!state.done || publishing || Boolean(upload)}
      onClick={() => void publish()}
      data-testid="publish-button"
    >
      {publishing ? "발행 중…" : mode === "edit" ? "수정 완료" : "발행하기"}
    </button>
  );
  const savedAtText =
    savedAt && !statusText
      ? `저장됨 · ${savedAt.toLocaleTimeString("ko-KR", { timeZone: "Asia/Seoul", hour: "numeric", minute: "2-digit" })}`
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
              aria-label="뒤로 가기"
              onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate("/m"))}
            >
              <BackIcon />
            </button>
          ) : (
            <Link to="/" className="logo upload-logo" aria-label={`${BRAND.siteName} 홈`}>
              <LogoMark />
            </Link>
          )}
          <h1 className="upload-title">{title}</h1>
          {mode === "upload" ? (
            <Link
              to={`${mobile ? "/m" : ""}/upload?type=updDocs`}
              className="btn btn-sm upload-type-switch"
              data-testid="switch-to-document"
            >
              문서 올리기
            </Link>
          ) : null}
          {mobile ? null : topicSelect}
          <span className="upload-spacer" />
          {mobile ? null : status}
          {draftButtons}
          {publishButton}
        </div>
        {mobile ? (
          <div className="upload-subbar">
            {topicSelect}
            {status}
          </div>
        ) : null}
      </header>

      <div className="upload-body">
        <label htmlFor="subject-input" className="sr-only">
          제목
        </label>
        <input
          id="subject-input"
          ref={subjectRef}
          className="subject-input"
          value={state.subject}
          maxLength={SUBJECT_MAX_LENGTH}
          placeholder="제목을 입력해 주세요"
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
        <div className="editor-frame">
          {editor ? (
            <EditorToolbar editor={editor} onPickImage={() => imageInput.current?.click()} uploading={Boolean(upload)} />
          ) : (
            <div className="editor-toolbar" aria-hidden="true" />
          )}
          <div className="editor-wrapper">
            {editor ? <EditorContent editor={editor} /> : <div className="editor-content editor-loading">편집기를 준비하고 있어요…</div>}
            {upload ? (
              <div className="upload-progress" role="status" data-testid="upload-progress">
                <span>
                  {upload.purpose === "thumbnail" ? "썸네일" : "이미지"} 올리는 중… {upload.percent}%
                </span>
                <progress max={100} value={upload.percent} />
                <button type="button" className="btn btn-sm" onClick={() => upload.cancel()}>
                  취소
                </button>
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
              if (files.length) void insertImages(files);
            }}
          />
        </div>

        <section className="upload-extra" aria-label="태그와 썸네일">
          <div className="field">
            <h2 className="field-label">태그</h2>
            <TagsInput tags={state.tags} onChange={(tags) => dispatch({ type: "tags", value: tags })} />
          </div>
          <div className="field">
            <h2 className="field-label">썸네일</h2>
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
          {!state.done ? (
            <p className="publish-hint" data-testid="publish-hint">
              {!state.subject.trim() ? WRITING_MSG.subjectRequired : !state.topic ? WRITING_MSG.topicRequired : WRITING_MSG.contentRequired}{" "}
              제목, 본문, 토픽을 모두 채우면 발행할 수 있어요.
            </p>
          ) : null}
        </section>
      </div>

      {panelOpen ? (
        <DraftPanel
          drafts={drafts}
          currentDraftNo={state.draftNo}
          busy={panelBusy}
          error={panelError}
          onLoad={requestLoad}
          onDelete={requestDelete}
          onClose={() => {
            setPanelOpen(false);
            // Focus goes back to the button that opened the list.
            window.setTimeout(() => document.querySelector<HTMLElement>("[data-testid=draft-list-button]")?.focus(), 0);
          }}
        />
      ) : null}
    </div>
  );
}

/** Shown instead of the form to a member whose e-mail is not verified (SPEC §6). */
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
        <Link to={`${prefix}/mypage/account`} className="btn btn-blue">
          계정 설정으로 가기
        </Link>
        <Link to={prefix || "/"} className="btn">
          홈으로
        </Link>
      </div>
    </div>
  );
}

/** SPEC §5: a post shared from the office product is edited there, not here. */
export function RefusedNotice({ message, permaLink, mobile }: { message: string; permaLink: string; mobile: boolean }) {
  const prefix = mobile ? "/m" : "";
  return (
    <div className="upload-notice" role="alert">
      <h1>수정할 수 없는 게시물이에요</h1>
      <p>{message}</p>
      <div className="upload-notice-actions">
        <Link to={`${prefix}/d/${permaLink}`} className="btn btn-blue">
          게시물로 돌아가기
        </Link>
      </div>
    </div>
  );
}
