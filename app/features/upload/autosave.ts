// Autosave of the writing page (docs/product/writing.md drafts). Two copies, so a crash of the browser or of
// the server loses at most the last moments of typing:
// - a local copy in localStorage, written on every change (never mid-composition);
// - the server draft (POST /api/draft), saved 1 s after the last change and at most 1.5 s
//   after the first unsaved one, so steady typing is saved too; and once more when the page
//   is hidden or left (fetch keepalive).
// One request at a time: changes made while a save is running are saved right after it, so
// a new draft is never created twice.
import { useCallback, useEffect, useRef, useState } from "react";
import { AUTOSAVE_DEBOUNCE_MS, AUTOSAVE_MAX_WAIT_MS, isDraftEmpty, WRITING_MSG } from "../../../core/writing";
import type { DraftInput } from "../../../server/modules/drafts/types";
import { api } from "../../lib/api";
import type { Showable } from "../../lib/i18n";
import { sameSnapshot, type Snapshot } from "./form-state";

/** What is kept in localStorage. */
export interface LocalCopy {
  v: 1;
  savedAt: string;
  draftNo: number | null;
  snapshot: Snapshot;
  /** The server holds exactly this snapshot. */
  synced: boolean;
}

export function readLocalCopy(key: string): LocalCopy | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as LocalCopy;
    if (parsed?.v !== 1 || !parsed.snapshot || typeof parsed.snapshot.webEditorContent !== "string") return null;
    return parsed;
  } catch {
    return null;
  }
}

export function writeLocalCopy(key: string, copy: Omit<LocalCopy, "v" | "savedAt">): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ v: 1, savedAt: new Date().toISOString(), ...copy }));
  } catch {
    // Storage full or disabled (private mode): the server copy still protects the text.
  }
}

export function clearLocalCopy(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

export function payloadOf(snapshot: Snapshot, draftNo: number | null, boardNo?: number): DraftInput {
  return {
    // An edit of a published post is kept by its post's number (one per post), not as a draft.
    ...(boardNo !== undefined ? { boardNo } : draftNo !== null ? { draftNo } : {}),
    topic: snapshot.topic,
    title: snapshot.subject,
    content: snapshot.webEditorContent,
    tags: snapshot.tags,
    thumbnailPath: snapshot.thumb,
  };
}

/** Browsers cap keepalive bodies at 64 KiB; larger ones go as a normal request. */
const KEEPALIVE_MAX_BYTES = 60_000;
const RETRY_AFTER_ERROR_MS = 5_000;

type SendResult = "ok" | "gone" | "error";

export interface AutosaveOptions {
  /** Saved on the server too (a new post's draft, or a published post's edit in progress). */
  server: boolean;
  /** Edit mode: the published post whose edit in progress this is. */
  boardNo?: number | undefined;
  storageKey: string;
  snapshot: Snapshot;
  draftNo: number | null;
  saved: Snapshot | null;
  isComposing(): boolean;
  onSaved(draftNo: number, snapshot: Snapshot): void;
  onDraftGone(): void;
}

export interface Autosave {
  /** The server lacks the latest changes (what the leave guard asks about). */
  dirty: boolean;
  saving: boolean;
  error: Showable | null;
  /** Saves now and resolves true when the server holds the current text. */
  saveNow(): Promise<boolean>;
  /** Stop saving (while publishing, after leaving). */
  stop(): void;
  /** Start again (publishing failed). */
  resume(): void;
}

export function useAutosave(options: AutosaveOptions): Autosave {
  const opts = useRef(options);
  opts.current = options;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<Showable | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const firstDirtyAt = useRef<number | null>(null);
  /** When the latest save took its snapshot: anything typed after it is unsaved since then. */
  const lastSnapshotAt = useRef(0);
  const inFlight = useRef<Promise<SendResult> | null>(null);
  const stopped = useRef(false);
  // The draft number and saved snapshot as the server knows them: updated by a save before
  // React re-renders, and following the form whenever the form itself changes them (a draft
  // loaded, the form reset).
  const draftNoRef = useRef<number | null>(options.draftNo);
  const savedRef = useRef<Snapshot | null>(options.saved);
  const seen = useRef({ draftNo: options.draftNo, saved: options.saved });
  if (seen.current.draftNo !== options.draftNo) draftNoRef.current = options.draftNo;
  if (seen.current.saved !== options.saved) savedRef.current = options.saved;
  seen.current = { draftNo: options.draftNo, saved: options.saved };

  const dirty = options.server
    ? !sameSnapshot(options.snapshot, options.saved) && !(options.saved === null && isDraftEmpty(asDraft(options.snapshot)))
    : !sameSnapshot(options.snapshot, options.saved);

  const send = useCallback(async (keepalive: boolean): Promise<SendResult> => {
    if (stopped.current || !opts.current.server) return "error";
    if (inFlight.current) {
      // One at a time: wait for the running save, then see whether anything is left.
      await inFlight.current;
      return send(keepalive);
    }
    const snapshot = opts.current.snapshot;
    const draftNo = draftNoRef.current;
    if (sameSnapshot(snapshot, savedRef.current)) return "ok";
    if (draftNo === null && isDraftEmpty(asDraft(snapshot))) return "ok";
    const payload = payloadOf(snapshot, draftNo, opts.current.boardNo);
    const body = JSON.stringify(payload);
    lastSnapshotAt.current = Date.now();
    const run = (async () => {
      setSaving(true);
      try {
        const result = await api("POST /api/draft", { body: payload }, { keepalive: keepalive && body.length < KEEPALIVE_MAX_BYTES });
        if (!result.ok) {
          if (result.errorId === "DRAFT_NOT_FOUND") {
            // Deleted elsewhere (another tab): keep the text as a new draft.
            draftNoRef.current = null;
            savedRef.current = null;
            opts.current.onDraftGone();
            return "gone";
          }
          setError(result.errorId === "DRAFT_LIMIT" ? result.message : WRITING_MSG.draftSaveError);
          return "error";
        }
        draftNoRef.current = result.data.draftNo;
        savedRef.current = snapshot;
        setError(null);
        opts.current.onSaved(result.data.draftNo, snapshot);
        if (sameSnapshot(opts.current.snapshot, snapshot)) {
          firstDirtyAt.current = null;
          writeLocalCopy(opts.current.storageKey, { draftNo: result.data.draftNo, snapshot, synced: true });
        }
        return "ok";
      } catch {
        setError(WRITING_MSG.draftSaveError);
        return "error";
      } finally {
        setSaving(false);
      }
    })();
    inFlight.current = run;
    const result = await run;
    inFlight.current = null;
    return result;
  }, []);

  const schedule = useCallback(
    (delay: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(
        function tick() {
          if (opts.current.isComposing()) {
            // Never in the middle of a syllable: try again shortly.
            timer.current = window.setTimeout(tick, 200);
            return;
          }
          void send(false).then((result) => {
            if (stopped.current || sameSnapshot(opts.current.snapshot, savedRef.current)) return;
            if (result === "ok") {
              // Typed on while the save ran: those changes are unsaved since the save took its
              // snapshot, so the maximum wait counts from then, not from the answer; a slow server
              // must not stretch the gap between the page and the server copy.
              firstDirtyAt.current = lastSnapshotAt.current;
              schedule(Math.min(AUTOSAVE_DEBOUNCE_MS, AUTOSAVE_MAX_WAIT_MS - (Date.now() - lastSnapshotAt.current)));
            } else schedule(result === "gone" ? 0 : RETRY_AFTER_ERROR_MS);
          });
        },
        Math.max(0, delay),
      );
    },
    [send],
  );

  // Every change: the local copy at once, the server copy debounced with a maximum wait.
  // Not on arrival: the page first offers back what an earlier visit left in the local copy.
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    if (stopped.current) return;
    const { snapshot, storageKey } = options;
    const empty = isDraftEmpty(asDraft(snapshot));
    if (!opts.current.isComposing()) {
      if (empty && draftNoRef.current === null) clearLocalCopy(storageKey);
      else writeLocalCopy(storageKey, { draftNo: draftNoRef.current, snapshot, synced: sameSnapshot(snapshot, savedRef.current) });
    }
    if (!options.server || !dirty) {
      firstDirtyAt.current = null;
      return;
    }
    const now = Date.now();
    firstDirtyAt.current ??= now;
    const waited = now - firstDirtyAt.current;
    schedule(Math.min(AUTOSAVE_DEBOUNCE_MS, AUTOSAVE_MAX_WAIT_MS - waited));
  }, [options.snapshot, options.storageKey, options.server, dirty, schedule]); // eslint-disable-line react-hooks/exhaustive-deps

  // Leaving or hiding the page: one more save that outlives the page.
  useEffect(() => {
    const flush = () => {
      if (stopped.current) return;
      const { snapshot, storageKey } = opts.current;
      writeLocalCopy(storageKey, { draftNo: draftNoRef.current, snapshot, synced: sameSnapshot(snapshot, savedRef.current) });
      if (opts.current.server && !inFlight.current) void send(true);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [send]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return {
    dirty,
    saving,
    error,
    saveNow: async () => {
      window.clearTimeout(timer.current);
      let result = await send(false);
      if (result === "gone") result = await send(false);
      return result === "ok" && sameSnapshot(opts.current.snapshot, savedRef.current);
    },
    stop: () => {
      stopped.current = true;
      window.clearTimeout(timer.current);
    },
    resume: () => {
      stopped.current = false;
      if (!sameSnapshot(opts.current.snapshot, savedRef.current)) schedule(AUTOSAVE_DEBOUNCE_MS);
    },
  };
}

function asDraft(s: Snapshot) {
  return { title: s.subject, content: s.webEditorContent, tags: s.tags, topic: s.topic, thumbnailPath: s.thumb };
}
