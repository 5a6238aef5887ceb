import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { runStoreContract } from "./contract.js";
import { makeDigest, makePayment, randomSlot } from "./contract-fixtures.js";
import { openStore } from "./open.js";
import { CorruptRowError } from "./rows.js";
import { sqlitePathOf } from "./sqlite/open-sqlite.js";
import type { Store } from "./types.js";

const dirs: string[] = [];
const pathOf = new WeakMap<Store, string>();

/** A fresh database file per store, in its own (not yet existing) temp directory to exercise mkdir. */
async function freshStore(): Promise<Store> {
  const dir = join(tmpdir(), `intel-store-${randomUUID()}`);
  dirs.push(dir);
  const file = join(dir, "nested", "intel.db");
  const store = await openStore(`sqlite:${file}`);
  pathOf.set(store, file);
  return store;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

runStoreContract("sqlite", freshStore, {
  async reopen(store) {
    const file = pathOf.get(store);
    if (!file) throw new Error("not a store from freshStore()");
    const again = await openStore(`sqlite:${file}`);
    pathOf.set(again, file);
    return again;
  },
});

describe("sqlite specifics", () => {
  it("parses sqlite: URLs", () => {
    expect(sqlitePathOf("sqlite:./data/intel.db")).toBe("./data/intel.db");
    expect(sqlitePathOf("sqlite::memory:")).toBe(":memory:");
    expect(sqlitePathOf("sqlite:///var/lib/intel.db")).toBe("/var/lib/intel.db");
    expect(() => sqlitePathOf("sqlite:")).toThrow();
  });

  it("works in memory", async () => {
    const store = await openStore("sqlite::memory:");
    try {
      await store.migrate();
      const d = makeDigest("2026-11-22T08:00:04.512Z");
      expect(await store.insertDigest(d, { slot: randomSlot() })).toEqual({ inserted: true });
      expect(await store.latestDigest()).toEqual(d);
    } finally {
      await store.close();
    }
  });

  it("opens in WAL mode with foreign keys on", async () => {
    const store = await freshStore();
    await store.migrate();
    await store.close();
    const raw = new DatabaseSync(pathOf.get(store) as string);
    try {
      expect(raw.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    } finally {
      raw.close();
    }
  });

  it("a corrupt digest row fails loudly on read", async () => {
    const store = await freshStore();
    await store.migrate();
    const d = makeDigest("2026-11-22T08:00:04.512Z");
    await store.insertDigest(d, { slot: randomSlot() });
    await store.close();
    const raw = new DatabaseSync(pathOf.get(store) as string);
    raw.prepare("UPDATE digests SET body = json_remove(body, '$.title')").run();
    raw.close();
    const again = await openStore(`sqlite:${pathOf.get(store)}`);
    try {
      await expect(again.latestDigest()).rejects.toBeInstanceOf(CorruptRowError);
      // History reads the columns, which are intact.
      expect(await again.digestHistory({ since: new Date(0), limit: 1 })).toHaveLength(1);
    } finally {
      await again.close();
    }
  });

  it("a corrupt payment row fails loudly on read", async () => {
    const store = await freshStore();
    await store.migrate();
    const p = makePayment();
    await store.reservePayment(p);
    await store.close();
    const raw = new DatabaseSync(pathOf.get(store) as string);
    raw.prepare("UPDATE payments SET outcome = 'refunded'").run();
    raw.close();
    const again = await openStore(`sqlite:${pathOf.get(store)}`);
    try {
      await expect(again.paymentById(p.id)).rejects.toBeInstanceOf(CorruptRowError);
      await expect(again.recentPayments(1)).rejects.toBeInstanceOf(CorruptRowError);
    } finally {
      await again.close();
    }
  });

  it("rejects unknown URL schemes without echoing credentials", async () => {
    await expect(openStore("mysql://user:hunter2@host/db")).rejects.toThrow(/"mysql"/);
    await expect(openStore("mysql://user:hunter2@host/db")).rejects.not.toThrow(/hunter2/);
  });
});
