// One mailbox, one account (docs/decisions/0181): the key an e-mail address is known by at
// sign-up, so that `ringboss+1@gmail.com`, `ring.boss@googlemail.com` and `ringboss@gmail.com`
// — one inbox — cannot open three accounts. The address itself is kept as the member typed it.
//
// - Everything is compared in lower case.
// - A `+tag` after the name is dropped for every domain: it is how Gmail, Outlook, iCloud,
//   Proton, Fastmail and most mail servers deliver to the same inbox; a mailbox whose real
//   name contains "+" is rare enough to share the rule.
// - Dots in the name are dropped where the provider ignores them (Gmail).
// - A provider's other domain for the same inboxes is folded into one (googlemail.com →
//   gmail.com, hanmail.net → daum.net).

const DOMAIN_ALIASES: Record<string, string> = {
  "googlemail.com": "gmail.com",
  "hanmail.net": "daum.net",
};

/** Providers that ignore dots in the mailbox name. */
const DOTLESS_DOMAINS = new Set(["gmail.com"]);

/** The mailbox an address delivers to, or null for something that is not an address. */
export function mailboxKey(email: string): string | null {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf("@");
  if (at <= 0 || at === value.length - 1) return null;
  let local = value.slice(0, at);
  let domain = value.slice(at + 1).replace(/\.$/, "");
  domain = DOMAIN_ALIASES[domain] ?? domain;
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) local = local.replace(/\./g, "");
  if (!local) return null;
  return `${local}@${domain}`;
}

/**
 * A numbered family of mailboxes (ringboss1@, ringboss27@ … on one domain) reads as one
 * pattern: the name without its digits. Null for names without digits or too short to mean
 * anything (kim1 and kim2 are different people).
 */
export function mailboxPattern(email: string): string | null {
  const key = mailboxKey(email);
  if (!key) return null;
  const [local, domain] = key.split("@") as [string, string];
  if (!/\d/.test(local)) return null;
  const stem = local.replace(/\d+/g, "#");
  return stem.replace(/#/g, "").length >= 5 ? `${stem}@${domain}` : null;
}

/** The address's domain, lower case. */
export function mailDomain(email: string): string {
  const value = email.trim().toLowerCase();
  return value.slice(value.lastIndexOf("@") + 1);
}
