// What the social sign-in flows hand to pages and API clients (docs/product/accounts.md three outcomes).
import type { ProviderChannel, SocialChannel } from "../../../core/social";

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
  channel: ProviderChannel | null;
  /** The flow runs on the phone face (/m): same-window navigation. */
  mobile: boolean;
  /** The flow runs in a desktop popup that reports to its opener. */
  popup: boolean;
  /** Where the browser goes next. */
  to: string;
}

export type SocialResult =
  | (FlowFacts & { kind: "signedIn"; userName: string })
  /** The member has two-step sign-in: the browser goes on to the code (the ticket is a cookie). */
  | (FlowFacts & { kind: "secondStep" })
  | (FlowFacts & { kind: "signup"; signup: SocialSignupHandoff })
  | (FlowFacts & { kind: "otherChannel"; message: string })
  /** A signed-in member linked this provider (or verified with World ID); `message` says so. */
  | (FlowFacts & { kind: "linked"; message: string })
  | (FlowFacts & { kind: "error"; message: string; errorId: string; status: number });

/** One linked sign-in method (docs/product/accounts.md §10). */
export interface UserConnection {
  snsType: ProviderChannel;
  /** The e-mail the provider reported; null for World ID. */
  email: string | null;
  /** World ID's verification level (orb, device…), when its ID token carried one. */
  level: string | null;
  linkedAt: string;
  lastLoginAt: string | null;
  /** The provider the member joined with (it stays linked). */
  joinMethod: boolean;
}

/** A member's sign-in methods as /mypage/account and GET /api/user/userConnect show them. */
export interface UserConnections {
  methods: UserConnection[];
  hasPassword: boolean;
  joinChannel: "A" | SocialChannel;
  /** The providers configured here, which the member may link. */
  available: ProviderChannel[];
  /** The World ID mark (docs/product/accounts.md §9), or null. */
  worldId: { level: string | null; verifiedAt: string } | null;
}

/** Where the browser goes to link a provider (the provider's sign-in page). */
export interface ConnectStart {
  location: string;
}
