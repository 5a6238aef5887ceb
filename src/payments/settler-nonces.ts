/**
 * The settler account's transaction nonces, counted here rather than asked of the node per transaction: the node is
 * read once (its `pending` count), then each settlement takes the next number at once, so concurrent settlements
 * never wait on each other or collide.
 *
 * A nonce whose transaction the node refused is given back (`release`) and handed out again before any new number,
 * so it never stays a gap that would hold up every later settlement. Only when the count itself is wrong (the node
 * says a nonce was already used by someone else) is the node read again (`resync`); reading it while other sends
 * are still on their way would hand out their numbers a second time.
 */
export interface SettlerNonces {
  take(): Promise<number>;
  release(nonce: number): void;
  resync(): void;
}

export function createSettlerNonces(read: () => Promise<number>): SettlerNonces {
  let next: number | undefined;
  let reading: Promise<void> | undefined;
  let generation = 0;
  const returned: number[] = [];
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
      if (returned.length > 0) {
        returned.sort((a, b) => a - b);
        return returned.shift() as number;
      }
      return next++;
    },
    release(nonce) {
      if (next === undefined || nonce >= next || returned.includes(nonce)) return;
      if (nonce === next - 1) next = nonce;
      else returned.push(nonce);
    },
    resync() {
      generation++;
      next = undefined;
      returned.length = 0;
    },
  };
}
