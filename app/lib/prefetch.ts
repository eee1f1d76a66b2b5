// The prefetch mode of internal links (core/prefetch.ts): "intent" (on hover or focus) once the
// page runs and the connection allows it, "none" before that and on 2g or with data saving on.
import { useEffect, useState } from "react";
import { prefetchAllowed, type ConnectionHints } from "../../core/prefetch";

export type PrefetchMode = "intent" | "none";

export function usePrefetch(): PrefetchMode {
  const [mode, setMode] = useState<PrefetchMode>("none");
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionHints & EventTarget }).connection;
    const decide = () => setMode(prefetchAllowed(connection) ? "intent" : "none");
    decide();
    connection?.addEventListener?.("change", decide);
    return () => connection?.removeEventListener?.("change", decide);
  }, []);
  return mode;
}
