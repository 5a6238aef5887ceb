import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultCatalog, loadCatalog, OWN_SLUG } from "./catalog.js";
import { routeOf } from "./doc-context.js";
import { ctx, routes } from "./fixtures/test-context.js";

const dir = mkdtempSync(join(tmpdir(), "intel-digest-catalog-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
function file(content: unknown): string {
  const path = join(dir, `catalog-${++n}.json`);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

const sibling = {
  slug: "market-pulse",
  name: "Market Pulse",
  api: "https://pulse.example.com",
  mcp: "market-pulse-mcp",
};
const own = {
  slug: OWN_SLUG,
  name: "Intel Digest",
  api: "https://intel.example.com",
  mcp: "intel-digest-mcp",
};
/** The `/.well-known/catalog` answer as the route table declares it. */
const catalogResponse = routeOf(routes, "getCatalog").response;

describe("catalog", () => {
  it("defaults to this service alone", () => {
    const catalog = defaultCatalog(ctx);
    expect(catalog).toEqual({ family: "intel-digest", products: [own] });
    expect(loadCatalog(undefined, ctx)).toEqual(catalog);
    expect(catalogResponse.safeParse(catalog).success).toBe(true);
  });

  it("reads the family from CATALOG_FILE, keeping the file's own entry for this service", () => {
    const listed = { ...own, name: "Intel Digest (EU)", api: "https://eu.intel.example.com" };
    const catalog = loadCatalog(file({ family: "signals", products: [sibling, listed] }), ctx);
    expect(catalog).toEqual({ family: "signals", products: [sibling, listed] });
    expect(catalogResponse.safeParse(catalog).success).toBe(true);
  });

  it("adds this service when the file omits it", () => {
    const catalog = loadCatalog(file({ family: "signals", products: [sibling] }), ctx);
    expect(catalog.products).toEqual([sibling, own]);
    expect(loadCatalog(file({ family: "signals", products: [] }), ctx).products).toEqual([own]);
  });

  const rejects = (content: unknown, ...fragments: string[]) => {
    const path = file(content);
    let message = "";
    try {
      loadCatalog(path, ctx);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message, "should have thrown").not.toBe("");
    expect(message).toContain(path);
    for (const f of fragments) expect(message).toContain(f);
  };

  it("rejects an api that is not an absolute http(s) URL, naming the field", () => {
    rejects(
      { family: "f", products: [sibling, { ...sibling, slug: "b", api: "/relative" }] },
      "products[1].api",
      "http(s)",
    );
    rejects({ family: "f", products: [{ ...sibling, api: "ftp://pulse.example.com" }] }, "products[0].api");
  });

  it("rejects a slug that is not lowercase kebab-case, and duplicate slugs", () => {
    rejects(
      { family: "f", products: [{ ...sibling, slug: "Market_Pulse" }] },
      "products[0].slug",
      "kebab-case",
    );
    rejects({ family: "f", products: [{ ...sibling, slug: "-pulse" }] }, "products[0].slug");
    rejects({ family: "f", products: [sibling, sibling] }, "products[1].slug", "duplicate");
  });

  it("rejects missing, empty and unknown fields", () => {
    rejects({ products: [sibling] }, "family");
    rejects({ family: "f", products: [{ ...sibling, mcp: " " }] }, "products[0].mcp");
    const { name: _name, ...noName } = sibling;
    rejects({ family: "f", products: [noName] }, "products[0].name");
    rejects({ family: "f", products: [{ ...sibling, mpc: "typo" }] }, "products[0]", "mpc");
    rejects([sibling], "(root)");
  });

  it("rejects a file that is not JSON or cannot be read", () => {
    rejects("{ family: ", "not valid JSON");
    expect(() => loadCatalog(join(dir, "missing.json"), ctx)).toThrow(
      /missing\.json.*cannot be read.*ENOENT/,
    );
  });
});
