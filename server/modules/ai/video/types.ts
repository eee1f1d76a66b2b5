// What the document video's calls and page read (docs/product/ai.md §10). Dates as ISO strings.
import type { VideoStatus, VideoStep } from "../../../../core/video";
import type { AiEngine } from "../provider";

export interface VideoScene {
  page: number;
  narration: string;
}

export interface VideoView {
  videoNo: number;
  status: VideoStatus;
  /** The render step running or last reached, and its progress (0–100). */
  step: VideoStep;
  stepProgress: number;
  sourceName: string;
  pageCount: number;
  scenes: VideoScene[];
  engine: AiEngine;
  /** The failure's key in core/video.ts VIDEO_MSG (the page says it in the reader's language). */
  failure: string | null;
  /** The failure in the requester's language. */
  failureMessage: string | null;
  durationSeconds: number | null;
  sizeBytes: number | null;
  /** Where the MP4 plays (ready videos only). */
  videoUrl: string | null;
  downloadUrl: string | null;
  /** The captions as a WebVTT file (for a track and for download). */
  captionsUrl: string | null;
  downloads: number;
  createdAt: string;
  readyAt: string | null;
  /** When the files are removed (ready videos). */
  expiresAt: string | null;
}

export interface VideoConfig {
  maxPages: number;
  maxBytes: number;
  sceneChars: number;
  maxSeconds: number;
  fps: number;
  retentionDays: number;
  extensions: string[];
  /** Videos a member may render a day, and what is left today (null for visitors). */
  dailyLimit: number;
  remain: number | null;
  /** What this installation can do: speech (espeak-ng, sox), page images (poppler-utils), encoding (ffmpeg), Office documents (LibreOffice). */
  available: { narration: boolean; slides: boolean; encoding: boolean; office: boolean };
}

export interface VideoPostOption {
  boardNo: number;
  subject: string;
  pageCount: number;
  kind: string;
}
