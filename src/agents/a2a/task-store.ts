import type { Task } from "./types.js";

/**
 * Finished tasks kept for `tasks/get` and `tasks/cancel`: at most `max` of them, each for `ttlMs`. Every task this
 * agent creates is already terminal, so the store only has to remember answers, never run work. In memory and per
 * process: a task id asked of another instance is "not found", which the spec allows for expired tasks.
 */
export class TaskStore {
  readonly #tasks = new Map<string, { task: Task; expires: number }>();
  readonly #max: number;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(options: { max?: number; ttlMs?: number; now?: () => number } = {}) {
    this.#max = options.max ?? 1_000;
    this.#ttlMs = options.ttlMs ?? 3_600_000;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#tasks.size;
  }

  put(task: Task): void {
    this.#tasks.delete(task.id);
    this.#tasks.set(task.id, { task, expires: this.#now() + this.#ttlMs });
    // Insertion order is age order: the first entries are the oldest.
    for (const key of this.#tasks.keys()) {
      if (this.#tasks.size <= this.#max) break;
      this.#tasks.delete(key);
    }
  }

  get(id: string): Task | undefined {
    const hit = this.#tasks.get(id);
    if (!hit) return undefined;
    if (hit.expires <= this.#now()) {
      this.#tasks.delete(id);
      return undefined;
    }
    return hit.task;
  }
}
