// The engine choice through the real platform: AI_BASE_URL set → the model (with its key, its
// model name, the offline engine behind it); unset → offline. Against the local chat-completions
// double, never a module mock.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { probeModel } from "../../server/modules/ai/model/probe";
import { startModelServer, type ModelServerDouble } from "../support/model-server";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let double: ModelServerDouble;
let withModel: TestPlatform;
let offline: TestPlatform;

beforeAll(async () => {
  double = await startModelServer({ apiKey: "sk-engine-test" });
  [withModel, offline] = await Promise.all([
    createTestPlatform({
      env: { AI_BASE_URL: double.url, AI_API_KEY: "sk-engine-test", AI_MODEL: "double-model", AI_TIMEOUT_MS: "1000", AI_MAX_RETRIES: "0" },
    }),
    createTestPlatform(),
  ]);
});
afterAll(async () => {
  await Promise.all([withModel?.dispose(), offline?.dispose()]);
  await double?.close();
});

describe("the AI engine of the platform", () => {
  it("answers with the configured model, sending its key and model name", async () => {
    expect(withModel.ctx.ai.kind).toBe("model");
    const result = await withModel.ctx.ai.tags({ body: "나눔터에서 지식을 나눕니다." });
    expect(result).toEqual({ engine: "model", value: ["모델", "나눔터에서", "지식을", "나눕니다"] });
    const request = double.requests.at(-1)!;
    expect(request.headers.authorization).toBe("Bearer sk-engine-test");
    expect(request.body).toMatchObject({ model: "double-model" });
  });

  it("says which engine it has in the health check, and the start-up probe finds the model", async () => {
    const health = (app: TestPlatform) => app.app.inject({ method: "GET", url: "/actuator/health" }).then((r) => r.json());
    expect((await health(withModel)).components.ai).toEqual({ engine: "model" });
    expect((await health(offline)).components.ai).toEqual({ engine: "offline" });
    const logs: string[] = [];
    const logger = { info: (_: unknown, m: string) => logs.push(m), warn: (_: unknown, m: string) => logs.push(m) } as never;
    expect(await probeModel(withModel.ctx.config, logger)).toBe("ok");
    expect(await probeModel({ ...withModel.ctx.config, AI_MODEL: "missing-model" }, logger)).toBe("model-unknown");
    expect(await probeModel({ ...withModel.ctx.config, AI_API_KEY: "sk-wrong" }, logger)).toBe("refused");
  });

  it("is offline without AI_BASE_URL", () => {
    expect(offline.ctx.ai.kind).toBe("offline");
  });
});
