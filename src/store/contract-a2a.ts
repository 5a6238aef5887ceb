import { describe, expect, it, type TestContext } from "vitest";
import type { Store } from "./types.js";

type Open = (ctx: TestContext) => Promise<Store>;
type Sibling = (ctx: TestContext, store: Store) => Promise<Store>;

const AT = new Date("2026-11-22T08:00:00.000Z");
const later = (ms: number): Date => new Date(AT.getTime() + ms);
const task = (id: string, state = "completed") => ({
  kind: "task",
  id,
  contextId: `ctx-${id}`,
  status: { state, message: { kind: "message", parts: [{ kind: "text", text: "ünïcode ✓" }] } },
});
const save = (store: Store, id: string, at: Date, ttlMs = 3_600_000, max = 1_000, body: object = task(id)) =>
  store.saveA2aTask({ id, task: body, createdAt: at, expiresAt: new Date(at.getTime() + ttlMs) }, max);

/** A2A tasks: what `tasks/get` on any replica reads. */
export function runA2aTaskContract(fresh: Open, sibling: Sibling): void {
  describe("a2a tasks", () => {
    it("keeps a task whole until it expires, and another replica reads it", async (ctx) => {
      const store = await fresh(ctx);
      const other = await sibling(ctx, store);
      await save(store, "t1", AT, 60_000);
      expect(await other.a2aTask("t1", later(59_999))).toEqual(task("t1"));
      expect(await other.a2aTask("t1", later(60_000))).toBeUndefined();
      expect(await other.a2aTask("nope", AT)).toBeUndefined();
    });

    it("saving a task again replaces it", async (ctx) => {
      const store = await fresh(ctx);
      await save(store, "t1", AT);
      await save(store, "t1", later(10), 3_600_000, 1_000, task("t1", "failed"));
      expect(await store.a2aTask("t1", later(20))).toEqual(task("t1", "failed"));
    });

    it("stays bounded: past `max` the oldest go, and expired ones are dropped on the next save", async (ctx) => {
      const store = await fresh(ctx);
      for (let i = 0; i < 5; i++) await save(store, `b${i}`, later(i * 1000), 3_600_000, 3);
      const left = await Promise.all([0, 1, 2, 3, 4].map((i) => store.a2aTask(`b${i}`, later(5000))));
      expect(left.map((t) => (t as { id: string } | undefined)?.id)).toEqual([
        undefined,
        undefined,
        "b2",
        "b3",
        "b4",
      ]);
      // b2..b4 expire an hour after they were made; a save after that leaves only itself.
      await save(store, "late", later(3_700_000), 3_600_000, 3);
      expect(await store.a2aTask("late", later(3_700_001))).toMatchObject({ id: "late" });
      // Even read at an earlier time, the expired rows are gone, not just hidden.
      expect(await store.a2aTask("b4", later(5000))).toBeUndefined();
    });

    it("two replicas saving at once both land", async (ctx) => {
      const store = await fresh(ctx);
      const other = await sibling(ctx, store);
      await Promise.all(Array.from({ length: 20 }, (_, i) => save(i % 2 ? store : other, `c${i}`, later(i))));
      for (let i = 0; i < 20; i++)
        expect(await store.a2aTask(`c${i}`, later(100))).toMatchObject({ id: `c${i}` });
    });
  });
}
