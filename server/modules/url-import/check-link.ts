// POST /api/verification (docs/product/site.md §12.4): is a link safe to keep and does it answer?
// The same address rules as the image import (fetch-image.ts, address.ts): http(s) only, every
// address a name resolves to must be public, the connection is pinned to the checked address,
// and each redirect is checked again. Only the answer's status line and headers are read; the
// body is never downloaded.
import { URL_IMPORT_MAX_REDIRECTS, URL_IMPORT_TIMEOUT_MS } from "../../../core/url-import";
import { AppError } from "../../lib/errors";
import { checkedAddress, parseUrl, request, type ImageFetchOptions } from "./fetch-image";

export interface LinkCheck {
  url: string;
  /** The address and every redirect on the way are public http(s) addresses. */
  allowed: boolean;
  /** A server answered (any status) at the end of the redirects. */
  reachable: boolean;
  finalUrl: string | null;
  status: number | null;
  contentType: string | null;
  /** Why it is not allowed or not reachable (URL_NOT_PUBLIC, URL_SCHEME, URL_UNRESOLVED, URL_TOO_MANY_REDIRECTS, TIMEOUT, UNREACHABLE). */
  reason: string | null;
}

export async function checkLink(address: string, options: ImageFetchOptions = {}): Promise<LinkCheck> {
  const allow = options.allowAddresses ?? [];
  const maxRedirects = options.maxRedirects ?? URL_IMPORT_MAX_REDIRECTS;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? URL_IMPORT_TIMEOUT_MS);
  if (!URL.canParse(address)) parseUrl(address); // a malformed address is a bad request (400), not an answer
  let url = new URL(address);
  const answer = (fields: Partial<LinkCheck>): LinkCheck => ({
    url: address,
    allowed: true,
    reachable: false,
    finalUrl: null,
    status: null,
    contentType: null,
    reason: null,
    ...fields,
  });
  try {
    url = parseUrl(address);
    for (let redirects = 0; ; redirects++) {
      const pinned = await checkedAddress(url, allow, options.resolve);
      const hop = await request(url, pinned, timeout, "text/html,application/xhtml+xml,*/*;q=0.8");
      hop.response.destroy();
      if (hop.status >= 300 && hop.status < 400 && hop.location) {
        if (redirects >= maxRedirects) return answer({ reason: "URL_TOO_MANY_REDIRECTS", finalUrl: url.toString(), status: hop.status });
        url = parseUrl(new URL(hop.location, url).toString());
        continue;
      }
      const type = hop.response.headers["content-type"];
      return answer({
        reachable: true,
        finalUrl: url.toString(),
        status: hop.status,
        contentType: typeof type === "string" ? type.split(";")[0]!.trim().toLowerCase() || null : null,
      });
    }
  } catch (error) {
    if (error instanceof AppError) {
      if (error.errorId === "URL_NOT_PUBLIC" || error.errorId === "URL_SCHEME") {
        // Reached through a redirect: the link leads somewhere it may not.
        return answer({ allowed: false, reason: error.errorId, finalUrl: url.toString() });
      }
      return answer({ reason: error.errorId, finalUrl: url.toString() });
    }
    return answer({ reason: timeout.aborted ? "TIMEOUT" : "UNREACHABLE", finalUrl: url.toString() });
  }
}
