import type { Task } from "./types.js";

/** Where the agent keeps finished tasks: this process's memory, or the store (`stored-tasks.ts`) for replicas. */
export interface TaskMemory {
  put(task: Task): Promise<void>;
  /** Undefined when unknown or expired. */
  get(id: string): Promise<Task | undefined>;
}

export const TASK_TTL_MS = 3_600_000;
export const TASK_MAX = 1_000;

/**
 * Finished tasks kept for `tasks/get` and `tasks/cancel`: at most `max` of them, each for `ttlMs`. Every task this
 * agent creates is already terminal, so the store only has to remember answers, never run work. In memory and per
 * process: a task id asked of another instance is "not found", which the spec allows for expired tasks. The server
 * uses the store-backed memory instead, so `tasks/get` works on every replica.
 */
export class TaskStore implements TaskMemory {
  readonly #tasks = new Map<string, { task: Task; expires: number }>();
  readonly #max: number;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(options: { max?: number; ttlMs?: number; now?: () => number } = {}) {
    this.#max = options.max ?? TASK_MAX;
    this.#ttlMs = options.ttlMs ?? TASK_TTL_MS;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#tasks.size;
  }

  async put(task: Task): Promise<void> {
    this.#tasks.delete(task.id);
    this.#tasks.set(task.id, { task, expires: this.#now() + this.#ttlMs });
    // Insertion order is age order: the first entries are the oldest.
    for (const key of this.#tasks.keys()) {
      if (this.#tasks.size <= this.#max) break;
      this.#tasks.delete(key);
    }
  }

  async get(id: string): Promise<Task | undefined> {
    const hit = this.#tasks.get(id);
    if (!hit) return undefined;
    if (hit.expires <= this.#now()) {
      this.#tasks.delete(id);
      return undefined;
    }
    return hit.task;
  }
}
