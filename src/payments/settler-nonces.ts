/**
 * The settler account's transaction nonces, counted here rather than asked of the node per transaction: the node is
 * read once (its `pending` count), then each settlement takes the next number at once, so concurrent settlements
 * never wait on each other or collide. After a failed send the count is read again, so a nonce that was never used
 * is handed out again instead of leaving a gap that would stall every later settlement.
 */
export interface SettlerNonces {
  take(): Promise<number>;
  resync(): void;
}

export function createSettlerNonces(read: () => Promise<number>): SettlerNonces {
  let next: number | undefined;
  let reading: Promise<void> | undefined;
  let generation = 0;
  return {
    async take() {
      while (next === undefined) {
        if (!reading) {
          const started = generation;
          reading = read().then(
            (n) => {
              // A resync that happened while this read was in flight wins.
              if (generation === started) next = n;
              reading = undefined;
            },
            (error: unknown) => {
              reading = undefined;
              throw error;
            },
          );
        }
        await reading;
      }
      return next++;
    },
    resync() {
      generation++;
      next = undefined;
    },
  };
}
