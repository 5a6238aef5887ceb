import { readFileSync } from "node:fs";
import type { Adapter, AdapterContext, FetchedBody, RawItem } from "../../src/sources/types.js";

/** Test kit for adapters: a recorded body as the fetcher would hand it over, and a context that records backoffs. */

const ROOT = new URL("../../", import.meta.url);

/** Reads a file relative to the repository root (e.g. `tests/fixtures/sources/reddit/hot.json`). */
export function repoFile(path: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(path, ROOT)));
}

export function fetched(
  path: string,
  opts: { url: string; contentType: string; headers?: Record<string, string> },
): FetchedBody {
  return {
    url: opts.url,
    status: 200,
    headers: { "content-type": opts.contentType, ...opts.headers },
    body: repoFile(path),
  };
}

export interface TestContext extends AdapterContext {
  backoffs: number[];
}

export function testContext(overrides: Partial<AdapterContext> = {}): TestContext {
  const backoffs: number[] = [];
  return {
    contact: "ops@intel.example",
    secrets: {},
    now: new Date("2026-11-22T06:00:00.000Z"),
    backoff: (ms) => backoffs.push(ms),
    ...overrides,
    backoffs,
  };
}

/** Validates `settings` with the adapter's own schema (as the roster loader does), then parses the fixture. */
export function parseFixture<S>(
  adapter: Adapter<S>,
  settings: unknown,
  path: string,
  opts: { url: string; contentType: string; headers?: Record<string, string> },
  ctx: AdapterContext = testContext(),
): RawItem[] {
  const parsed = adapter.settings.parse(settings);
  return adapter.parse(fetched(path, opts), parsed, ctx);
}
