// Where deliveries may go: the same rule as the image import's fetches (url-import/address.ts),
// public unicast addresses only, checked when a follower's inbox is recorded. Fedify checks the
// documents it fetches itself (allowPrivateAddress); its deliveries go to inboxes we recorded.
// A loopback development or test site with FEDERATION=on allows private addresses (decision 0228).
import dns from "node:dns/promises";
import net from "node:net";
import type { AppContext } from "../../context";
import { isFetchable } from "../url-import/address";

export async function isPublicInbox(ctx: AppContext, url: URL): Promise<boolean> {
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (ctx.config.federation.allowPrivateAddress) return true;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host)) return isFetchable(host);
  try {
    const addresses = await dns.lookup(host, { all: true, verbatim: true });
    return addresses.length > 0 && addresses.every((a) => isFetchable(a.address));
  } catch {
    return false;
  }
}
