// Document to video (docs/product/ai.md §10): choose a document (upload or one's own document
// post), edit the script scene by scene, follow the render step by step (the state lives on the
// server, so a reload shows the same progress), then watch the preview and download the MP4.
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { DOC_MSG, formatFileSize } from "../../../core/documents";
import type { Text } from "../../../core/i18n";
import { MSG } from "../../../core/messages";
import { VIDEO_MSG, VIDEO_STEPS, type VideoStep } from "../../../core/video";
import { Button, buttonClass } from "../../components/ui/button";
import { api, type ApiData } from "../../lib/api";
import { upload, type UploadCall } from "../../lib/api-transfer";
import { useFormat, useT, type Showable } from "../../lib/i18n";
import { VIDEO_TEXT } from "./text";

export type VideoView = ApiData<"GET /api/ai/video/:videoNo">;
export type VideoConfig = ApiData<"GET /api/ai/video/config">;
export type VideoPost = ApiData<"GET /api/ai/video/posts">[number];

const STEP_LABEL: Record<VideoStep, Text> = {
  script: VIDEO_TEXT.stepScript,
  narration: VIDEO_TEXT.stepNarration,
  slides: VIDEO_TEXT.stepSlides,
  encoding: VIDEO_TEXT.stepEncoding,
};

const ENGINE_LABEL = { offline: VIDEO_TEXT.engineOffline, model: VIDEO_TEXT.engineModel, fallback: VIDEO_TEXT.engineFallback };

const POLL_MS = 1000;

function Unavailable({ config }: { config: VideoConfig }) {
  const t = useT();
  const missing: Text[] = [];
  if (!config.available.slides) missing.push(VIDEO_MSG.slidesUnavailable);
  if (!config.available.narration) missing.push(VIDEO_MSG.narrationUnavailable);
  if (!config.available.encoding) missing.push(VIDEO_MSG.encodingUnavailable);
  if (missing.length === 0) return config.available.office ? null : <p className="video-note">{t(VIDEO_TEXT.officeUnavailable)}</p>;
  return (
    <div className="video-alert" role="alert">
      <strong>{t(VIDEO_TEXT.unavailable)}</strong>
      <ul>
        {missing.map((m, i) => (
          <li key={i}>{t(m)}</li>
        ))}
      </ul>
    </div>
  );
}

function SourceStep({ config, posts, onVideo }: { config: VideoConfig; posts: VideoPost[]; onVideo: (video: VideoView) => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const call = useRef<UploadCall<unknown> | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [boardNo, setBoardNo] = useState("");
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<Showable | null>(null);
  useEffect(() => () => call.current?.cancel(), []);
  const usable = config.available.slides && config.available.narration && config.available.encoding;
  const ready = usable && !busy && (file !== null || boardNo !== "");

  const send = async (route: "POST /api/ai/video/document/script" | "POST /api/ai/video/document/generate") => {
    if (!ready) return;
    setBusy(true);
    setProblem(null);
    setPercent(file ? 0 : null);
    const form = new FormData();
    if (file) form.set("document", file, file.name);
    else form.set("boardNo", boardNo);
    call.current = upload(
      route,
      { body: form },
      { onProgress: (loaded, total) => setPercent(Math.round((loaded / total) * 100)), onSent: () => setPercent(null) },
    );
    const result = await call.current.promise;
    call.current = null;
    setBusy(false);
    setPercent(null);
    if (result.ok) onVideo(result.data as VideoView);
    else setProblem(result.message);
  };

  return (
    <section className="video-card" aria-labelledby="video-source">
      <h2 id="video-source">{t(VIDEO_TEXT.sourceHeading)}</h2>
      <div className="video-file">
        <Button variant="blue-outline" size="sm" disabled={!usable || busy} onClick={() => input.current?.click()}>
          {t(VIDEO_TEXT.choose)}
        </Button>
        <span className="video-file-name" data-testid="video-file-name">
          {file ? `${file.name} · ${formatFileSize(file.size)}` : t(VIDEO_TEXT.noFileChosen)}
        </span>
        <input
          ref={input}
          type="file"
          hidden
          name="document"
          accept={config.extensions.map((e) => `.${e}`).join(",")}
          onChange={(e) => {
            const picked = e.target.files?.[0] ?? null;
            if (picked && picked.size > config.maxBytes) {
              setProblem(DOC_MSG.tooLarge);
              return;
            }
            setFile(picked);
            if (picked) setBoardNo("");
            setProblem(null);
          }}
        />
      </div>
      {posts.length > 0 ? (
        <label className="video-post-pick">
          <span>{t(VIDEO_TEXT.orPost)}</span>
          <select
            value={boardNo}
            disabled={!usable || busy}
            onChange={(e) => {
              setBoardNo(e.target.value);
              if (e.target.value) setFile(null);
            }}
          >
            <option value="">{t(VIDEO_TEXT.pickPost)}</option>
            {posts.map((p) => (
              <option key={p.boardNo} value={p.boardNo}>
                {t(VIDEO_TEXT.postPages, { subject: p.subject, pages: p.pageCount })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="video-actions">
        <Button variant="blue" disabled={!ready} pending={busy} onClick={() => void send("POST /api/ai/video/document/script")}>
          {t(VIDEO_TEXT.makeScript)}
        </Button>
        <Button variant="white" disabled={!ready} onClick={() => void send("POST /api/ai/video/document/generate")}>
          {t(VIDEO_TEXT.makeAll)}
        </Button>
      </div>
      {busy ? (
        <p className="video-note" role="status">
          {percent !== null ? t(VIDEO_TEXT.uploading, { percent }) : t(VIDEO_TEXT.reading)}
        </p>
      ) : null}
      {problem ? (
        <p className="video-error" role="alert">
          {t(problem)}
        </p>
      ) : null}
    </section>
  );
}

function ScriptStep({
  video,
  sceneChars,
  onVideo,
  onReset,
}: {
  video: VideoView;
  sceneChars: number;
  onVideo: (v: VideoView) => void;
  onReset: () => void;
}) {
  const t = useT();
  const [scenes, setScenes] = useState(video.scenes);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Showable | null>(null);
  const tooLong = scenes.some((s) => [...s.narration].length > sceneChars);
  const render = async () => {
    setBusy(true);
    setProblem(null);
    const result = await api("POST /api/ai/video/script/generate", { body: { videoNo: video.videoNo, scenes } });
    setBusy(false);
    if (result.ok) onVideo(result.data);
    else setProblem(result.message);
  };
  return (
    <section className="video-card" aria-labelledby="video-script">
      <h2 id="video-script">{t(VIDEO_TEXT.scriptHeading)}</h2>
      <p className="video-note">{t(VIDEO_TEXT.scriptLead, { name: video.sourceName, pages: video.pageCount })}</p>
      <p className="video-engine" data-engine={video.engine}>
        {t(ENGINE_LABEL[video.engine])}
      </p>
      <ol className="video-scenes">
        {scenes.map((scene, i) => {
          const n = [...scene.narration].length;
          return (
            <li key={scene.page} className="video-scene">
              <label>
                <span className="video-scene-page">{t(VIDEO_TEXT.scene, { page: scene.page })}</span>
                <textarea
                  aria-label={t(VIDEO_TEXT.sceneLabel, { page: scene.page })}
                  value={scene.narration}
                  rows={3}
                  onChange={(e) => setScenes(scenes.map((s, j) => (j === i ? { ...s, narration: e.target.value } : s)))}
                />
              </label>
              <span className={n > sceneChars ? "video-count over" : "video-count"}>{t(VIDEO_TEXT.chars, { n, max: sceneChars })}</span>
            </li>
          );
        })}
      </ol>
      <div className="video-actions">
        <Button variant="blue" disabled={busy || tooLong} pending={busy} onClick={() => void render()}>
          {t(VIDEO_TEXT.render)}
        </Button>
        <Button variant="white" disabled={busy} onClick={onReset}>
          {t(VIDEO_TEXT.startOver)}
        </Button>
      </div>
      {problem ? (
        <p className="video-error" role="alert">
          {t(problem)}
        </p>
      ) : null}
    </section>
  );
}

function ProgressStep({ video }: { video: VideoView }) {
  const t = useT();
  const current = VIDEO_STEPS.indexOf(video.step);
  return (
    <section className="video-card" aria-labelledby="video-progress">
      <h2 id="video-progress">{t(VIDEO_TEXT.progressHeading)}</h2>
      <p className="video-note">{t(video.status === "queued" ? VIDEO_TEXT.queued : VIDEO_TEXT.progressLead)}</p>
      <ol className="video-steps" aria-live="polite">
        {VIDEO_STEPS.map((step, i) => {
          const state =
            i < current || (i === current && video.stepProgress >= 100)
              ? "done"
              : i === current && video.status === "rendering"
                ? "running"
                : "waiting";
          const percent = state === "done" ? 100 : state === "running" ? video.stepProgress : 0;
          return (
            <li key={step} className={`video-step ${state}`} data-step={step} data-state={state}>
              <span className="video-step-name">{t(STEP_LABEL[step])}</span>
              <span className="video-bar" aria-hidden="true">
                <span style={{ width: `${percent}%` }} />
              </span>
              <span className="video-step-state">
                {state === "done"
                  ? t(VIDEO_TEXT.stepDone)
                  : state === "running"
                    ? t(VIDEO_TEXT.stepRunning, { percent })
                    : t(VIDEO_TEXT.stepWaiting)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function ReadyStep({ video, onReset }: { video: VideoView; onReset: () => void }) {
  const t = useT();
  const format = useFormat();
  const seconds = Math.round(video.durationSeconds ?? 0);
  return (
    <section className="video-card" aria-labelledby="video-ready">
      <h2 id="video-ready">{t(VIDEO_TEXT.readyHeading)}</h2>
      <video className="video-player" controls preload="metadata" src={video.videoUrl ?? undefined} data-testid="video-preview">
        {/* The captions are drawn into the picture; the track lets players and screen readers use them as text too. */}
        {video.captionsUrl ? <track kind="captions" src={video.captionsUrl} srcLang="ko" label={t(VIDEO_TEXT.captionsTrack)} /> : null}
      </video>
      <p className="video-note">
        {t(VIDEO_TEXT.readyMeta, {
          name: video.sourceName,
          duration:
            seconds < 60
              ? t(VIDEO_TEXT.durationShort, { s: seconds })
              : t(VIDEO_TEXT.duration, { m: Math.floor(seconds / 60), s: seconds % 60 }),
          size: formatFileSize(video.sizeBytes ?? 0),
          date: video.expiresAt ? format.date(video.expiresAt) : "",
        })}
      </p>
      <div className="video-actions">
        <a
          className="btn btn-blue"
          href={video.downloadUrl ?? undefined}
          download
          onClick={() => void api("POST /api/ai/video/download/log", { body: { videoNo: video.videoNo } })}
        >
          {t(VIDEO_TEXT.download)}
        </a>
        {video.captionsUrl ? (
          <a className={buttonClass("white")} href={`${video.captionsUrl}?download=1`} download data-testid="video-captions">
            {t(VIDEO_TEXT.captionsDownload)}
          </a>
        ) : null}
        <Button variant="white" onClick={onReset}>
          {t(VIDEO_TEXT.startOver)}
        </Button>
      </div>
    </section>
  );
}

export function VideoMaker({
  config,
  initial,
  posts,
  signedIn,
  mobile,
}: {
  config: VideoConfig;
  initial: VideoView | null;
  posts: VideoPost[];
  signedIn: boolean;
  mobile: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [video, setVideo] = useState<VideoView | null>(initial);
  const [pollProblem, setPollProblem] = useState(false);
  const format = useFormat();
  const prefix = mobile ? "/m" : "";

  // The video in the address, so a reload (or the notification's link) shows the same one.
  const show = (next: VideoView | null) => {
    setVideo(next);
    void navigate(next ? `?video=${next.videoNo}` : "?new=1", { replace: true, preventScrollReset: true });
  };

  const active = video && (video.status === "queued" || video.status === "rendering");
  useEffect(() => {
    if (!active || !video) return;
    let stopped = false;
    const timer = window.setInterval(async () => {
      const result = await api("GET /api/ai/video/:videoNo", { params: { videoNo: video.videoNo } });
      if (stopped) return;
      setPollProblem(!result.ok);
      if (result.ok) setVideo(result.data);
    }, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [active, video?.videoNo]); // eslint-disable-line react-hooks/exhaustive-deps

  const mb = Math.round(config.maxBytes / 1024 / 1024);
  return (
    <div className="video-maker">
      <p className="howl-lead">{t(VIDEO_TEXT.lead)}</p>
      <p className="video-limits">
        {signedIn
          ? t(VIDEO_TEXT.limits, { mb, pages: config.maxPages, daily: config.dailyLimit, remain: format.count(config.remain ?? 0) })
          : t(VIDEO_TEXT.limitsVisitor, { mb, pages: config.maxPages, daily: config.dailyLimit })}
      </p>
      <Unavailable config={config} />
      {!signedIn ? (
        <div className="video-card">
          <p>{t(MSG.loginRequired)}</p>
          <Link className="btn btn-blue" to={`${prefix}/login?redirect=${encodeURIComponent(`${prefix}/howl/docs-to-video`)}`}>
            {t(VIDEO_TEXT.signIn)}
          </Link>
        </div>
      ) : !video ? (
        <SourceStep config={config} posts={posts} onVideo={show} />
      ) : video.status === "script" ? (
        <ScriptStep key={video.videoNo} video={video} sceneChars={config.sceneChars} onVideo={show} onReset={() => show(null)} />
      ) : video.status === "ready" ? (
        <ReadyStep video={video} onReset={() => show(null)} />
      ) : video.status === "failed" || video.status === "expired" ? (
        <section className="video-card" role="alert">
          <h2>{t(video.status === "failed" ? VIDEO_TEXT.failedHeading : VIDEO_TEXT.expiredHeading)}</h2>
          <p className="video-error">{video.failureMessage}</p>
          <Button variant="blue" onClick={() => show(null)}>
            {t(VIDEO_TEXT.tryAgain)}
          </Button>
        </section>
      ) : (
        <ProgressStep video={video} />
      )}
      {pollProblem ? (
        <p className="video-error" role="status">
          {t(VIDEO_TEXT.pollFailed)}
        </p>
      ) : null}
    </div>
  );
}
