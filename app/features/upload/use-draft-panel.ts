// The drafts of the writing page (docs/product/writing.md): the list (refreshed after saves and when the panel
// opens), loading one (the current text is saved first) and deleting some (never the current
// one).
import { useCallback, useState, type Dispatch } from "react";
import { both } from "../../../core/i18n";
import { MSG } from "../../../core/messages";
import { isDraftEmpty, WRITING_MSG } from "../../../core/writing";
import type { DraftList } from "../../../server/modules/drafts/types";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import type { Showable } from "../../lib/i18n";
import type { Action, Snapshot, UploadFormState } from "./form-state";
import { UPLOAD } from "./text";

export interface DraftPanelOptions {
  initial: DraftList;
  state: UploadFormState;
  dispatch: Dispatch<Action>;
  /** Saves the current text; true when the server holds it. */
  saveNow(): Promise<boolean>;
  showStatus(text: Showable): void;
}

export function useDraftPanel({ initial, state, dispatch, saveNow, showStatus }: DraftPanelOptions) {
  const ui = useUi();
  const [drafts, setDrafts] = useState<DraftList>(initial);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Showable | null>(null);

  const refresh = useCallback(async () => {
    const result = await api("GET /api/drafts");
    // Otherwise the list stays as it was; the next change refreshes it again.
    if (result.ok) setDrafts(result.data);
  }, []);

  const loadDraft = useCallback(
    async (draftNo: number) => {
      const result = await api("GET /api/draft", { query: { draftNo } }, { failure: UPLOAD.loadFailed });
      if (!result.ok) {
        ui.toast(result.message);
        void refresh();
        return false;
      }
      const d = result.data;
      const loaded: Snapshot = { subject: d.title, webEditorContent: d.content, topic: d.topic, tags: d.tags, thumb: d.thumbnailPath };
      const complete = drafts.list.find((x) => x.draftNo === draftNo)?.complete ?? false;
      dispatch({ type: "load", snapshot: loaded, draftNo: d.draftNo, saved: loaded, forceDone: complete });
      setOpen(false);
      return true;
    },
    [dispatch, drafts, refresh, ui],
  );

  /** A save went through: a new draft joins the list, an open list shows the new time. */
  const afterSave = (isNew: boolean) => {
    if (isNew || open) void refresh();
  };

  const openPanel = () => {
    setError(null);
    setOpen(true);
    void refresh();
  };
  const closePanel = () => {
    setOpen(false);
    // Focus goes back to the button that opened the list.
    window.setTimeout(() => document.querySelector<HTMLElement>("[data-testid=draft-list-button]")?.focus(), 0);
  };

  const requestLoad = (draftNo: number) => {
    if (draftNo === state.draftNo) return; // docs/product: the current draft cannot be loaded
    const empty = isDraftEmpty({ title: state.subject, content: state.webEditorContent, tags: state.tags, thumbnailPath: state.thumb });
    if (empty) {
      void loadDraft(draftNo);
      return;
    }
    ui.openModal({
      id: "modalDraftLoad",
      title: UPLOAD.loadTitle,
      body: UPLOAD.loadBody,
      size: "small",
      buttons: [
        { label: UPLOAD.cancel, style: "white" },
        {
          label: UPLOAD.load,
          style: "blue",
          onClick: () => {
            setBusy(true);
            void saveNow()
              .then((ok) => {
                if (!ok) {
                  setError(WRITING_MSG.draftSaveError);
                  return;
                }
                return loadDraft(draftNo);
              })
              .finally(() => setBusy(false));
          },
        },
      ],
    });
  };

  const requestDelete = (draftNos: number[]) => {
    const list = draftNos.filter((n) => n !== state.draftNo); // docs/product: the current draft cannot be deleted
    if (list.length === 0) return;
    ui.openModal({
      id: "modalDraftDelete",
      title: both(UPLOAD.deleteTitle, { n: list.length }),
      body: UPLOAD.deleteBody,
      size: "small",
      buttons: [
        { label: UPLOAD.cancel, style: "white" },
        {
          label: UPLOAD.delete,
          style: "red",
          onClick: () => {
            setBusy(true);
            setError(null);
            void api("DELETE /api/drafts", { body: { draftNoList: list } })
              .then(async (result) => {
                if (!result.ok) return setError(MSG.draftDeleteError);
                showStatus(MSG.draftDeleted);
                await refresh();
              })
              .finally(() => setBusy(false));
          },
        },
      ],
    });
  };

  return { drafts, open, busy, error, refresh, loadDraft, afterSave, openPanel, closePanel, requestLoad, requestDelete };
}
