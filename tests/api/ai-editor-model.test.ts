// The editor helpers with a model configured (the local chat-completions double): answers
// labelled "model", the continuation typed line by line, a failing model answered by the
// offline engine ("fallback") without costing more than one unit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_ALLOWANCE } from "../../core/ai";
import { signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { startModelServer, type ModelServerDouble } from "../support/model-server";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let double: ModelServerDouble;
let platform: TestPlatform;
const BODY = "<p>커피는 커피나무 열매의 씨앗을 볶아서 만듭니다. 원두의 로스팅 정도에 따라 맛이 달라집니다.</p>";

beforeAll(async () => {
  double = await startModelServer({ apiKey: "sk-editor" });
  platform = await createTestPlatform({
    env: { AI_BASE_URL: double.url, AI_API_KEY: "sk-editor", AI_MODEL: "double-model", AI_TIMEOUT_MS: "2000", AI_MAX_RETRIES: "0" },
  });
});
afterAll(async () => {
  await platform?.dispose();
  await double?.close();
});

async function member() {
  const user = await makeUser(platform.handle.db);
  return { "accept-language": "ko-KR", ...(await signedIn(platform.handle.db, user.userNo)).headers };
}

const post = (url: string, headers: Record<string, string>, body: unknown) =>
  platform.app.inject({ method: "POST", url, headers: { ...headers, "content-type": "application/json" }, payload: JSON.stringify(body) });

describe("editor helpers with a model", () => {
  it("label the model's answers, and the offline result when the model fails", async () => {
    const headers = await member();
    const title = (await post("/api/v2/generator/title", headers, { body: BODY })).json();
    expect(title.data).toMatchObject({ engine: "model", remain: AI_ALLOWANCE.generator - 1 });
    expect(title.data.generatedText).toContain("모델 제목");
    const failed = (await post("/api/v2/generator/title", headers, { body: `${BODY} [[model:fail]]` })).json();
    expect(failed.data).toMatchObject({ engine: "fallback", remain: AI_ALLOWANCE.generator - 2 });
    expect(failed.data.generatedText).not.toContain("모델");
  });

  it("type the continuation one line at a time, then the whole answer", async () => {
    const headers = await member();
    const res = await post("/api/v2/generator/continuation/stream", headers, { body: BODY });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/x-ndjson");
    const lines = res.body
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { delta?: string; done?: boolean; data?: { generatedText: string; engine: string; remain: number } });
    const typed = lines
      .filter((l) => l.delta)
      .map((l) => l.delta)
      .join("");
    expect(lines.filter((l) => l.delta).length).toBeGreaterThan(1);
    const last = lines.at(-1)!;
    expect(last.done).toBe(true);
    expect(last.data).toMatchObject({ engine: "model", remain: AI_ALLOWANCE.generator - 1 });
    expect(last.data!.generatedText).toContain("모델 이어쓰기");
    expect(typed).toBe(last.data!.generatedText);
  });

  it("refuse the typed continuation before the first line when nothing is left", async () => {
    const visitor = await post("/api/v2/generator/continuation/stream", { origin: "http://localhost:3000" }, { body: BODY });
    expect(visitor.statusCode).toBe(401);
    const headers = await member();
    const empty = await post("/api/v2/generator/continuation/stream", headers, { body: "<p></p>" });
    expect(empty.statusCode).toBe(422);
  });
});
