// The HWP 5 parser: @ohah/hwpjs's native build for Linux x64 (glibc), an optional dependency
// pinned in package.json. The package's wrapper lists platform packages that were never
// published (npm ci refuses such a lock file), so the one binary that exists is loaded
// directly. Where it cannot load (another platform), HWP files are refused at upload.
import { createRequire } from "node:module";

export interface HwpParser {
  /** The FileHeader as JSON; throws when the file is not a readable HWP 5 document. */
  fileHeader(data: Buffer): string;
  toMarkdown(
    data: Buffer,
    options?: { image?: "blob" | "base64"; includeVersion?: boolean; includePageInfo?: boolean; useHtml?: boolean },
  ): { markdown: string; images: { id: string; data: Buffer; format: string }[] };
}

export const HWP_PARSER_PACKAGE = "@ohah/hwpjs-linux-x64-gnu";

let loaded: HwpParser | null | undefined;

/** The parser, or null when its native build is not available on this machine. */
export function loadHwpParser(): HwpParser | null {
  if (loaded === undefined) {
    try {
      loaded = createRequire(import.meta.url)(HWP_PARSER_PACKAGE) as HwpParser;
    } catch {
      loaded = null;
    }
  }
  return loaded;
}
