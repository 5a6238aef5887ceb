import { afterEach, describe, expect, it } from "vitest";
import { makeDigest } from "../../tests/helpers/digests.js";
import { openStore } from "../store/index.js";
import type { Store } from "../store/types.js";
import { createCurrentDigest } from "./current.js";

// peek() is what lets the fast path answer without a promise, so it must never hand out a digest get() would not.

let store: Store | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

async function setup() {
  const s = await openStore("sqlite::memory:");
  store = s;
  await s.migrate();
  let t = 1_000_000;
  const current = createCurrentDigest(s, { refreshMs: 1000, now: () => t });
  const advance = (ms: number) => {
    t += ms;
  };
  return { store: s, current, advance };
}

const digestAt = (agoMs: number) => makeDigest(new Date(Date.now() - agoMs));

describe("createCurrentDigest: peek()", () => {
  it("before the first digest: undefined, before and after a lookup", async () => {
    const { current } = await setup();
    expect(current.peek()).toBeUndefined();
    expect(await current.get()).toBeUndefined();
    expect(current.peek()).toBeUndefined();
  });

  it("fresh: the digest get() returned, without a lookup", async () => {
    const { store, current, advance } = await setup();
    const d = digestAt(3_600_000);
    await store.insertDigest(d, { slot: d.createdAt });
    // Nothing looked up yet: a refresh is due.
    expect(current.peek()).toBeUndefined();
    expect((await current.get())?.id).toBe(d.id);
    expect(current.peek()?.id).toBe(d.id);
    advance(999);
    expect(current.peek()?.id).toBe(d.id);
  });

  it("stale or invalidated: undefined until get() has looked again, then the newer digest", async () => {
    const { store, current, advance } = await setup();
    const older = digestAt(4 * 3_600_000);
    await store.insertDigest(older, { slot: older.createdAt });
    expect((await current.get())?.id).toBe(older.id);

    const newer = digestAt(60_000);
    await store.insertDigest(newer, { slot: newer.createdAt });
    // Within refreshMs the cached one is still served, exactly as get() would.
    expect(current.peek()?.id).toBe(older.id);
    advance(1000);
    expect(current.peek()).toBeUndefined();
    expect((await current.get())?.id).toBe(newer.id);
    expect(current.peek()?.id).toBe(newer.id);

    current.invalidate();
    expect(current.peek()).toBeUndefined();
    expect((await current.get())?.id).toBe(newer.id);
    expect(current.peek()?.id).toBe(newer.id);
  });
});
