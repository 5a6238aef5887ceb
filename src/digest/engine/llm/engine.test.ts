import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { cycleInput } from "../../../../tests/fixtures/llm/cycle-input.js";
import { buildSkeleton } from "../offline/build-skeleton.js";
import { createOfflineEngine } from "../offline/offline-engine.js";
import { skeletonFields } from "../offline/skeleton.js";
import type { DigestDraft } from "../types.js";
import { createLlmEngine, type LlmEngineOptions } from "./engine.js";
import { completion, type FakeOpenAiServer, type Reply, startFakeOpenAi } from "./fake-openai-server.js";

const MODEL = "qwen3.5-72b-instruct";
const API_KEY = "sk-test-4f9c2e7a1b";
const validProse = JSON.parse(
  readFileSync(new URL("../../../../tests/fixtures/llm/prose-valid.json", import.meta.url), "utf8"),
) as Record<string, unknown>;
const withProse = (patch: Record<string, unknown>): string => JSON.stringify({ ...validProse, ...patch });

interface LogLine {
  level: "info" | "warn";
  obj: Record<string, unknown>;
  msg: string;
}

let server: FakeOpenAiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setUp(replies: Reply[], opts: Partial<LlmEngineOptions> = {}) {
  server = await startFakeOpenAi(replies);
  const logs: LogLine[] = [];
  const engine = createLlmEngine({
    provider: "openai-compatible",
    model: MODEL,
    apiKey: API_KEY,
    baseUrl: server.baseUrl,
    maxRetries: 0,
    timeoutMs: 5_000,
    fallback: createOfflineEngine(),
    logger: {
      info: (obj, msg) => logs.push({ level: "info", obj: obj as Record<string, unknown>, msg }),
      warn: (obj, msg) => logs.push({ level: "warn", obj: obj as Record<string, unknown>, msg }),
    },
    ...opts,
  });
  return { engine, logs, srv: server };
}

const offlineDraft = async (): Promise<DigestDraft> => createOfflineEngine().synthesize(cycleInput());

async function expectFallback(draft: DigestDraft, logs: LogLine[], reason: string | RegExp) {
  const { engine: writer, ...content } = draft;
  expect(writer).toMatch(/^offline \(fallback: .+\)$/);
  expect(writer).toMatch(reason);
  expect(content).toEqual(await offlineDraft());
  const warning = logs.find((l) => l.level === "warn");
  expect(warning?.obj).toMatchObject({ engine: `llm:openai-compatible/${MODEL}`, fallback: "offline" });
  expect(String(warning?.obj.reason)).toMatch(reason);
}

describe("LLM engine: valid output", () => {
  it("writes the model's prose and takes every number and list from the skeleton", async () => {
    const { engine, logs, srv } = await setUp([completion(JSON.stringify(validProse))]);
    expect(engine.name).toBe(`llm:openai-compatible/${MODEL}`);

    const draft = await engine.synthesize(cycleInput());

    expect(draft.engine).toBe(`llm:openai-compatible/${MODEL}`);
    expect(draft.title).toBe(validProse.title);
    expect(draft.executiveSummary).toBe(validProse.executiveSummary);
    expect(draft.fullAnalysis).toBe((validProse.fullAnalysis as string).trim());
    expect(draft.crossDomainInsights).toEqual(validProse.crossDomainInsights);
    // The model's own narratives, signals, sentiment and sources are discarded.
    const grounded = skeletonFields(buildSkeleton(cycleInput()));
    expect({
      narratives: draft.narratives,
      signals: draft.signals,
      sentiment: draft.sentiment,
      sourcesUsed: draft.sourcesUsed,
    }).toEqual(grounded);
    expect(JSON.stringify(draft)).not.toMatch(/made-up-source|Invented|0\.99|0\.93/);
    expect(draft.narratives.map((n) => [n.title, n.stage, n.momentum])).toEqual([
      ["Mistral AI raises €1.7B led by ASML", "building", 0.82],
      ["EU proposes delaying AI Act high-risk obligations", "emerging", 0.64],
      ["llama.cpp adds multi-token prediction", "peak", 0.47],
    ]);
    expect(srv.requests).toHaveLength(1);
    expect(logs.filter((l) => l.level === "warn")).toEqual([]);
  });

  it("logs one line per call with token use and latency", async () => {
    let t = 1_000;
    const { engine, logs } = await setUp(
      [
        {
          kind: "completion",
          content: JSON.stringify(validProse),
          usage: { prompt_tokens: 2345, completion_tokens: 678 },
        },
      ],
      { now: () => (t += 250) },
    );
    await engine.synthesize(cycleInput());
    const calls = logs.filter((l) => l.msg === "llm digest call");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.obj).toEqual({
      engine: `llm:openai-compatible/${MODEL}`,
      latencyMs: 250,
      attempts: 1,
      promptTokens: 2345,
      completionTokens: 678,
      totalTokens: 3023,
      outcome: "ok",
    });
  });

  it("reads JSON wrapped in a Markdown fence, as small servers in JSON mode produce", async () => {
    const { engine } = await setUp([
      completion(`Here is the digest:\n\`\`\`json\n${JSON.stringify(validProse)}\n\`\`\``),
    ]);
    const draft = await engine.synthesize(cycleInput());
    expect(draft.engine).toBe(`llm:openai-compatible/${MODEL}`);
    expect(draft.title).toBe(validProse.title);
  });
});

describe("LLM engine: the request", () => {
  it("is a real chat completion carrying the grounded facts, JSON mode and the API key", async () => {
    const { engine, srv } = await setUp([completion(JSON.stringify(validProse))]);
    await engine.synthesize(cycleInput());

    const [req] = srv.requests;
    expect(req?.method).toBe("POST");
    expect(req?.path).toBe("/v1/chat/completions");
    expect(req?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(req?.body.model).toBe(MODEL);
    expect(req?.body.response_format).toEqual({ type: "json_object" });
    const [system, user] = req?.body.messages ?? [];
    expect(system?.role).toBe("system");
    expect(system?.content).toMatch(/Never invent or compute figures/);
    expect(user?.role).toBe("user");
    const facts = user?.content ?? "";
    const skeleton = buildSkeleton(cycleInput());
    for (const n of skeleton.narratives) {
      expect(facts).toContain(`"${n.title}": stage ${n.stage}, momentum ${n.momentum.toFixed(2)}`);
    }
    for (const s of skeleton.signals) expect(facts).toContain(`[${s.strength}] ${s.sourceName} (${s.domain}`);
    for (const name of [
      "TechCrunch AI",
      "Google News: AI policy",
      "r/LocalLLaMA",
      "SEC EDGAR full-text search",
    ])
      expect(facts).toContain(name);
    expect(facts).toContain("https://example.test/techcrunch-ai/1");
    expect(facts).toContain("engagement percentile 97");
    expect(facts).toContain(
      `Overall ${skeleton.sentiment.overall}, confidence ${skeleton.sentiment.confidence.toFixed(2)}`,
    );
  });

  it("asks for the JSON schema when the server supports structured outputs", async () => {
    const { engine, srv } = await setUp([completion(JSON.stringify(validProse))], {
      supportsStructuredOutputs: true,
    });
    await engine.synthesize(cycleInput());
    const format = srv.requests[0]?.body.response_format;
    expect(format?.type).toBe("json_schema");
    expect(format?.json_schema?.name).toBe("digest_prose");
    expect(format?.json_schema?.schema).toMatchObject({
      type: "object",
      required: ["title", "executiveSummary", "fullAnalysis", "crossDomainInsights"],
      additionalProperties: false,
    });
  });

  it("sends no Authorization header without a key", async () => {
    const { engine, srv } = await setUp([completion(JSON.stringify(validProse))], { apiKey: undefined });
    await engine.synthesize(cycleInput());
    expect(srv.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe("LLM engine: every failure falls back to the offline engine", () => {
  it("malformed JSON", async () => {
    const { engine, logs } = await setUp([completion('{"title": "Mistral raises", "executiveSummary": ')]);
    await expectFallback(await engine.synthesize(cycleInput()), logs, "malformed JSON");
  });

  it("an empty answer", async () => {
    const { engine, logs } = await setUp([completion("")]);
    await expectFallback(await engine.synthesize(cycleInput()), logs, "malformed JSON");
  });

  it.each([
    ["a missing field", { fullAnalysis: undefined }, /invalid output: fullAnalysis/],
    [
      "a wrong type",
      { crossDomainInsights: "Mistral and the AI Act." },
      /invalid output: crossDomainInsights/,
    ],
    ["an empty title", { title: "   " }, /invalid output: title/],
    ["a missing section", { fullAnalysis: "## Top narratives\n\nMistral raised money." }, /missing sections/],
    [
      "figures the facts do not hold",
      { executiveSummary: "Mistral raised €2.3B. Nvidia made $71B." },
      /2\.3, 71/,
    ],
  ])("schema-violating output: %s", async (_, patch, reason) => {
    const { engine, logs } = await setUp([completion(withProse(patch))]);
    await expectFallback(await engine.synthesize(cycleInput()), logs, reason);
  });

  it("a server that never answers, within the deadline", async () => {
    const { engine, logs, srv } = await setUp([{ kind: "hang" }], { timeoutMs: 300 });
    const started = performance.now();
    await expectFallback(await engine.synthesize(cycleInput()), logs, "timeout after 300 ms");
    expect(srv.requests).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("429 after the retries, honouring Retry-After", async () => {
    const { engine, logs, srv } = await setUp(
      [{ kind: "error", status: 429, headers: { "retry-after": "0" }, message: "Rate limit reached" }],
      { maxRetries: 1 },
    );
    await expectFallback(await engine.synthesize(cycleInput()), logs, "http 429 after 2 attempts");
    expect(srv.requests).toHaveLength(2);
  });

  it("500", async () => {
    const { engine, logs, srv } = await setUp([{ kind: "error", status: 500 }]);
    await expectFallback(await engine.synthesize(cycleInput()), logs, "http 500");
    expect(srv.requests).toHaveLength(1);
  });

  it("a refused connection", async () => {
    const { engine, logs, srv } = await setUp([completion("{}")]);
    await srv.close();
    await expectFallback(await engine.synthesize(cycleInput()), logs, /network error/);
  });

  it("a cycle with nothing to write about never calls the model", async () => {
    const { engine, srv } = await setUp([completion(JSON.stringify(validProse))]);
    const draft = await engine.synthesize({ ...cycleInput(), items: [], narratives: [] });
    expect(draft.engine).toBe("offline (fallback: nothing to write about)");
    expect(srv.requests).toHaveLength(0);
  });
});

describe("LLM engine: retries, aborts and secrets", () => {
  it("a 429 with Retry-After followed by an answer gives the LLM draft", async () => {
    const { engine, srv, logs } = await setUp(
      [
        { kind: "error", status: 429, headers: { "retry-after": "0" } },
        completion(JSON.stringify(validProse)),
      ],
      { maxRetries: 2 },
    );
    const draft = await engine.synthesize(cycleInput());
    expect(draft.engine).toBe(`llm:openai-compatible/${MODEL}`);
    expect(srv.requests).toHaveLength(2);
    expect(logs.find((l) => l.msg === "llm digest call")?.obj).toMatchObject({ attempts: 2, outcome: "ok" });
  });

  it("a caller's abort is not a fallback: synthesize rejects", async () => {
    const { engine } = await setUp([{ kind: "hang" }]);
    const controller = new AbortController();
    const pending = engine.synthesize(cycleInput(), { signal: controller.signal });
    setImmediate(() => controller.abort(new Error("cycle cancelled")));
    await expect(pending).rejects.toThrow("cycle cancelled");
  });

  it("never logs the API key, even when the server echoes it", async () => {
    const { engine, logs } = await setUp([
      { kind: "error", status: 401, message: `Incorrect API key provided: ${API_KEY}` },
    ]);
    const draft = await engine.synthesize(cycleInput());
    expect(draft.engine).toBe("offline (fallback: http 401)");
    expect(logs.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(logs)).not.toContain(API_KEY);
    expect(JSON.stringify(draft)).not.toContain(API_KEY);
  });
});

describe("LLM engine: settings", () => {
  const fallback = createOfflineEngine();
  it("refuses an OpenAI-compatible engine without a base URL, and OpenAI or Anthropic without a key", () => {
    expect(() => createLlmEngine({ provider: "openai-compatible", model: "m", fallback })).toThrow(
      /LLM_BASE_URL/,
    );
    expect(() => createLlmEngine({ provider: "openai", model: "gpt-5-mini", fallback })).toThrow(
      /LLM_API_KEY/,
    );
    expect(() => createLlmEngine({ provider: "anthropic", model: "claude-sonnet-4-5", fallback })).toThrow(
      /LLM_API_KEY/,
    );
  });

  it("names itself after provider and model", () => {
    expect(createLlmEngine({ provider: "openai", model: "gpt-5-mini", apiKey: "k", fallback }).name).toBe(
      "llm:openai/gpt-5-mini",
    );
    expect(
      createLlmEngine({ provider: "anthropic", model: "claude-sonnet-4-5", apiKey: "k", fallback }).name,
    ).toBe("llm:anthropic/claude-sonnet-4-5");
  });
});
