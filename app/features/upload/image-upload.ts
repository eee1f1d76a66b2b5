// Image uploads of the writing page: progress and cancel through the one upload helper
// (app/lib/api.ts), and the server's refusals turned into the editor's file messages.
import { EDITOR_FILE_MSG, type EditorFileError } from "../../../core/writing";
import type { UploadedImage } from "../../../server/modules/contents/files";
import { upload } from "../../lib/api-transfer";
import { pageLanguage, resolveText, type Showable } from "../../lib/i18n";

/** An upload that failed with one of the docs/product/messages.md editor file errors. */
export class FileError extends Error {
  constructor(
    public readonly kind: EditorFileError,
    message: Showable = EDITOR_FILE_MSG[kind],
  ) {
    super(resolveText(message, pageLanguage()));
    this.name = "FileError";
  }
}

export interface UploadHandle {
  promise: Promise<UploadedImage>;
  cancel(): void;
}

/** Server refusals mapped to the editor's file messages; the server's own words where it has them. */
function fileErrorFor(status: number, errorId: string, message: string): FileError {
  switch (errorId) {
    case "FILE_TOO_LARGE":
      return new FileError("fileTooLarge");
    case "NOT_AN_IMAGE":
      return new FileError("invalidType");
    case "IMAGE_BROKEN":
    case "IMAGE_TOO_MANY_PIXELS":
      return new FileError("corrupted", message);
    default:
      break;
  }
  if (status === 413) return new FileError("fileTooLarge");
  if (status >= 500 || status === 0) return new FileError("uploadError");
  return new FileError("generic", message);
}

/** Uploads one image (multipart field 'file') with progress; cancel() aborts it. */
export function uploadImage(file: File, purpose: "editor" | "thumbnail", onProgress?: (percent: number) => void): UploadHandle {
  const form = new FormData();
  form.append("file", file, file.name);
  const call = upload(
    "POST /api/contents/image",
    { query: { purpose }, body: form },
    {
      onProgress: (loaded, total) => onProgress?.(Math.min(99, Math.round((loaded / total) * 100))),
      // An answer without a message (a proxy's error page) reads as the general file error.
      failure: EDITOR_FILE_MSG.generic,
    },
  );
  const promise = call.promise.then((result) => {
    if (!result.ok) {
      if (result.errorId === "ABORTED") throw new FileError("cancelled");
      if (result.errorId === "NETWORK") throw new FileError("uploadError");
      if (result.errorId === "INVALID_RESPONSE") throw new FileError("parseFailed");
      throw fileErrorFor(result.status, result.errorId, result.message);
    }
    if (!result.data?.url) throw new FileError("noLinkInResponse");
    onProgress?.(100);
    return result.data;
  });
  return { promise, cancel: call.cancel };
}
