import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedItems, syntheticItems } from "../../tests/helpers/pulse-items.js";
import { openStore } from "../store/index.js";
import type { Store } from "../store/types.js";
import { runPulseOnce } from "./pulse.js";

let dir: string;
let store: Store;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "intel-pulse-cli-"));
  store = await openStore(`sqlite:${join(dir, "intel.db")}`);
  await store.migrate();
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("intel-digest pulse run", () => {
  it("prints one line per stage and batch, then the summary, and exits 0", async () => {
    await seedItems(
      store,
      syntheticItems({
        count: 120,
        stories: 8,
        start: new Date(Date.now() - 30 * 60_000),
        spanMs: 20 * 60_000,
      }),
    );
    const lines: string[] = [];
    expect(await runPulseOnce(store, (l) => lines.push(l))).toBe(0);
    expect(lines[0]).toBe("Pulse cycle");
    expect(lines[1]).toMatch(/^ {2}load +state loaded: 0 active narratives, cursor 0 +\d+ ms$/);
    expect(lines[2]).toMatch(/^ {2}ingest +batch 1: 120 items \(120 so far\), cursor 120 +\d+ ms$/);
    expect(lines[3]).toMatch(/^ {2}tick +\d+ active narratives, \d+ stage changes, 0 archived +\d+ ms$/);
    expect(lines[4]).toMatch(/^ {2}digest +digest 1 published from 120 items +\d+ ms$/);
    expect(lines[5]).toMatch(
      /^Pulse cycle [0-9a-f]{8}: 120 items ingested; narratives \d+ new, 0 updated, \d+ merged, 0 archived; 0 stage changes; digest 1 \(\d+ ms\)$/,
    );

    lines.length = 0;
    expect(await runPulseOnce(store, (l) => lines.push(l))).toBe(0);
    expect(lines.some((l) => l.startsWith("  ingest"))).toBe(false);
    expect(lines.at(-1)).toMatch(/: 0 items ingested; narratives 0 new/);
    // "already" within the hour; "no new items" if the clock just crossed into the next one.
    expect(lines).toContainEqual(
      expect.stringMatching(/no digest: (this hour has one already|no new items)/),
    );
  });
});
