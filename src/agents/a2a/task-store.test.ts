import { describe, expect, it } from "vitest";
import { TaskStore } from "./task-store.js";
import type { Task } from "./types.js";

const task = (id: string): Task => ({ kind: "task", id, contextId: "c", status: { state: "completed" } });

describe("TaskStore", () => {
  it("keeps at most `max` tasks, dropping the oldest", async () => {
    const store = new TaskStore({ max: 3 });
    for (const id of ["a", "b", "c", "d"]) await store.put(task(id));
    expect(store.size).toBe(3);
    expect(await store.get("a")).toBeUndefined();
    expect((await store.get("d"))?.id).toBe("d");
  });

  it("forgets a task after its time to live", async () => {
    let t = 0;
    const store = new TaskStore({ ttlMs: 1_000, now: () => t });
    await store.put(task("a"));
    t = 999;
    expect((await store.get("a"))?.id).toBe("a");
    t = 1_000;
    expect(await store.get("a")).toBeUndefined();
    expect(store.size).toBe(0);
  });
});
