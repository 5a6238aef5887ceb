import { describe, expect, it } from "vitest";
import { createSettlerNonces } from "./settler-nonces.js";

describe("settler nonces", () => {
  it("reads the node once and hands concurrent callers consecutive numbers", async () => {
    let reads = 0;
    const nonces = createSettlerNonces(async () => {
      reads++;
      return 7;
    });
    const taken = await Promise.all(Array.from({ length: 5 }, () => nonces.take()));
    expect(taken.sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 11]);
    expect(reads).toBe(1);
  });

  it("after a resync, reads the node again and continues from its count", async () => {
    const counts = [3, 4];
    const nonces = createSettlerNonces(async () => counts.shift() as number);
    expect(await nonces.take()).toBe(3);
    expect(await nonces.take()).toBe(4);
    nonces.resync(); // the send of 4 failed: the node still counts 4
    expect(await nonces.take()).toBe(4);
  });

  it("a failed read is retried by the next caller, not cached", async () => {
    let fail = true;
    const nonces = createSettlerNonces(async () => {
      if (fail) throw new Error("rpc down");
      return 1;
    });
    await expect(nonces.take()).rejects.toThrow("rpc down");
    fail = false;
    expect(await nonces.take()).toBe(1);
  });
});

describe("settler nonces given back", () => {
  it("hands a released nonce out again before any new one, so no gap holds up later transactions", async () => {
    const nonces = createSettlerNonces(async () => 10);
    const taken = await Promise.all([nonces.take(), nonces.take(), nonces.take()]);
    expect(taken).toEqual([10, 11, 12]);
    nonces.release(11); // refused while 12 is on its way
    expect(await nonces.take()).toBe(11);
    expect(await nonces.take()).toBe(13);
    nonces.release(13); // the last one: the count simply steps back
    expect(await nonces.take()).toBe(13);
    nonces.release(13);
    nonces.release(13); // twice is once
    expect(await nonces.take()).toBe(13);
    expect(await nonces.take()).toBe(14);
  });
});
