import { describe, expect, it } from "vitest";
import { indexed, typedNarrative } from "../../../tests/helpers/engine-narratives.js";
import { DEFAULTS } from "./assign.js";
import type { EventKind } from "./events.js";
import type { Narrative } from "./narrative.js";
import { soleSubjectOf } from "./sole-subject.js";

const T0 = Date.parse("2026-11-25T16:00:00Z");
const H = 3_600_000;

const narrative = (id: number, centroid: [string, number][], kinds: (EventKind | undefined)[]): Narrative =>
  typedNarrative(id, new Date(T0), centroid, kinds);

const setup = indexed;

// "thinking of everyone at cohere today": the name, and words the story never used.
const post = new Map([
  ["cohere", 0.5],
  ["email", 0.5],
  ["proud", 0.4],
]);
const evidence = (kind?: EventKind) => ({ ranked: [...post], proper: new Set(["cohere"]), kind });
const at = new Date(T0 + 3 * H);

describe("soleSubjectOf", () => {
  it("joins the one live narrative with the name among its two heaviest terms, even when a place leads", () => {
    const layoffs = narrative(
      1,
      [
        ["toronto", 0.5],
        ["cohere", 0.45],
        ["job", 0.3],
      ],
      ["layoffs"],
    );
    const { narratives, index } = setup([layoffs]);
    expect(soleSubjectOf(post, evidence(), at, index, narratives, DEFAULTS)?.narrative).toBe(layoffs);
    // Far down the list, the name is a mention, not who the story is about.
    const mention = narrative(
      2,
      [
        ["toronto", 0.5],
        ["robotics", 0.45],
        ["cohere", 0.1],
      ],
      [undefined],
    );
    const only = setup([mention]);
    expect(soleSubjectOf(post, evidence(), at, only.index, only.narratives, DEFAULTS)).toBeUndefined();
  });

  it("leaves a typed item out of an untyped narrative, and an item between two such narratives apart", () => {
    const question = narrative(
      1,
      [
        ["cohere", 0.6],
        ["rerank", 0.5],
      ],
      // Two untyped items (a question and its follow-up): one alone is not yet a story (below).
      [undefined, undefined],
    );
    const { narratives, index } = setup([question]);
    expect(soleSubjectOf(post, evidence(), at, index, narratives, DEFAULTS)?.narrative).toBe(question);
    expect(soleSubjectOf(post, evidence("layoffs"), at, index, narratives, DEFAULTS)).toBeUndefined();
    const launch = narrative(
      2,
      [
        ["cohere", 0.6],
        ["a2", 0.5],
      ],
      ["launch"],
    );
    const two = setup([question, launch]);
    expect(soleSubjectOf(post, evidence(), at, two.index, two.narratives, DEFAULTS)).toBeUndefined();
  });

  it("leaves a long article to the cosine: sharing so few words, it reports something else", () => {
    const layoffs = narrative(
      1,
      [
        ["cohere", 0.6],
        ["job", 0.3],
      ],
      ["layoffs"],
    );
    const { narratives, index } = setup([layoffs]);
    const long = [...post, ...Array.from({ length: 40 }, (_, i) => [`word${i}`, 0.01] as [string, number])];
    const article = { ranked: long, proper: new Set(["cohere"]), kind: undefined };
    expect(soleSubjectOf(post, evidence(), at, index, narratives, DEFAULTS)?.narrative).toBe(layoffs);
    expect(soleSubjectOf(new Map(long), article, at, index, narratives, DEFAULTS)).toBeUndefined();
  });

  it("leaves a lone untyped item alone: a repository or a question that names a product is no story about it", () => {
    const repo = narrative(
      1,
      [
        ["cohere", 0.6],
        ["rerank", 0.5],
      ],
      [undefined],
    );
    const { narratives, index } = setup([repo]);
    expect(soleSubjectOf(post, evidence(), at, index, narratives, DEFAULTS)).toBeUndefined();
    // A lone report that says what happened is a story already.
    const layoffs = narrative(
      2,
      [
        ["cohere", 0.6],
        ["job", 0.3],
      ],
      ["layoffs"],
    );
    const typed = setup([layoffs]);
    expect(soleSubjectOf(post, evidence(), at, typed.index, typed.narratives, DEFAULTS)?.narrative).toBe(
      layoffs,
    );
  });

  it("takes a real headline's subject from the headline: a name only in the excerpt is a mention", () => {
    const layoffs = narrative(
      1,
      [
        ["cohere", 0.6],
        ["job", 0.3],
      ],
      ["layoffs"],
    );
    const { narratives, index } = setup([layoffs]);
    // "Reproducible builds for ML models", whose excerpt mentions Cohere's library.
    const mention = { ...evidence(), headline: new Set(["reproducible", "build", "model"]) };
    expect(soleSubjectOf(post, mention, at, index, narratives, DEFAULTS)).toBeUndefined();
    const subject = { ...evidence(), headline: new Set(["cohere", "email"]) };
    expect(soleSubjectOf(post, subject, at, index, narratives, DEFAULTS)?.narrative).toBe(layoffs);
  });

  /** Ferrule's $85M round, the narrative both articles in another language are told against. */
  const ferruleFunding = () => {
    const funding = narrative(
      1,
      [
        ["ferrule", 0.6],
        ["85m", 0.5],
        ["circuit", 0.3],
      ],
      ["funding"],
    );
    return { funding, ...setup([funding]) };
  };

  it("joins an article in another language by its headline's name, however long and wherever the name ranks", () => {
    const { funding, narratives, index } = ferruleFunding();
    // "Münchner KI-Start-up Ferrule sammelt 80 Millionen Euro für automatisiertes Platinendesign ein": German
    // words rank first, and the tagger reads the German nouns as names too.
    const words = [
      "finanzierungsrunde",
      "wagniskapitalgeber",
      "unternehmen",
      "platinendesign",
      "mitarbeiter",
    ];
    const filler = Array.from({ length: 30 }, (_, i) => `wort${i}`);
    const ranked = [...words, "sammelt", "ferrule", ...filler].map((t, i) => [t, 1 - i / 100] as const);
    const article = new Map(ranked);
    const german = {
      ranked,
      proper: new Set([...words, "ferrule"]),
      kind: undefined,
      headline: new Set(["ferrule", "sammelt", "platinendesign"]),
    };
    expect(soleSubjectOf(article, german, at, index, narratives, DEFAULTS)).toBeUndefined();
    const other = { ...german, otherLanguage: true };
    expect(soleSubjectOf(article, other, at, index, narratives, DEFAULTS)?.narrative).toBe(funding);
  });

  it("does not compare the sum of an article in another language: it is told in the local currency", () => {
    const { funding, narratives, index } = ferruleFunding();
    // "Münchner KI-Start-up Ferrule sammelt 80 Millionen Euro …" four hours after "Ferrule raises $85M": €80M is
    // the same round in euros.
    const ranked = [
      ["80m", 0.9],
      ["platinendesign", 0.8],
      ["ferrule", 0.5],
    ] as const;
    const german = {
      ranked,
      proper: new Set(["platinendesign", "ferrule"]),
      kind: "funding" as const,
      headline: new Set(["ferrule", "80m", "platinendesign"]),
      otherLanguage: true,
    };
    const article = new Map(ranked);
    expect(soleSubjectOf(article, german, at, index, narratives, DEFAULTS)?.narrative).toBe(funding);
    // In English the same sum is another deal's ("Ferrule raises $80M" beside "$85M").
    expect(soleSubjectOf(article, { ...german, otherLanguage: false }, at, index, narratives, DEFAULTS)).toBe(
      undefined,
    );
  });
});

describe("soleSubjectOf, a name said as another name's thing", () => {
  // "Gemini Console returning 503" beside "Quaveline Console returning 503s": "console" is Gemini's, not a party.
  const outage = narrative(
    1,
    [
      ["console", 0.6],
      ["quaveline", 0.5],
    ],
    ["outage"],
  );
  const item = new Map([
    ["console", 0.5],
    ["gemini", 0.5],
    ["region", 0.3],
  ]);
  const proper = new Set(["console", "gemini"]);

  it("does not stand for the subject in an English headline", () => {
    const { narratives, index } = setup([outage]);
    const owned = new Set(["console"]);
    const english = {
      ranked: [...item],
      proper,
      kind: "outage" as const,
      headline: new Set(item.keys()),
      owned,
    };
    expect(soleSubjectOf(item, english, at, index, narratives, DEFAULTS)).toBeUndefined();
    // Said free ("Console is down again"), it still does.
    const free = { ...english, owned: new Set<string>() };
    expect(soleSubjectOf(item, free, at, index, narratives, DEFAULTS)?.narrative).toBe(outage);
  });

  it("still does in another language, which puts the common noun before the name", () => {
    const { narratives, index } = setup([outage]);
    const german = {
      ranked: [...item],
      proper,
      kind: "outage" as const,
      headline: new Set(item.keys()),
      owned: new Set(["console"]),
    };
    const foreign = { ...german, otherLanguage: true };
    expect(soleSubjectOf(item, foreign, at, index, narratives, DEFAULTS)?.narrative).toBe(outage);
  });
});

describe("a word for a kind of thing", () => {
  it("is no subject: a post naming only the terminal is not the story of whoever's terminal leads a narrative", () => {
    // "Gemini Terminal returning 503s": the tagger reads "terminal" as a name, and it leads the narrative.
    const outage = narrative(
      1,
      [
        ["terminal", 0.5],
        ["gemini", 0.45],
        ["503", 0.3],
      ],
      ["outage", "outage"],
    );
    const { narratives, index } = setup([outage]);
    // "Terminal gets a realtime voice mode": another maker's launch, whose only name is the kind of thing.
    const post = new Map([
      ["terminal", 0.5],
      ["voice", 0.5],
      ["realtime", 0.4],
    ]);
    const about = (name: string) => ({ ranked: [...post], proper: new Set([name]), kind: undefined });
    expect(soleSubjectOf(post, about("terminal"), at, index, narratives, DEFAULTS)).toBeUndefined();
    // The same post naming the narrative's party joins it.
    const gemini = new Map([...post, ["gemini", 0.45]]);
    expect(
      soleSubjectOf(
        gemini,
        { ranked: [...gemini], proper: new Set(["terminal", "gemini"]), kind: undefined },
        at,
        index,
        narratives,
        DEFAULTS,
      )?.narrative,
    ).toBe(outage);
  });

  it("nor is a nationality: a post on German text is not the German court's ruling", () => {
    const ruling = narrative(
      2,
      [
        ["german", 0.5],
        ["court", 0.45],
        ["kettridge", 0.4],
      ],
      ["ruling", "ruling"],
    );
    const { narratives, index } = setup([ruling]);
    // "Halvery H1 is still my daily driver for German text".
    const post = new Map([
      ["german", 0.5],
      ["driver", 0.4],
      ["text", 0.3],
    ]);
    expect(
      soleSubjectOf(
        post,
        { ranked: [...post], proper: new Set(["german"]), kind: undefined },
        at,
        index,
        narratives,
        DEFAULTS,
      ),
    ).toBeUndefined();
  });
});

describe("soleSubjectOf, a story the local press broke in its own language", () => {
  it("joins an English report to the one foreign-language article that broke its story, untyped and alone", () => {
    // "Doppiatori italiani fanno causa a Stellavane: 'le nostre voci usate senza consenso' - la Repubblica", 10:00:
    // its own words outrank the name, and the reader typed nothing.
    const italian = narrative(
      1,
      [
        ["doppiatori", 0.6],
        ["repubblica", 0.55],
        ["voci", 0.5],
        ["stellavane", 0.45],
      ],
      [undefined],
    );
    italian.members = [
      {
        itemId: 100,
        title:
          "Doppiatori italiani fanno causa a Stellavane: 'le nostre voci usate senza consenso' - la Repubblica",
        lead: "I doppiatori chiedono il ritiro del modello e un risarcimento per le voci usate nel suo addestramento.",
        terms: "doppiatori",
        weights: [0.6],
      },
    ];
    const { narratives, index } = setup([italian]);
    // "Italian dubbing actors take Stellavane to court over voices in its AI dubbing tool - Reuters", 13:00.
    const report = new Map([
      ["stellavane", 0.6],
      ["dubbing", 0.5],
      ["actor", 0.4],
    ]);
    const english = { ranked: [...report], proper: new Set(["stellavane"]), kind: "lawsuit" as EventKind };
    expect(soleSubjectOf(report, english, at, index, narratives, DEFAULTS)?.narrative).toBe(italian);
    // Another article in the same language shares its words, not its names: the narrow reading stays.
    expect(
      soleSubjectOf(report, { ...english, otherLanguage: true }, at, index, narratives, DEFAULTS),
    ).toBeUndefined();
    // The same untyped single article in English is no story yet (a repository, a question): the report stays out.
    italian.members[0] = {
      ...(italian.members[0] as (typeof italian.members)[number]),
      title: "Stellavane dubbing notes from the voice actors",
      lead: "The actors say the voices were used in the training of the model.",
    };
    expect(soleSubjectOf(report, english, at, index, narratives, DEFAULTS)).toBeUndefined();
  });
});
