// Publishing from the writing page (docs/product/writing.md write flow): the daily upload count, the upload
// policy agreed once, then the post (new, or the edit of one's own). Autosave pauses while it
// runs; on success the local copy goes and the page opens the post, on failure the form stays
// as it was and a modal says why.
import { useState } from "react";
import { useNavigate } from "react-router";
import { WRITING_MSG } from "../../../core/writing";
import type { EditablePost } from "../../../server/modules/contents/types";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { checkUploadQuota, explainQuotaRefusal } from "../reward/upload-quota";
import { clearLocalCopy, type Autosave } from "./autosave";
import type { UploadFormState } from "./form-state";
import { openUploadPolicy } from "./policy";
import { UPLOAD } from "./text";

export interface PublishOptions {
  mode: "upload" | "edit";
  post: EditablePost | null;
  state: UploadFormState;
  /** The editor's current HTML (the state may lag a keystroke behind). */
  content(): string;
  autosave: Autosave;
  /** An image is still uploading: publishing waits for it. */
  uploading: boolean;
  storageKey: string;
  /** The member agreed to the upload policy before. */
  policyAgreed: boolean;
  allowLeave(): void;
  prefix: string;
  /** After a new post is published, before the page opens it (the AI feedback request). */
  onPublished?(boardNo: number): Promise<void>;
  /** Asked first (the alt-text reminder): false keeps the writer on the page, nothing sent. */
  confirm?(): Promise<boolean>;
}

export function usePublish({
  mode,
  post,
  state,
  content,
  autosave,
  uploading,
  storageKey,
  allowLeave,
  prefix,
  onPublished,
  confirm,
  ...options
}: PublishOptions) {
  const ui = useUi();
  const navigate = useNavigate();
  const [policyAgreed, setPolicyAgreed] = useState(options.policyAgreed);
  const [publishing, setPublishing] = useState(false);

  const publish = async (agreePolicy = false) => {
    if (!state.done || publishing || uploading) return;
    // After the policy was agreed (agreePolicy) the reminder was already answered.
    if (!agreePolicy && confirm && !(await confirm())) return;
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
      webEditorContent: content(),
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
        allowLeave();
        if (mode === "upload" && onPublished) await onPublished(result.data.boardNo).catch(() => undefined);
        ui.toast(mode === "edit" ? UPLOAD.edited : UPLOAD.published);
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
          title: mode === "edit" ? UPLOAD.editFailed : UPLOAD.publishFailed,
          body: result.status > 0 && result.status < 500 ? result.message : WRITING_MSG.publishError,
          size: "small",
          buttons: [{ label: UPLOAD.ok, style: "blue" }],
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

  return { publish, publishing };
}
