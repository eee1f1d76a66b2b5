// The OpenAI-compatible engine: client (wire protocol), prompts (tasks, content as data),
// provider (tasks → checked results) and the fallback to the offline engine.
export { createChatClient, type ChatClient, type ChatClientOptions } from "./client";
export { modelProvider } from "./provider";
export { AI_TASKS, withFallback, type AiTask } from "./fallback";
export * from "./errors";
