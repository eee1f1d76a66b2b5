// What the browser keeps around sign-in (sessionStorage, this tab only): the address to
// return to after signing in, the "just signed up" mark, the update-terms flag and the
// office-suite upload id (docs/product/accounts.md "stored" values). Logging out clears them, and every key
// a feature keeps per member: such keys start with "nt.user." in either storage.
import { SAVED_CACHE } from "../../../core/offline";

const PREFIX = "nt.";
const KEYS = {
  redirect: "nt.signin.redirect",
  newSignUp: "nt.signin.newSignUp",
  updateTerms: "nt.signin.updateTerms",
  pouid: "nt.signin.pouid",
} as const;

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked (private mode, policies): sign-in still works, without the extras
  }
}

function local(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function set(key: string, value: string | null): void {
  const store = session();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // quota or policy: nothing to keep
  }
}

/** Remembers where to go after signing in (a same-site path; checked again when used). */
export function saveRedirect(path: string): void {
  set(KEYS.redirect, path);
}

export function markNewSignUp(): void {
  set(KEYS.newSignUp, "1");
}

export function markUpdateTerms(on: boolean): void {
  set(KEYS.updateTerms, on ? "1" : null);
}

export function savePouid(pouid: string): void {
  set(KEYS.pouid, pouid);
}

export interface SignInState {
  redirect: string | null;
  newSignUp: boolean;
  updateTerms: boolean;
  pouid: string | null;
}

export function readSignInState(): SignInState {
  const store = session();
  return {
    redirect: store?.getItem(KEYS.redirect) ?? null,
    newSignUp: store?.getItem(KEYS.newSignUp) === "1",
    updateTerms: store?.getItem(KEYS.updateTerms) === "1",
    pouid: store?.getItem(KEYS.pouid) ?? null,
  };
}

/** After a sign-in has been routed: the one-time values are spent. */
export function clearSignInState(): void {
  set(KEYS.redirect, null);
  set(KEYS.newSignUp, null);
  set(KEYS.pouid, null);
}

function removeMatching(store: Storage | null, match: (key: string) => boolean): void {
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key && match(key)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // nothing to clear
  }
}

/** docs/product/accounts.md logout: no member state stays behind in this browser. */
export function clearClientState(): void {
  removeMatching(session(), (key) => key.startsWith(PREFIX));
  removeMatching(local(), (key) => key.startsWith(`${PREFIX}user.`));
  void clearOfflineCopies();
}

/**
 * The posts the member saved for offline reading (and their list) are theirs: they go when
 * they sign out (decision 0220). Resolves once the copies are gone, or at once without caches.
 */
export function clearOfflineCopies(): Promise<unknown> {
  try {
    return typeof caches === "undefined" ? Promise.resolve() : caches.delete(SAVED_CACHE).catch(() => undefined);
  } catch {
    return Promise.resolve();
  }
}
