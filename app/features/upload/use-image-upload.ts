// Images of the writing page (docs/product/writing.md): the browser's own checks before a file is sent,
// one upload at a time with progress and cancel, and every failure told in a modal.
import { useCallback, useRef, useState, type RefObject } from "react";
import { ATTACHMENT_MAX_FILE_BYTES, checkAttachments } from "../../../core/files";
import { ownFileKeys, sniffImageBytes } from "../../../core/writing";
import type { UploadedImage } from "../../../server/modules/contents/files";
import { useUi } from "../../components/ui/ui-provider";
import { focusedChain, type useRichEditor } from "./editor";
import { FileError, uploadImage } from "./image-upload";
import { UPLOAD } from "./text";

type RichEditor = ReturnType<typeof useRichEditor>;

export interface UploadProgress {
  name: string;
  percent: number;
  purpose: "editor" | "thumbnail";
  cancel(): void;
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

export function useImageUpload(editorRef: RefObject<RichEditor>) {
  const ui = useUi();
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  /** Original sizes of images uploaded on this page (the 100MB total of docs/product/writing.md). */
  const sizes = useRef(new Map<string, number>());
  const lastImageError = useRef<string | null>(null);

  const fileError = useCallback(
    (error: FileError, fileName?: string) => {
      ui.openModal({
        id: "modalDraftFileErr",
        title: error.kind === "cancelled" ? UPLOAD.uploadCancelled : UPLOAD.uploadFailed,
        body: fileName ? `${fileName}\n${error.message}` : error.message,
        size: "small",
        buttons: [{ label: UPLOAD.ok, style: "blue" }],
      });
    },
    [ui],
  );

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
    [editorRef, fileError],
  );

  /** Uploads the files one after another into the editor at the cursor. */
  const insertImages = useCallback(
    async (files: File[]) => {
      for (const file of files) {
        const image = await uploadOne(file, "editor");
        const editor = editorRef.current;
        if (!image || !editor) return;
        focusedChain(editor)
          // No description from the file's name ("IMG_2031"): the writer is asked for a real
          // one before publishing (alt-text-check.tsx).
          .setImage({ src: image.url })
          .run();
      }
    },
    [editorRef, uploadOne],
  );

  /** An image of the content failed to load (a dead link): said once per address. */
  const imageFailed = useCallback(
    (src: string) => {
      if (lastImageError.current === src) return;
      lastImageError.current = src;
      fileError(new FileError("linkLoadFailed"));
    },
    [fileError],
  );

  return { upload, uploadOne, insertImages, imageFailed };
}
