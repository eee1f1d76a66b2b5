// Fetches an image by its address for the editor (docs/product/ai.md §4), without letting the
// address reach into the installation's own network:
// - http and https only;
// - the name is resolved first and every address it gives must be public (address.ts); the
//   connection is then pinned to the checked address (the `lookup` option), so a DNS answer
//   that changes between the check and the connection (rebinding) cannot redirect it;
// - redirects are followed by hand, at most URL_IMPORT_MAX_REDIRECTS, each checked the same way;
// - the answer must say image/* (never SVG, which can carry script) AND its first bytes must be
//   PNG, JPEG, GIF or WebP;
// - the body is counted as it streams and the fetch stops past the size cap; one time limit
//   covers everything.
import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { URL_IMPORT_MSG, URL_IMPORT_MAX_BYTES, URL_IMPORT_MAX_REDIRECTS, URL_IMPORT_TIMEOUT_MS } from "../../../core/url-import";
import { AppError, errors } from "../../lib/errors";
import { isFetchable } from "./address";

export interface ImageFetchOptions {
  /** Loopback addresses tests may fetch from (URL_FETCH_ALLOW_ADDRESSES); empty in production. */
  allowAddresses?: readonly string[];
  maxBytes?: number;
  maxRedirects?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** How names are resolved (default: the system's resolver); tests give names of their own. */
  resolve?: (host: string) => Promise<Resolved[]>;
}

export interface Resolved {
  address: string;
  family: 4 | 6;
}

const failed = (errorId = "IMAGE_FETCH_FAILED") => new AppError(502, errorId, URL_IMPORT_MSG.failed);

/** The image type the first bytes show, or null. */
export function sniffImageType(head: Uint8Array): "image/png" | "image/jpeg" | "image/gif" | "image/webp" | null {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return "image/gif";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

export function parseUrl(raw: string): URL {
  if (!URL.canParse(raw)) throw errors.badRequest(URL_IMPORT_MSG.invalidUrl, "URL_INVALID");
  const url = new URL(raw);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw errors.badRequest(URL_IMPORT_MSG.scheme, "URL_SCHEME");
  return url;
}

/** Every address the name stands for, each checked; the first is the one connected to. */
export async function checkedAddress(url: URL, allow: readonly string[], resolve: ImageFetchOptions["resolve"]): Promise<Resolved> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: Resolved[];
  const literal = net.isIP(host);
  if (literal) addresses = [{ address: host, family: literal as 4 | 6 }];
  else {
    try {
      addresses = resolve ? await resolve(host) : ((await dns.lookup(host, { all: true, verbatim: true })) as Resolved[]);
    } catch {
      throw errors.badRequest(URL_IMPORT_MSG.unresolved, "URL_UNRESOLVED");
    }
  }
  // One private address among public ones refuses the name: which one a client would pick is
  // not ours to guess.
  if (!addresses.length || addresses.some((a) => !isFetchable(a.address, allow))) {
    throw errors.badRequest(URL_IMPORT_MSG.notPublic, "URL_NOT_PUBLIC");
  }
  return addresses[0]!;
}

export interface Hop {
  status: number;
  location: string | null;
  response: http.IncomingMessage;
}

export function request(
  url: URL,
  pinned: Resolved,
  signal: AbortSignal,
  accept = "image/png,image/jpeg,image/gif,image/webp,image/*;q=0.8",
): Promise<Hop> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: "GET",
        agent: false,
        signal,
        headers: { accept, "user-agent": "Nanumteo-ImageImport/1.0" },
        // Connect to the address that was checked, whatever DNS says now. TLS still checks the
        // certificate against the name (servername comes from the URL).
        lookup: ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
          if (options?.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
          else callback(null, pinned.address, pinned.family);
        }) as unknown as net.LookupFunction,
      },
      (response) => {
        const location = response.headers.location ?? null;
        resolve({ status: response.statusCode ?? 0, location, response });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

async function readCapped(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw errors.payloadTooLarge(URL_IMPORT_MSG.tooBig, "IMAGE_TOO_BIG");
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw errors.payloadTooLarge(URL_IMPORT_MSG.tooBig, "IMAGE_TOO_BIG");
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The image at `address` as a data: URL, or a refusal (AppError) saying why. */
export async function fetchImageAsDataUrl(address: string, options: ImageFetchOptions = {}): Promise<string> {
  const image = await fetchImage(address, options);
  return `data:${image.type};base64,${image.bytes.toString("base64")}`;
}

/** The image at `address` with the type its bytes show, or a refusal (AppError) saying why. */
export async function fetchImage(
  address: string,
  options: ImageFetchOptions = {},
): Promise<{ type: NonNullable<ReturnType<typeof sniffImageType>>; bytes: Buffer }> {
  const allow = options.allowAddresses ?? [];
  const maxBytes = options.maxBytes ?? URL_IMPORT_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? URL_IMPORT_MAX_REDIRECTS;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? URL_IMPORT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let url = parseUrl(address);
  try {
    for (let redirects = 0; ; redirects++) {
      const pinned = await checkedAddress(url, allow, options.resolve);
      const hop = await request(url, pinned, signal);
      if (hop.status >= 300 && hop.status < 400 && hop.location) {
        hop.response.resume();
        if (redirects >= maxRedirects) throw errors.badRequest(URL_IMPORT_MSG.tooManyRedirects, "URL_TOO_MANY_REDIRECTS");
        url = parseUrl(new URL(hop.location, url).toString());
        continue;
      }
      if (hop.status !== 200) {
        hop.response.resume();
        throw failed();
      }
      const type = String(hop.response.headers["content-type"] ?? "").toLowerCase();
      if (!type.startsWith("image/") || type.startsWith("image/svg")) {
        hop.response.destroy();
        throw errors.badRequest(URL_IMPORT_MSG.notImage, "NOT_AN_IMAGE");
      }
      const body = await readCapped(hop.response, maxBytes);
      const sniffed = sniffImageType(body.subarray(0, 16));
      if (!sniffed) throw errors.badRequest(URL_IMPORT_MSG.notImage, "NOT_AN_IMAGE");
      return { type: sniffed, bytes: body };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (timeout.aborted) throw failed("IMAGE_FETCH_TIMEOUT");
    throw failed();
  }
}
