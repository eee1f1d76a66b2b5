// Sends a document post (multipart POST /api/contents/post, type updDocs) with upload
// progress and cancel, through the one upload helper (app/lib/api.ts).
import type { Showable } from "../../lib/i18n";
import { useCallback, useEffect, useRef, useState } from "react";
import { DOC_MSG } from "../../../core/documents";
import type { PublishedDocumentPost } from "../../../server/modules/documents/types";
import { upload, type UploadCall } from "../../lib/api-transfer";
import type { DocumentFormValue } from "./document-fields";

export type UploadPhase = "idle" | "uploading" | "checking" | "done" | "error";

export interface DocumentUploadState {
  phase: UploadPhase;
  /** 0–100 while uploading. */
  progress: number;
  error: Showable | null;
  result: PublishedDocumentPost | null;
}

export type UploadOutcome =
  { ok: true; post: PublishedDocumentPost } | { ok: false; message: Showable; cancelled: boolean; errorId?: string };

export function documentFormData(value: DocumentFormValue, file: File, thumb?: Blob | null, agreePolicy = false): FormData {
  const form = new FormData();
  form.set("type", "updDocs");
  form.set("pageType", "upload");
  form.set("subject", value.subject.trim());
  form.set("topic", value.topic);
  form.set("tags", JSON.stringify(value.tags));
  form.set("webEditorContent", value.webEditorContent);
  form.set("downloadYn", value.allowDownload ? "Y" : "N");
  if (agreePolicy) form.set("agreePolicy", "true");
  if (thumb) form.set("thumb", thumb);
  // The file last: the server reads the fields first.
  form.set("file", file, file.name);
  return form;
}

export function useDocumentUpload() {
  const [state, setState] = useState<DocumentUploadState>({ phase: "idle", progress: 0, error: null, result: null });
  const callRef = useRef<UploadCall<unknown> | null>(null);
  useEffect(() => () => callRef.current?.cancel(), []);

  const start = useCallback(
    async (value: DocumentFormValue, file: File, thumb?: Blob | null, agreePolicy = false): Promise<UploadOutcome> => {
      setState({ phase: "uploading", progress: 0, error: null, result: null });
      const call = upload(
        "POST /api/contents/post",
        { body: documentFormData(value, file, thumb, agreePolicy) },
        {
          onProgress: (loaded, total) => {
            const progress = Math.min(100, Math.round((loaded / total) * 100));
            setState((s) => ({ ...s, progress, phase: progress >= 100 ? "checking" : "uploading" }));
          },
          onSent: () => setState((s) => ({ ...s, progress: 100, phase: "checking" })),
          failure: DOC_MSG.uploadError,
        },
      );
      callRef.current = call;
      const result = await call.promise;
      callRef.current = null;
      // A multipart post is a document: its answer names the kind (an editor post's does not).
      if (result.ok && "kind" in result.data) {
        setState({ phase: "done", progress: 100, error: null, result: result.data });
        return { ok: true, post: result.data };
      }
      if (!result.ok && result.errorId === "ABORTED") {
        setState({ phase: "error", progress: 0, error: DOC_MSG.uploadCancelled, result: null });
        return { ok: false, message: DOC_MSG.uploadCancelled, cancelled: true };
      }
      const message =
        result.ok || result.errorId === "NETWORK" ? DOC_MSG.uploadError : result.errorId === "HTTP_413" ? DOC_MSG.tooLarge : result.message;
      setState({ phase: "error", progress: 0, error: message, result: null });
      return { ok: false, message, cancelled: false, ...(result.ok ? {} : { errorId: result.errorId }) };
    },
    [],
  );

  const cancel = useCallback(() => callRef.current?.cancel(), []);
  const reset = useCallback(() => setState({ phase: "idle", progress: 0, error: null, result: null }), []);
  return { state, start, cancel, reset };
}
