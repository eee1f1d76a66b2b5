// /mypage/account: 글 가져오기 (docs/product/import.md). The member picks a file written
// elsewhere (our export zip, a WordPress/Tistory WXR file, a Medium export), follows the upload
// and the job, then reads the report: every post that became a draft, with a link that opens it
// in the writing page, and every post left out with its reason. Nothing is published here. The
// server decides what the file is by its content; its refusals are shown as they are.
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { texts } from "../../../core/i18n";
import { IMPORT_LIMITS } from "../../../core/import";
import type { ImportState } from "../../../server/modules/imports/types";
import { Button } from "../../components/ui/button";
import { api } from "../../lib/api";
import { upload } from "../../lib/api-transfer";
import { useLinkTo } from "../../lib/device";
import { useFormat, useT } from "../../lib/i18n";

const IMPORT_TEXT = texts({
  heading: { ko: "글 가져오기", en: "Import posts" },
  lead: {
    ko: "다른 곳에 쓴 글을 임시저장 글로 가져와요. 나눔터 내보내기 zip(Markdown), 워드프레스·티스토리 등의 WXR XML, Medium 내보내기 zip을 올릴 수 있어요. 이미지·작성일·태그를 함께 가져오고, 발행은 직접 확인한 뒤에 해요.",
    en: "Bring posts written elsewhere in as drafts: a Nanumteo export zip (Markdown), a WXR XML file from WordPress and the blogs that write it, or a Medium export zip. Images, dates and tags come along; you publish each one yourself.",
  },
  limits: {
    ko: `파일 하나 100MB까지, 한 번에 글 ${IMPORT_LIMITS.maxPosts.toLocaleString("ko-KR")}개까지, 하루 ${IMPORT_LIMITS.perDay}번까지.`,
    en: `One file up to 100 MB, up to ${IMPORT_LIMITS.maxPosts.toLocaleString("en-US")} posts at a time, ${IMPORT_LIMITS.perDay} times a day.`,
  },
  choose: { ko: "가져올 파일", en: "File to import" },
  start: { ko: "가져오기", en: "Import" },
  sending: { ko: "파일을 올리고 있어요… {progress}%", en: "Uploading… {progress}%" },
  queued: { ko: "곧 가져오기를 시작해요.", en: "Starting shortly." },
  running: { ko: "글을 가져오고 있어요… {progress}%", en: "Importing… {progress}%" },
  done: {
    ko: "{file}: 글 {imported}개를 임시저장 글로 가져왔어요. 건너뛴 글 {skipped}개.",
    en: "{file}: {imported} post(s) imported as drafts, {skipped} left out.",
  },
  failed: { ko: "가져오지 못했어요: {reason}", en: "The import failed: {reason}" },
  importedHeading: { ko: "가져온 글", en: "Imported" },
  skippedHeading: { ko: "건너뛴 글", en: "Left out" },
  open: { ko: "임시저장 글 열기", en: "Open the draft" },
  written: { ko: "{date}에 쓴 글", en: "written {date}" },
  noDate: { ko: "작성일 없음", en: "no date" },
  images: { ko: "이미지 {n}개", en: "images: {n}" },
  untitled: { ko: "(제목 없음)", en: "(untitled)" },
  formats: { ko: "형식: {format}", en: "Format: {format}" },
});

const FORMAT_NAMES = { markdown: "Markdown", wxr: "WordPress WXR", medium: "Medium" } as const;

export function ImportSection() {
  const t = useT();
  const format = useFormat();
  const linkTo = useLinkTo();
  const [state, setState] = useState<ImportState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    const res = await api("GET /api/user/import");
    if (res.ok) setState(res.data);
    else setError(res.message);
  }, []);
  useEffect(() => void load(), [load]);

  // While the job works, the section follows along.
  const working = state?.status === "queued" || state?.status === "running";
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => void load(), 1500);
    return () => clearInterval(timer);
  }, [working, load]);

  const start = async () => {
    if (!file) return;
    setError(null);
    setSending(0);
    const form = new FormData();
    form.set("file", file, file.name);
    const call = upload(
      "POST /api/user/import",
      { body: form },
      {
        onProgress: (loaded, total) => setSending(Math.min(100, Math.round((loaded / total) * 100))),
      },
    );
    const res = await call.promise;
    setSending(null);
    if (res.ok) {
      setState(res.data);
      setFile(null);
      if (input.current) input.current.value = "";
    } else setError(res.message);
  };

  return (
    <section className="settings-card import-section" aria-labelledby="import-section">
      <h2 id="import-section">{t(IMPORT_TEXT.heading)}</h2>
      <p className="field-hint">{t(IMPORT_TEXT.lead)}</p>
      <p className="field-hint">{t(IMPORT_TEXT.limits)}</p>
      {working || sending !== null ? null : (
        <div className="import-pick">
          <label htmlFor="import-file">{t(IMPORT_TEXT.choose)}</label>
          <input
            id="import-file"
            ref={input}
            type="file"
            accept=".zip,.xml,application/zip,application/xml,text/xml"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError(null);
            }}
          />
          <Button variant="blue-outline" disabled={!file} onClick={() => void start()}>
            {t(IMPORT_TEXT.start)}
          </Button>
        </div>
      )}
      <div className="import-state" role="status" aria-live="polite">
        {sending !== null ? (
          <>
            <p>{t(IMPORT_TEXT.sending, { progress: sending })}</p>
            <progress max={100} value={sending} aria-label={t(IMPORT_TEXT.heading)} />
          </>
        ) : null}
        {state?.status === "queued" ? <p>{t(IMPORT_TEXT.queued)}</p> : null}
        {state?.status === "running" ? (
          <>
            <p>{t(IMPORT_TEXT.running, { progress: state.progress })}</p>
            <progress max={100} value={state.progress} aria-label={t(IMPORT_TEXT.heading)} />
          </>
        ) : null}
        {state?.status === "failed" ? <p className="field-msg error">{t(IMPORT_TEXT.failed, { reason: state.error ?? "" })}</p> : null}
        {state?.status === "done" ? (
          <p>
            {t(IMPORT_TEXT.done, {
              file: state.fileName ?? "",
              imported: format.count(state.imported.length),
              skipped: format.count(state.skipped.length),
            })}{" "}
            {state.format ? <span className="import-format">{t(IMPORT_TEXT.formats, { format: FORMAT_NAMES[state.format] })}</span> : null}
          </p>
        ) : null}
        {error ? <p className="field-msg error">{error}</p> : null}
      </div>
      {state?.status === "done" && state.imported.length ? (
        <>
          <h3>{t(IMPORT_TEXT.importedHeading)}</h3>
          <ul className="import-report">
            {state.imported.map((post) => (
              <li key={post.draftNo}>
                <Link
                  className="text-link"
                  to={linkTo(`/upload?draft=${post.draftNo}`)}
                  aria-label={`${t(IMPORT_TEXT.open)}: ${post.title || t(IMPORT_TEXT.untitled)}`}
                >
                  {post.title || t(IMPORT_TEXT.untitled)}
                </Link>
                <span className="import-meta">
                  {post.date ? t(IMPORT_TEXT.written, { date: format.date(post.date) }) : t(IMPORT_TEXT.noDate)}
                  {post.images ? ` · ${t(IMPORT_TEXT.images, { n: post.images })}` : ""}
                  {post.tags.length ? ` · ${post.tags.map((tag) => `#${tag}`).join(" ")}` : ""}
                </span>
                {post.notes.map((note) => (
                  <span key={note} className="import-note">
                    {note}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {state?.status === "done" && state.skipped.length ? (
        <>
          <h3>{t(IMPORT_TEXT.skippedHeading)}</h3>
          <ul className="import-report skipped">
            {state.skipped.map((item, index) => (
              <li key={`${item.source}-${index}`}>
                <strong>{item.title || item.source || t(IMPORT_TEXT.untitled)}</strong>
                <span className="import-note">{item.reason}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
