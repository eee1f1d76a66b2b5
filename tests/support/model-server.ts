// A real OpenAI-compatible chat-completions server on loopback, standing in for a hosted vendor
// or a local Ollama in tests and journeys: POST /v1/chat/completions (JSON, or SSE chunks in the
// real wire format with `stream: true`, ended by `data: [DONE]`) and GET /v1/models. It checks
// the bearer key when it has one, records every request, and can be switched to fail.
//
// Its default answers are VALID for every task, so the features work end to end against it. It
// tells the tasks apart by the `Task: <name>` line each system message starts with
// (server/modules/ai/model/prompts.ts) and builds its answer from the JSON data block of the
// user message. Every answer is recognisable as the model double's — it carries the word
// MODEL_MARK ("모델") in a fixed place, where the offline engine never writes it:
//   title        "모델 제목: <the first words of the first sentence>"
//   tags         ["모델", then up to 4 distinct words of the text]
//   enrichment   keyPoints ["모델 요점: <first sentence>"], advice [{sentence: first sentence, note: "모델 조언: …"}], suggestion "모델 제안: …"
//   continuation "모델 이어쓰기: …" (streamed in pieces)
//   summary      title "모델 요약: <document title>", one section per given section (heading or "부분 n", its first sentence), tags ["모델", …]
//   answer       "모델 답변: <first sentence of passage 1> [1]" (streamed); NO_ANSWER when no passage was given
//   help         "모델 도움말: <first sentence of entry 1's answer> [1]" (streamed)
//   videoScript  one scene per page, "모델 내레이션: <first sentence of the page>"
//
// Failures, for everyone (`setMode`, or POST /__control {mode, delayMs, retryAfter, times}):
// "fail" (500), "rateLimit" (429 with Retry-After), "slow" (answers after delayMs), "invalid"
// (JSON tasks get text that is not JSON, text tasks an empty answer), "break" (a streamed answer
// stops after a few pieces: the connection drops). `times` limits the mode to
// that many requests, then the double is normal again. For one request only, without disturbing
// other tests on the same double, put a trigger in the member's text: [[model:fail]],
// [[model:slow]], [[model:invalid]] or [[model:break]].
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

export const MODEL_MARK = "모델";

export type ModelMode = "normal" | "fail" | "rateLimit" | "slow" | "invalid" | "break";

export interface ModelModeOptions {
  /** For "slow": how long to wait before answering (default 30 s). */
  delayMs?: number;
  /** For "rateLimit": the Retry-After seconds sent (default 1). */
  retryAfter?: number;
  /** The mode applies to this many requests, then "normal" again (default: until changed). */
  times?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (chat completions), or null. */
  body: {
    model?: string;
    stream?: boolean;
    response_format?: { type: string };
    messages?: { role: string; content: string }[];
  } | null;
  /** The task named by the system message ("title", "answer" …), or null. */
  task: string | null;
}

export interface ModelServerDouble {
  /** Base URL for AI_BASE_URL: http://127.0.0.1:<port>/v1 */
  url: string;
  /** Every request received, in order (control calls excepted). */
  requests: RecordedRequest[];
  setMode(mode: ModelMode, options?: ModelModeOptions): void;
  close(): Promise<void>;
}

export interface ModelServerOptions {
  /** When set, requests must carry `Authorization: Bearer <apiKey>` (else 401). */
  apiKey?: string;
  model?: string;
  /** Answer 400 to `response_format`, as some older local servers do. */
  rejectResponseFormat?: boolean;
}

const DATA_OPEN = "<<<DATA\n";
const DATA_CLOSE = "\nDATA>>>";

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?。])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function wordsOf(text: string): string[] {
  return text
    .split(/[\s.,!?;:()[\]{}"'“”‘’·…~/\\|<>#*=+-]+/)
    .map((w) => w.trim())
    .filter((w) => [...w].length >= 2 && !/^\d+$/.test(w));
}

function distinctWords(text: string, max: number): string[] {
  const out: string[] = [];
  for (const word of wordsOf(text)) {
    if (!out.some((w) => w.toLowerCase() === word.toLowerCase())) out.push(word);
    if (out.length === max) break;
  }
  return out;
}

const first = (text: string) => sentencesOf(text)[0] ?? text.trim();

type Data = Record<string, unknown>;

function dataOf(messages: { role: string; content: string }[]): Data {
  const user = messages.find((m) => m.role === "user")?.content ?? "";
  const start = user.indexOf(DATA_OPEN);
  const end = user.lastIndexOf(DATA_CLOSE);
  if (start < 0 || end < start) return {};
  try {
    return JSON.parse(user.slice(start + DATA_OPEN.length, end)) as Data;
  } catch {
    return {};
  }
}

const str = (v: unknown) => (typeof v === "string" ? v : "");
const arr = <T = Data>(v: unknown) => (Array.isArray(v) ? (v as T[]) : []);

/** The double's valid answer to a task: JSON text for structured tasks, prose for the others. */
export function answerFor(task: string | null, data: Data): { text: string; json: boolean } {
  const body = str(data.body);
  switch (task) {
    case "title":
      return { json: true, text: JSON.stringify({ title: `${MODEL_MARK} 제목: ${wordsOf(first(body)).slice(0, 6).join(" ")}` }) };
    case "tags":
      return { json: true, text: JSON.stringify({ tags: [MODEL_MARK, ...distinctWords(body, 4)] }) };
    case "enrichment": {
      const sentence = first(body);
      return {
        json: true,
        text: JSON.stringify({
          keyPoints: [`${MODEL_MARK} 요점: ${sentence}`],
          advice: [{ sentence, note: `${MODEL_MARK} 조언: 이 문장을 두 문장으로 나누어 보세요.` }],
          suggestion: `${MODEL_MARK} 제안: 글의 끝에 요약 문장을 하나 더해 보세요.`,
        }),
      };
    }
    case "continuation": {
      const last = sentencesOf(body).at(-1) ?? "";
      return { json: false, text: `${MODEL_MARK} 이어쓰기: ${wordsOf(last).slice(0, 3).join(" ")}에 이어서, 다음 내용을 살펴보겠습니다.` };
    }
    case "summary": {
      const sections = arr(data.sections).map((s, i) => ({
        heading: str(s.heading) || `부분 ${i + 1}`,
        sentences: [first(str(s.text)) || `${MODEL_MARK} 요약 문장 ${i + 1}.`],
      }));
      const all = arr(data.sections)
        .map((s) => str(s.text))
        .join(" ");
      return {
        json: true,
        text: JSON.stringify({
          title: `${MODEL_MARK} 요약: ${str(data.title)}`,
          sections: sections.length ? sections : [{ heading: "요약", sentences: [`${MODEL_MARK} 요약 문장.`] }],
          tags: [MODEL_MARK, ...distinctWords(all, 4)],
        }),
      };
    }
    case "answer": {
      const passages = arr(data.passages);
      if (!passages.length) return { json: false, text: "NO_ANSWER" };
      return { json: false, text: `${MODEL_MARK} 답변: ${first(str(passages[0]!.text))} [${Number(passages[0]!.n) || 1}]` };
    }
    case "help": {
      const entries = arr(data.entries);
      if (!entries.length) return { json: false, text: "NO_ANSWER" };
      return { json: false, text: `${MODEL_MARK} 도움말: ${first(str(entries[0]!.answer))} [${Number(entries[0]!.n) || 1}]` };
    }
    case "videoScript":
      return {
        json: true,
        text: JSON.stringify({
          scenes: arr(data.pages).map((p) => ({
            page: Number(p.page),
            narration: `${MODEL_MARK} 내레이션: ${first(str(p.text)) || "이 쪽을 살펴봅니다."}`,
          })),
        }),
      };
    default:
      return { json: false, text: `${MODEL_MARK} 응답입니다.` };
  }
}

/** Pieces of a streamed answer: a few characters each, as a real model sends tokens. */
function pieces(text: string): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += 4) out.push(chars.slice(i, i + 4).join(""));
  return out;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export async function startModelServer(options: ModelServerOptions = {}): Promise<ModelServerDouble> {
  const modelName = options.model ?? "double-model";
  const requests: RecordedRequest[] = [];
  let mode: ModelMode = "normal";
  let modeOptions: ModelModeOptions = {};
  let remaining = Infinity;
  let counter = 0;
  const sockets = new Set<Socket>();

  const setMode = (next: ModelMode, opts: ModelModeOptions = {}) => {
    mode = next;
    modeOptions = opts;
    remaining = opts.times ?? Infinity;
  };

  /** The mode this request gets (a trigger in the content wins over the shared mode). */
  const modeFor = (content: string): ModelMode => {
    const trigger = /\[\[model:(fail|slow|invalid|break)\]\]/.exec(content);
    if (trigger) return trigger[1] as ModelMode;
    if (mode === "normal") return "normal";
    if (remaining <= 0) return "normal";
    remaining -= 1;
    const current = mode;
    if (remaining <= 0) setMode("normal");
    return current;
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const raw = await readBody(req).catch(() => "");
    if (url.pathname === "/__control" && req.method === "POST") {
      const { mode: next, ...opts } = JSON.parse(raw || "{}") as ModelModeOptions & { mode?: ModelMode };
      setMode(next ?? "normal", opts);
      return sendJson(res, 200, { mode });
    }
    if (url.pathname === "/__control/requests" && req.method === "GET") return sendJson(res, 200, requests);

    let body: RecordedRequest["body"] = null;
    try {
      body = raw ? (JSON.parse(raw) as RecordedRequest["body"]) : null;
    } catch {
      body = null;
    }
    const system = body?.messages?.find((m) => m.role === "system")?.content ?? "";
    const task = /^Task: (\w+)/m.exec(system)?.[1] ?? null;
    requests.push({ method: req.method ?? "", path: url.pathname, headers: req.headers, body, task });

    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendJson(res, 401, {
        error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" },
      });
    }
    if (req.method === "GET" && url.pathname === "/v1/models") {
      return sendJson(res, 200, { object: "list", data: [{ id: modelName, object: "model", created: 0, owned_by: "test" }] });
    }
    if (req.method !== "POST" || url.pathname !== "/v1/chat/completions") {
      return sendJson(res, 404, { error: { message: "Not found", type: "invalid_request_error" } });
    }
    if (!body?.messages?.length || !body.model) {
      return sendJson(res, 400, { error: { message: "model and messages are required", type: "invalid_request_error" } });
    }

    if (options.rejectResponseFormat && body.response_format) {
      return sendJson(res, 400, {
        error: { message: "Unrecognized request argument supplied: response_format", type: "invalid_request_error" },
      });
    }
    const current = modeFor(body.messages.map((m) => m.content).join("\n"));
    if (current === "fail") return sendJson(res, 500, { error: { message: "The server had an error", type: "server_error" } });
    if (current === "rateLimit") {
      return sendJson(
        res,
        429,
        { error: { message: "Rate limit reached", type: "rate_limit_error" } },
        { "retry-after": String(modeOptions.retryAfter ?? 1) },
      );
    }
    if (current === "slow") {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, modeOptions.delayMs ?? 30_000);
        res.once("close", () => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (res.destroyed || res.writableEnded) return;
    }
    const reply = answerFor(task, dataOf(body.messages));
    const text = current === "invalid" ? (reply.json ? "Sure! Here is what you asked for: {not json" : "") : reply.text;

    const id = `chatcmpl-double-${++counter}`;
    const created = Math.floor(Date.now() / 1000);
    if (!body.stream) {
      return sendJson(res, 200, {
        id,
        object: "chat.completion",
        created,
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content: text }, logprobs: null, finish_reason: "stop" }],
        usage: { prompt_tokens: Math.ceil(raw.length / 4), completion_tokens: Math.ceil(text.length / 4), total_tokens: 0 },
      });
    }
    res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache", connection: "keep-alive" });
    const chunk = (delta: Record<string, string>, finish: string | null) =>
      `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: body!.model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
    res.write(chunk({ role: "assistant", content: "" }, null));
    for (const [i, piece] of pieces(text).entries()) {
      if (res.destroyed) return;
      // "break": the connection drops after a few pieces, as when a server dies mid-answer.
      if (current === "break" && i === 3) return res.destroy();
      res.write(chunk({ content: piece }, null));
      await new Promise((r) => setTimeout(r, 5));
    }
    res.write(chunk({}, "stop"));
    res.end("data: [DONE]\n\n");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
