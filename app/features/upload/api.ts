// Browser calls of the writing page: the contents and drafts API in the { code, data,
// errorMsg } envelope, and image uploads with progress and cancel (XMLHttpRequest).
import { say, type Text } from "../../../core/i18n";
import { EDITOR_FILE_MSG, type EditorFileError } from "../../../core/writing";
import type { EditablePost, PublishedPost } from "../../../server/modules/contents/types";
import type { UploadedImage } from "../../../server/modules/contents/files";
import type { Draft, DraftList } from "../../../server/modules/drafts/types";

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly errorId: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

const NETWORK_MESSAGE = "네트워크 연결을 확인한 뒤 다시 시도해 주세요.";

async function request<T>(method: string, url: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: { accept: "application/json", ...(body !== undefined ? { "content-type": "application/json" } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...init,
    });
  } catch {
    throw new ApiError(0, "NETWORK", NETWORK_MESSAGE);
  }
  type Envelope = { code?: unknown; data?: T; errorMsg?: string | null; errorId?: string };
  let envelope: Envelope | null;
  try {
    envelope = (await res.json()) as Envelope;
  } catch {
    envelope = null;
  }
  if (!res.ok || !envelope || envelope.code !== "20000") {
    throw new ApiError(
      res.status,
      envelope?.errorId ?? "HTTP_" + res.status,
      envelope?.errorMsg ?? "요청을 처리하지 못했습니다. 다시 시도해 주세요.",
    );
  }
  return envelope.data as T;
}

export interface PostPayload {
  type: "editor";
  subject: string;
  webEditorContent: string;
  topic: string;
  tags: string[];
  thumb: string | null;
  draftNo?: number;
  agreePolicy?: boolean;
}

export interface DraftPayload {
  draftNo?: number;
  topic: string;
  title: string;
  content: string;
  tags: string[];
  thumbnailPath: string | null;
}

export const api = {
  publish: (body: PostPayload) => request<PublishedPost>("POST", "/api/contents/post", body),
  edit: (boardNo: number, body: PostPayload) => request<PublishedPost>("POST", `/api/contents/post/${boardNo}`, body),
  deletePost: (boardNo: number) => request<{ boardNo: number }>("DELETE", `/api/contents/${boardNo}`),
  drafts: () => request<DraftList>("GET", "/api/drafts"),
  draft: (draftNo: number) => request<Draft>("GET", `/api/draft?draftNo=${draftNo}`),
  saveDraft: (body: DraftPayload, init?: RequestInit) => request<{ draftNo: number; draftDate: string }>("POST", "/api/draft", body, init),
  deleteDrafts: (draftNoList: number[]) => request<{ deleted: number[] }>("DELETE", "/api/drafts", { draftNoList }),
};

export type { Draft, DraftList, EditablePost, PublishedPost, UploadedImage };

/** An upload that failed with one of the SPEC §8 editor file errors. */
export class FileError extends Error {
  constructor(
    public readonly kind: EditorFileError,
    message: string | Text = EDITOR_FILE_MSG[kind],
  ) {
    super(typeof message === "string" ? message : say(message, "ko"));
    this.name = "FileError";
  }
}

export interface UploadHandle {
  promise: Promise<UploadedImage>;
  cancel(): void;
}

/** Server refusals mapped to the editor's file messages; the server's own words where it has them. */
function fileErrorFor(status: number, errorId: string | undefined, errorMsg: string | undefined): FileError {
  switch (errorId) {
    case "FILE_TOO_LARGE":
      return new FileError("fileTooLarge");
    case "NOT_AN_IMAGE":
      return new FileError("invalidType");
    case "IMAGE_BROKEN":
    case "IMAGE_TOO_MANY_PIXELS":
      return new FileError("corrupted", errorMsg ?? EDITOR_FILE_MSG.corrupted);
    default:
      break;
  }
  if (status === 413) return new FileError("fileTooLarge");
  if (status >= 500 || status === 0) return new FileError("uploadError");
  return new FileError("generic", errorMsg ?? EDITOR_FILE_MSG.generic);
}

/** Uploads one image (multipart field 'file') with progress; cancel() aborts it. */
export function uploadImage(file: File, purpose: "editor" | "thumbnail", onProgress?: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadedImage>((resolve, reject) => {
    xhr.open("POST", `/api/contents/image?purpose=${purpose}`);
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onerror = () => reject(new FileError("uploadError"));
    xhr.onabort = () => reject(new FileError("cancelled"));
    xhr.onload = () => {
      let body: { code?: unknown; data?: Partial<UploadedImage> | null; errorMsg?: string; errorId?: string };
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        reject(xhr.status >= 200 && xhr.status < 300 ? new FileError("parseFailed") : fileErrorFor(xhr.status, undefined, undefined));
        return;
      }
      if (xhr.status < 200 || xhr.status >= 300 || body.code !== "20000") {
        reject(fileErrorFor(xhr.status, body.errorId, body.errorMsg ?? undefined));
        return;
      }
      if (!body.data || typeof body.data.url !== "string" || !body.data.url) {
        reject(new FileError("noLinkInResponse"));
        return;
      }
      onProgress?.(100);
      resolve(body.data as UploadedImage);
    };
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
  return { promise, cancel: () => xhr.abort() };
}
