// Each AI task counted by the engine that answered it (GET /metrics, lib/metrics.ts): the model,
// or the offline engine — configured so, or standing in for a model that failed (a fallback).
// A task the caller gave up on (it threw) answered nobody and is not counted.
import type { Metrics } from "../../lib/metrics";
import { AI_TASKS } from "./model";
import type { AiCallOptions, AiProvider, AiResult } from "./provider";

export function countAiCalls(provider: AiProvider, metrics: Metrics): AiProvider {
  if (!metrics.enabled) return provider;
  const counted = { kind: provider.kind } as AiProvider;
  for (const task of AI_TASKS) {
    const call = provider[task] as (input: unknown, options?: AiCallOptions) => Promise<AiResult<unknown>>;
    const wrapped = async (input: unknown, options?: AiCallOptions) => {
      const result = await call.call(provider, input, options);
      metrics.aiCall(task, result.engine === "model" ? "model" : "offline", result.engine === "fallback");
      return result;
    };
    (counted as unknown as Record<string, unknown>)[task] = wrapped;
  }
  return counted;
}
