import { describe, expect, it } from "vitest";
import { analyseItem } from "./features.js";
import { foreignTerms } from "./foreign-terms.js";

describe("foreignTerms", () => {
  // A Radio-Canada-style wire headline on a court's sanction, with a lead in French.
  const title = "Un tribunal ontarien sanctionne un cabinet pour de fausses citations générées par l'IA";
  const content =
    "Le juge a ordonné au cabinet de payer les dépens après que le mémoire, rédigé avec l'aide de l'IA, a cité des décisions qui n'existent pas.";
  const features = analyseItem(title, content);

  it("drops the language's function words and every phrase holding one", () => {
    const before = [...features.counts.keys()];
    expect(before.some((t) => t === "un" || t === "le" || t.split(" ").includes("de"))).toBe(true);
    const after = [...foreignTerms(features).counts.keys()];
    for (const t of after)
      for (const w of t.split(" ")) expect(["un", "le", "de", "la", "par", "pour"]).not.toContain(w);
    expect(after).toContain("tribunal");
    expect(after).toContain("cabinet");
  });
  it("cuts an elided article from its word, so the name is spelt as in English", () => {
    expect([...features.counts.keys()]).toContain("l'ia");
    const { counts, proper } = foreignTerms(features);
    expect(counts.has("ia")).toBe(true);
    expect(counts.has("l'ia")).toBe(false);
    for (const t of proper) expect(t.startsWith("l'")).toBe(false);
  });
  it("keeps the kind, the frame and the owned names as read", () => {
    const out = foreignTerms(features);
    expect(out.kind).toBe(features.kind);
    expect(out.frame).toBe(features.frame);
    expect(out.owned).toBe(features.owned);
  });
});
