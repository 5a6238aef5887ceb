import { describe, expect, it } from "vitest";
import { ALLOWED_MOVES, computeMomentum, evaluateNarrative } from "./lifecycle.js";
import type { LifecycleEntry, MemberEvent, NarrativeSeries, Stage } from "./types.js";

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 2, 10, 0);

const DOMAINS: MemberEvent["domain"][] = ["ai-business", "community", "dev", "ai-research"];

/** Deterministic PRNG (mulberry32), so random series are the same on every run. */
const random = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A Poisson draw (Knuth): stationary noise with the spread of real arrivals. */
const poisson = (next: () => number, mean: number): number => {
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = next(); p > limit; p *= next()) k += 1;
  return k;
};

interface Simulation {
  /** The stage after each hourly evaluation. */
  stages: Stage[];
  momenta: number[];
  lifecycle: LifecycleEntry[];
  /** "emerging" followed by every recorded change. */
  path: Stage[];
}

/**
 * Runs a narrative hour by hour the way the engine will: `counts[h]` new stories arrive during hour h (spread
 * evenly, four sources in three domains), then `evaluateNarrative` runs at the end of the hour on the members
 * of the last 72 h; a changed stage is recorded with its momentum, and the peak is raised when momentum
 * exceeds it.
 */
const simulate = (counts: readonly number[], quietHoursAfter = 0): Simulation => {
  let events: MemberEvent[] = [];
  let series: NarrativeSeries | undefined;
  const sim: Simulation = { stages: [], momenta: [], lifecycle: [], path: ["emerging"] };
  let id = 0;
  for (let h = 0; h < counts.length + quietHoursAfter; h += 1) {
    const n = counts[h] ?? 0;
    for (let k = 0; k < n; k += 1) {
      id += 1;
      const at = new Date(T0 + h * HOUR + ((k + 0.5) * HOUR) / n);
      events.push({
        itemId: id,
        storyId: id,
        source: `source-${id % 4}`,
        domain: DOMAINS[id % 3] ?? "dev",
        at,
        engagementScore: 0.6,
        similarity: 0.5,
      });
    }
    const first = events[0];
    const last = events.at(-1);
    if (first === undefined || last === undefined) continue;
    const now = new Date(T0 + (h + 1) * HOUR);
    events = events.filter((e) => e.at.getTime() > now.getTime() - 72 * HOUR);
    series = {
      events,
      firstSeenAt: series?.firstSeenAt ?? first.at,
      lastSeenAt: last.at,
      stage: series?.stage ?? "emerging",
      peakMomentum: series?.peakMomentum ?? 0,
      peakAt: series?.peakAt,
      lifecycle: sim.lifecycle,
    };
    const result = evaluateNarrative(series, now);
    if (result.momentum > series.peakMomentum) {
      series = { ...series, peakMomentum: result.momentum, peakAt: now };
    }
    if (result.stage !== series.stage) {
      sim.lifecycle.push({ stage: result.stage, momentum: result.momentum, at: now });
      sim.path.push(result.stage);
      series = { ...series, stage: result.stage };
    }
    sim.stages.push(series.stage);
    sim.momenta.push(result.momentum);
  }
  return sim;
};

const RISE_AND_FALL = [1, 1, 2, 3, 4, 6, 8, 8, 7, 5, 4, 3, 2, 1, 1];
const hoursOf = (sim: Simulation, stage: Stage) => sim.lifecycle.find((e) => e.stage === stage)?.at;

describe("worked example (docs/pulse-momentum.md): keep these numbers and the document in step", () => {
  const at = (hhmm: string) => new Date(`2026-03-10T${hhmm}:00Z`);
  const ev = (
    itemId: number,
    storyId: number,
    hhmm: string,
    source: string,
    domain: MemberEvent["domain"],
    engagementScore?: number,
  ): MemberEvent => ({ itemId, storyId, source, domain, at: at(hhmm), engagementScore, similarity: 0.6 });
  const events = [
    ev(1, 1, "09:00", "lab-blogs", "ai-research"),
    ev(2, 2, "10:30", "hackernews", "community", 0.9),
    ev(3, 3, "11:15", "techcrunch-ai", "ai-business"),
    ev(4, 3, "11:20", "theverge-ai", "ai-business"),
    ev(5, 4, "11:30", "reddit-localllama", "dev", 0.7),
    ev(6, 5, "11:45", "hackernews", "community", 0.5),
  ];

  it("11:00: two stories, two hours old: momentum 0.47, still emerging", () => {
    const seen = events.slice(0, 2);
    const result = evaluateNarrative(
      {
        events: seen,
        firstSeenAt: at("09:00"),
        lastSeenAt: at("10:30"),
        stage: "emerging",
        peakMomentum: 0.25,
        peakAt: at("10:00"),
        lifecycle: [],
      },
      at("11:00"),
    );
    expect(result).toEqual({
      momentum: 0.47,
      components: { volume: 0.22, acceleration: 0.664, diversity: 0.528, engagement: 0.633, recency: 1 },
      stage: "emerging",
    });
  });

  it("12:00: each step of the document, then momentum 0.69 and emerging → building", () => {
    const m = computeMomentum(events, at("11:45"), at("12:00"));
    expect(m.level).toBeCloseTo(3.81059, 5);
    expect(m.hourlyAcceleration).toBeCloseTo(0.66539, 5);
    expect(m.fourHourAcceleration).toBeCloseTo(1.06272, 5);
    expect(m.acceleration).toBeCloseTo(0.86406, 5);
    expect(m.previousHourlyAcceleration).toBeCloseTo(0.25559, 5);
    expect(m.stories).toBe(5);
    expect(m.recentStories).toBe(5);
    expect(m.silenceHours).toBe(0.25);

    const result = evaluateNarrative(
      {
        events,
        firstSeenAt: at("09:00"),
        lastSeenAt: at("11:45"),
        stage: "emerging",
        peakMomentum: 0.47,
        peakAt: at("11:00"),
        lifecycle: [],
      },
      at("12:00"),
    );
    expect(result).toEqual({
      momentum: 0.69,
      components: { volume: 0.47, acceleration: 0.849, diversity: 0.918, engagement: 0.62, recency: 1 },
      stage: "building",
    });
  });
});

describe("lifecycle of synthetic series, hour by hour", () => {
  it("rises, peaks, fades, goes quiet: emerging → building → peak → fading → archived", () => {
    const sim = simulate(RISE_AND_FALL, 60);
    expect(sim.path).toEqual(["emerging", "building", "peak", "fading", "archived"]);
    // Building while the hourly counts climb, peak once they turn, fading as the silence sets in.
    expect(sim.stages.slice(0, 2)).toEqual(["emerging", "emerging"]);
    expect(sim.stages.slice(2, 10).every((s) => s === "building")).toBe(true);
    expect(sim.stages.slice(10, 20).every((s) => s === "peak")).toBe(true);
    // Fading once the best of four hourly momenta is ≤ 75 % of the peak (0.81): hour 20, at 0.48.
    expect(sim.lifecycle[2]).toEqual({ stage: "fading", momentum: 0.48, at: new Date(T0 + 21 * HOUR) });
    expect(Math.max(...sim.momenta)).toBe(0.81);
    // Momentum's own high sits in the steepest hours (6–8 stories an hour).
    expect(Math.max(...sim.momenta)).toBe(sim.momenta[6]);
  });

  it("archives 48 h after the last member, from whatever stage, and stays archived", () => {
    const sim = simulate(RISE_AND_FALL, 60);
    // The last story arrives at 14:30 on day 0 (hour 14, one item mid-hour); 48 h later is 14:30 on day 2, so
    // the first evaluation at or after it is 15:00 on day 2.
    expect(hoursOf(sim, "archived")).toEqual(new Date(T0 + 63 * HOUR));
    const from = sim.stages.indexOf("archived");
    expect(sim.stages.slice(from).every((s) => s === "archived")).toBe(true);
    expect(sim.momenta.at(-1)).toBe(0);
  });

  it("a story that returns: fading → building → peak → fading again", () => {
    const quiet = Array.from({ length: 15 }, () => 0);
    const sim = simulate([...RISE_AND_FALL, ...quiet, 3, 4, 5, 4, 3, 1], 60);
    expect(sim.path).toEqual([
      "emerging",
      "building",
      "peak",
      "fading",
      "building",
      "peak",
      "fading",
      "archived",
    ]);
    // The resurgence is recorded in the hour its stories arrive.
    expect(sim.lifecycle[3]).toMatchObject({ stage: "building", at: new Date(T0 + 31 * HOUR) });
  });

  it("a smaller second wave builds and fades again without claiming a second peak", () => {
    const quiet = Array.from({ length: 15 }, () => 0);
    const sim = simulate([...RISE_AND_FALL, ...quiet, 1, 2, 2, 1], 10);
    expect(sim.path).toEqual(["emerging", "building", "peak", "fading", "building", "fading"]);
  });

  it("a lone story: emerging for its first 6 hours, then fading, archived at 48 h", () => {
    const sim = simulate([1], 50);
    expect(sim.path).toEqual(["emerging", "fading", "archived"]);
    expect(sim.stages.slice(0, 6).every((s) => s === "emerging")).toBe(true);
  });

  it("a burst in one hour then silence: building, peak as soon as it has turned, then fading", () => {
    const sim = simulate([6], 12);
    expect(sim.path).toEqual(["emerging", "building", "peak", "fading"]);
  });
});

describe("hysteresis: small wiggles do not flip stages", () => {
  it("a steady narrative with ±1 story an hour reaches peak and stays there for two days", () => {
    const next = random(7);
    const counts = Array.from({ length: 48 }, () => 2 + Math.floor(next() * 3));
    const sim = simulate(counts);
    expect(sim.path).toEqual(["emerging", "building", "peak"]);
  });

  it("a stationary narrative (Poisson, 2 stories an hour, 4 days) settles at peak and stays there", () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const next = random(seed);
      const counts = Array.from({ length: 96 }, () => poisson(next, 2));
      expect(simulate(counts).path).toEqual(["emerging", "building", "peak"]);
    }
  });

  it("a trickle of single items into a faded narrative keeps it fading", () => {
    const trickle = [
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0,
    ];
    const sim = simulate([...RISE_AND_FALL, ...trickle]);
    expect(sim.path).toEqual(["emerging", "building", "peak", "fading"]);
  });

  it("a noisy but steady rise does not stop at its first dip", () => {
    const sim = simulate([1, 2, 1, 3, 2, 4, 3, 5, 4, 6, 5, 7, 6, 8, 7, 9, 6, 4, 2, 1]);
    expect(sim.path).toEqual(["emerging", "building", "peak"]);
    expect(sim.stages.indexOf("peak")).toBeGreaterThanOrEqual(15);
  });
});

describe("properties over seeded random series", () => {
  const randomSeries = (seed: number) => {
    const next = random(seed);
    const hours = 24 + Math.floor(next() * 100);
    const rate = next() * 6;
    const counts = Array.from({ length: hours }, () =>
      next() < 0.3 ? 0 : Math.floor(next() * rate * (next() < 0.1 ? 5 : 1)),
    );
    counts[0] = 1 + (counts[0] ?? 0);
    return counts;
  };

  it("momentum is always in [0, 1] with 2 decimals, components in [0, 1], moves always allowed", () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const sim = simulate(randomSeries(seed), 50);
      for (const m of sim.momenta) {
        expect(m).toBeGreaterThanOrEqual(0);
        expect(m).toBeLessThanOrEqual(1);
        expect(Math.round(m * 100) / 100).toBe(m);
      }
      let from: Stage = "emerging";
      for (const entry of sim.lifecycle) {
        expect(ALLOWED_MOVES[from]).toContain(entry.stage);
        from = entry.stage;
      }
      // 50 quiet hours at the end: every series ends archived.
      expect(sim.stages.at(-1)).toBe("archived");
    }
  });

  it("components stay in [0, 1] for arbitrary members, engagement scores and clocks", () => {
    const next = random(99);
    for (let run = 0; run < 300; run += 1) {
      const now = new Date(T0 + Math.floor(next() * 200) * HOUR);
      const events: MemberEvent[] = Array.from({ length: Math.floor(next() * 60) }, (_, i) => ({
        itemId: i,
        storyId: Math.floor(next() * 30),
        source: `s${Math.floor(next() * 20)}`,
        domain: DOMAINS[Math.floor(next() * DOMAINS.length)] ?? "dev",
        at: new Date(now.getTime() - (next() * 80 - 4) * HOUR),
        engagementScore: next() < 0.3 ? undefined : next() * 1.4 - 0.2,
        similarity: next(),
      }));
      const result = evaluateNarrative(
        {
          events,
          firstSeenAt: new Date(now.getTime() - 80 * HOUR),
          lastSeenAt: new Date(now.getTime() - next() * 60 * HOUR),
          stage: "emerging",
          peakMomentum: next(),
          peakAt: undefined,
          lifecycle: [],
        },
        now,
      );
      expect(result.momentum).toBeGreaterThanOrEqual(0);
      expect(result.momentum).toBeLessThanOrEqual(1);
      expect(Math.round(result.momentum * 100) / 100).toBe(result.momentum);
      for (const c of Object.values(result.components)) {
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(1);
      }
    }
  });

  it("is deterministic: same series and clock, same answer, whatever the order of the members", () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const a = simulate(randomSeries(seed), 10);
      const b = simulate(randomSeries(seed), 10);
      expect(b).toEqual(a);
    }
    const next = random(5);
    const events: MemberEvent[] = Array.from({ length: 40 }, (_, i) => ({
      itemId: i,
      storyId: i % 25,
      source: `s${i % 7}`,
      domain: DOMAINS[i % 4] ?? "dev",
      at: new Date(T0 + next() * 20 * HOUR),
      engagementScore: i % 3 === 0 ? undefined : next(),
      similarity: 0.5,
    }));
    const series: NarrativeSeries = {
      events,
      firstSeenAt: new Date(T0),
      lastSeenAt: new Date(T0 + 20 * HOUR),
      stage: "building",
      peakMomentum: 0.5,
      peakAt: new Date(T0 + 10 * HOUR),
      lifecycle: [],
    };
    const now = new Date(T0 + 21 * HOUR);
    const first = evaluateNarrative(series, now);
    expect(evaluateNarrative(series, now)).toEqual(first);
    expect(evaluateNarrative({ ...series, events: [...events].reverse() }, now)).toEqual(first);
  });
});
