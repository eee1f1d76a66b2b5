// A configured model in front of the offline engine (docs/product/ai.md §1.2): every task is
// tried on the model; when it fails, times out or answers something unusable, the offline
// engine answers and the result says `engine: "fallback"` so the page can label it. The warning
// names the task and the reason, never the member's text.
import type { Logger } from "../../../lib/logger";
import type { AiCallOptions, AiProvider, AiResult } from "../provider";
import { ModelError } from "./errors";

export type AiTask = Exclude<keyof AiProvider, "kind">;
type Task = AiTask;
/** Every task of the engine (docs/product/ai.md). */
export const AI_TASKS: Task[] = ["title", "tags", "enrichment", "continuation", "summary", "answer", "help", "videoScript"];

export function withFallback(model: AiProvider, offline: AiProvider, logger: Pick<Logger, "warn">): AiProvider {
  const wrap = <K extends Task>(task: K): AiProvider[K] => {
    const call = async (input: unknown, options?: AiCallOptions): Promise<AiResult<unknown>> => {
      let streamed = false;
      const onDelta = options?.onDelta;
      const modelOptions: AiCallOptions | undefined = onDelta
        ? {
            ...options,
            onDelta: (chunk) => {
              streamed = true;
              onDelta(chunk);
            },
          }
        : options;
      try {
        return await (model[task] as (i: unknown, o?: AiCallOptions) => Promise<AiResult<unknown>>)(input, modelOptions);
      } catch (error) {
        // The caller gave up: nobody waits for an offline answer either.
        if (options?.signal?.aborted) throw error;
        const reason = error instanceof ModelError ? error.reason : "error";
        const status = error instanceof ModelError && "status" in error ? (error as { status: number }).status : undefined;
        logger.warn(
          { task, reason, status, detail: error instanceof ModelError ? error.message : String(error).slice(0, 200) },
          "AI 모델이 답하지 못해 오프라인 엔진으로 답합니다 (model failed; offline result)",
        );
        if (streamed) options?.onRestart?.();
        const result = await (offline[task] as (i: unknown, o?: AiCallOptions) => Promise<AiResult<unknown>>)(input, options);
        return { value: result.value, engine: "fallback" };
      }
    };
    return call as unknown as AiProvider[K];
  };
  const provider = { kind: "model" as const } as AiProvider;
  for (const task of AI_TASKS) (provider as unknown as Record<Task, unknown>)[task] = wrap(task);
  return provider;
}
