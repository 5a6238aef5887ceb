import { describe, expect, it } from "vitest";
import { indexed, typedNarrative } from "../../../tests/helpers/engine-narratives.js";
import { chooseNarrative, DEFAULTS } from "./assign.js";
import { closestEvidence, memberEvidence } from "./member-match.js";
import { type Narrative, restore, snapshot } from "./narrative.js";
import { termList } from "./vectors.js";

const T0 = Date.parse("2026-11-25T16:00:00Z");
const H = 3_600_000;
const opts = { memberWeight: 0.8, memberFloor: 0.3 };

/** A narrative whose centroid is the launch coverage, with one exemplar: the project's own repository listing. */
function launch(): Narrative {
  const n = typedNarrative(
    1,
    new Date(T0),
    [
      ["falcon", 0.6],
      ["acme", 0.5],
      ["assistant", 0.4],
      ["launch", 0.3],
      ["enterprise", 0.3],
      ["review", 0.2],
    ],
    [undefined, undefined],
  );
  n.exemplars = [
    {
      itemId: 7,
      title: "acme/falcon-cli: run Falcon reviews from the terminal",
      lead: "",
      similarity: 0.3,
      termList: termList([
        ["falcon", 0.5],
        ["terminal", 0.5],
        ["cli", 0.5],
        ["shell", 0.5],
      ]),
    },
  ];
  return n;
}

// A how-to a day later: the repository's words, and the product's name, none of the launch's other words.
const howTo = new Map([
  ["terminal", 0.6],
  ["cli", 0.5],
  ["shell", 0.4],
  ["falcon", 0.3],
  ["alias", 0.35],
]);

describe("memberEvidence", () => {
  it("is the cosine to the member's stored terms, the names' part of it, and the shared words", () => {
    const [s, names, shared] = memberEvidence(howTo, new Set(["falcon"]), termList([["falcon", 1]]));
    expect([s, names, shared]).toEqual([0.3, 0.3, 1]);
    // A model name or an amount counts as enough shared words on its own; a phrase adds no word of its own.
    const specific = memberEvidence(
      new Map([
        ["gpt5", 0.5],
        ["open weights", 0.5],
      ]),
      new Set(),
      termList([
        ["gpt5", 0.5],
        ["open weights", 0.5],
      ]),
    );
    expect(specific[2]).toBe(1_000);
  });
});

describe("closestEvidence", () => {
  it("takes a member the item echoes closely, discounted, over a weaker centroid", () => {
    const [s, names, shared] = closestEvidence([0.1, 0.05, 1], launch(), howTo, new Set(["falcon"]), opts);
    expect(s).toBeCloseTo(0.8 * (0.3 * 0.5 + 0.6 * 0.5 + 0.5 * 0.5 + 0.4 * 0.5), 10);
    expect(names).toBeCloseTo(0.8 * 0.15, 10);
    expect(shared).toBe(4);
  });

  it("keeps the centroid's evidence below the floor, when the centroid is closer, or with no weight", () => {
    const centroid = [0.1, 0.05, 1] as const;
    const faint = new Map([
      ["terminal", 0.2],
      ["weather", 0.9],
    ]);
    expect(closestEvidence(centroid, launch(), faint, new Set(), opts)).toBe(centroid);
    expect(closestEvidence([0.9, 0, 9], launch(), howTo, new Set(), opts)).toEqual([0.9, 0, 9]);
    expect(closestEvidence(centroid, launch(), howTo, new Set(), { ...opts, memberWeight: 0 })).toBe(
      centroid,
    );
  });

  it("reads a restored narrative's exemplars exactly as the original's", () => {
    const n = launch();
    const saved = restore(JSON.parse(JSON.stringify(snapshot(n))));
    const proper = new Set(["falcon"]);
    expect(closestEvidence([0.1, 0.05, 1], saved, howTo, proper, opts)).toEqual(
      closestEvidence([0.1, 0.05, 1], n, howTo, proper, opts),
    );
  });

  it("saves exemplars' terms as the record the state has always had, and loads states saved without them", () => {
    const stored = snapshot(launch()).exemplars[0];
    expect(stored).toEqual({
      itemId: 7,
      title: "acme/falcon-cli: run Falcon reviews from the terminal",
      lead: "",
      similarity: 0.3,
      terms: { falcon: 0.5, terminal: 0.5, cli: 0.5, shell: 0.5 },
    });
    // As the worker posts it and the store writes it.
    expect(structuredClone(stored)).toEqual(stored);
    expect(JSON.parse(JSON.stringify(stored))).toEqual(stored);
    const old = snapshot(launch());
    old.exemplars = old.exemplars.map(({ terms: _, ...e }) => e);
    const loaded = restore(JSON.parse(JSON.stringify(old)));
    expect(loaded.exemplars[0]?.termList).toBeUndefined();
    expect(snapshot(loaded).exemplars[0]).not.toHaveProperty("terms");
  });

  it("skips exemplars saved before they kept terms", () => {
    const n = launch();
    n.exemplars = n.exemplars.map((e) => ({ ...e, termList: undefined }));
    const centroid = [0.1, 0, 1] as const;
    expect(closestEvidence(centroid, n, howTo, new Set(), opts)).toBe(centroid);
  });
});

/** A narrative whose centroid is the how-to's own words (shell aliases) and has no event. */
const guideNarrative = () =>
  typedNarrative(
    2,
    new Date(T0),
    [
      ["alias", 0.7],
      ["shell", 0.5],
      ["falcon", 0.2],
    ],
    [undefined, undefined],
  );

describe("chooseNarrative with members", () => {
  const evidence = { ranked: [...howTo], proper: new Set(["falcon"]), kind: undefined };
  const at = new Date(T0 + 20 * H);

  it("joins the narrative whose member the item echoes, which its centroid alone would not", () => {
    const n = launch();
    const { narratives, index } = indexed([n]);
    expect(chooseNarrative(howTo, evidence, at, index, narratives, DEFAULTS)?.narrative).toBe(n);
    expect(chooseNarrative(howTo, evidence, at, index, narratives, { ...DEFAULTS, memberWeight: 0 })).toBe(
      undefined,
    );
  });

  it("only rescues: an item a centroid takes stays with it, whatever another narrative's member says", () => {
    const n = launch();
    const guide = guideNarrative();
    const { narratives, index } = indexed([n, guide]);
    const loose = { ...DEFAULTS, minSharedTerms: 0 };
    expect(chooseNarrative(howTo, evidence, at, index, narratives, loose)?.narrative).toBe(guide);
  });

  it("still applies the precision rules to a member's evidence: someone else's terminal tool is not this story", () => {
    const n = launch();
    const { narratives, index } = indexed([n]);
    const strict = { ...DEFAULTS, assignThreshold: 0.4 };
    // The repository's words, about another company's tool: no name the narrative names, nor its subject.
    const other = new Map([
      ["zenith", 0.6],
      ["terminal", 0.6],
      ["cli", 0.5],
      ["shell", 0.4],
      // One word of the launch's own: candidates come from the centroid's index.
      ["review", 0.3],
    ]);
    const ranked = [...other];
    const named = (proper: string[]) => ({ ranked, proper: new Set(proper), kind: undefined });
    expect(chooseNarrative(other, named(["zenith"]), at, index, narratives, strict)).toBe(undefined);
    // The same words about no one in particular pass: the member's evidence itself was enough.
    expect(chooseNarrative(other, named([]), at, index, narratives, strict)?.narrative).toBe(n);
  });
});

describe("an item that names no one and says no event", () => {
  const at = new Date(T0 + 20 * H);
  it("goes to the narrative whose member it echoes, over another narrative's centroid of topic words", () => {
    const n = launch();
    // A narrative whose centroid shares the post's topic words: it takes a post that names someone.
    const guide = guideNarrative();
    const { narratives, index } = indexed([n, guide]);
    const loose = { ...DEFAULTS, minSharedTerms: 0 };
    const named = { ranked: [...howTo], proper: new Set(["falcon"]), kind: undefined };
    const nameless = { ranked: [...howTo], proper: new Set<string>(), kind: undefined };
    expect(chooseNarrative(howTo, named, at, index, narratives, loose)?.narrative).toBe(guide);
    expect(chooseNarrative(howTo, nameless, at, index, narratives, loose)?.narrative).toBe(n);
    // Without members, the centroid decides.
    const centroids = { ...loose, memberWeight: 0 };
    expect(chooseNarrative(howTo, nameless, at, index, narratives, centroids)?.narrative).toBe(guide);
  });
});
