// How a revision's body is stored (docs/decisions/0200): most edits change a few words of a long
// post, so a revision keeps only the splice that turns the previous revision's body into its
// own, compressed; every KEYFRAME_EVERY-th revision (and any whose splice would not be much
// smaller) keeps the whole body, so reading one revision never replays more than that many
// splices. Brotli compresses Korean HTML about four to one.
import zlib from "node:zlib";

/** The one change between two texts: at `at`, `remove` UTF-16 units give way to `insert`. */
export interface Splice {
  at: number;
  remove: number;
  insert: string;
}

/** At most this many splices are replayed from a whole body. */
export const KEYFRAME_EVERY = 16;

export function spliceBetween(before: string, after: string): Splice {
  let at = 0;
  const shorter = Math.min(before.length, after.length);
  while (at < shorter && before.charCodeAt(at) === after.charCodeAt(at)) at++;
  let tail = 0;
  while (tail < shorter - at && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail++;
  return { at, remove: before.length - at - tail, insert: after.slice(at, after.length - tail) };
}

export function applySplice(text: string, splice: Splice): string {
  if (splice.at < 0 || splice.remove < 0 || splice.at + splice.remove > text.length) throw new Error("revision splice out of range");
  return text.slice(0, splice.at) + splice.insert + text.slice(splice.at + splice.remove);
}

const compress = (text: string): Buffer =>
  zlib.brotliCompressSync(Buffer.from(text, "utf8"), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
  });
const decompress = (bytes: Uint8Array): string => zlib.brotliDecompressSync(bytes).toString("utf8");

/** A stored body: the whole text, or a splice against the revision before it. */
export type StoredBody = { keyframe: true; bytes: Buffer } | { keyframe: false; bytes: Buffer };

/**
 * The body to store for `text`, given the previous revision's text and how many splices lead
 * to it from its keyframe (`chain`; 0 when it is a keyframe itself).
 */
export function storeBody(text: string, previous: { text: string; chain: number } | null): StoredBody {
  const whole = compress(text);
  if (!previous || previous.chain + 1 >= KEYFRAME_EVERY) return { keyframe: true, bytes: whole };
  const splice = compress(JSON.stringify(spliceBetween(previous.text, text)));
  // A rewrite: the splice saves little, and a keyframe shortens later reads.
  if (splice.length * 2 > whole.length) return { keyframe: true, bytes: whole };
  return { keyframe: false, bytes: splice };
}

/**
 * The text of the last of `chain`: a keyframe's stored body followed by the splices after it,
 * oldest first.
 */
export function readBody(chain: readonly { keyframe: boolean; bytes: Uint8Array }[]): string {
  const [first, ...rest] = chain;
  if (!first?.keyframe) throw new Error("a revision chain starts with a whole body");
  let text = decompress(first.bytes);
  for (const step of rest) {
    if (step.keyframe) text = decompress(step.bytes);
    else text = applySplice(text, JSON.parse(decompress(step.bytes)) as Splice);
  }
  return text;
}
