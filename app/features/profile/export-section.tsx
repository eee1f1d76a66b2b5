// /mypage/account: 내 데이터 내려받기 (docs/product/export.md). The member asks for a zip of
// everything they wrote and did; the section shows its progress while the job builds it, then
// the download link until it expires. One export at a time; the server's refusals are shown as
// they are.
import { useCallback, useEffect, useState } from "react";
import { texts } from "../../../core/i18n";
import type { ExportState } from "../../../server/modules/exports/types";
import { Button } from "../../components/ui/button";
import { api } from "../../lib/api";
import { useFormat, useT } from "../../lib/i18n";

const EXPORT_TEXT = texts({
  heading: { ko: "내 데이터 내려받기", en: "Download my data" },
  lead: {
    ko: "쓴 글(Markdown과 이미지, 문서 원본)과 댓글·좋아요·북마크·팔로우·포인트·큐레이션·보상 기록을 zip 파일 하나로 받아요. 준비되면 7일 동안 내려받을 수 있어요.",
    en: "Get your posts (Markdown with their images and document originals) and your comments, likes, bookmarks, follows, points, curation and rewards in one zip. Once ready it can be downloaded for 7 days.",
  },
  ask: { ko: "내 데이터 준비하기", en: "Prepare my data" },
  askAgain: { ko: "새로 준비하기", en: "Prepare again" },
  building: { ko: "준비하고 있어요… {progress}%", en: "Preparing… {progress}%" },
  queued: { ko: "곧 준비를 시작해요.", en: "Starting shortly." },
  ready: { ko: "글 {posts}개, {size} · {date}까지 내려받을 수 있어요.", en: "Posts: {posts} · {size} · available until {date}." },
  download: { ko: "zip 내려받기", en: "Download the zip" },
  failed: { ko: "준비하지 못했어요. 다시 시도해 주세요.", en: "It could not be prepared. Please try again." },
  expired: { ko: "지난 파일은 기간이 지나 지워졌어요.", en: "The last file has expired and was removed." },
});

const size = (bytes: number | null) =>
  bytes === null ? "" : bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function ExportSection() {
  const t = useT();
  const format = useFormat();
  const [state, setState] = useState<ExportState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const load = useCallback(async () => {
    const res = await api("GET /api/user/export");
    if (res.ok) setState(res.data);
    else setError(res.message);
  }, []);
  useEffect(() => void load(), [load]);

  // While the job builds it, the section follows along.
  const working = state?.status === "queued" || state?.status === "building";
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => void load(), 1500);
    return () => clearInterval(timer);
  }, [working, load]);

  const ask = async () => {
    setAsking(true);
    setError(null);
    const res = await api("POST /api/user/export");
    setAsking(false);
    if (res.ok) setState(res.data);
    else setError(res.message);
  };

  return (
    <section className="settings-card export-section" aria-labelledby="export-section">
      <h2 id="export-section">{t(EXPORT_TEXT.heading)}</h2>
      <p className="field-hint">{t(EXPORT_TEXT.lead)}</p>
      <div className="export-state" role="status" aria-live="polite">
        {state?.status === "queued" ? <p>{t(EXPORT_TEXT.queued)}</p> : null}
        {state?.status === "building" ? (
          <>
            <p>{t(EXPORT_TEXT.building, { progress: state.progress })}</p>
            <progress max={100} value={state.progress} aria-label={t(EXPORT_TEXT.heading)} />
          </>
        ) : null}
        {state?.status === "ready" && state.downloadUrl ? (
          <p>
            {t(EXPORT_TEXT.ready, { posts: format.count(state.posts), size: size(state.bytes), date: format.date(state.expiresAt ?? "") })}{" "}
            <a className="btn btn-blue btn-sm" href={state.downloadUrl} download>
              {t(EXPORT_TEXT.download)}
            </a>
          </p>
        ) : null}
        {state?.status === "failed" ? <p className="field-msg error">{t(EXPORT_TEXT.failed)}</p> : null}
        {state?.status === "expired" ? <p>{t(EXPORT_TEXT.expired)}</p> : null}
        {error ? <p className="field-msg error">{error}</p> : null}
      </div>
      {working ? null : (
        <Button variant={state?.status === "ready" ? "white" : "blue-outline"} pending={asking} onClick={() => void ask()}>
          {t(state && state.status !== "none" ? EXPORT_TEXT.askAgain : EXPORT_TEXT.ask)}
        </Button>
      )}
    </section>
  );
}
