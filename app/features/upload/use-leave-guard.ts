// The leave guard of the writing page (docs/product/writing.md): leaving with unsaved changes asks first —
// within the site through the router's blocker and modalDraftLeave, closing or reloading the
// tab through the browser's own question.
import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { WRITING_MSG } from "../../../core/writing";
import { useUi } from "../../components/ui/ui-provider";
import type { Autosave } from "./autosave";
import { clearLocalCopy } from "./autosave";
import { UPLOAD } from "./text";

export interface LeaveGuardOptions {
  mode: "upload" | "edit";
  /** Something would be lost by leaving now. */
  unsaved: boolean;
  autosave: Autosave;
  storageKey: string;
  /** Where the writer goes back to when they stay. */
  focusEditor(): void;
}

/** Returns `allowLeave()`: the page is left on purpose (published), nothing to ask. */
export function useLeaveGuard({ mode, unsaved, autosave, storageKey, focusEditor }: LeaveGuardOptions): () => void {
  const ui = useUi();
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && unsaved && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  /** A button of the leave modal was chosen (closing the modal must not cancel that choice). */
  const leaveChosen = useRef(false);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    leaveChosen.current = false;
    const choose = (action: () => void) => () => {
      leaveChosen.current = true;
      action();
    };
    const proceed = () => {
      leaving.current = true;
      autosave.stop();
      blocker.proceed();
    };
    const stay = () => {
      blocker.reset();
      window.setTimeout(focusEditor, 0);
    };
    if (mode === "edit") {
      ui.openModal({
        id: "modalDraftLeave",
        title: UPLOAD.leaveEditTitle,
        body: UPLOAD.leaveEditBody,
        buttons: [
          { label: UPLOAD.leave, style: "white", onClick: choose(proceed) },
          { label: UPLOAD.keepEditing, style: "blue", onClick: choose(stay) },
        ],
      });
      return;
    }
    ui.openModal({
      id: "modalDraftLeave",
      title: UPLOAD.leaveTitle,
      body: UPLOAD.leaveBody,
      footer: "topBottomAlign",
      buttons: [
        {
          label: UPLOAD.saveAndLeave,
          style: "blue",
          onClick: choose(() => {
            void autosave.saveNow().then((ok) => {
              if (ok) proceed();
              else {
                blocker.reset();
                ui.toast(WRITING_MSG.draftSaveError);
              }
            });
          }),
        },
        {
          label: UPLOAD.leaveWithoutSaving,
          style: "white",
          onClick: choose(() => {
            clearLocalCopy(storageKey);
            proceed();
          }),
        },
        { label: UPLOAD.keepWriting, style: "white", onClick: choose(stay) },
      ],
    });
  }, [blocker.state]); // eslint-disable-line react-hooks/exhaustive-deps
  // Closed with Escape or the backdrop: stay on the page.
  useEffect(() => {
    if (blocker.state === "blocked" && ui.openModalId !== "modalDraftLeave" && !leaveChosen.current) blocker.reset();
  }, [ui.openModalId]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [unsaved]);

  return useCallback(() => {
    leaving.current = true;
  }, []);
}
