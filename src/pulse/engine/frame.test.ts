import { describe, expect, it } from "vitest";
import { analyseItem } from "./features.js";
import { frameParty, otherGroup, readFrame } from "./frame.js";

const frameOf = (title: string, content = "", source?: string) => analyseItem(title, content, source).frame;

describe("readFrame", () => {
  it("reads the actor before the predicate and the object after it (a news headline)", () => {
    expect(frameOf("Google sues AI lab Halcyon, alleging founders took training secrets - Reuters")).toEqual({
      actor: ["google"],
      owners: ["google"],
      kind: "lawsuit",
      object: ["halcyon"],
    });
    expect(
      frameOf("Nvidia acquires Sparkplug, whose software squeezes more tokens out of GPUs"),
    ).toMatchObject({
      actor: ["nvidia"],
      kind: "acquisition",
      object: ["sparkplug"],
    });
  });
  it("frames a result withdrawn by the lab that withdraws it (the verb is the predicate)", () => {
    expect(
      frameOf("Corvane withdraws C2's headline coding score after finding test repos in its data"),
    ).toMatchObject({ actor: ["corvane"], kind: "correction" });
    // The object five words on, past a possessive and a hyphen: the predicate's span counts words, not tokens.
    expect(frameOf("Corvane corrects Vane 5.1's long-context numbers")).toMatchObject({
      actor: ["corvane"],
      kind: "correction",
    });
  });
  it("keeps an appositive out of the actor", () => {
    expect(
      frameOf("Halcyon, the lab founded by former Google researchers, launches its H3 model")?.actor,
    ).toEqual(["halcyon"]);
  });
  it("reads the owner of a compound or possessive name as who acted, not the thing it owns", () => {
    // Two companies' outages share "API"; who had the outage is the name that owns it.
    expect(frameOf("Brindle API: elevated errors on all models")).toMatchObject({
      actor: ["brindle", "api"],
      owners: ["brindle"],
      kind: "outage",
    });
    expect(frameOf("Brindle's API was down for nearly four hours")?.owners).toEqual(["brindle"]);
  });
  it("swaps actor and object in a passive predicate", () => {
    expect(frameOf("Threadline got acquired by ServiceNow last week")).toMatchObject({
      actor: ["servicenow"],
      kind: "acquisition",
      object: ["threadline"],
    });
  });
  it("reads an EDGAR filer as the actor of its filing", () => {
    expect(
      frameOf(
        "TANDEM DATACENTERS INC (TNDM) files 8-K: Departure of Directors or Certain Officers",
        "Form 8-K filed 2026-12-08 by TANDEM DATACENTERS INC, Austin, TX. Items: 5.02 Departure of Directors or Certain Officers.",
        "sec-edgar",
      ),
    ).toMatchObject({ kind: "personnel", actor: expect.arrayContaining(["datacenters"]) });
  });
  it("reads a toot titled by its opening, and a model name as the thing launched", () => {
    expect(frameOf("Nvidia releases Nemotron 4 with its full pretraining data")).toMatchObject({
      actor: ["nvidia"],
      kind: "launch",
    });
    expect(frameOf("Introducing gpt-realtime-2")).toEqual({
      actor: [],
      owners: [],
      kind: "launch",
      object: ["gpt-realtime2"],
    });
  });
  it("has no frame without a kind, in a question, or when the first event word says another kind", () => {
    // An HN link title and a Polymarket question: no event said.
    expect(frameOf("Halcyon H3")).toBeUndefined();
    expect(frameOf("Will Halcyon's H3 be taken offline by court order before 2027?")).toBeUndefined();
    expect(
      frameOf("If I tell an AI to buy groceries on Amazon, is that unauthorized access? Amazon thinks so"),
    ).toBeUndefined();
    // Typed a price from a later noun; the predicate is a deal.
    expect(
      frameOf("Google's TPU deal with Meta is a warning shot for Nvidia's pricing power"),
    ).toBeUndefined();
  });
  it("needs a kind and a name", () => {
    expect(
      readFrame(
        { lemma: ["acme", "raise", "$", "40m"], value: ["Acme", "raises", "$", "40M"] },
        new Set(["acme"]),
        undefined,
      ),
    ).toBeUndefined();
    expect(
      readFrame(
        { lemma: ["startup", "raise", "$", "40m"], value: ["Startup", "raises", "$", "40M"] },
        new Set(),
        "funding",
      ),
    ).toBeUndefined();
    expect(
      readFrame(
        { lemma: ["acme", "raise", "$", "40m"], value: ["Acme", "raises", "$", "40M"] },
        new Set(["acme"]),
        "funding",
      ),
    ).toEqual({ actor: ["acme"], owners: ["acme"], kind: "funding", object: [] });
  });
});

describe("otherGroup", () => {
  it("tells a case, a deal, a product, people and results apart, and lets a delay join any", () => {
    expect(otherGroup("lawsuit", "launch")).toBe(true);
    expect(otherGroup("personnel", "partnership")).toBe(true);
    expect(otherGroup("lawsuit", "settlement")).toBe(false);
    expect(otherGroup("acquisition", "partnership")).toBe(false);
    expect(otherGroup("delay", "regulation")).toBe(false);
  });
});

describe("frameParty", () => {
  it("finds a name as the actor or the object", () => {
    const f = { actor: ["google"], owners: ["google"], kind: "lawsuit" as const, object: ["halcyon"] };
    expect(frameParty(f, ["halcyon", "h3"])).toBe(true);
    expect(frameParty(f, ["google"])).toBe(true);
    expect(frameParty(f, ["h3", "swe"])).toBe(false);
  });
});

describe("owned names", () => {
  const ownedOf = (title: string) => analyseItem(title, "").owned;
  it("are the names a headline says only as what another name owns", () => {
    expect([...ownedOf("A weekend with Brindle's API: a voice agent in an afternoon")]).toEqual(["api"]);
    expect([...ownedOf("Quillon OCR")]).toEqual(["ocr"]);
  });
  it("are not a name the headline also says on its own", () => {
    expect(ownedOf("Brindle API down; API users move to Quillon")).not.toContain("api");
  });
});
