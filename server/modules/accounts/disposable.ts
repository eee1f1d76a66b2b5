// Disposable mail domains are refused at sign-up (decision 0181): an inbox that lives ten
// minutes makes accounts free. The list is the maintained one of disposable-email-domains-js
// (updated with the package), plus the installation's own BLOCKED_EMAIL_DOMAINS. A subdomain of
// a listed domain is refused too.
import { disposableEmailBlocklistSet } from "disposable-email-domains-js";
import { mailDomain } from "../../../core/mailbox";

let maintained: Set<string> | null = null;
const extras = new Map<string, Set<string>>();

function listed(set: Set<string>, domain: string): boolean {
  for (let d = domain; d.includes("."); d = d.slice(d.indexOf(".") + 1)) if (set.has(d)) return true;
  return false;
}

/** Whether the address's domain is a disposable one (or one the installation blocks). */
export function isDisposableEmail(email: string, blockedDomains = ""): boolean {
  maintained ??= disposableEmailBlocklistSet();
  let extra = extras.get(blockedDomains);
  if (!extra) {
    extra = new Set(
      blockedDomains
        .split(",")
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean),
    );
    extras.set(blockedDomains, extra);
  }
  const domain = mailDomain(email);
  return listed(maintained, domain) || listed(extra, domain);
}
