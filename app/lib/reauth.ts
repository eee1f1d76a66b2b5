// The re-check before acts on money or the account (decision 0212): when the server answers
// REAUTH_REQUIRED, the page asks the member for a code (features/two-factor/reauth-host.tsx
// registers how) and the act is sent again once. Kept apart from React so api.ts can use it.

type ReauthHandler = () => Promise<boolean>;
let handler: ReauthHandler | null = null;

/** The page's way of asking (one at a time: a second ask while one is open waits for the same answer). */
export function setReauthHandler(next: ReauthHandler | null): void {
  handler = next;
}

let pending: Promise<boolean> | null = null;

/** Asks the member to prove it is them; true once the server took their code. */
export function requestReauth(): Promise<boolean> {
  if (!handler) return Promise.resolve(false);
  pending ??= handler().finally(() => {
    pending = null;
  });
  return pending;
}
