import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../errors/index.js";
import { isPaid } from "./doc-context.js";
import { bareCtx, ctx, pricesIn, routes } from "./fixtures/test-context.js";
import { llmsFullTxt, llmsTxt } from "./llms.js";
import { responseFields, routeParams } from "./schema-doc.js";

const LINK_ITEM = /^- \[[^\]]+\]\(https?:\/\/[^)\s]+\)(: .+)?$/;
const tablePrices = new Set(routes.flatMap((r) => (r.price ? [r.price] : [])));

/** The H2 sections of an llms.txt, with their non-blank lines. */
function sections(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split("\n")) {
    if (line.startsWith("## ")) {
      current = [];
      out.set(line.slice(3), current);
    } else if (current && line.trim()) current.push(line);
  }
  return out;
}

/** The `### METHOD path` block of one route in llms-full.txt. */
function endpointBlock(text: string, method: string, path: string): string {
  const start = text.indexOf(`\n### ${method} ${path}\n`);
  expect(start, `${method} ${path}`).toBeGreaterThan(-1);
  const end = text.indexOf("\n### ", start + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

describe("llmsTxt", () => {
  const text = llmsTxt(routes, ctx);
  const lines = text.split("\n");

  it("opens with the H1 and then the blockquote summary (llmstxt.org)", () => {
    expect(lines[0]).toBe("# Intel Digest");
    const next = lines.slice(1).find((l) => l.trim() !== "");
    expect(next).toBe(`> ${ctx.description}`);
    expect(lines.filter((l) => l.startsWith("# "))).toHaveLength(1);
  });

  it("has only link list items in its H2 sections, and the expected sections in order", () => {
    const s = sections(text);
    expect([...s.keys()]).toEqual(["Free endpoints", "Paid endpoints (x402)", "Docs", "Optional"]);
    for (const [name, body] of s) {
      expect(body.length, name).toBeGreaterThan(0);
      for (const line of body) expect(line, `${name}: ${line}`).toMatch(LINK_ITEM);
    }
    // Nothing but paragraphs between the summary and the first section.
    const intro = text.slice(0, text.indexOf("\n## "));
    expect(intro).not.toMatch(/^(##|- )/m);
  });

  it("lists every product route with its absolute URL, paid ones with their price", () => {
    const s = sections(text);
    for (const r of routes.filter((route) => route.product)) {
      const section = isPaid(r) ? "Paid endpoints (x402)" : "Free endpoints";
      const line = s.get(section)?.find((l) => l.includes(`](https://intel.example.com${r.path})`));
      expect(line, r.id).toBeDefined();
      if (r.price) expect(line).toContain(`$${r.price} per call`);
      else expect(pricesIn(line ?? "")).toEqual([]);
    }
  });

  it("links the documents from the table", () => {
    const docs = sections(text).get("Docs")?.join("\n") ?? "";
    for (const path of [
      "/openapi.json",
      "/llms-full.txt",
      "/terms.txt",
      "/.well-known/agent-card.json",
      "/discovery",
    ])
      expect(docs).toContain(`(https://intel.example.com${path})`);
  });

  it("mentions no price that is not in the table, and the not-advice notice", () => {
    for (const p of pricesIn(text)) expect(tablePrices).toContain(p);
    expect(text).toContain("informational, provided as-is, not investment, financial or business advice");
  });
});

describe("llmsFullTxt", () => {
  const text = llmsFullTxt(routes, ctx);

  it("documents every route with its method, path, URL, price or free, and budget", () => {
    for (const r of routes) {
      const block = endpointBlock(text, r.method.toUpperCase(), r.path);
      expect(block).toContain(`- URL: https://intel.example.com${r.path}`);
      expect(block).toContain(r.price ? `- Price: $${r.price} per call` : "- Price: free");
      expect(block).toMatch(
        r.tier === "none" ? /- Rate limit: none/ : new RegExp(`- Rate limit: ${r.tier} budget`),
      );
      for (const code of r.errors) expect(block).toContain(`\`${code}\``);
      expect(block).toContain("curl ");
      expect(block).toContain("https://intel.example.com");
    }
  });

  it("gives the parameters from the schemas: ranges, defaults and body fields", () => {
    const history = endpointBlock(text, "GET", "/v1/intelligence/history");
    expect(history).toContain("- `hours` (query, integer, 1 to 168, optional, default 48)");
    expect(history).toContain("- `limit` (query, integer, 1 to 50, optional, default 10)");
    const feedback = endpointBlock(text, "POST", "/v1/intelligence/feedback");
    expect(feedback).toContain(
      '`digestType` (body, string: master | hourly | community, optional, default "master")',
    );
    expect(feedback).toContain("`comment` (body, string, <= 1000 characters, optional)");
    expect(feedback).toContain("-X POST");
    const detail = endpointBlock(text, "GET", "/v1/pulse/narratives/{id}");
    expect(detail).toContain("- `id` (path, string");
    expect(detail).toContain("https://intel.example.com/v1/pulse/narratives/42");
    for (const r of routes)
      for (const p of routeParams(r))
        expect(endpointBlock(text, r.method.toUpperCase(), r.path)).toContain(`\`${p.name}\``);
  });

  it("lists the response fields of every JSON route, nested ones included", () => {
    for (const r of routes.filter((route) => route.contentType === "application/json")) {
      const block = endpointBlock(text, r.method.toUpperCase(), r.path);
      for (const f of responseFields(r.response)) expect(block, r.id).toContain(`- \`${f.path}\` (`);
    }
    const latest = endpointBlock(text, "GET", "/v1/intelligence/latest");
    expect(latest).toContain("`data.narratives[].momentum` (number, 0 to 1)");
    expect(latest).toContain("`data.sentiment.overall` (string: bullish | bearish | neutral | mixed)");
  });

  it("has the payment flow, the polling pattern and the error envelope", () => {
    expect(text).toContain("## x402 payment flow");
    for (const word of ["402", "PAYMENT-REQUIRED", "base64", "EIP-3009", "PAYMENT-SIGNATURE", "X-PAYMENT"])
      expect(text).toContain(word);
    const polling = text.slice(text.indexOf("## Free polling pattern"), text.indexOf("## x402 payment flow"));
    expect(polling).toMatch(/index[\s\S]*brief[\s\S]*latest/);
    const errors = text.slice(text.indexOf("## Errors"), text.indexOf("## Endpoints"));
    expect(errors).toContain('"success": false');
    expect(errors).toMatch(/"error": \{\s+"code"/);
    expect(errors).toContain('"details"');
    expect(errors).toContain('"charged": false');
    for (const code of ERROR_CODES) expect(errors).toContain(`\`${code}\``);
  });

  it("prices each paid route from the table and mentions no other price", () => {
    for (const r of routes.filter(isPaid)) expect(text).toContain(`| \`${r.path}\` | $${r.price} |`);
    for (const p of pricesIn(text)) expect(tablePrices).toContain(p);
  });

  it("follows the deployment: network, contact and the configured rate limits", () => {
    const custom = llmsFullTxt(routes, { ...bareCtx, network: "eip155:84532", rateLimits: { free: 0 } });
    expect(custom).toContain("`eip155:84532`");
    expect(custom).not.toContain("Contact:");
    expect(custom).toContain("Free endpoints: no key, no payment, not rate-limited");
    expect(text).toContain("Contact: ops@example.com");
  });
});
