import { readFileSync } from "node:fs";
import { z } from "zod";
import type { DocContext } from "./doc-context.js";

/** This service's slug in its family catalog (`/.well-known/catalog`); a catalog file is matched against it. */
export const OWN_SLUG = "intel-digest";
export const DEFAULT_FAMILY = "intel-digest";

const CatalogProduct = z.strictObject({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase kebab-case (a-z, 0-9 and single hyphens)"),
  name: z.string().trim().min(1, "must not be empty"),
  api: z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }),
  mcp: z.string().trim().min(1, "must not be empty"),
});

const CatalogFile = z.strictObject({
  family: z.string().trim().min(1, "must not be empty"),
  products: z.array(CatalogProduct).superRefine((products, ctx) => {
    const seen = new Set<string>();
    products.forEach((p, i) => {
      if (seen.has(p.slug))
        ctx.addIssue({ code: "custom", path: [i, "slug"], message: `duplicate slug "${p.slug}"` });
      seen.add(p.slug);
    });
  }),
});

export type CatalogProduct = z.infer<typeof CatalogProduct>;
export type Catalog = z.infer<typeof CatalogFile>;

export function ownProduct(ctx: DocContext): CatalogProduct {
  return { slug: OWN_SLUG, name: ctx.serviceName, api: ctx.publicBaseUrl, mcp: ctx.mcpPackage };
}

export function defaultCatalog(ctx: DocContext): Catalog {
  return { family: DEFAULT_FAMILY, products: [ownProduct(ctx)] };
}

/** `products[1].api` rather than zod's array form, so the operator finds the field in the file. */
const fieldPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (acc, key) => (typeof key === "number" ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
    "",
  ) || "(root)";

/**
 * The family catalog: CATALOG_FILE when set, else this service alone. The file is validated at start-up and a bad
 * one stops the service with a message naming the file and the field; a file that omits this service gets it
 * appended, since every product of the family serves the same catalog and must list itself.
 */
export function loadCatalog(file: string | undefined, ctx: DocContext): Catalog {
  if (file === undefined) return defaultCatalog(ctx);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    throw new Error(
      `CATALOG_FILE ${file}: cannot be read (${(err as NodeJS.ErrnoException).code ?? String(err)})`,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new Error(`CATALOG_FILE ${file}: not valid JSON (${(err as Error).message})`);
  }
  const parsed = CatalogFile.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${fieldPath(i.path)}: ${i.message}`).join("; ");
    throw new Error(`CATALOG_FILE ${file}: invalid catalog: ${problems}`);
  }
  const catalog = parsed.data;
  if (!catalog.products.some((p) => p.slug === OWN_SLUG)) catalog.products.push(ownProduct(ctx));
  return catalog;
}
