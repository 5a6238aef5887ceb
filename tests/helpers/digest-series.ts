import type { MasterDigest } from "../../src/digest/schema.js";
import type { Store } from "../../src/store/types.js";
import { makeDigest } from "./digests.js";

const CYCLE_MS = 4 * 3_600_000;
const TITLES = [
  "Inference price cuts spread from frontier labs to open-weight hosts",
  "Open-weight coding models close the gap as serving costs fall",
  "Agent frameworks consolidate while EU AI Act enforcement begins",
];

/**
 * `n` digests, 4 hours apart, the newest `newestAgoMs` ago, whose narratives move the way real ones do: one rises,
 * one peaks and fades, one appears only in the later cycles. Returned newest first, like the store lists them.
 */
export async function seedDigestSeries(
  store: Store,
  n: number,
  newestAgoMs = 60_000,
): Promise<MasterDigest[]> {
  const out: MasterDigest[] = [];
  for (let i = 0; i < n; i++) {
    const t = (n - 1 - i) / Math.max(1, n - 1); // 1 for the oldest, 0 for the newest
    const narratives: MasterDigest["narratives"] = [
      {
        title: "Inference price cuts",
        stage: t > 0.5 ? "building" : "peak",
        momentum: round(0.35 + 0.5 * (1 - t)),
      },
      {
        title: "Open-weight parity on coding",
        stage: t > 0.3 ? "peak" : "fading",
        momentum: round(0.8 - 0.45 * (1 - t)),
      },
    ];
    if (t < 0.6)
      narratives.push({
        title: "EU AI Act enforcement",
        stage: "emerging",
        momentum: round(0.2 + 0.3 * (0.6 - t)),
      });
    const title = TITLES[(n - 1 - i) % TITLES.length] as string;
    const d = makeDigest(new Date(Date.now() - newestAgoMs - (n - 1 - i) * CYCLE_MS), { narratives, title });
    // Each digest gets its own slot key, so the series does not depend on where the 4-hour boundaries fall.
    await store.insertDigest(d, { slot: d.createdAt });
    out.unshift(d);
  }
  return out;
}

const round = (v: number) => Math.round(v * 100) / 100;
