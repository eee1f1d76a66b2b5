// The draft status line of the writing page (docs/product/writing.md): a message shown for a moment
// (저장 완료, 삭제 완료), and when the server last took the text.
import { useCallback, useEffect, useRef, useState, type Dispatch } from "react";
import { DRAFT_STATUS_CLEAR_MS } from "../../../core/writing";
import type { Showable } from "../../lib/i18n";
import type { Action } from "./form-state";

export function useSaveStatus(dispatch: Dispatch<Action>) {
  const [flash, setFlash] = useState<Showable | null>(null);
  /** When the server last took the text: shown lasting beside the 1-second status (velog-like). */
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const flashTimer = useRef<number | undefined>(undefined);

  const showStatus = useCallback(
    (text: Showable) => {
      setFlash(text);
      window.clearTimeout(flashTimer.current);
      flashTimer.current = window.setTimeout(() => {
        setFlash(null);
        dispatch({ type: "saveStatus", value: false });
      }, DRAFT_STATUS_CLEAR_MS);
    },
    [dispatch],
  );
  useEffect(() => () => window.clearTimeout(flashTimer.current), []);

  const markSaved = useCallback(() => setSavedAt(new Date()), []);
  return { flash, savedAt, showStatus, markSaved };
}
