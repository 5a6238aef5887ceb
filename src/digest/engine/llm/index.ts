export {
  createLlmEngine,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  type LlmEngineOptions,
  type LlmLogger,
} from "./engine.js";
export { LLM_PROVIDERS, type LlmProvider } from "./model.js";
