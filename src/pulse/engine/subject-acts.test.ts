import { describe, expect, it } from "vitest";
import { indexed, typedNarrative } from "../../../tests/helpers/engine-narratives.js";
import { H, T0 } from "../../../tests/helpers/engine-news.js";
import { chooseNarrative, DEFAULTS, type ItemEvidence } from "./assign.js";
import type { Frame } from "./frame.js";
import { subjectActs } from "./subject-acts.js";
import { ranked } from "./vectors.js";

/** A GPU cloud's IPO, reported by the wires on its first trading day. */
const ipo = () => {
  const n = typedNarrative(
    1,
    new Date(T0),
    [
      ["gantry", 0.6],
      ["gnty", 0.4],
      ["ipo", 0.4],
      ["share", 0.35],
      ["trading", 0.3],
      ["nasdaq", 0.3],
      ["gpu", 0.2],
    ],
    ["ipo", "ipo", "ipo"],
  );
  n.founding = "ipo";
  return n;
};
/** A day and a half on, an analysis piece: the company and its IPO, then its own angle. */
const analysis = new Map([
  ["capacity", 0.5],
  ["enterprise", 0.45],
  ["gantry", 0.3],
  ["ipo", 0.2],
  ["gpu", 0.2],
]);
const evidence = (frame?: Frame): ItemEvidence => ({
  ranked: ranked(analysis),
  proper: new Set(["gantry", "gpu"]),
  kind: "ipo",
  frame,
});
const at = new Date(T0 + 26 * H);

describe("subjectActs", () => {
  it("holds when the headline's actor is among the narrative's subject terms", () => {
    const frame: Frame = { actor: ["gantry"], owners: ["gantry"], kind: "ipo", object: ["gpu"] };
    expect(subjectActs(frame, ["gantry", "gnty"])).toBe(true);
    expect(subjectActs({ ...frame, actor: ["fernhill"], owners: ["fernhill"] }, ["gantry", "gnty"])).toBe(
      false,
    );
    expect(subjectActs(undefined, ["gantry"])).toBe(false);
  });
  it("lets the trade press's analysis of the subject's event join a day on", () => {
    const { narratives, index } = indexed([ipo()]);
    const frame: Frame = { actor: ["gantry"], owners: ["gantry"], kind: "ipo", object: ["gpu"] };
    expect(
      chooseNarrative(analysis, evidence(frame), at, index, narratives, DEFAULTS)?.narrative.record.id,
    ).toBe(1);
  });
  it("still halves another actor's item of the kind about another object", () => {
    const { narratives, index } = indexed([ipo()]);
    expect(chooseNarrative(analysis, evidence(), at, index, narratives, DEFAULTS)).toBeUndefined();
  });
});
