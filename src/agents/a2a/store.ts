/**
 * Where finished A2A tasks are kept for `tasks/get`, so any replica answers for a task another one ran. Bounded
 * and expiring like the in-memory `TaskStore`: a task lives until its `expiresAt`, and at most `max` are kept.
 */
export interface A2aTaskRecord {
  id: string;
  /** The whole task as answered (JSON-serialisable). */
  task: unknown;
  createdAt: Date;
  expiresAt: Date;
}

export interface A2aTaskStore {
  /**
   * Saves (or replaces) a task. In the same call the store forgets expired tasks (`expiresAt` ≤ `createdAt` of this
   * one) and, past `max`, the oldest ones, so the table stays bounded whatever the traffic.
   */
  saveA2aTask(record: A2aTaskRecord, max: number): Promise<void>;
  /** The task, unless unknown or expired at `now`. */
  a2aTask(id: string, now: Date): Promise<unknown | undefined>;
}
