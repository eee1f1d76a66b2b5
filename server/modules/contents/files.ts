// Images uploaded while writing (editor images and thumbnails). The type is decided by the
// bytes (a PNG called .pdf is an image, a PDF called .png is not), every image is decoded,
// resized and re-encoded by processImage, stored with ctx.files, and recorded with its
// owner and original size so the attachment limits (docs/product/writing.md: 20MB per file, 100MB per
// post) can be checked against what people attached.
import { sanitizeFileName } from "../../../core/files";
import { ATTACHMENT_MAX_FILE_BYTES } from "../../../core/files";
import { MSG } from "../../../core/messages";
import type { AppContext } from "../../context";
import { contentFiles } from "../../db/schema";
import { errors } from "../../lib/errors";
import { WRITING_MSG } from "../../../core/writing";
import { processImage } from "../../lib/images";
import { newStorageKey } from "../../lib/storage";

export type ImagePurpose = "editor" | "thumbnail";

/** Longest side kept: editor images fill the 860 px column at 2x; thumbnails feed 16:9 cards. */
const MAX_SIDE: Record<ImagePurpose, number> = { editor: 1920, thumbnail: 1280 };

export interface UploadedImage {
  /** Where the browser loads it: '/files/<key>'. */
  url: string;
  key: string;
  width: number;
  height: number;
  /** Bytes of the file the member attached (what the limits count). */
  size: number;
  /** Bytes stored after re-encoding. */
  storedSize: number;
  fileName: string;
}

export async function uploadContentImage(
  ctx: AppContext,
  userNo: number,
  input: { data: Buffer; fileName: string; purpose: ImagePurpose },
): Promise<UploadedImage> {
  if (input.data.length > ATTACHMENT_MAX_FILE_BYTES) throw errors.payloadTooLarge(MSG.fileTooLarge, "FILE_TOO_LARGE");
  if (input.data.length === 0) throw errors.unprocessable(WRITING_MSG.fileEmpty, "FILE_EMPTY");
  const image = await processImage(input.data, { maxBytes: ATTACHMENT_MAX_FILE_BYTES, maxSide: MAX_SIDE[input.purpose] });
  const key = newStorageKey("images", image.extension);
  const stored = await ctx.files.put(key, image.data, image.contentType);
  const fileName = sanitizeFileName(input.fileName || "image");
  try {
    await ctx.db.insert(contentFiles).values({
      fileKey: key,
      userNo,
      purpose: input.purpose,
      originalName: fileName,
      originalSize: input.data.length,
      storedSize: stored.size,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
    });
  } catch (error) {
    await ctx.files.remove(key).catch(() => undefined);
    throw error;
  }
  return { url: stored.url, key, width: image.width, height: image.height, size: input.data.length, storedSize: stored.size, fileName };
}
