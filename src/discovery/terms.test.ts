import { describe, expect, it } from "vitest";
import { bareCtx, ctx, pricesIn } from "./fixtures/test-context.js";
import { TERMS_EFFECTIVE_DATE, TERMS_VERSION, termsJson, termsText } from "./terms.js";

const flat = (s: string) => s.replace(/\s+/g, " ").trim();

describe("terms", () => {
  const json = termsJson(ctx);
  const text = termsText(ctx);

  it("renders every clause of the JSON terms in the text, in order, word for word", () => {
    const flatText = flat(text);
    let from = 0;
    for (const [i, clause] of json.clauses.entries()) {
      const at = flatText.indexOf(`${i + 1}. ${clause.title} ${flat(clause.text)}`, from);
      expect(at, clause.id).toBeGreaterThanOrEqual(from);
      from = at;
    }
    expect(text).toContain(`Version ${TERMS_VERSION}, effective ${TERMS_EFFECTIVE_DATE}`);
    expect(json).toMatchObject({
      version: TERMS_VERSION,
      effectiveDate: TERMS_EFFECTIVE_DATE,
      interfaceVersion: "1.0.0",
    });
  });

  it("carries the clauses the spec and the design require", () => {
    const clause = (id: string) => flat(json.clauses.find((c) => c.id === id)?.text ?? "");
    expect(clause("not-advice")).toContain(
      "informational, provided as-is, not investment, financial or business advice",
    );
    expect(clause("pricing")).toMatch(/per call/);
    expect(clause("pricing")).toMatch(/no accounts, no API keys.*no bundles.*no entitlements/);
    expect(clause("payment")).toContain("USDC on network eip155:8453");
    expect(clause("payment")).toContain("x402");
    expect(clause("payment")).toContain(ctx.payTo);
    expect(clause("settlement")).toMatch(
      /never charged for an error, for a failure or unavailability of the upstream/,
    );
    expect(clause("settlement")).toContain("below-threshold");
    expect(clause("rate-limits")).toContain("Free endpoints: 5 requests per minute per IP");
    expect(clause("data")).toContain("salted hash of the client IP");
    expect(clause("data")).toContain("never the raw IP");
    expect(clause("no-warranty")).toContain("without warranty");
    expect(json.contact).toBe("ops@example.com");
    expect(clause("contact")).toContain("ops@example.com");
  });

  it("quotes no price: prices live in the route table", () => {
    expect(pricesIn(text)).toEqual([]);
  });

  it("omits the contact and the payee when they are not configured", () => {
    const bare = termsJson(bareCtx);
    expect(bare.contact).toBeUndefined();
    expect(bare.clauses.map((c) => c.id)).not.toContain("contact");
    expect(termsText(bareCtx)).not.toContain("payable to");
  });

  it("publishes the configured rate limits", () => {
    const custom = termsText({ ...ctx, rateLimits: { free: 10, paid: 0 } });
    expect(flat(custom)).toContain("Free endpoints: 10 requests per minute per IP");
    expect(flat(custom)).toContain("Paid endpoints: not rate-limited");
  });

  it("wraps the text without splitting words", () => {
    for (const line of text.split("\n")) expect(line.length).toBeLessThanOrEqual(110);
  });
});
