import { describe, expect, it } from "vitest";
import type { MasterDigest } from "../digest/schema.js";
import { momentumChart } from "./momentum-chart.js";
import { momentumHistory } from "./momentum-series.js";

const digest = (createdAt: string, narratives: Array<[string, number]>): MasterDigest => ({
  id: `mi_${createdAt}`,
  title: "t",
  executiveSummary: "s",
  fullAnalysis: "a",
  crossDomainInsights: [],
  narratives: narratives.map(([title, momentum]) => ({ title, stage: "building", momentum })),
  signals: [],
  sentiment: { overall: "neutral", confidence: 0.5 },
  sourcesUsed: [],
  processingTimeMs: 1,
  createdAt,
});

// Newest first, as the store lists them.
const recent = [
  digest("2026-11-24T08:00:00.000Z", [
    ["B", 0.9],
    ["A", 0.6],
    ["C", 0.1],
  ]),
  digest("2026-11-24T04:00:00.000Z", [["A", 0.5]]),
  digest("2026-11-24T00:00:00.000Z", [
    ["A", 0.4],
    ["B", 0.2],
  ]),
];

describe("momentumHistory", () => {
  it("follows the newest digest's leading narratives back in time, oldest first, gaps as null", () => {
    const h = momentumHistory(recent, 2);
    expect(h?.cycles).toEqual([
      "2026-11-24T00:00:00.000Z",
      "2026-11-24T04:00:00.000Z",
      "2026-11-24T08:00:00.000Z",
    ]);
    expect(h?.series).toEqual([
      { title: "B", values: [0.2, null, 0.9] },
      { title: "A", values: [0.4, 0.5, 0.6] },
    ]);
  });

  it("is undefined with fewer than two digests: one point is not a trend", () => {
    expect(momentumHistory(recent.slice(0, 1))).toBeUndefined();
    expect(momentumHistory([])).toBeUndefined();
  });
});

describe("momentumChart", () => {
  const svg = momentumChart(momentumHistory(recent) as NonNullable<ReturnType<typeof momentumHistory>>).value;

  it("breaks a line where the narrative was absent rather than drawing it through zero", () => {
    // B: two separate one-point segments; A: one three-point line; C: one point.
    expect(svg.match(/<polyline class="series s0"/g)).toHaveLength(2);
    expect(svg.match(/<polyline class="series s1" points="[^"]+ [^"]+ [^"]+"/g)).toHaveLength(1);
  });

  it("describes the trend in words for assistive technology and lists every number in a table", () => {
    expect(svg).toContain('role="img" aria-labelledby="chart-title chart-desc"');
    expect(svg).toContain("B: rising from 0.20 to 0.90. A: rising from 0.40 to 0.60. C: new at 0.10.");
    expect(svg).toContain('<td class="num">–</td>');
    expect(svg).not.toContain("style=");
  });
});
