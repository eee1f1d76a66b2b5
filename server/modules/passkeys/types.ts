// What the passkeys service hands to the account page and API clients.
export interface PasskeySummary {
  passkeyId: number;
  /** The member's name for it. */
  name: string;
  /** Synced across the member's devices (a password manager's passkey). */
  backedUp: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}
