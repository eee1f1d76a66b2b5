// The messages between the server and its document conversion process (child.ts). The task
// goes in as one JSON argument; results come back as one JSON object per stdout line.

export type ExtractKind = "docx" | "pptx" | "hwpx" | "hwp";

export type ChildTask =
  /** Opens a PDF: page count, or why it cannot be opened (password, damage). */
  | { mode: "probe-pdf"; file: string; pdfjsRoot: string }
  /** Renders every page to WebP plus a text layer, and a thumbnail of page 1, into outDir. */
  | {
      mode: "render-pdf";
      file: string;
      outDir: string;
      pdfjsRoot: string;
      width: number;
      thumbWidth: number;
      maxPages: number;
    }
  /** Text and safe HTML per page (slide, section) for documents shown as text; result in outDir/extract.json. */
  | { mode: "extract"; kind: ExtractKind; file: string; outDir: string };

/** One item of a page's text layer: text, left, top, width, height (fractions of the page), angle in degrees. */
export type TextLayerItem = [string, number, number, number, number, number?];

export interface TextLayerFile {
  items: TextLayerItem[];
}

export interface ExtractedPage {
  html: string;
  text: string;
}

export type ChildMessage =
  | { type: "probe"; pages: number }
  /** Rendering begins: how many pages there are. */
  | { type: "start"; pages: number }
  | { type: "page"; pageNo: number; width: number; height: number; image: string; textLayer: string; text: string }
  | { type: "done"; pages: number; thumb?: string; koreanFont?: boolean; extract?: string }
  | { type: "error"; code: ChildErrorCode; message: string };

export type ChildErrorCode = "encrypted" | "corrupted" | "parse" | "too-many-pages" | "empty";
