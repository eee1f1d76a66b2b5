// One write of an operators' page (/admin/exhibits, /admin/quiz): the page's action with an
// `intent`, its pending state, a toast when it succeeded and the refusal when it did not.
import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { Text } from "../../../core/i18n";
import { useUi } from "../../components/ui/ui-provider";
import type { Showable } from "../../lib/i18n";

type Answer<T> = { ok: true; data: T } | { ok: false; message: Showable };

export function useAdminWrite<T>(done: Text, onDone?: (data: T) => void) {
  const ui = useUi();
  const fetcher = useFetcher<Answer<T>>();
  useEffect(() => {
    if (!fetcher.data || fetcher.state !== "idle") return;
    if (fetcher.data.ok) {
      ui.toast(done, "blue");
      onDone?.(fetcher.data.data);
    }
  }, [fetcher.data, fetcher.state]); // eslint-disable-line react-hooks/exhaustive-deps
  const send = (intent: string, input: Record<string, unknown>) =>
    void fetcher.submit({ intent, ...input } as never, { method: "post", encType: "application/json" });
  const refusal = fetcher.data && !fetcher.data.ok && fetcher.state === "idle" ? fetcher.data.message : null;
  return { send, pending: fetcher.state !== "idle", refusal };
}

/** A datetime-local value (the browser's time zone) as an ISO instant, or null when empty. */
export function instant(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO instant as a datetime-local value in the browser's time zone. */
export function localInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
