import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { BUILT_IN_ROSTER } from "./roster.js";
import { DEFAULT_TIMEOUT_MS, loadRoster, RosterError, resolveRoster } from "./roster-file.js";
import type { Adapter } from "./types.js";

/** A stand-in adapter: the roster loader only looks at `kind` and `settings`. */
const fakeAdapter = (
  kind: string,
  settings: z.ZodType = z.record(z.string(), z.unknown()),
): Adapter<unknown> => ({
  kind,
  settings,
  requests: () => [],
  parse: () => [],
});

/** Every adapter kind the built-in roster uses; `feed` and `reddit` have real-looking strict schemas. */
const FAKES: ReadonlyMap<string, Adapter<unknown>> = new Map(
  [
    fakeAdapter(
      "feed",
      z.strictObject({
        urls: z.array(z.url()).min(1),
        dateFrom: z.enum(["published", "updated"]).optional(),
      }),
    ),
    fakeAdapter(
      "reddit",
      z.strictObject({
        subreddit: z.string().regex(/^\w{2,21}$/),
        listing: z.enum(["hot", "new", "top"]).default("hot"),
        limit: z.number().int().min(1).max(100).default(25),
      }),
    ),
    ...[
      "hn-algolia",
      "lobsters",
      "github-search",
      "arxiv",
      "hf-daily-papers",
      "hf-models",
      "polymarket",
      "sec-edgar",
      "devto",
      "stackexchange",
      "mastodon",
    ].map((k) => fakeAdapter(k)),
  ].map((a) => [a.kind, a]),
);

const entry = (over: Record<string, unknown> = {}) => ({
  id: "my-feed",
  name: "My feed",
  domain: "ai-business",
  adapter: "feed",
  settings: { urls: ["https://blog.example.com/feed.xml"] },
  ...over,
});

function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RosterError);
    return (e as RosterError).problems;
  }
  throw new Error("expected a RosterError");
}

const dir = mkdtempSync(join(tmpdir(), "roster-file-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
function file(content: unknown): string {
  const path = join(dir, `roster-${n++}.json`);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content, null, 2));
  return path;
}

describe("the built-in roster", () => {
  // Uses the real adapter registry: if an adapter is mid-rewrite and does not import or its schema disagrees with
  // roster.ts, this is the one test expected to fail (the fake-registry tests below do not depend on adapters).
  it("resolves with the real adapters: 20 sources, unique ids, at least 5 domains", async () => {
    const { ADAPTERS } = await import("./registry.js");
    const sources = loadRoster(undefined, ADAPTERS);
    expect(sources).toHaveLength(20);
    expect(new Set(sources.map((s) => s.spec.id)).size).toBe(20);
    expect(new Set(sources.map((s) => s.spec.domain)).size).toBeGreaterThanOrEqual(5);
    for (const s of sources) expect(s.adapter).toBe(ADAPTERS.get(s.spec.adapter));
  });

  it("resolves with every entry's adapter, defaults and overrides", () => {
    const sources = resolveRoster(BUILT_IN_ROSTER, FAKES);
    expect(sources.map((s) => s.spec.id)).toEqual(BUILT_IN_ROSTER.map((s) => s.id));
    const arxiv = sources.find((s) => s.spec.id === "arxiv");
    expect(arxiv).toMatchObject({ timeoutMs: 20_000, minIntervalMs: 3000, adapter: FAKES.get("arxiv") });
    const lobsters = sources.find((s) => s.spec.id === "lobsters");
    expect(lobsters).toMatchObject({ timeoutMs: DEFAULT_TIMEOUT_MS, minIntervalMs: 0 });
  });
});

describe("resolveRoster", () => {
  it("returns the adapter's parsed settings (defaults applied)", () => {
    const [src] = resolveRoster(
      [entry({ id: "r", adapter: "reddit", settings: { subreddit: "rust" } })],
      FAKES,
    );
    expect(src?.settings).toEqual({ subreddit: "rust", listing: "hot", limit: 25 });
  });

  it("reports an unknown adapter, listing the known ones", () => {
    const [p, ...rest] = problemsOf(() => resolveRoster([entry({ adapter: "rss-magic" })], FAKES));
    expect(rest).toEqual([]);
    expect(p).toMatch(/^sources\[0\]\.adapter: unknown adapter "rss-magic"/);
    for (const kind of FAKES.keys()) expect(p).toContain(kind);
  });

  it("reports a duplicate id", () => {
    const problems = problemsOf(() =>
      resolveRoster([entry({ id: "same" }), entry({ id: "other" }), entry({ id: "same" })], FAKES),
    );
    expect(problems).toEqual(['sources[2].id: "same" is used twice']);
  });

  it("reports a bad id format", () => {
    for (const id of ["My Feed", "UPPER", "-leading-dash", "under_score", "x".repeat(64), ""]) {
      const problems = problemsOf(() => resolveRoster([entry({ id })], FAKES));
      expect(problems, id).toHaveLength(1);
      expect(problems[0], id).toMatch(/^sources\[0\]\.id: /);
    }
    expect(resolveRoster([entry({ id: `a${"-".repeat(62)}` })], FAKES)).toHaveLength(1);
  });

  it("reports an unknown domain", () => {
    const [p] = problemsOf(() => resolveRoster([entry({ domain: "sports" })], FAKES));
    expect(p).toMatch(/^sources\[0\]\.domain: /);
  });

  it("reports settings the adapter refuses, naming the field and the source id", () => {
    const problems = problemsOf(() =>
      resolveRoster(
        [
          entry({ id: "good" }),
          entry({ id: "bad-feed", settings: { urls: ["https://ok.example/feed", "not a url"] } }),
        ],
        FAKES,
      ),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^sources\[1\]\.settings\.urls\[1\] \(bad-feed\): /);
    const [extra] = problemsOf(() =>
      resolveRoster(
        [entry({ id: "r", adapter: "reddit", settings: { subreddit: "rust", limit: 1000 } })],
        FAKES,
      ),
    );
    expect(extra).toMatch(/^sources\[0\]\.settings\.limit \(r\): /);
  });

  it("refuses unknown keys in an entry (strict)", () => {
    const [p] = problemsOf(() => resolveRoster([entry({ timeout: 5000 })], FAKES));
    expect(p).toMatch(/^sources\[0\]/);
    expect(p).toContain("timeout");
  });

  it("refuses out-of-range timeouts and spacing", () => {
    const problems = problemsOf(() => resolveRoster([entry({ timeoutMs: 10, minIntervalMs: -1 })], FAKES));
    expect(problems.map((p) => p.split(":")[0]).sort()).toEqual([
      "sources[0].minIntervalMs",
      "sources[0].timeoutMs",
    ]);
  });

  it("reports every problem at once", () => {
    const e = (() => {
      try {
        resolveRoster(
          [
            entry({ id: "BAD ID" }),
            entry({ id: "a", adapter: "nope" }),
            entry({ id: "b", settings: { urls: [] } }),
            entry({ id: "a" }),
            entry({ id: "c", name: "" }),
            "not an object",
          ],
          FAKES,
          "sources.json",
        );
      } catch (err) {
        return err as RosterError;
      }
      throw new Error("expected a RosterError");
    })();
    expect(e.problems).toHaveLength(6);
    expect(e.problems.map((p) => p.split(/[.:]/)[0])).toEqual([
      "sources[0]",
      "sources[1]",
      "sources[2]",
      "sources[3]",
      "sources[4]",
      "sources[5]",
    ]);
    expect(e.message).toContain("sources.json");
    for (const p of e.problems) expect(e.message).toContain(p);
  });

  it("drops disabled entries, but still validates them", () => {
    const out = resolveRoster([entry({ id: "on" }), entry({ id: "off", enabled: false })], FAKES);
    expect(out.map((s) => s.spec.id)).toEqual(["on"]);
    const [p] = problemsOf(() =>
      resolveRoster([entry({ id: "on" }), entry({ id: "off", enabled: false, adapter: "nope" })], FAKES),
    );
    expect(p).toMatch(/^sources\[1\]\.adapter/);
  });

  it("refuses a roster with no enabled source", () => {
    expect(problemsOf(() => resolveRoster([], FAKES))).toEqual(["no enabled source"]);
    expect(problemsOf(() => resolveRoster([entry({ enabled: false })], FAKES))).toEqual([
      "no enabled source",
    ]);
  });
});

describe("loadRoster", () => {
  it("uses the built-in roster without a file", () => {
    expect(loadRoster(undefined, FAKES).map((s) => s.spec.id)).toEqual(BUILT_IN_ROSTER.map((s) => s.id));
  });

  it("says when the file is not valid JSON", () => {
    const path = file('[{"id": "x",]');
    const e = (() => {
      try {
        loadRoster(path, FAKES);
      } catch (err) {
        return err as RosterError;
      }
      throw new Error("expected a RosterError");
    })();
    expect(e).toBeInstanceOf(RosterError);
    expect(e.problems).toHaveLength(1);
    expect(e.problems[0]).toMatch(/not valid JSON/);
    expect(e.message).toContain(path);
  });

  it("says when the file cannot be read", () => {
    expect(problemsOf(() => loadRoster(join(dir, "missing.json"), FAKES))[0]).toMatch(/cannot be read/);
  });

  it("refuses a wrong top-level shape", () => {
    for (const body of [
      { sources: "x" },
      { mode: "merge", sources: [] },
      { sources: [], extra: 1 },
      42,
      JSON.stringify("a string"),
      null,
    ]) {
      const [p] = problemsOf(() => loadRoster(file(body), FAKES));
      expect(p, JSON.stringify(body)).toMatch(/expected an array of sources/);
    }
  });

  it("replaces the built-in roster with an array", () => {
    const out = loadRoster(file([entry({ id: "only-one" })]), FAKES);
    expect(out.map((s) => s.spec.id)).toEqual(["only-one"]);
  });

  it("replaces the built-in roster with {mode: replace} or no mode", () => {
    expect(loadRoster(file({ mode: "replace", sources: [entry()] }), FAKES).map((s) => s.spec.id)).toEqual([
      "my-feed",
    ]);
    expect(loadRoster(file({ sources: [entry()] }), FAKES).map((s) => s.spec.id)).toEqual(["my-feed"]);
  });

  it("drops an entry with enabled: false in replace mode", () => {
    const out = loadRoster(file([entry({ id: "a" }), entry({ id: "b", enabled: false })]), FAKES);
    expect(out.map((s) => s.spec.id)).toEqual(["a"]);
  });

  it("refuses a replacement roster whose sources are all off", () => {
    expect(problemsOf(() => loadRoster(file([entry({ enabled: false })]), FAKES))).toEqual([
      "no enabled source",
    ]);
  });

  it("adds a source in extend mode", () => {
    const out = loadRoster(file({ mode: "extend", sources: [entry({ id: "extra" })] }), FAKES);
    expect(out).toHaveLength(21);
    expect(out.map((s) => s.spec.id)).toEqual([...BUILT_IN_ROSTER.map((s) => s.id), "extra"]);
  });

  it("replaces a built-in source of the same id in extend mode", () => {
    const out = loadRoster(
      file({
        mode: "extend",
        sources: [
          entry({
            id: "lobsters",
            name: "Lobsters (AI tag)",
            adapter: "feed",
            settings: { urls: ["https://lobste.rs/t/ai.rss"] },
          }),
        ],
      }),
      FAKES,
    );
    expect(out).toHaveLength(20);
    const lobsters = out.filter((s) => s.spec.id === "lobsters");
    expect(lobsters).toHaveLength(1);
    expect(lobsters[0]).toMatchObject({
      spec: { name: "Lobsters (AI tag)", adapter: "feed" },
      settings: { urls: ["https://lobste.rs/t/ai.rss"] },
    });
  });

  it("switches a built-in source off in extend mode", () => {
    const out = loadRoster(file({ mode: "extend", sources: [{ id: "mastodon", enabled: false }] }), FAKES);
    expect(out).toHaveLength(19);
    expect(out.map((s) => s.spec.id)).not.toContain("mastodon");
  });

  it("refuses to switch off a source that is not built in", () => {
    const problems = problemsOf(() =>
      loadRoster(
        file({ mode: "extend", sources: [entry({ id: "extra" }), { id: "no-such-source", enabled: false }] }),
        FAKES,
      ),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^sources\[1\]\.id: "no-such-source" is not a built-in source/);
  });

  it("names the file's own index and the id of a bad entry in extend mode", () => {
    const path = file({
      mode: "extend",
      sources: [{ id: "mastodon", enabled: false }, entry({ id: "broken", settings: { urls: ["nope"] } })],
    });
    const problems = problemsOf(() => loadRoster(path, FAKES));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^sources\[1\]\.settings\.urls\[0\] \(broken\): /);
  });

  it("reports an id used twice in an extend file", () => {
    const problems = problemsOf(() =>
      loadRoster(
        file({ mode: "extend", sources: [entry({ id: "extra" }), entry({ id: "extra", name: "Again" })] }),
        FAKES,
      ),
    );
    expect(problems).toEqual(['sources[1].id: "extra" is used twice']);
  });

  it("refuses an extend file that switches every source off", () => {
    const path = file({
      mode: "extend",
      sources: BUILT_IN_ROSTER.map((s) => ({ id: s.id, enabled: false })),
    });
    expect(problemsOf(() => loadRoster(path, FAKES))).toEqual(["no enabled source"]);
  });
});
