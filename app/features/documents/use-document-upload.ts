// Sends a document post (multipart POST /api/contents/post, type updDocs) with upload
// progress and cancel. XMLHttpRequest, because fetch reports no upload progress.
import type { Showable } from "../../lib/i18n";
import { useCallback, useEffect, useRef, useState } from "react";
import { DOC_MSG } from "../../../core/documents";
import type { PublishedDocumentPost } from "../../../server/modules/documents/types";
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
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  useEffect(() => () => xhrRef.current?.abort(), []);

  const start = useCallback((value: DocumentFormValue, file: File, thumb?: Blob | null, agreePolicy = false) => {
    return new Promise<UploadOutcome>((resolve) => {
      const xhr = new XMLHttpRequest();
      xhrRef.current = xhr;
      setState({ phase: "uploading", progress: 0, error: null, result: null });
      xhr.open("POST", "/api/contents/post");
      xhr.setRequestHeader("accept", "application/json");
      xhr.responseType = "json";
      xhr.upload.onprogress = (event) => {
        if (!event.lengthComputable) return;
        const progress = Math.min(100, Math.round((event.loaded / event.total) * 100));
        setState((s) => ({ ...s, progress, phase: progress >= 100 ? "checking" : "uploading" }));
      };
      xhr.upload.onload = () => setState((s) => ({ ...s, progress: 100, phase: "checking" }));
      xhr.onload = () => {
        xhrRef.current = null;
        const body = xhr.response as { data?: PublishedDocumentPost; errorMsg?: string | null; errorId?: string } | null;
        if (xhr.status >= 200 && xhr.status < 300 && body?.data) {
          setState({ phase: "done", progress: 100, error: null, result: body.data });
          resolve({ ok: true, post: body.data });
          return;
        }
        const message = body?.errorMsg || (xhr.status === 413 ? DOC_MSG.tooLarge : DOC_MSG.uploadError);
        setState({ phase: "error", progress: 0, error: message, result: null });
        resolve({ ok: false, message, cancelled: false, ...(body?.errorId ? { errorId: body.errorId } : {}) });
      };
      xhr.onerror = () => {
        xhrRef.current = null;
        setState({ phase: "error", progress: 0, error: DOC_MSG.uploadError, result: null });
        resolve({ ok: false, message: DOC_MSG.uploadError, cancelled: false });
      };
      xhr.onabort = () => {
        xhrRef.current = null;
        setState({ phase: "error", progress: 0, error: DOC_MSG.uploadCancelled, result: null });
        resolve({ ok: false, message: DOC_MSG.uploadCancelled, cancelled: true });
      };
      xhr.send(documentFormData(value, file, thumb, agreePolicy));
    });
  }, []);

  const cancel = useCallback(() => xhrRef.current?.abort(), []);
  const reset = useCallback(() => setState({ phase: "idle", progress: 0, error: null, result: null }), []);
  return { state, start, cancel, reset };
}
