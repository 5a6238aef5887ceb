import type { A2aTaskStore } from "./store.js";
import { TASK_MAX, TASK_TTL_MS, type TaskMemory } from "./task-store.js";
import type { Task } from "./types.js";

/**
 * The agent's task memory in the store: a task answered by one replica is found by `tasks/get` on any other.
 * Same bounds as the in-memory one (an hour, the newest 1,000).
 */
export function storedTasks(
  store: A2aTaskStore,
  opts: { ttlMs?: number; max?: number; now?: () => Date } = {},
): TaskMemory {
  const now = opts.now ?? (() => new Date());
  const ttl = opts.ttlMs ?? TASK_TTL_MS;
  const max = opts.max ?? TASK_MAX;
  return {
    async put(task) {
      const at = now();
      await store.saveA2aTask(
        { id: task.id, task, createdAt: at, expiresAt: new Date(at.getTime() + ttl) },
        max,
      );
    },
    async get(id) {
      return (await store.a2aTask(id, now())) as Task | undefined;
    },
  };
}
