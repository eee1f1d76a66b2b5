// Link prefetching (docs/product/platform.md §6.4): skipped on 2g connections and when the
// browser asks to save data. Browsers without the Network Information API prefetch.

/** What the browser's `navigator.connection` tells, when it tells anything. */
export interface ConnectionHints {
  effectiveType?: string | undefined;
  saveData?: boolean | undefined;
}

export function prefetchAllowed(connection: ConnectionHints | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}
