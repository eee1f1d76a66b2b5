// On arrival the writing page offers back what was being written (docs/product draft modal type
// isFirst): edits this browser kept of the post, a text that was never saved to the server (the
// tab closed or crashed), or else the newest draft. Declining keeps the left-over text as a
// draft; nothing typed is thrown away.
import { useCallback, useEffect, useRef, type Dispatch } from "react";
import { DRAFT_UNTITLED, isDraftEmpty, WRITING_MSG } from "../../../core/writing";
import type { Draft, DraftList } from "../../../server/modules/drafts/types";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { useFormat, useT } from "../../lib/i18n";
import { clearLocalCopy, payloadOf, readLocalCopy, writeLocalCopy } from "./autosave";
import { sameSnapshot, type Action, type Snapshot } from "./form-state";
import { UPLOAD } from "./text";

export interface DraftOfferOptions {
  mode: "upload" | "edit";
  storageKey: string;
  /** The post as stored (edit mode). */
  original: Snapshot | null;
  /** Edit mode: the edit in progress the server kept (typed here or on another device). */
  editDraft?: Draft | null;
  /** The drafts as the page arrived with them. */
  drafts: DraftList;
  dispatch: Dispatch<Action>;
  loadDraft(draftNo: number): Promise<boolean>;
  refreshDrafts(): Promise<void>;
  /** A draft the address names (`?draft=`, the import report's links): opened instead of the offer. */
  requestedDraft?: number | null;
}

export function useDraftOffer({
  mode,
  storageKey,
  original,
  editDraft = null,
  drafts,
  dispatch,
  loadDraft,
  refreshDrafts,
  requestedDraft,
}: DraftOfferOptions) {
  const ui = useUi();
  const t = useT();
  const format = useFormat();
  const offered = useRef(false);
  /** Keeps the text an earlier visit left behind when the offer is declined or dismissed. */
  const leftover = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (ui.openModalId !== "modalDraftIsFirst") leftover.current?.();
  }, [ui.openModalId]);

  const offerBack = useCallback(() => {
    const local = readLocalCopy(storageKey);
    if (mode === "edit") {
      if (!original) return;
      // The newer of this browser's copy and the server's, when it differs from the post.
      const server: { snapshot: Snapshot; at: string } | null = editDraft
        ? {
            snapshot: {
              subject: editDraft.title,
              webEditorContent: editDraft.content,
              topic: editDraft.topic,
              tags: editDraft.tags,
              thumb: editDraft.thumbnailPath,
            },
            at: editDraft.draftDate,
          }
        : null;
      const candidates = [local ? { snapshot: local.snapshot, at: local.savedAt } : null, server].filter(
        (c): c is { snapshot: Snapshot; at: string } => c !== null && !sameSnapshot(c.snapshot, original),
      );
      const left = candidates.sort((a, b) => b.at.localeCompare(a.at))[0];
      const discard = () => {
        clearLocalCopy(storageKey);
        if (editDraft) void api("DELETE /api/drafts", { body: { draftNoList: [editDraft.draftNo] } });
      };
      if (!left) {
        // Nothing to offer: a copy equal to the post is of no use any more.
        if (editDraft) discard();
        return;
      }
      ui.openModal({
        id: "modalDraftIsFirst",
        title: UPLOAD.editLeftTitle,
        body: t(UPLOAD.editLeftBody, { ago: format.ago(left.at) }),
        buttons: [
          { label: UPLOAD.startOver, style: "white", onClick: discard },
          {
            label: UPLOAD.continueEdit,
            style: "blue",
            onClick: () => dispatch({ type: "load", snapshot: left.snapshot, draftNo: null, saved: original, forceDone: false }),
          },
        ],
      });
      return;
    }
    if (requestedDraft) {
      // A text left in this browser stays there and is offered on the next arrival.
      void loadDraft(requestedDraft);
      return;
    }
    const keptKey = `${storageKey}:kept`;
    const offerable = (c: typeof local) =>
      c &&
      !c.synced &&
      !isDraftEmpty({
        title: c.snapshot.subject,
        content: c.snapshot.webEditorContent,
        tags: c.snapshot.tags,
        thumbnailPath: c.snapshot.thumb,
      });
    const kept = readLocalCopy(keptKey);
    const sourceKey = offerable(local) ? storageKey : offerable(kept) ? keptKey : null;
    const leftoverCopy = sourceKey === storageKey ? local : kept;
    if (sourceKey && leftoverCopy) {
      const local = leftoverCopy;
      // Closing the question without an answer keeps the text the same way '새로 쓰기' does.
      leftover.current = () => {
        leftover.current = null;
        // Nothing is thrown away: the left-over text becomes a draft first.
        const save = async (draftNo: number | null): Promise<unknown> => {
          const result = await api("POST /api/draft", { body: payloadOf(local.snapshot, draftNo) });
          if (result.ok) return result.data;
          if (result.errorId === "DRAFT_NOT_FOUND" && draftNo !== null) return save(null);
          throw new Error(result.message);
        };
        void save(local.draftNo)
          .then(() => {
            clearLocalCopy(sourceKey);
            ui.toast(UPLOAD.leftoverKept);
            return refreshDrafts();
          })
          .catch(() => {
            // Offline: it stays in this browser (apart from the new text) and is offered next time.
            writeLocalCopy(keptKey, { draftNo: local.draftNo, snapshot: local.snapshot, synced: false });
            ui.toast(WRITING_MSG.draftSaveError);
          });
      };
      ui.openModal({
        id: "modalDraftIsFirst",
        title: UPLOAD.leftoverTitle,
        body: t(UPLOAD.leftoverBody, { title: local.snapshot.subject || t(DRAFT_UNTITLED) }),
        buttons: [
          { label: UPLOAD.writeNew, style: "white", onClick: () => leftover.current?.() },
          {
            label: UPLOAD.continueWriting,
            style: "blue",
            onClick: () => {
              leftover.current = null;
              if (sourceKey === keptKey) clearLocalCopy(keptKey);
              dispatch({ type: "load", snapshot: local.snapshot, draftNo: local.draftNo, saved: null, forceDone: false });
            },
          },
        ],
      });
      return;
    }
    const newest = drafts.list[0];
    if (newest) {
      ui.openModal({
        id: "modalDraftIsFirst",
        title: UPLOAD.draftTitle,
        body: t(UPLOAD.draftBody, { title: newest.title || t(DRAFT_UNTITLED), ago: format.ago(newest.draftDate) }),
        buttons: [
          { label: UPLOAD.writeNew, style: "white" },
          { label: UPLOAD.continueWriting, style: "blue", onClick: () => void loadDraft(newest.draftNo) },
        ],
      });
    }
  }, [dispatch, drafts, editDraft, format, loadDraft, mode, original, refreshDrafts, requestedDraft, storageKey, t, ui]);

  const offer = useRef(offerBack);
  offer.current = offerBack;
  useEffect(() => {
    if (offered.current) return;
    offered.current = true;
    // After this commit: the modal manager closes every modal when a page is entered.
    const timer = window.setTimeout(() => offer.current(), 0);
    return () => window.clearTimeout(timer);
  }, []);
}
