import { describe, expect, it } from "vitest";
import { parseExposition, valueOf } from "../../../tests/support/prometheus";
import { createMetrics, NO_METRICS } from "../../lib/metrics";
import { countAiCalls } from "./metrics";
import { AI_TASKS } from "./model";
import type { AiEngine, AiProvider } from "./provider";

/** A provider whose every task answers from `engine`, or throws (a caller that gave up). */
function providerAnswering(engine: AiEngine | Error): AiProvider {
  const provider = { kind: engine === "offline" ? "offline" : "model" } as Record<string, unknown>;
  for (const task of AI_TASKS) {
    provider[task] = async () => {
      if (engine instanceof Error) throw engine;
      return { value: task, engine };
    };
  }
  return provider as unknown as AiProvider;
}

describe("AI tasks counted by the engine that answered", () => {
  it("counts the model's answers, the offline engine's, and the fallbacks apart", async () => {
    const metrics = createMetrics({ enabled: true });
    const model = countAiCalls(providerAnswering("model"), metrics);
    const fallback = countAiCalls(providerAnswering("fallback"), metrics);
    const offline = countAiCalls(providerAnswering("offline"), metrics);
    expect((await model.title({ body: "x" })).value).toBe("title");
    await model.summary({ title: "t", sections: [] });
    await fallback.title({ body: "x" });
    await offline.answer({ question: "q", passages: [] });
    expect(offline.kind).toBe("offline");
    const exposition = parseExposition(await metrics.exposition());
    expect(valueOf(exposition, "nanumteo_ai_calls_total", { task: "title", engine: "model" })).toBe(1);
    expect(valueOf(exposition, "nanumteo_ai_calls_total", { task: "title", engine: "offline" })).toBe(1);
    expect(valueOf(exposition, "nanumteo_ai_calls_total", { task: "summary", engine: "model" })).toBe(1);
    expect(valueOf(exposition, "nanumteo_ai_calls_total", { task: "answer", engine: "offline" })).toBe(1);
    expect(valueOf(exposition, "nanumteo_ai_fallbacks_total", { task: "title" })).toBe(1);
    expect(valueOf(exposition, "nanumteo_ai_fallbacks_total")).toBe(1);
  });

  it("counts nothing for a task that answered nobody, and wraps nothing when metrics are off", async () => {
    const metrics = createMetrics({ enabled: true });
    const aborted = countAiCalls(providerAnswering(new Error("aborted")), metrics);
    await expect(aborted.tags({ body: "x" })).rejects.toThrow("aborted");
    expect(valueOf(parseExposition(await metrics.exposition()), "nanumteo_ai_calls_total")).toBe(0);
    const provider = providerAnswering("model");
    expect(countAiCalls(provider, NO_METRICS)).toBe(provider);
  });
});
