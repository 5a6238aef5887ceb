import { afterEach, describe, expect, it } from "vitest";
import { cycleInput } from "../../../tests/fixtures/llm/cycle-input.js";
import { createDigestEngine } from "./index.js";
import { type FakeOpenAiServer, startFakeOpenAi } from "./llm/fake-openai-server.js";

let server: FakeOpenAiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("createDigestEngine", () => {
  it("gives the offline engine when no provider is set", async () => {
    const engine = createDigestEngine({ LLM_PROVIDER: "none" });
    expect(engine.name).toBe("offline");
    const draft = await engine.synthesize(cycleInput());
    expect(draft.engine).toBeUndefined();
    expect(draft.narratives.length).toBeGreaterThan(0);
  });

  it("gives the LLM engine, falling back to the offline one, when a provider is set", async () => {
    server = await startFakeOpenAi([{ kind: "error", status: 400, message: "unknown model" }]);
    const warnings: unknown[] = [];
    const engine = createDigestEngine(
      { LLM_PROVIDER: "openai-compatible", LLM_MODEL: "llama3.3", LLM_BASE_URL: server.baseUrl },
      { info: () => {}, warn: (obj) => warnings.push(obj) },
    );
    expect(engine.name).toBe("llm:openai-compatible/llama3.3");
    const draft = await engine.synthesize(cycleInput());
    expect(draft.engine).toBe("offline (fallback: http 400)");
    expect(warnings).toHaveLength(1);
  });

  it("refuses settings that could never work", () => {
    expect(() => createDigestEngine({ LLM_PROVIDER: "openai", LLM_API_KEY: "k" })).toThrow(/model/);
    expect(() => createDigestEngine({ LLM_PROVIDER: "openai-compatible", LLM_MODEL: "m" })).toThrow(
      /LLM_BASE_URL/,
    );
    expect(() => createDigestEngine({ LLM_PROVIDER: "anthropic", LLM_MODEL: "claude-sonnet-4-5" })).toThrow(
      /LLM_API_KEY/,
    );
  });
});
