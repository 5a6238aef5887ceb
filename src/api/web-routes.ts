import { z } from "zod";
import type { RouteDef } from "./route-def.js";

/**
 * The pages for people and feed readers: additions to the JSON interface, in the same table so budgets, 405s,
 * OpenAPI and the documents see them. The page and the feed show the free digest data, so they share the free
 * budget of the data routes (otherwise they would be a faster way to read the same brief); the API reference and its
 * static files are documents and use the documents budget.
 */
export function webRoutes() {
  const page = <Id extends string>(
    id: Id,
    path: string,
    tier: RouteDef["tier"],
    summary: string,
    description: string,
    contentType: RouteDef["contentType"],
    request?: RouteDef["request"],
  ): RouteDef & { id: Id } => ({
    id,
    method: "get",
    path,
    tier,
    summary,
    description,
    tag: "Web",
    ...(request ? { request } : {}),
    response: z.string(),
    contentType,
    errors: request ? ["not_found", "rate_limited"] : ["rate_limited"],
    product: false,
  });
  return [
    page(
      "getHome",
      "/",
      "free",
      "Home page (HTML)",
      "The newest digest for people: title, summary, sentiment, narratives with a momentum chart over recent cycles, signals, and how to get the data. Supports ETag / If-None-Match.",
      "text/html",
    ),
    page(
      "getFeed",
      "/feed.atom",
      "free",
      "Atom feed of recent digests",
      "Atom 1.0 feed of the newest 20 digests (free fields: title, summary, sentiment, narratives). Supports ETag / If-None-Match and Last-Modified / If-Modified-Since.",
      "application/atom+xml",
    ),
    page(
      "getDocs",
      "/docs",
      "docs",
      "Interactive API reference (HTML)",
      "Swagger UI over /openapi.json, with the price of each paid route.",
      "text/html",
    ),
    page(
      "getDocsAsset",
      "/docs/assets/{file}",
      "docs",
      "Static files of the API reference",
      "Swagger UI's script, stylesheet and icon, served from the installed package.",
      "application/octet-stream",
      {
        params: z.object({
          file: z
            .string()
            .max(64)
            .meta({
              description: "File name.",
              param: { name: "file", in: "path" },
              example: "swagger-ui.css",
            }),
        }),
      },
    ),
  ] satisfies RouteDef[];
}
