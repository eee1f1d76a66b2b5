// Chooses the AI engine from the configuration: the offline engine always exists; a configured
// OpenAI-compatible model (AI_BASE_URL) is put in front of it and falls back to it.
import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { Metrics } from "../../lib/metrics";
import { countAiCalls } from "./metrics";
import { createChatClient, modelProvider, withFallback } from "./model";
import { offlineProvider } from "./offline";
import type { AiProvider } from "./provider";
import { documentFrequency } from "./term-stats";

export interface AiDeps {
  config: AppConfig;
  db: Database;
  logger: Logger;
  /** Counts each task by the engine that answered it (GET /metrics). */
  metrics?: Metrics;
}

export function createAiProvider({ config, db, logger, metrics }: AiDeps): AiProvider {
  const offline = offlineProvider({ documentFrequency: (terms) => documentFrequency(db, terms) });
  if (!config.AI_BASE_URL || !config.AI_MODEL) return metrics ? countAiCalls(offline, metrics) : offline;
  const client = createChatClient({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY ?? null,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    maxRetries: config.AI_MAX_RETRIES,
  });
  const provider = withFallback(modelProvider(client), offline, logger);
  return metrics ? countAiCalls(provider, metrics) : provider;
}
