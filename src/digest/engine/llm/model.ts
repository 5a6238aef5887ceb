import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";

/**
 * One language model per provider kind, through the Vercel AI SDK. The API key is always passed explicitly, so the
 * SDK never falls back to reading `OPENAI_API_KEY` or `ANTHROPIC_API_KEY` from the environment behind the config's
 * back.
 */

export const LLM_PROVIDERS = ["openai", "anthropic", "openai-compatible"] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

export interface ModelSettings {
  provider: LlmProvider;
  model: string;
  apiKey?: string | undefined;
  /** Required for "openai-compatible" (e.g. http://127.0.0.1:11434/v1); optional proxy URL for the others. */
  baseUrl?: string | undefined;
  /**
   * OpenAI-compatible servers only: the server constrains output to a JSON schema (vLLM, OpenRouter for most
   * models). Without it the engine asks for JSON mode and checks the schema itself.
   */
  supportsStructuredOutputs?: boolean | undefined;
}

/** How the prose is asked for: a JSON schema the provider enforces, or plain JSON mode checked afterwards. */
export type OutputMode = "schema" | "json";

export function outputMode(s: ModelSettings): OutputMode {
  return s.provider === "openai-compatible" && s.supportsStructuredOutputs !== true ? "json" : "schema";
}

/** Refuses settings that could never work, at start-up rather than at the first cycle. */
export function checkModelSettings(s: ModelSettings): void {
  if (!s.model.trim()) throw new Error("LLM engine: a model name is required");
  if (s.provider === "openai-compatible" && !s.baseUrl)
    throw new Error("LLM engine: LLM_BASE_URL is required for the openai-compatible provider");
  if (s.provider !== "openai-compatible" && !s.apiKey)
    throw new Error(`LLM engine: LLM_API_KEY is required for the ${s.provider} provider`);
}

/** `fetch` is injected per call so the engine can count attempts (the SDK retries inside). */
export function createLanguageModel(s: ModelSettings, fetch: typeof globalThis.fetch): LanguageModel {
  const baseURL = s.baseUrl?.replace(/\/+$/, "");
  switch (s.provider) {
    case "openai":
      return createOpenAI({ apiKey: s.apiKey, baseURL, fetch })(s.model);
    case "anthropic":
      return createAnthropic({ apiKey: s.apiKey, baseURL, fetch })(s.model);
    case "openai-compatible":
      return createOpenAICompatible({
        name: "llm",
        baseURL: baseURL ?? "",
        apiKey: s.apiKey,
        fetch,
        supportsStructuredOutputs: s.supportsStructuredOutputs === true,
      }).chatModel(s.model);
  }
}
