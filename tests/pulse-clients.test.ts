import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { startPulseUpstream } from "../src/http/pulse-upstream/server.js";
import { createLogger } from "../src/log/logger.js";
import type { PulseClient } from "../src/pulse/client.js";
import { createLocalPulseClient } from "../src/pulse/local-client.js";
import { createPulseClient } from "../src/pulse/proxy-client.js";
import type { ViewStore } from "../src/pulse/views.js";
import {
  contentItem,
  type FakeViewStore,
  fakeViewStore,
  record,
  storedDigest,
} from "./helpers/pulse-store.js";

/**
 * One contract for both Pulse clients the gateway may use: over the upstream API's HTTP (`PULSE_URL` set) and in
 * process on the store (unset). Same store, same answers, same error codes, so the paid routes cannot tell.
 */

const NOW = new Date("2026-11-22T10:00:00.000Z");
const TIMEOUT_MS = 300;
const SECRET = "db password=hunter2 at 10.0.0.5";
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

/** The store, with every read delayed by `delay.ms` (a stuck database). */
const slowed = (store: FakeViewStore, delay: { ms: number }): ViewStore => {
  const later =
    <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await new Promise((r) => setTimeout(r, delay.ms));
      return read(...args);
    };
  return {
    activeNarratives: later(store.activeNarratives),
    narrativeById: later(store.narrativeById),
    narrativeMembers: later(store.narrativeMembers),
    pulseDigests: later(store.pulseDigests),
    itemsSince: later(store.itemsSince),
  };
};

type Open = (store: ViewStore) => Promise<PulseClient>;
const silent = { ...createLogger("silent"), error: () => {}, debug: () => {} };

const implementations: [string, Open][] = [
  [
    "HTTP client against the upstream API",
    async (store) => {
      const upstream = await startPulseUpstream({
        store,
        logger: silent,
        now: () => NOW,
        host: "127.0.0.1",
        port: 0,
      });
      closers.push(() => upstream.close());
      return createPulseClient({ baseUrl: upstream.url, timeoutMs: TIMEOUT_MS });
    },
  ],
  [
    "in-process client",
    async (store) => createLocalPulseClient({ store, timeoutMs: TIMEOUT_MS, now: () => NOW }),
  ],
];

const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeDefined();
  return err as { code: string; message: string };
};

describe.each(implementations)("Pulse client contract: %s", (_name, open) => {
  let store: FakeViewStore;
  const delay = { ms: 0 };
  let client: PulseClient;

  beforeEach(async () => {
    delay.ms = 0;
    store = fakeViewStore();
    store.narratives.set(1, record(1, { momentum: 0.7 }));
    store.narratives.set(2, record(2, { status: "merged", mergedInto: 1 }));
    store.narratives.set(3, record(3, { momentum: 0.4, stage: "archived" }));
    store.narratives.set(4, record(4, { momentum: 0.9 }));
    store.members.set(1, [
      {
        itemId: 1,
        source: "hn",
        title: "A",
        url: "https://a.example/",
        publishedAt: new Date(NOW.getTime() - 9e5),
      },
      {
        itemId: 2,
        source: "arxiv",
        title: "B",
        url: "https://b.example/",
        publishedAt: new Date(NOW.getTime() - 6e5),
      },
    ]);
    for (let id = 1; id <= 3; id++)
      store.digests.push(storedDigest(id, new Date(Date.UTC(2026, 10, 22, 6 + id))));
    store.items.push(contentItem(7, new Date(NOW.getTime() - 3_600_000)));
    store.items.push(contentItem(8, new Date(NOW.getTime() - 5 * 3_600_000)));
    client = await open(slowed(store, delay));
  });

  it("lists active narratives by momentum, archived ones left out", async () => {
    const body = await client.narratives();
    expect(body.narratives.map((n) => [n.id, n.momentum])).toEqual([
      [4, 0.9],
      [1, 0.7],
    ]);
    expect(body.narratives[0]).toMatchObject({
      drivingSources: [
        { source: "hn", items: 2 },
        { source: "arxiv", items: 1 },
      ],
    });
  });

  it("answers a detail; a merged id answers with its survivor and redirectedFrom", async () => {
    const direct = await client.narrative(1);
    expect(direct.narrative).toMatchObject({ id: 1, contentItems: [{ title: "B" }, { title: "A" }] });
    expect(direct.narrative.redirectedFrom).toBeUndefined();
    expect((await client.narrative(2)).narrative).toMatchObject({ id: 1, redirectedFrom: 2 });
  });

  it("an unknown narrative is not_found; a malformed id is invalid_request and reads nothing", async () => {
    expect(await failure(client.narrative(999))).toMatchObject({ code: "not_found" });
    const reads = store.calls.length;
    for (const id of [0, -1, 1.5, Number.NaN]) {
      expect(await failure(client.narrative(id))).toMatchObject({ code: "invalid_request" });
    }
    expect(await failure(client.digests(-1))).toMatchObject({ code: "invalid_request" });
    expect(store.calls.length).toBe(reads);
  });

  it("digests: the latest without since, ids above it with since", async () => {
    expect((await client.digests()).digests.map((d) => d.id)).toEqual([1, 2, 3]);
    expect((await client.digests(2)).digests.map((d) => d.id)).toEqual([3]);
    expect((await client.digests(3)).digests).toEqual([]);
  });

  it("recent content is the last 4 hours", async () => {
    expect((await client.recent()).items.map((i) => i.id)).toEqual([7]);
  });

  it("caps what it answers: at most 50 narratives", async () => {
    store.narratives.delete(3);
    for (let id = 10; id < 70; id++) store.narratives.set(id, record(id, { momentum: (id % 50) / 100 }));
    expect((await client.narratives()).narratives).toHaveLength(50);
  });

  it("a failing store is upstream_error, its text never in the message", async () => {
    store.fail = new Error(SECRET);
    const calls = [
      () => client.narratives(),
      () => client.narrative(1),
      () => client.digests(),
      () => client.recent(),
    ];
    for (const call of calls) {
      const err = await failure(call());
      expect(err).toMatchObject({ code: "upstream_error" });
      expect(err.message).not.toContain("hunter2");
    }
  });

  it("an answer that breaks the schema is upstream_error, never sold", async () => {
    store.narratives.set(5, record(5, { itemCount: -1 }));
    expect(await failure(client.narratives())).toMatchObject({ code: "upstream_error" });
  });

  it("no answer within the deadline is upstream_timeout", async () => {
    delay.ms = TIMEOUT_MS * 4;
    const asked = Date.now();
    expect(await failure(client.narratives())).toMatchObject({ code: "upstream_timeout" });
    // Generous bound: the answer comes at the deadline, not when the store finally answers.
    expect(Date.now() - asked).toBeLessThan(TIMEOUT_MS * 3);
  });
});

describe("the in-process client's options", () => {
  it("refuses a deadline that is not a positive number", () => {
    for (const timeoutMs of [0, -1, Number.NaN]) {
      expect(() => createLocalPulseClient({ store: fakeViewStore(), timeoutMs })).toThrow(TypeError);
    }
  });
});
