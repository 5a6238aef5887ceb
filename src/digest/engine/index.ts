import { createLlmEngine, type LlmLogger, type LlmProvider } from "./llm/index.js";
import { createOfflineEngine } from "./offline/offline-engine.js";
import type { DigestEngine } from "./types.js";

export type { DigestDraft, DigestEngine, DigestInput } from "./types.js";

/** The part of the config that chooses the engine (names as in the environment). */
export interface DigestEngineConfig {
  LLM_PROVIDER: "none" | LlmProvider;
  LLM_MODEL?: string | undefined;
  LLM_API_KEY?: string | undefined;
  LLM_BASE_URL?: string | undefined;
  /** OpenAI-compatible servers that enforce a JSON schema (vLLM, OpenRouter); JSON mode otherwise. */
  LLM_STRUCTURED_OUTPUTS?: boolean | undefined;
  LLM_TIMEOUT_MS?: number | undefined;
}

/**
 * The digest engine the service runs: the offline engine when no LLM provider is set, otherwise the LLM engine with
 * the offline engine as its fallback for any cycle the model cannot write. Throws at start-up on settings that
 * could never work (no model, no base URL for an OpenAI-compatible server, no key for OpenAI or Anthropic).
 */
export function createDigestEngine(config: DigestEngineConfig, logger?: LlmLogger): DigestEngine {
  const offline = createOfflineEngine();
  if (config.LLM_PROVIDER === "none") return offline;
  return createLlmEngine({
    provider: config.LLM_PROVIDER,
    model: config.LLM_MODEL ?? "",
    apiKey: config.LLM_API_KEY,
    baseUrl: config.LLM_BASE_URL,
    supportsStructuredOutputs: config.LLM_STRUCTURED_OUTPUTS,
    ...(config.LLM_TIMEOUT_MS ? { timeoutMs: config.LLM_TIMEOUT_MS } : {}),
    fallback: offline,
    ...(logger ? { logger } : {}),
  });
}
