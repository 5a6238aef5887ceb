import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, Env } from "hono";
import type { RouteDef } from "../../api/route-def.js";
import { ROUTES } from "../../api/routes.js";
import {
  agentCard,
  type DocContext,
  discoveryDoc,
  llmsFullTxt,
  llmsTxt,
  termsJson,
  termsText,
  x402WellKnown,
} from "../../discovery/index.js";

const routes = ROUTES as readonly RouteDef[];
const DOC_CACHE = "public, max-age=300";

/**
 * The generated documents. Each is built once at start-up: they depend only on the route table and the
 * configuration, so a request costs a lookup.
 */
export function docsHandlers(ctx: DocContext, catalog: unknown, openapi: () => unknown) {
  const text = (body: string) => (c: Context) => c.text(body, 200, { "Cache-Control": DOC_CACHE });
  const json = (body: unknown) => (c: Context) => c.json(body, 200, { "Cache-Control": DOC_CACHE });
  let openapiDoc: unknown;
  return {
    getTermsText: text(termsText(ctx)),
    getTermsJson: json(termsJson(ctx)),
    getLlmsTxt: text(llmsTxt(routes, ctx)),
    getLlmsFullTxt: text(llmsFullTxt(routes, ctx)),
    getDiscovery: json(discoveryDoc(routes, ctx)),
    getX402Discovery: json(x402WellKnown(routes, ctx)),
    getAgentCard: json(agentCard(routes, ctx)),
    getCatalog: json(catalog),
    getOpenApi: (c: Context) => {
      openapiDoc ??= openapi();
      return c.json(openapiDoc, 200, { "Cache-Control": DOC_CACHE });
    },
  };
}

/** OpenAPI 3.1 straight from the registered routes, so it can never drift from the router. */
export function openApiDocument<E extends Env>(app: OpenAPIHono<E>, ctx: DocContext) {
  return app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: ctx.serviceName,
      version: ctx.interfaceVersion,
      description: `${ctx.description}\n\nInformational only; not investment, financial or business advice. Terms: ${ctx.publicBaseUrl}/terms.txt`,
      ...(ctx.contact ? { contact: { email: ctx.contact } } : {}),
    },
    servers: [{ url: ctx.publicBaseUrl }],
    tags: [
      { name: "Intelligence", description: "Master Intelligence digests (every 4 hours)." },
      { name: "Pulse", description: "AI-business narrative data, proxied from the Pulse upstream (paid)." },
      { name: "Feedback", description: "Digest ratings." },
      { name: "Discovery", description: "Machine-readable documents about this service." },
      { name: "Operations", description: "Liveness." },
      {
        name: "Web",
        description: "For people and feed readers: the home page, the Atom feed, this reference.",
      },
    ],
  });
}
