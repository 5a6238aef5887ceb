import { describe, expect, it } from "vitest";
import { indexed, typedNarrative } from "../../../tests/helpers/engine-narratives.js";
import { H, T0 } from "../../../tests/helpers/engine-news.js";
import { chooseNarrative, DEFAULTS, type ItemEvidence } from "./assign.js";
import type { Frame } from "./frame.js";
import { ranked } from "./vectors.js";

/** A lab's launch, two hours old; then a lawsuit against the lab that shares its name and a few of its words. */
const launch = () =>
  typedNarrative(
    1,
    new Date(T0),
    [
      ["halcyon", 0.6],
      ["h3", 0.5],
      ["lab", 0.3],
      ["ai", 0.3],
      ["model", 0.3],
    ],
    ["launch", "launch"],
  );
const suit = new Map([
  ["halcyon", 0.5],
  ["google", 0.5],
  ["sue", 0.4],
  ["lab", 0.3],
  ["ai", 0.3],
  ["model", 0.2],
]);
const evidence = (frame?: Frame): ItemEvidence => ({
  ranked: ranked(suit),
  proper: new Set(["halcyon", "google"]),
  kind: "lawsuit",
  frame,
});
const at = new Date(T0 + 2 * H);

describe("a frame naming the narrative's subject in another kind of event", () => {
  it("does not join, however young the narrative", () => {
    const { narratives, index } = indexed([launch()]);
    const frame: Frame = { actor: ["google"], owners: ["google"], kind: "lawsuit", object: ["halcyon"] };
    expect(chooseNarrative(suit, evidence(frame), at, index, narratives, DEFAULTS)).toBeUndefined();
  });
  it("leaves the item to the score without a frame, or when the frame names someone else", () => {
    const { narratives, index } = indexed([launch()]);
    expect(chooseNarrative(suit, evidence(), at, index, narratives, DEFAULTS)?.narrative.record.id).toBe(1);
    const elsewhere: Frame = {
      actor: ["google"],
      owners: ["google"],
      kind: "lawsuit",
      object: ["tessellate"],
    };
    expect(
      chooseNarrative(suit, evidence(elsewhere), at, index, narratives, DEFAULTS)?.narrative.record.id,
    ).toBe(1);
  });
  it("lets a kind of the same group join (a settlement of a lawsuit's narrative)", () => {
    const n = typedNarrative(1, new Date(T0), [...launch().centroid], ["lawsuit", "lawsuit"]);
    const { narratives, index } = indexed([n]);
    const frame: Frame = { actor: ["halcyon"], owners: ["halcyon"], kind: "settlement", object: ["google"] };
    const settled = { ...evidence(frame), kind: "settlement" as const };
    expect(chooseNarrative(suit, settled, at, index, narratives, DEFAULTS)?.narrative.record.id).toBe(1);
  });
});

describe("a frame naming the narrative's subject in a later event of the same group", () => {
  /** A lab's launch whose typed members do not all agree (one stray kind), so it is not settled. */
  const unsettled = (at: Date) =>
    typedNarrative(1, at, [...launch().centroid], ["launch", "launch", "layoffs"]);
  const cap = new Map([
    ["halcyon", 0.6],
    ["h3", 0.5],
    ["free", 0.4],
    ["tier", 0.4],
    ["cap", 0.3],
    ["model", 0.3],
  ]);
  const capEvidence = (frame?: Frame): ItemEvidence => ({
    ranked: ranked(cap),
    proper: new Set(["halcyon"]),
    kind: "limits",
    frame,
  });
  const frame: Frame = { actor: ["halcyon"], owners: ["halcyon"], kind: "limits", object: ["tier"] };
  // Silent for a few hours only: the launch's coverage ran into the next day.
  const later = new Date(T0 + 30 * H);

  it("does not join a day after the narrative began: the free-tier cap after the launch is its own story", () => {
    const n = unsettled(new Date(T0));
    n.record.lastSeenAt = new Date(T0 + 26 * H);
    const { narratives, index } = indexed([n]);
    expect(chooseNarrative(cap, capEvidence(frame), later, index, narratives, DEFAULTS)).toBeUndefined();
  });
  it("joins on the score on the founding day, or without a frame naming the subject", () => {
    const young = unsettled(new Date(T0 + 28 * H));
    const first = indexed([young]);
    expect(
      chooseNarrative(cap, capEvidence(frame), later, first.index, first.narratives, DEFAULTS)?.narrative
        .record.id,
    ).toBe(1);
    const n = unsettled(new Date(T0));
    n.record.lastSeenAt = new Date(T0 + 26 * H);
    const old = indexed([n]);
    expect(
      chooseNarrative(cap, capEvidence(), later, old.index, old.narratives, DEFAULTS)?.narrative.record.id,
    ).toBe(1);
  });
});

describe("frames, off", () => {
  it("leaves the item to the score", () => {
    const { narratives, index } = indexed([launch()]);
    const frame: Frame = { actor: ["google"], owners: ["google"], kind: "lawsuit", object: ["halcyon"] };
    const opts = { ...DEFAULTS, frames: false };
    expect(chooseNarrative(suit, evidence(frame), at, index, narratives, opts)?.narrative.record.id).toBe(1);
  });
});

describe("a frame of the same kind of event by someone the narrative never names", () => {
  /** One GPU cloud's price cut; then another company's cut sharing the topic's words, but not the who. */
  const modal = () =>
    typedNarrative(
      2,
      new Date(T0),
      [
        ["modal", 0.6],
        ["b200", 0.5],
        ["price", 0.4],
        ["gpu", 0.4],
        ["inference", 0.3],
        ["cloud", 0.3],
        ["nvidia", 0.3],
      ],
      ["price", "price"],
    );
  const cut = new Map([
    ["groq", 0.6],
    ["price", 0.5],
    ["inference", 0.4],
    ["gpu", 0.3],
    ["cloud", 0.3],
    ["nvidia", 0.3],
  ]);
  const groq = (frame?: Frame): ItemEvidence => ({
    ranked: ranked(cut),
    // Both name the GPUs' maker: not "someone else" by names alone.
    proper: new Set(["groq", "nvidia"]),
    kind: "price",
    frame,
  });
  it("counts half", () => {
    const { narratives, index } = indexed([modal()]);
    const plain = chooseNarrative(cut, groq(), at, index, narratives, DEFAULTS);
    const frame: Frame = { actor: ["groq"], owners: ["groq"], kind: "price", object: [] };
    const framed = chooseNarrative(cut, groq(frame), at, index, narratives, {
      ...DEFAULTS,
      assignThreshold: 0,
    });
    expect(plain?.narrative.record.id).toBe(2);
    expect(framed?.score).toBeCloseTo((plain?.score ?? 0) * DEFAULTS.otherActors);
  });
  it("counts fully when the frame acts on a name the narrative has", () => {
    const { narratives, index } = indexed([modal()]);
    const plain = chooseNarrative(cut, groq(), at, index, narratives, DEFAULTS);
    const frame: Frame = { actor: ["groq"], owners: ["groq"], kind: "price", object: ["b200"] };
    expect(chooseNarrative(cut, groq(frame), at, index, narratives, DEFAULTS)?.score).toBe(plain?.score);
  });
  it("counts half when only the thing the actor owns is a name the narrative has", () => {
    // "Groq API cuts prices": the narrative says "API" too, of another company; the owner is who acted.
    const { narratives, index } = indexed([modal()]);
    const plain = chooseNarrative(cut, groq(), at, index, narratives, DEFAULTS);
    const frame: Frame = { actor: ["groq", "cloud"], owners: ["groq"], kind: "price", object: [] };
    const framed = chooseNarrative(cut, groq(frame), at, index, narratives, {
      ...DEFAULTS,
      assignThreshold: 0,
    });
    expect(framed?.score).toBeCloseTo((plain?.score ?? 0) * DEFAULTS.otherActors);
  });
});

describe("a name the item says only as another's thing", () => {
  /** One lab's API outage; then a post about another company's API, sharing only the word "API". */
  const halcyon = () =>
    typedNarrative(
      3,
      new Date(T0),
      [
        ["halcyon", 0.6],
        ["api", 0.5],
        ["outage", 0.4],
        ["latency", 0.3],
        ["retry", 0.3],
      ],
      ["outage"],
    );
  const weekend = new Map([
    ["brindle", 0.6],
    ["api", 0.5],
    ["latency", 0.4],
    ["retry", 0.3],
    ["voice", 0.3],
  ]);
  const post = (owned: string[]): ItemEvidence => ({
    ranked: ranked(weekend),
    proper: new Set(["brindle", "api"]),
    kind: undefined,
    owned: new Set(owned),
  });
  it("is not a shared who: the item is someone else's, ×0.5", () => {
    const { narratives, index } = indexed([halcyon()]);
    const opts = { ...DEFAULTS, assignThreshold: 0 };
    const plain = chooseNarrative(weekend, post([]), at, index, narratives, opts);
    const owned = chooseNarrative(weekend, post(["api"]), at, index, narratives, opts);
    expect(plain?.score).toBeGreaterThan(0);
    expect(owned?.score).toBeCloseTo((plain?.score ?? 0) * DEFAULTS.otherActors);
  });
});
