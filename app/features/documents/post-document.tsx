// The document part of a post page (/d/{permalink}, /m/d/…): while the conversion runs, a
// publishing state that checks back every few seconds and reloads the page data when it is
// done; for the owner of a failed conversion, the reason with retry and delete; once ready,
// the viewer. The post page loads this module (with the viewer) only for document posts.
import { T, useT } from "../../lib/i18n";
import { Button } from "../../components/ui/button";
import { useEffect, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { DOC_VIEW_MSG as DOC_MSG } from "../../../core/document-view";
import type { DocumentView } from "../../../server/modules/documents/types";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import DocumentViewer from "./document-viewer";
import { DOC_VIEWER_TEXT as DOCS } from "./viewer-text";
import "../../styles/documents.css";

const POLL_MS = 2000;

/** While processing: asks the server every 2 s and reloads the page data when it is done or has new pages. */
function usePublishingPoll(document: DocumentView): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (document.status !== "processing") return;
    let stopped = false;
    let timer = 0;
    const check = async () => {
      // Offline for a moment (status 0) or another refusal: try again.
      const result = await api("GET /api/documents/:boardNo", { params: { boardNo: document.boardNo } });
      if (stopped) return;
      // 404: another member's document failed; the page's own loader shows the right page.
      if (!result.ok && result.status === 404) return void revalidator.revalidate();
      if (result.ok && (result.data.status !== "processing" || result.data.pages.length !== document.pages.length)) {
        // The reloaded data starts the next round of checks.
        return void revalidator.revalidate();
      }
      if (!stopped) timer = window.setTimeout(() => void check(), POLL_MS);
    };
    timer = window.setTimeout(() => void check(), POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
    // revalidator changes identity on every state change; the poll only needs the document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [document.boardNo, document.status, document.pages.length]);
}

function PublishingState({ document }: { document: DocumentView }) {
  const t = useT();
  return (
    <div className="doc-state" role="status" aria-live="polite" data-testid="doc-publishing">
      <span className="doc-spinner" aria-hidden />
      <h2>{t(DOCS.publishingTitle)}</h2>
      <p>
        <T text={DOC_MSG.publishing} />
      </p>
      {document.pageCount > 0 ? <p style={{ marginTop: 6 }}>{t(DOCS.documentPages, { n: document.pageCount })}</p> : null}
    </div>
  );
}

/** Pages are appearing while the rest are drawn. */
function PublishingBanner({ document }: { document: DocumentView }) {
  const t = useT();
  const total = Math.max(document.pageCount, document.pages.length);
  return (
    <div className="doc-note doc-publishing-note" role="status" aria-live="polite" data-testid="doc-publishing">
      <span className="doc-spinner is-small" aria-hidden /> {t(DOCS.publishingSome, { total, shown: document.pages.length })}
    </div>
  );
}

function FailedState({ document, mobile }: { document: DocumentView; mobile: boolean }) {
  const ui = useUi();
  const t = useT();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const call = async (route: "POST /api/documents/:boardNo/retry" | "DELETE /api/documents/:boardNo") => {
    setBusy(true);
    const result = await api(route, { params: { boardNo: document.boardNo } }, { failure: DOC_MSG.generic });
    setBusy(false);
    if (result.ok) return true;
    ui.openModal({ id: "modalDocumentError", body: result.message, buttons: [{ label: DOCS.ok, style: "blue" }] });
    return false;
  };
  const retry = async () => {
    if (await call("POST /api/documents/:boardNo/retry")) void revalidator.revalidate();
  };
  const remove = () =>
    ui.openModal({
      id: mobile ? "modalDeleteMobile" : "modalDelete",
      title: DOCS.deleteTitle,
      body: DOCS.deleteBody,
      buttons: [
        { label: DOCS.cancel, style: "white" },
        {
          label: DOCS.remove,
          style: "red",
          onClick: () => {
            void call("DELETE /api/documents/:boardNo").then((done) => {
              if (done) {
                ui.toast(DOCS.deleted);
                void navigate(mobile ? "/m" : "/", { replace: true });
              }
            });
          },
        },
      ],
    });
  return (
    <div className="doc-state is-failed" role="alert" data-testid="doc-failed">
      <h2>
        <T text={DOC_MSG.failedTitle} />
      </h2>
      <p className="reason">
        <T text={document.failure?.reason ?? DOC_MSG.generic} />
      </p>
      <p style={{ marginTop: 8 }}>{t(DOCS.onlyMe)}</p>
      <div className="actions">
        <Button variant="blue" disabled={busy} onClick={() => void retry()}>
          {t(DOCS.retry)}
        </Button>
        <Button variant="red" disabled={busy} onClick={remove}>
          {t(DOCS.remove)}
        </Button>
      </div>
    </div>
  );
}

export interface PostDocumentProps {
  document: DocumentView;
  mobile: boolean;
  signedIn: boolean;
}

export function PostDocument({ document, mobile, signedIn }: PostDocumentProps) {
  usePublishingPoll(document);
  const navigate = useNavigate();
  const ui = useUi();
  if (document.status === "processing" && document.pages.length === 0) return <PublishingState document={document} />;
  if (document.status === "failed") return <FailedState document={document} mobile={mobile} />;
  const askLogin = () => {
    const here = window.location.pathname + window.location.search;
    ui.openModal({
      id: mobile ? "modalSuggestMypage" : "modalLoginRequired",
      body: DOC_MSG.downloadLogin,
      footer: mobile ? "topBottomAlign" : "leftRightAlign",
      buttons: [
        {
          label: DOCS.signIn,
          style: "blue",
          onClick: () => void navigate(`${mobile ? "/m" : ""}/login?redirect=${encodeURIComponent(here)}`),
        },
        { label: DOCS.close, style: "white" },
      ],
    });
  };
  return (
    <>
      {document.status === "processing" ? <PublishingBanner document={document} /> : null}
      <DocumentViewer document={document} mobile={mobile} signedIn={signedIn} onLoginRequired={askLogin} />
    </>
  );
}
