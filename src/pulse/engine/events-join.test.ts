import { describe, expect, it } from "vitest";
import { acmeLaunch, H, narrativesOf, newsItem, T0 } from "../../../tests/helpers/engine-news.js";
import { NarrativeEngine } from "./engine.js";
import type { EngineState } from "./types.js";

const item = newsItem;

const launch = acmeLaunch();
const lawsuit = item(
  3,
  1,
  "Authors sue Acme AI over its training data",
  "A group of novelists filed a lawsuit saying Acme AI trained its models on pirated books.",
);

describe("same names, different events", () => {
  it("keeps a lawsuit against a company apart from the company's launch", () => {
    const got = narrativesOf(new NarrativeEngine(), [launch, [lawsuit]]);
    expect(got.get(2)).toBe(got.get(1));
    expect(got.get(3)).not.toBe(got.get(1));
    // Counting the shared names as usual (and without frames, frame-join.test.ts), the lawsuit would have joined:
    // the event kinds are what keep it apart.
    const plain = narrativesOf(new NarrativeEngine(undefined, { conflictNameWeight: 1, frames: false }), [
      launch,
      [lawsuit],
    ]);
    expect(plain.get(3)).toBe(plain.get(1));
  });

  it("joins one funding round told in two outlets' words, amounts written differently", () => {
    const got = narrativesOf(new NarrativeEngine(), [
      [
        item(
          1,
          0,
          "Tessellate raises $300M Series B to build coding agents",
          "Tessellate said on Monday it raised $300 million in a Series B round led by Index Ventures.",
        ),
      ],
      [
        item(
          2,
          1,
          "Coding-agent startup Tessellate lands $300 million in new funding",
          "Index Ventures led the round, which values Tessellate at $2.4 billion.",
        ),
      ],
    ]);
    expect(got.get(2)).toBe(got.get(1));
  });

  it("does not join the same kind of event at another company", () => {
    const got = narrativesOf(new NarrativeEngine(), [
      [
        item(
          1,
          0,
          "Tessellate raises $300M Series B to build coding agents",
          "Tessellate said on Monday it raised $300 million in a Series B round led by Index Ventures.",
        ),
      ],
      [
        item(
          2,
          1,
          "Clausewise raises $40M Series B for its contract-review agent",
          "Clausewise said it raised $40 million in a Series B round to review contracts with AI.",
        ),
      ],
    ]);
    expect(got.get(2)).not.toBe(got.get(1));
  });

  it("decides the same after a restart: the members' kinds are part of the saved state", () => {
    const first = new NarrativeEngine();
    first.ingest(launch, new Date(T0 + H));
    const saved = JSON.parse(JSON.stringify(first.state())) as EngineState;
    expect(saved.narratives[0]?.recent.map((e) => e.kind)).toEqual(["launch", "launch"]);
    const restored = new NarrativeEngine(saved);
    const a = restored.ingest([lawsuit], new Date(T0 + 2 * H));
    const b = first.ingest([lawsuit], new Date(T0 + 2 * H));
    expect(a).toEqual(b);
    expect(a.assignments[0]?.narrativeId).not.toBe(1);
  });

  it("does not join two items on one or two common words", () => {
    const got = narrativesOf(new NarrativeEngine(), [
      [
        item(
          1,
          0,
          "The unreasonable effectiveness of grep for code agents",
          "Grep beats embeddings for agents.",
        ),
      ],
      [item(2, 1, "What I learned reading 500 agent transcripts", "Agents loop when the transcript grows.")],
    ]);
    expect(got.get(2)).not.toBe(got.get(1));
    // Without the rule, "agent" and its phrases alone would have joined them.
    const plain = narrativesOf(new NarrativeEngine(undefined, { fewTermsPenalty: 1 }), [
      [
        item(
          1,
          0,
          "The unreasonable effectiveness of grep for code agents",
          "Grep beats embeddings for agents.",
        ),
      ],
      [item(2, 1, "What I learned reading 500 agent transcripts", "Agents loop when the transcript grows.")],
    ]);
    expect(plain.get(2)).toBe(plain.get(1));
  });
});

describe("a short post naming the one live story's subject", () => {
  const lab = [
    item(
      11,
      0,
      "Mistral opens a Paris lab for robotics research",
      "Mistral said its new robotics lab in Paris will hire 200 researchers; Mistral calls it its biggest bet yet.",
    ),
    item(
      12,
      0.5,
      "Mistral's robotics lab: 200 researchers in Paris",
      "The Paris lab is Mistral's first outside language models, Mistral said on Tuesday.",
    ),
  ];
  const short = item(
    16,
    2,
    "Mistral's office tour video is something",
    "Cameras everywhere, plants on every desk, and a very serious espresso machine.",
  );
  const suit = [
    item(
      14,
      1,
      "Authors sue Mistral, saying Mistral trained on their novels",
      "French novelists filed a lawsuit against Mistral; Mistral has not commented.",
    ),
    item(
      15,
      1.5,
      "Mistral faces a class action from French authors",
      "The lawsuit says Mistral used the novels without permission, and Mistral should pay.",
    ),
  ];

  it("joins that story, where the words it shares would not be enough", () => {
    const got = narrativesOf(new NarrativeEngine(), [lab, [short]]);
    expect(got.get(12)).toBe(got.get(11));
    expect(got.get(16)).toBe(got.get(11));
    const plain = narrativesOf(new NarrativeEngine(undefined, { soleSubject: false }), [lab, [short]]);
    expect(plain.get(16)).not.toBe(plain.get(11));
  });

  it("stays apart when two live stories have that subject: which one it means is not said", () => {
    const got = narrativesOf(new NarrativeEngine(), [lab, suit, [short]]);
    expect(got.get(14)).not.toBe(got.get(11));
    expect(got.get(15)).toBe(got.get(14));
    expect(got.get(16)).not.toBe(got.get(11));
    expect(got.get(16)).not.toBe(got.get(14));
  });
});
