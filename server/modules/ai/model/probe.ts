// At start, one look at the configured model server (GET {AI_BASE_URL}/models): an operator
// learns from the log at once that the address, the key or the model name is wrong, instead of
// from members seeing offline results labelled as a fallback. It changes nothing: every call
// still tries the model and falls back on its own.
import type { AppConfig } from "../../../config";
import type { Logger } from "../../../lib/logger";

export type ProbeResult = "ok" | "unreachable" | "refused" | "model-unknown";

export async function probeModel(config: AppConfig, logger: Pick<Logger, "info" | "warn">): Promise<ProbeResult | null> {
  if (!config.AI_BASE_URL || !config.AI_MODEL) return null;
  const base = config.AI_BASE_URL.replace(/\/+$/, "");
  let result: ProbeResult;
  let status: number | undefined;
  try {
    const response = await fetch(`${base}/models`, {
      headers: config.AI_API_KEY ? { authorization: `Bearer ${config.AI_API_KEY}` } : {},
      signal: AbortSignal.timeout(Math.min(config.AI_TIMEOUT_MS, 5_000)),
    });
    status = response.status;
    if (!response.ok) result = "refused";
    else {
      const body = (await response.json().catch(() => null)) as { data?: { id?: unknown }[] } | null;
      const ids = (body?.data ?? []).map((m) => m.id);
      // Some servers list nothing or other names (aliases, tags): only a clear list that lacks the model is reported.
      result = ids.length && !ids.includes(config.AI_MODEL) ? "model-unknown" : "ok";
    }
  } catch {
    result = "unreachable";
  }
  const fields = { base, model: config.AI_MODEL, result, status };
  if (result === "ok") logger.info(fields, "AI 모델 서버에 연결했습니다 (model server reachable)");
  else
    logger.warn(
      fields,
      "AI 모델 서버를 확인하지 못했습니다: 오프라인 결과로 대신합니다 (model server check failed; offline results until it answers)",
    );
  return result;
}
