// Images members upload (editor images, thumbnails, profile and background pictures): the
// type is decided by the bytes, never by the file name; everything is decoded, size-checked,
// rotated upright, stripped of metadata (EXIF location) and re-encoded, so what we store and
// serve is always a clean image we produced ourselves.
import sharp from "sharp";
import { errors } from "./errors";

export type ImageKind = "jpeg" | "png" | "webp" | "gif";

export const IMAGE_MSG = {
  notImage: "이미지 파일(JPG, PNG, WEBP, GIF)만 올릴 수 있습니다.",
  tooLarge: (mb: number) => `이미지는 ${mb}MB 이하만 올릴 수 있습니다.`,
  broken: "이미지 파일이 손상되었거나 열 수 없습니다.",
  tooManyPixels: "이미지의 가로세로 크기가 너무 큽니다.",
} as const;

/** Recognises an image by its magic bytes. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpeg";
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (data.length >= 12 && data.toString("ascii", 0, 4) === "RIFF" && data.toString("ascii", 8, 12) === "WEBP") return "webp";
  if (data.length >= 6 && (data.toString("ascii", 0, 6) === "GIF87a" || data.toString("ascii", 0, 6) === "GIF89a")) return "gif";
  return null;
}

export interface ProcessedImage {
  data: Buffer;
  contentType: "image/webp" | "image/jpeg";
  extension: "webp" | "jpg";
  width: number;
  height: number;
}

export interface ImageOptions {
  /** Upload size limit in bytes. */
  maxBytes: number;
  /** Longest side after resizing (never enlarged). */
  maxSide: number;
  /** Square crop (avatars). */
  square?: boolean;
  quality?: number;
}

/** Validates and re-encodes an uploaded image to WebP; throws AppErrors with Korean messages. */
export async function processImage(data: Buffer, options: ImageOptions): Promise<ProcessedImage> {
  if (data.length > options.maxBytes) {
    throw errors.payloadTooLarge(IMAGE_MSG.tooLarge(Math.round(options.maxBytes / 1024 / 1024)), "IMAGE_TOO_LARGE");
  }
  if (!sniffImage(data)) throw errors.unprocessable(IMAGE_MSG.notImage, "NOT_AN_IMAGE");
  try {
    // limitInputPixels guards against decompression bombs (a tiny file that decodes huge).
    const pipeline = sharp(data, { limitInputPixels: 50_000_000, animated: false }).rotate();
    const resized = options.square
      ? pipeline.resize(options.maxSide, options.maxSide, { fit: "cover", position: "attention" })
      : pipeline.resize(options.maxSide, options.maxSide, { fit: "inside", withoutEnlargement: true });
    const { data: out, info } = await resized.webp({ quality: options.quality ?? 82 }).toBuffer({ resolveWithObject: true });
    return { data: out, contentType: "image/webp", extension: "webp", width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw errors.unprocessable(IMAGE_MSG.tooManyPixels, "IMAGE_TOO_MANY_PIXELS");
    }
    throw errors.unprocessable(IMAGE_MSG.broken, "IMAGE_BROKEN");
  }
}
