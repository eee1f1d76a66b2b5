// The AI briefing modal (modalAutoDocsToPost, docs/product/ai.md §6): one document chosen (or
// dropped), checked by the shared rule (core/files checkBriefingFile: type, then ≤ 20 MB), sent
// with its progress; the answer's message stays 3 seconds, then the modal resets, closes and
// the page reloads its data. The server checks the file again by its content.
import { useEffect, useRef, useState, type DragEvent } from "react";
import { AI_BRIEFING_RESET_MS } from "../../../core/ai";
import { DOC_MSG, formatFileSize } from "../../../core/documents";
import { BRIEFING_EXTENSIONS, checkBriefingFile } from "../../../core/files";
import { MSG } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import type { useUi } from "../../components/ui/ui-provider";
import { upload, type UploadCall } from "../../lib/api-transfer";
import { useT, type Showable } from "../../lib/i18n";
import { BRIEFING_TEXT } from "./text";
import "../../styles/ai-briefing.css";

type Phase = "idle" | "sending" | "done" | "failed";

/** Statuses whose message says what to fix (the file, the day's allowance); anything else is the general failure. */
const TELLING = new Set([400, 413, 415, 422, 429]);

function BriefingForm({ close, reload }: { close: () => void; reload: () => void }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<Showable | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);
  const [message, setMessage] = useState<Showable | null>(null);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const call = useRef<UploadCall<unknown> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      call.current?.cancel();
    },
    [],
  );

  const choose = (files: FileList | null) => {
    if (!files || files.length === 0 || phase !== "idle") return;
    if (files.length > 1) {
      setFile(null);
      setProblem(DOC_MSG.oneFile);
      return;
    }
    const picked = files[0]!;
    const check = checkBriefingFile({ name: picked.name, size: picked.size });
    setFile(check.ok ? picked : null);
    setProblem(check.ok ? null : check.message);
    if (input.current) input.current.value = "";
  };

  const submit = async () => {
    if (!file || phase !== "idle") return;
    setPhase("sending");
    setProgress(0);
    const form = new FormData();
    form.set("document", file, file.name);
    call.current = upload(
      "POST /api/ai/content/document",
      { body: form },
      {
        onProgress: (loaded, total) => setProgress(Math.min(100, Math.round((loaded / total) * 100))),
        failure: MSG.briefingError,
      },
    );
    const result = await call.current.promise;
    call.current = null;
    if (result.ok) {
      setPhase("done");
      setMessage(MSG.briefingStarted);
    } else {
      setPhase("failed");
      setMessage(TELLING.has(result.status) ? result.message : MSG.briefingError);
    }
    timer.current = window.setTimeout(() => {
      setFile(null);
      setPhase("idle");
      setMessage(null);
      setProgress(0);
      close();
      reload();
    }, AI_BRIEFING_RESET_MS);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    choose(event.dataTransfer.files);
  };

  const loading = phase === "sending";
  return (
    <div className="briefing-form">
      <p className="briefing-intro">{t(BRIEFING_TEXT.intro)}</p>
      <div
        className={over ? "briefing-drop is-over" : "briefing-drop"}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <strong>{t(BRIEFING_TEXT.drop)}</strong>
        <span className="hint">{t(BRIEFING_TEXT.rules)}</span>
        <Button variant="blue-outline" size="sm" disabled={phase !== "idle"} onClick={() => input.current?.click()}>
          {t(BRIEFING_TEXT.choose)}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          name="document"
          accept={BRIEFING_EXTENSIONS.map((e) => `.${e}`).join(",")}
          onChange={(e) => choose(e.target.files)}
        />
      </div>
      {file ? (
        <div className="briefing-file">
          <span className="name">{file.name}</span>
          <span className="size">{formatFileSize(file.size)}</span>
          {phase === "idle" ? (
            <button type="button" className="briefing-remove" onClick={() => setFile(null)}>
              {t(BRIEFING_TEXT.remove)}
            </button>
          ) : null}
        </div>
      ) : null}
      {problem ? (
        <p className="briefing-problem" role="alert">
          {t(problem)}
        </p>
      ) : null}
      {message ? (
        <p className={phase === "done" ? "briefing-message is-done" : "briefing-message is-failed"} role="status">
          {t(message)}
        </p>
      ) : null}
      <div className="briefing-actions">
        <Button variant="white" onClick={close} disabled={loading}>
          {t(BRIEFING_TEXT.close)}
        </Button>
        <Button
          variant="blue"
          disabled={!file || phase !== "idle"}
          pending={loading}
          pendingLabel={t(BRIEFING_TEXT.submitting, { progress })}
          onClick={() => void submit()}
        >
          {t(BRIEFING_TEXT.submit)}
        </Button>
      </div>
    </div>
  );
}

export function openBriefingModal(ui: ReturnType<typeof useUi>, options: { reload: () => void }): void {
  ui.openModal({
    id: "modalAutoDocsToPost",
    title: BRIEFING_TEXT.title,
    size: "large",
    body: <BriefingForm close={() => ui.closeModal()} reload={options.reload} />,
    buttons: [],
  });
}
