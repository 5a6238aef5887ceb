import type { Context } from "hono";
import { sourcesProblem, summarizeSources } from "../../sources/health-summary.js";
import type { AppDeps } from "../deps.js";

export const INTERFACE_VERSION = "1.0.0";
/** Two missed cycles and a half: past this the digest is stale and the service says it is degraded. */
const STALE_DIGEST_MS = 8.5 * 3_600_000;

/** Liveness with the facts an operator checks first; 503 only when the store is unreachable. */
export function healthHandler(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const started = Date.now();
  return async (c: Context): Promise<Response> => {
    const { config, store } = deps;
    const reachable = await store.ping().catch(() => false);
    const latest = reachable ? await store.latestDigestRef().catch(() => undefined) : undefined;
    const ageMs = latest ? now().getTime() - Date.parse(latest.createdAt) : undefined;
    const payments = deps.payments.describe();
    const [health, last, run] = reachable
      ? await Promise.all([
          store.sourceHealth().catch(() => []),
          store.lastCollection().catch(() => undefined),
          store.lastDigestRun().catch(() => undefined),
        ])
      : [[], undefined, undefined];
    const sources = summarizeSources(config.SOURCES_MODE, health, last);
    const problems: string[] = [];
    if (!reachable) problems.push("store unreachable");
    if (!latest) problems.push("no digest published yet");
    else if (ageMs !== undefined && ageMs > STALE_DIGEST_MS) problems.push("newest digest is stale");
    const failing = sourcesProblem(sources);
    if (failing) problems.push(failing);
    // A slot whose last attempt did not publish: say why (too few sources, a failed cycle) until a digest lands.
    const unpublished =
      run &&
      (run.status === "not_published" || run.status === "failed") &&
      !(await store.hasDigestForSlot(run.slot).catch(() => false));
    if (run && unpublished)
      problems.push(`digest for ${run.slot} not published: ${run.reason ?? run.status}`);
    const body = {
      status: problems.length ? "degraded" : "ok",
      problems,
      service: "intel-digest",
      version: deps.packageVersion,
      interfaceVersion: INTERFACE_VERSION,
      time: now().toISOString(),
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
      store: { kind: store.kind, reachable },
      payments,
      digest: latest
        ? { latestId: latest.id, createdAt: latest.createdAt, ageSeconds: Math.round((ageMs ?? 0) / 1000) }
        : null,
      sources,
      pipeline: pipelineOf(deps, started),
      digestCycle: run
        ? {
            slot: run.slot,
            status: run.status,
            reason: run.reason ?? null,
            attempts: run.attempts,
            at: run.updatedAt.toISOString(),
          }
        : null,
    };
    return c.json(body, reachable ? 200 : 503, { "Cache-Control": "no-store" });
  };
}

function pipelineOf(deps: AppDeps, started: number): { role: string; since: string } {
  const s = deps.pipeline?.() ?? { role: "off", since: new Date(started) };
  return { role: s.role, since: s.since.toISOString() };
}
