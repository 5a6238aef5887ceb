import { generateText, type LanguageModelUsage, NoObjectGeneratedError, Output } from "ai";
import { buildSkeleton } from "../offline/build-skeleton.js";
import { type DigestSkeleton, skeletonFields } from "../offline/skeleton.js";
import type { DigestDraft, DigestEngine, DigestInput } from "../types.js";
import { describeError, type LlmFailure } from "./failure.js";
import { ungroundedFigures } from "./grounding.js";
import { checkModelSettings, createLanguageModel, type ModelSettings, outputMode } from "./model.js";
import { buildPrompt } from "./prompt.js";
import { DigestProse, DraftSchema, describeIssues, extractJson, ProseWire } from "./prose.js";

/**
 * The LLM engine: the model writes the prose (title, summary, analysis, insights) from the skeleton's facts, and the
 * draft takes every number and list from the skeleton. Any failure (network, HTTP error, timeout, unreadable or
 * invalid output, figures not in the facts) hands the cycle to the fallback engine; `synthesize` only throws when
 * the caller aborts or the fallback itself fails. The draft's `engine` says who actually wrote it.
 */

/** pino-compatible. */
export interface LlmLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface LlmEngineOptions extends ModelSettings {
  /** Total deadline of one synthesis, retries included (default 60 000). */
  timeoutMs?: number;
  /** Retries inside the SDK on 429, 5xx and network errors, honouring Retry-After (default 2). */
  maxRetries?: number;
  logger?: LlmLogger;
  /** Writes the cycle whenever the model does not; normally the offline engine. */
  fallback: DigestEngine;
  /** Monotonic milliseconds, for the logged latency (tests inject it). */
  now?: () => number;
}

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RETRIES = 2;

type ProseOutcome = { ok: true; prose: DigestProse } | { ok: false; failure: LlmFailure };

const silent: LlmLogger = { info: () => {}, warn: () => {} };

export function createLlmEngine(opts: LlmEngineOptions): DigestEngine {
  checkModelSettings(opts);
  const name = `llm:${opts.provider}/${opts.model}`;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRetries = opts.maxRetries ?? DEFAULT_MAX_RETRIES;
  const logger = opts.logger ?? silent;
  const now = opts.now ?? (() => performance.now());
  const mode = outputMode(opts);
  // Error texts can quote the request; the key must never reach a log line or the digest.
  const redact = (s: string): string => (opts.apiKey ? s.replaceAll(opts.apiKey, "[redacted]") : s);

  async function writeProse(input: DigestInput, skeleton: DigestSkeleton, signal?: AbortSignal) {
    const { system, prompt } = buildPrompt(input, skeleton);
    const deadline = AbortSignal.timeout(timeoutMs);
    let attempts = 0;
    const countingFetch: typeof fetch = (url, init) => {
      attempts += 1;
      return fetch(url, init);
    };
    const model = createLanguageModel(opts, countingFetch);
    const started = now();
    let usage: LanguageModelUsage | undefined;
    let value: unknown;
    let outcome: ProseOutcome | undefined;
    try {
      const result = await generateText({
        model,
        system,
        prompt,
        output:
          mode === "schema"
            ? Output.object({ schema: ProseWire, name: "digest_prose", description: "The digest's prose." })
            : Output.json({ name: "digest_prose" }),
        maxRetries,
        abortSignal: signal ? AbortSignal.any([deadline, signal]) : deadline,
      });
      usage = result.totalUsage;
      value = result.output;
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) {
        // Unparsable or off-schema per the SDK: read the raw text ourselves (code fences, prose around the JSON).
        usage = error.usage;
        value = extractJson(error.text ?? "");
        if (value === undefined)
          outcome = { ok: false, failure: { kind: "malformed", reason: "malformed JSON" } };
      } else {
        outcome = { ok: false, failure: describeError(error, { aborted: deadline.aborted, ms: timeoutMs }) };
      }
    }
    outcome ??= checkProse(value, prompt);
    logger.info(
      {
        engine: name,
        latencyMs: Math.round(now() - started),
        attempts,
        promptTokens: usage?.inputTokens,
        completionTokens: usage?.outputTokens,
        totalTokens: usage?.totalTokens,
        outcome: outcome.ok ? "ok" : "failed",
        ...(outcome.ok ? {} : { reason: redact(outcome.failure.reason) }),
      },
      "llm digest call",
    );
    return outcome;
  }

  async function fallBack(input: DigestInput, failure: LlmFailure, signal?: AbortSignal) {
    const reason = redact(failure.reason);
    logger.warn(
      { engine: name, fallback: opts.fallback.name, kind: failure.kind, reason },
      "llm digest failed; the fallback engine writes this cycle",
    );
    const draft = await opts.fallback.synthesize(input, signal ? { signal } : undefined);
    return { ...draft, engine: `${draft.engine ?? opts.fallback.name} (fallback: ${reason})` };
  }

  return {
    name,
    async synthesize(input, callOpts) {
      const signal = callOpts?.signal;
      const skeleton = buildSkeleton(input);
      if (skeleton.narratives.length === 0 && skeleton.signals.length === 0)
        return fallBack(input, { kind: "other", reason: "nothing to write about" }, signal);
      const outcome = await writeProse(input, skeleton, signal);
      // A caller's abort is not the model's failure: the cycle is being cancelled, so give up too.
      signal?.throwIfAborted();
      if (!outcome.ok) return fallBack(input, outcome.failure, signal);
      const draft = DraftSchema.safeParse({ ...outcome.prose, ...skeletonFields(skeleton) });
      if (!draft.success)
        return fallBack(
          input,
          { kind: "invalid", reason: `draft invalid: ${describeIssues(draft.error)}` },
          signal,
        );
      return { ...draft.data, engine: name } satisfies DigestDraft;
    },
  };
}

/** Prose the model returned, checked against the schema and against the facts it was given. */
function checkProse(value: unknown, facts: string): ProseOutcome {
  const parsed = DigestProse.safeParse(value);
  if (!parsed.success)
    return {
      ok: false,
      failure: { kind: "invalid", reason: `invalid output: ${describeIssues(parsed.error)}` },
    };
  const p = parsed.data;
  const ungrounded = ungroundedFigures(
    [p.title, p.executiveSummary, p.fullAnalysis, ...p.crossDomainInsights].join("\n"),
    facts,
  );
  if (ungrounded.length > 0)
    return {
      ok: false,
      failure: {
        kind: "ungrounded",
        reason: `figures not in the facts: ${ungrounded.slice(0, 5).join(", ")}`,
      },
    };
  return { ok: true, prose: p };
}
