import { type CollectStore, collect } from "../../src/sources/collect.js";
import { createFetcher } from "../../src/sources/fetch/index.js";
import { ADAPTERS } from "../../src/sources/registry.js";
import { createReplay, REPLAY_HEADER } from "../../src/sources/replay.js";
import { loadRoster } from "../../src/sources/roster-file.js";

const SNAPSHOT = new URL("../../snapshot/sources/", import.meta.url).pathname;

/** The built-in roster, and its sources as the digest cycle sees them. */
export const roster = loadRoster(undefined, ADAPTERS);
export const rosterSources = new Map(
  roster.map(({ spec }) => [spec.id, { id: spec.id, name: spec.name, domain: spec.domain }]),
);

/** A replay collection of the bundled snapshot at `now`, in which the listed sources answer 500. */
export function replayCollector(store: CollectStore, now: Date, failing: ReadonlySet<string> = new Set()) {
  const replay = createReplay(SNAPSHOT);
  const transport = (async (input: string | URL | Request, init?: RequestInit) => {
    const tag = new Headers(init?.headers).get(REPLAY_HEADER) ?? "";
    if (failing.has(tag.split("/")[0] ?? "")) return new Response("upstream broke", { status: 500 });
    return replay.transport(input, init);
  }) as typeof fetch;
  return () =>
    collect({
      store,
      sources: roster,
      fetcher: createFetcher({ userAgent: "t", transport, politeness: false, retries: 0 }),
      mode: "replay",
      retentionDays: 14,
      now: () => now,
      shiftMs: replay.shiftMs(now),
    });
}
