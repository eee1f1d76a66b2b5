// What the social sign-in flows hand to pages and API clients (docs/product/accounts.md three outcomes).
import type { SocialChannel } from "../../../core/social";

/** The temporary social sign-up record as the browser keeps it (docs/product/accounts.md, "stored locally, encoded"). */
export interface SocialSignupHandoff {
  /** The sealed record (AES-256-GCM): the only part the server trusts when sign-up completes. */
  record: string;
  /** For display only: the fixed e-mail, the provider's name and the nickname suggested from it. */
  email: string;
  name: string;
  nickname: string;
  channel: SocialChannel;
  mobile: boolean;
  /** ISO time after which the server refuses the record. */
  expiresAt: string;
  /** Where to go once signed up (one of our own paths), or null for home. */
  redirect: string | null;
}

interface FlowFacts {
  channel: SocialChannel | null;
  /** The flow runs on the phone face (/m): same-window navigation. */
  mobile: boolean;
  /** The flow runs in a desktop popup that reports to its opener. */
  popup: boolean;
  /** Where the browser goes next. */
  to: string;
}

export type SocialResult =
  | (FlowFacts & { kind: "signedIn"; userName: string })
  | (FlowFacts & { kind: "signup"; signup: SocialSignupHandoff })
  | (FlowFacts & { kind: "otherChannel"; message: string })
  | (FlowFacts & { kind: "error"; message: string; errorId: string; status: number });
