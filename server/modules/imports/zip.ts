// Reading a zip a member uploaded, as a hostile file (docs/decisions/0203):
// - the central directory is read by hand, so every entry's name is checked before anything is
//   unpacked: a `..` segment, an absolute or drive path, or a NUL refuses the whole archive;
// - too many entries, encrypted entries and compression methods other than stored and deflate
//   are refused;
// - an entry is inflated in small steps and its output counted as it comes: the archive's total
//   and each entry's ratio to its compressed size are capped on what inflating really gives,
//   never on the sizes the headers declare (a bomb declares small sizes);
// - names without the UTF-8 flag are read as UTF-8 when they are valid, else as CP949 (Korean
//   Windows writes names in its code page).
import { Inflate } from "fflate";
import { IMPORT_LIMITS, IMPORT_MSG } from "../../../core/import";
import { errors } from "../../lib/errors";

export interface ZipEntry {
  /** The name with `/` separators, checked: relative, no `..`. */
  name: string;
  directory: boolean;
  method: number;
  compressedSize: number;
  /** What the header says it unpacks to (only used to refuse early, never trusted). */
  declaredSize: number;
  localOffset: number;
}

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const SIG_ZIP64_END = 0x06064b50;
/** Input fed to the inflater per step: bounds what one step can produce (deflate tops at ~1:1032). */
const STEP = 16 * 1024;
/** Below this much output an entry's ratio is not judged (tiny files compress absurdly well). */
const RATIO_FLOOR = 1024 * 1024;

const broken = () => errors.unprocessable(IMPORT_MSG.zipBroken, "IMPORT_ZIP_BROKEN");
const bomb = () => errors.unprocessable(IMPORT_MSG.zipBomb, "IMPORT_ZIP_BOMB");
const badPath = () => errors.unprocessable(IMPORT_MSG.zipPath, "IMPORT_ZIP_PATH");

/** The bytes start like a zip (a local file header, or the end record of an empty zip). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false;
  const sig = Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32LE(0);
  return sig === SIG_LOCAL || sig === SIG_END;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
const cp949 = new TextDecoder("euc-kr");

function decodeName(raw: Buffer, utf8Flag: boolean): string {
  if (utf8Flag) return raw.toString("utf8");
  try {
    return utf8.decode(raw);
  } catch {
    return cp949.decode(raw);
  }
}

/** The entry's name made safe to use as a key, or a refusal when it points outside the archive. */
export function checkedName(raw: string): string {
  if (raw.includes("\0")) throw badPath();
  const name = raw.replace(/\\/g, "/");
  if (name.startsWith("/") || /^[a-z]:/i.test(name)) throw badPath();
  const segments = name.split("/");
  if (segments.some((s) => s === "..")) throw badPath();
  return segments.filter((s, i) => s !== "." && (s !== "" || i === segments.length - 1)).join("/");
}

export class ZipArchive {
  readonly entries: ZipEntry[];
  private readonly byName = new Map<string, ZipEntry>();
  /** Bytes inflated so far, across entries. */
  private unpacked = 0;

  constructor(private readonly bytes: Buffer) {
    this.entries = readDirectory(bytes);
    for (const entry of this.entries) if (!this.byName.has(entry.name)) this.byName.set(entry.name, entry);
  }

  get(name: string): ZipEntry | undefined {
    return this.byName.get(name);
  }

  /**
   * The entry's bytes, or null when it is larger than `maxBytes` (the caller leaves it out).
   * Refuses the archive when inflating goes past the total or the ratio cap, or the data is broken.
   */
  read(entry: ZipEntry, maxBytes: number): Buffer | null {
    const start = this.dataStart(entry);
    const data = this.bytes.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) {
      if (data.length > maxBytes) return null;
      this.count(data.length, data.length, data.length);
      return Buffer.from(data);
    }
    const chunks: Uint8Array[] = [];
    let produced = 0;
    let tooLarge = false;
    let finished = false;
    const inflater = new Inflate((chunk, final) => {
      produced += chunk.length;
      this.count(chunk.length, produced, entry.compressedSize);
      if (produced > maxBytes) tooLarge = true;
      else chunks.push(chunk);
      if (final) finished = true;
    });
    try {
      for (let at = 0; at < data.length && !tooLarge; at += STEP) {
        inflater.push(data.subarray(at, at + STEP), at + STEP >= data.length);
      }
      if (data.length === 0) inflater.push(new Uint8Array(0), true);
    } catch (error) {
      if (error instanceof Error && "status" in error) throw error;
      throw broken();
    }
    if (tooLarge) return null;
    if (!finished) throw broken();
    return Buffer.concat(chunks);
  }

  /** Counts inflated bytes; past the archive's total or an entry's ratio it is a bomb. */
  private count(added: number, entryOutput: number, entryCompressed: number): void {
    this.unpacked += added;
    if (this.unpacked > IMPORT_LIMITS.maxUnpackedBytes) throw bomb();
    if (entryOutput > RATIO_FLOOR && entryOutput > Math.max(1, entryCompressed) * IMPORT_LIMITS.maxRatio) throw bomb();
  }

  private dataStart(entry: ZipEntry): number {
    const at = entry.localOffset;
    if (at + 30 > this.bytes.length || this.bytes.readUInt32LE(at) !== SIG_LOCAL) throw broken();
    const start = at + 30 + this.bytes.readUInt16LE(at + 26) + this.bytes.readUInt16LE(at + 28);
    if (start + entry.compressedSize > this.bytes.length) throw broken();
    return start;
  }
}

function readDirectory(bytes: Buffer): ZipEntry[] {
  let end = -1;
  for (let i = bytes.length - 22, stop = Math.max(0, bytes.length - 22 - 0xffff); i >= stop; i--) {
    if (bytes.readUInt32LE(i) === SIG_END) {
      end = i;
      break;
    }
  }
  if (end < 0) throw broken();
  let count = bytes.readUInt16LE(end + 10);
  let size = bytes.readUInt32LE(end + 12);
  let offset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locator = end - 20;
    if (locator < 0 || bytes.readUInt32LE(locator) !== SIG_ZIP64_LOCATOR) throw broken();
    const at = Number(bytes.readBigUInt64LE(locator + 8));
    if (at + 56 > bytes.length || bytes.readUInt32LE(at) !== SIG_ZIP64_END) throw broken();
    count = Number(bytes.readBigUInt64LE(at + 32));
    size = Number(bytes.readBigUInt64LE(at + 40));
    offset = Number(bytes.readBigUInt64LE(at + 48));
  }
  if (count > IMPORT_LIMITS.maxEntries) throw errors.unprocessable(IMPORT_MSG.zipEntries, "IMPORT_ZIP_ENTRIES");
  if (offset + size > bytes.length) throw broken();

  const entries: ZipEntry[] = [];
  let declared = 0;
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > bytes.length || bytes.readUInt32LE(p) !== SIG_CENTRAL) throw broken();
    const flags = bytes.readUInt16LE(p + 8);
    const method = bytes.readUInt16LE(p + 10);
    let compressedSize = bytes.readUInt32LE(p + 20);
    let declaredSize = bytes.readUInt32LE(p + 24);
    const nameLength = bytes.readUInt16LE(p + 28);
    const extraLength = bytes.readUInt16LE(p + 30);
    const commentLength = bytes.readUInt16LE(p + 32);
    let localOffset = bytes.readUInt32LE(p + 42);
    const nameEnd = p + 46 + nameLength;
    if (nameEnd + extraLength + commentLength > bytes.length) throw broken();
    // ZIP64: the sizes and offset that did not fit in 32 bits follow in the extra field, in order.
    for (let e = nameEnd; e + 4 <= nameEnd + extraLength;) {
      const id = bytes.readUInt16LE(e);
      const length = bytes.readUInt16LE(e + 2);
      if (id === 0x0001) {
        let q = e + 4;
        const next = () => {
          if (q + 8 > e + 4 + length) throw broken();
          const value = Number(bytes.readBigUInt64LE(q));
          q += 8;
          return value;
        };
        if (declaredSize === 0xffffffff) declaredSize = next();
        if (compressedSize === 0xffffffff) compressedSize = next();
        if (localOffset === 0xffffffff) localOffset = next();
      }
      e += 4 + length;
    }
    const name = checkedName(decodeName(bytes.subarray(p + 46, nameEnd), (flags & 0x800) !== 0));
    const directory = name.endsWith("/");
    if (!directory) {
      if (flags & 0x1) throw errors.unprocessable(IMPORT_MSG.zipEncrypted, "IMPORT_ZIP_ENCRYPTED");
      if (method !== 0 && method !== 8) throw errors.unprocessable(IMPORT_MSG.zipMethod, "IMPORT_ZIP_METHOD");
      // An archive that says itself it unpacks past the cap is refused before any work.
      declared += declaredSize;
      if (declared > IMPORT_LIMITS.maxUnpackedBytes) throw bomb();
    }
    entries.push({ name, directory, method, compressedSize, declaredSize, localOffset });
    p = nameEnd + extraLength + commentLength;
  }
  return entries;
}
