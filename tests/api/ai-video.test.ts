// Document to video through the real server, job queue and tools (docs/product/ai.md §10): who
// may call each route, the script of a Korean PDF, an edited script rendered into an MP4 whose
// video and audio streams match (ffprobe), progress, the notification, byte ranges, the download
// log, the daily limit, a failure that leaves no file, the source post's owner and the sweep.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_ALLOWANCE } from "../../core/ai";
import { MSG } from "../../core/messages";
import { VIDEO_MSG } from "../../core/video";
import { aiDailyUsage, aiVideos, notifications } from "../../server/db/schema";
import { allowanceLeft } from "../../server/modules/ai/allowance";
import { probeStreams } from "../../server/modules/ai/video/render";
import { AI_VIDEO_JOB, sweepVideos } from "../../server/modules/ai/video/service";
import type { VideoView } from "../../server/modules/ai/video/types";
import { seoulDayKey } from "../../core/format";
import * as fx from "../support/document-fixtures";
import { publishDocument, storedFiles, waitForConversion } from "../support/documents";
import { multipartBody } from "../support/multipart";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { waitForQueueIdle } from "../support/queue";
import { makeRoles, type RoleName, type Roles } from "../support/roles";

let platform: TestPlatform;
let roles: Roles;
let pdf: Buffer;
const db = () => platform.handle.db;

function upload(url: string, headers: Record<string, string>, part: { fileName: string; data: Buffer } | { boardNo: number }) {
  const body = multipartBody(
    "boardNo" in part
      ? [{ name: "boardNo", data: String(part.boardNo) }]
      : [{ name: "document", filename: part.fileName, data: part.data }],
  );
  return platform.app.inject({ method: "POST", url, payload: body.payload, headers: { ...body.headers, ...headers } });
}

const script = (headers: Record<string, string>, data = pdf) =>
  upload("/api/ai/video/document/script", headers, { fileName: "경제 지표.pdf", data });

const render = (headers: Record<string, string>, body: object) =>
  platform.app.inject({ method: "POST", url: "/api/ai/video/script/generate", headers, payload: body });

const videoFiles = () => storedFiles(platform.dataDir).filter((f) => f.startsWith("videos/") && f.endsWith(".mp4"));
const workFolders = () => {
  const tmp = path.join(platform.dataDir, "tmp");
  return fs.existsSync(tmp) ? fs.readdirSync(tmp).filter((n) => n.startsWith("video-")) : [];
};

async function scripted(headers: Record<string, string>): Promise<VideoView> {
  const res = await script(headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as VideoView;
}

/** Notifications are written by their own job: waits for the one with this key. */
async function notificationOf(userNo: number, eventKey: string) {
  const until = Date.now() + 20_000;
  for (;;) {
    const [row] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, userNo), eq(notifications.eventKey, eventKey)));
    if (row || Date.now() > until) return row;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function setUsed(userNo: number, used: number) {
  await db()
    .insert(aiDailyUsage)
    .values({ userNo, kind: "video", day: seoulDayKey(new Date()), used })
    .onConflictDoUpdate({ target: [aiDailyUsage.userNo, aiDailyUsage.kind, aiDailyUsage.day], set: { used } });
}

/** What the server warned (the answers below must each be sent once: no "Reply was already sent"). */
const warnings: string[] = [];

beforeAll(async () => {
  platform = await createTestPlatform({
    queue: true,
    env: { SOFFICE_PATH: "off", LOG_LEVEL: "warn" },
    logTo: { write: (line: string) => void warnings.push(line) },
  });
  roles = await makeRoles(db());
  pdf = await fx.koreanPdf({ pages: 2, title: "경제 지표" });
});
afterAll(async () => platform?.dispose());

describe("who may call the document video routes", () => {
  it("lets anyone read the limits, and members see what is left of their day", async () => {
    const visitor = await platform.app.inject({ method: "GET", url: "/api/ai/video/config" });
    expect(visitor.statusCode).toBe(200);
    const config = visitor.json().data;
    expect(config).toMatchObject({ maxPages: 20, dailyLimit: AI_ALLOWANCE.video, remain: null });
    expect(config.available).toMatchObject({ narration: true, slides: true, encoding: true, office: false });
    const member = await platform.app.inject({ method: "GET", url: "/api/ai/video/config", headers: roles.headers.verified });
    expect(member.json().data.remain).toBe(AI_ALLOWANCE.video);
  });

  it("refuses visitors, unverified and deleted members on every member route, and hides one member's video from another", async () => {
    const own = await scripted(roles.verified.session.headers);
    const calls = (headers: Record<string, string>) => [
      script(headers),
      upload("/api/ai/video/document/generate", headers, { fileName: "a.pdf", data: pdf }),
      render(headers, { videoNo: own.videoNo }),
      platform.app.inject({ method: "GET", url: `/api/ai/video/${own.videoNo}`, headers }),
      platform.app.inject({ method: "GET", url: `/api/ai/video/${own.videoNo}/file`, headers }),
      platform.app.inject({ method: "GET", url: `/api/ai/video/${own.videoNo}/captions`, headers }),
      platform.app.inject({ method: "POST", url: "/api/ai/video/download/log", headers, payload: { videoNo: own.videoNo } }),
      platform.app.inject({ method: "GET", url: "/api/ai/video/posts", headers }),
    ];
    const expected: Record<Exclude<RoleName, "verified" | "other">, number> = { visitor: 401, unverified: 403, deleted: 401 };
    for (const [role, status] of Object.entries(expected) as [keyof typeof expected, number][]) {
      const answers = await Promise.all(calls(roles.headers[role]));
      for (const res of answers) expect(res.statusCode, `${role} ${res.body}`).toBe(status);
      if (role === "visitor") expect(answers[0]!.json().errorMsg).toBe(MSG.loginRequired.ko);
    }
    // Another verified member: not found for the video, nothing spent.
    const other = roles.headers.other;
    for (const res of [
      await render(other, { videoNo: own.videoNo }),
      await platform.app.inject({ method: "GET", url: `/api/ai/video/${own.videoNo}`, headers: other }),
      await platform.app.inject({ method: "GET", url: `/api/ai/video/${own.videoNo}/file`, headers: other }),
      await platform.app.inject({ method: "GET", url: `/api/ai/video/${own.videoNo}/captions`, headers: other }),
      await platform.app.inject({ method: "POST", url: "/api/ai/video/download/log", headers: other, payload: { videoNo: own.videoNo } }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().errorMsg).toBe(VIDEO_MSG.notFound.ko);
    }
    expect((await allowanceLeft(db(), roles.other.userNo, "video")).remain).toBe(AI_ALLOWANCE.video);
    // The owner reads it; the file is not ready yet.
    const mine = await platform.app.inject({ method: "GET", url: `/api/ai/video/${own.videoNo}`, headers: roles.headers.verified });
    expect(mine.json().data.status).toBe("script");
    const file = await platform.app.inject({ method: "GET", url: `/api/ai/video/${own.videoNo}/file`, headers: roles.headers.verified });
    expect(file.statusCode).toBe(409);
  });
});

describe("script and render", () => {
  it("makes one scene per page from the PDF's text, renders the edited script and serves a matching MP4", async () => {
    const headers = roles.verified.session.headers;
    const video = await scripted(headers);
    expect(video.status).toBe("script");
    expect(video.pageCount).toBe(2);
    expect(video.scenes.map((s) => s.page)).toEqual([1, 2]);
    for (const scene of video.scenes) {
      expect(scene.narration.length).toBeGreaterThan(10);
      expect(scene.narration.length).toBeLessThanOrEqual(300);
    }
    expect(video.engine).toBe("offline");
    // The offline script quotes the page: its sentences come from the PDF.
    expect(fx.KOREAN_LINES.some((line) => video.scenes[0]!.narration.includes(line.slice(0, 10)))).toBe(true);

    const edited = [
      { page: 1, narration: "첫 장면입니다. 금리와 물가의 관계를 알아봅니다." },
      { page: 2, narration: "두 번째 장면은 제가 고쳐 쓴 내레이션입니다." },
    ];
    const queued = await render(headers, { videoNo: video.videoNo, scenes: edited });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json().data).toMatchObject({ status: "queued", step: "narration", scenes: edited });
    // The script cannot change once the render is queued.
    expect((await render(headers, { videoNo: video.videoNo, scenes: edited })).statusCode).toBe(409);
    expect((await allowanceLeft(db(), roles.verified.userNo, "video")).remain).toBe(AI_ALLOWANCE.video - 1);

    await waitForQueueIdle(db(), [AI_VIDEO_JOB], 120_000);
    const done = (await platform.app.inject({ method: "GET", url: `/api/ai/video/${video.videoNo}`, headers })).json().data as VideoView;
    expect(done).toMatchObject({ status: "ready", step: "encoding", stepProgress: 100, failure: null });
    expect(done.videoUrl).toBe(`/api/ai/video/${video.videoNo}/file`);
    expect(done.durationSeconds).toBeGreaterThan(3);

    const file = await platform.app.inject({ method: "GET", url: done.videoUrl!, headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("video/mp4");
    const mp4 = path.join(os.tmpdir(), `nt-video-test-${process.pid}.mp4`);
    fs.writeFileSync(mp4, file.rawPayload);
    try {
      const streams = await probeStreams(mp4);
      const v = streams.find((s) => s.type === "video")!;
      const a = streams.find((s) => s.type === "audio")!;
      expect(v.codec).toBe("h264");
      expect(a.codec).toBe("aac");
      expect(Math.abs(v.duration - a.duration)).toBeLessThan(0.5);
      expect(Math.abs(a.duration - done.durationSeconds!)).toBeLessThan(0.5);
    } finally {
      fs.rmSync(mp4, { force: true });
    }
    // Byte ranges for the player; the download asks for an attachment.
    const part = await platform.app.inject({ method: "GET", url: done.videoUrl!, headers: { ...headers, range: "bytes=0-99" } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${done.sizeBytes}`);
    const download = await platform.app.inject({ method: "GET", url: done.downloadUrl!, headers });
    expect(String(download.headers["content-disposition"])).toContain("attachment");
    // The captions drawn into the picture are also a WebVTT file, timed like the narration.
    expect(done.captionsUrl).toBe(`/api/ai/video/${video.videoNo}/captions`);
    const captions = await platform.app.inject({ method: "GET", url: `${done.captionsUrl!}?download=1`, headers });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(String(captions.headers["content-disposition"])).toMatch(/^attachment; filename="captions\.vtt"; filename\*=UTF-8''.+\.vtt$/);
    const cues = [...captions.body.matchAll(/^(\d\d):(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d):(\d\d)\.(\d{3})$/gm)];
    expect(captions.body.startsWith("WEBVTT\n\n")).toBe(true);
    expect(cues.length).toBeGreaterThan(0);
    const seconds = (m: RegExpMatchArray, at: number) =>
      Number(m[at]) * 3600 + Number(m[at + 1]) * 60 + Number(m[at + 2]) + Number(m[at + 3]) / 1000;
    expect(Math.abs(seconds(cues[cues.length - 1]!, 5) - done.durationSeconds!)).toBeLessThan(1);
    expect(captions.body).toMatch(/[가-힣]/);
    // The stream, the range and the download each went out once.
    expect(warnings.filter((line) => line.includes("FST_ERR_REP_ALREADY_SENT"))).toEqual([]);
    // The stored MP4 is never served as a plain file.
    const [row] = await db().select().from(aiVideos).where(eq(aiVideos.videoNo, video.videoNo));
    expect((await platform.app.inject({ method: "GET", url: `/files/${row!.videoKey}` })).statusCode).toBe(404);

    const logged = await platform.app.inject({
      method: "POST",
      url: "/api/ai/video/download/log",
      headers,
      payload: { videoNo: video.videoNo },
    });
    expect(logged.json().data).toEqual({ videoNo: video.videoNo, downloads: 1 });

    const note = await notificationOf(roles.verified.userNo, `AI_VIDEO:${video.videoNo}`);
    expect(note?.notificationType).toBe("AI_VIDEO");
    expect(note?.notificationUrl).toBe(`/howl/docs-to-video?video=${video.videoNo}`);
    expect(workFolders()).toEqual([]);
  });

  it("checks the edited script: its pages, each scene's length, not all empty", async () => {
    const headers = roles.other.session.headers;
    const video = await scripted(headers);
    const wrongPages = await render(headers, { videoNo: video.videoNo, scenes: [{ page: 1, narration: "하나" }] });
    expect(wrongPages.json().errorMsg).toBe(VIDEO_MSG.scenesMismatch.ko);
    const long = await render(headers, {
      videoNo: video.videoNo,
      scenes: [
        { page: 1, narration: "가".repeat(301) },
        { page: 2, narration: "" },
      ],
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errorMsg).toBe("한 장면의 내레이션은 300자까지 쓸 수 있습니다.");
    const empty = await render(headers, {
      videoNo: video.videoNo,
      scenes: [
        { page: 1, narration: " " },
        { page: 2, narration: "" },
      ],
    });
    expect(empty.json().errorMsg).toBe(VIDEO_MSG.emptyScript.ko);
    expect((await allowanceLeft(db(), roles.other.userNo, "video")).remain).toBe(AI_ALLOWANCE.video);
  });

  it("refuses a render past the day's limit and keeps the script to try tomorrow", async () => {
    const headers = roles.other.session.headers;
    const video = await scripted(headers);
    await setUsed(roles.other.userNo, AI_ALLOWANCE.video);
    const refused = await render(headers, { videoNo: video.videoNo });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorMsg).toBe(
      `오늘 만들 수 있는 영상 횟수(${AI_ALLOWANCE.video}회)를 모두 사용했습니다. 내일 다시 이용해 주세요.`,
    );
    const oneStep = await upload("/api/ai/video/document/generate", headers, { fileName: "a.pdf", data: pdf });
    expect(oneStep.statusCode).toBe(429);
    const [row] = await db().select().from(aiVideos).where(eq(aiVideos.videoNo, video.videoNo));
    expect(row!.status).toBe("script");
    await setUsed(roles.other.userNo, 0);
  });

  it("a failed render keeps no file, gives the day's unit back and tells the member why", async () => {
    const headers = roles.other.session.headers;
    const video = await scripted(headers);
    const [row] = await db().select().from(aiVideos).where(eq(aiVideos.videoNo, video.videoNo));
    // The stored pages become unreadable between the script and the render.
    await platform.ctx.files.put(row!.pdfKey!, Buffer.from("not a pdf"), "application/pdf");
    const before = videoFiles();
    const queued = await render(headers, { videoNo: video.videoNo });
    expect(queued.statusCode).toBe(200);
    await waitForQueueIdle(db(), [AI_VIDEO_JOB], 120_000);
    const failed = (await platform.app.inject({ method: "GET", url: `/api/ai/video/${video.videoNo}`, headers })).json().data as VideoView;
    expect(failed).toMatchObject({ status: "failed", failure: "failedSlides", videoUrl: null });
    expect(failed.failureMessage).toBe(VIDEO_MSG.failedSlides.ko);
    expect(videoFiles()).toEqual(before);
    expect(workFolders()).toEqual([]);
    expect((await allowanceLeft(db(), roles.other.userNo, "video")).remain).toBe(AI_ALLOWANCE.video);
    const note = await notificationOf(roles.other.userNo, `AI_VIDEO_FAILED:${video.videoNo}`);
    expect(note?.notificationContent).toBe(`「경제 지표.pdf」 ${VIDEO_MSG.failedSlides.ko}`);
  });
});

describe("an installation without the tools", () => {
  it("says which part is missing, in the limits and in the refusal", async () => {
    // A PATH with the page and encoding tools but no speech synthesis.
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), "nt-video-bin-"));
    for (const tool of ["pdftoppm", "pdftotext", "ffmpeg", "ffprobe"]) fs.symlinkSync(`/usr/bin/${tool}`, path.join(bin, tool));
    const saved = process.env.PATH;
    process.env.PATH = bin;
    try {
      const config = (await platform.app.inject({ method: "GET", url: "/api/ai/video/config" })).json().data;
      expect(config.available).toMatchObject({ narration: false, slides: true, encoding: true });
      const refused = await script(roles.headers.other);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().errorMsg).toBe(VIDEO_MSG.narrationUnavailable.ko);
    } finally {
      process.env.PATH = saved;
      fs.rmSync(bin, { recursive: true, force: true });
    }
    const back = (await platform.app.inject({ method: "GET", url: "/api/ai/video/config" })).json().data;
    expect(back.available.narration).toBe(true);
  });
});

describe("sources and housekeeping", () => {
  it("makes a script from the member's own document post only", async () => {
    const owner = roles.verified.session.headers;
    const res = await publishDocument(platform, owner, { fileName: "보고서.pdf", data: pdf });
    expect(res.statusCode, res.body).toBe(200);
    const boardNo = res.json().data.boardNo as number;
    await waitForConversion(db(), boardNo);
    const posts = await platform.app.inject({ method: "GET", url: "/api/ai/video/posts", headers: owner });
    expect(posts.json().data.map((p: { boardNo: number }) => p.boardNo)).toContain(boardNo);
    const fromPost = await upload("/api/ai/video/document/script", owner, { boardNo });
    expect(fromPost.statusCode, fromPost.body).toBe(200);
    expect(fromPost.json().data).toMatchObject({ sourceName: "보고서.pdf", pageCount: 2 });
    const notTheirs = await upload("/api/ai/video/document/script", roles.headers.other, { boardNo });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().errorMsg).toBe(VIDEO_MSG.notYourPost.ko);
  });

  it("refuses HWP documents and files that are not documents", async () => {
    const hwpx = await script(roles.headers.other, fx.hwpx());
    // The name says .pdf but the content is HWPX: refused by content before anything is made.
    expect(hwpx.statusCode).toBe(415);
    const named = await upload("/api/ai/video/document/script", roles.headers.other, { fileName: "문서.hwpx", data: fx.hwpx() });
    expect(named.statusCode).toBe(415);
    expect(named.json().errorMsg).toBe(VIDEO_MSG.hwpNotSupported.ko);
  });

  it("removes the files of videos past the retention period", async () => {
    const ready = await db().select().from(aiVideos).where(eq(aiVideos.status, "ready"));
    expect(ready.length).toBeGreaterThan(0);
    const removed = await sweepVideos(platform.ctx, new Date(Date.now() + 8 * 86_400_000));
    expect(removed).toBeGreaterThan(0);
    expect(videoFiles()).toEqual([]);
    const [row] = await db().select().from(aiVideos).where(eq(aiVideos.videoNo, ready[0]!.videoNo));
    expect(row).toMatchObject({ status: "expired", videoKey: null, pdfKey: null });
  });
});
