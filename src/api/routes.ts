import { z } from "zod";
import { DigestBrief, DigestIndex, DigestSample, HistoryRow, MasterDigest } from "../digest/schema.js";
import { ContentItem, NarrativeDetail, NarrativeListItem, PulseDigest } from "../pulse/schema.js";
import { A2aRequestBody, A2aResponseBody } from "./a2a-schemas.js";
import { Notice, paid } from "./envelopes.js";
import { HealthBody } from "./health.js";
import { FeedbackBody, HistoryQuery, NarrativeParams, PulseDigestsQuery } from "./requests.js";
import type { RouteDef } from "./route-def.js";
import { webRoutes } from "./web-routes.js";

/**
 * The one route table. The router, the rate-limit budgets, the x402 prices, `/openapi.json`, `/llms*.txt`,
 * `/discovery`, `/.well-known/x402` and the agent card are all derived from it: a price or a field is written here
 * once.
 */

const FREE_ERRORS = ["rate_limited", "internal"] as const;
const PAID_ERRORS = [
  "invalid_request",
  "payment_required",
  "payment_invalid",
  "settlement_failed",
  "payments_not_configured",
  "rate_limited",
  "internal",
] as const;
const UPSTREAM_ERRORS = ["upstream_error", "upstream_unavailable", "upstream_timeout"] as const;
const json = "application/json" as const;

const AnyJson = z.record(z.string(), z.unknown());

export const ROUTES = [
  {
    id: "getBrief",
    method: "get",
    path: "/v1/intelligence/brief",
    tier: "free",
    summary: "Brief of the current digest",
    description: "Title, executive summary, sentiment and time of the newest Master Intelligence digest.",
    tag: "Intelligence",
    response: z.object({ success: z.literal(true), _notice: Notice("brief"), data: DigestBrief }),
    contentType: json,
    errors: ["no_digest_yet", ...FREE_ERRORS],
    product: true,
    skill: {
      id: "intelligence-brief",
      name: "Intelligence brief",
      description:
        "Free brief of the newest cross-source Master Intelligence digest (title, summary, sentiment).",
      tags: ["intelligence", "digest", "free"],
      examples: ["What is the latest intelligence brief?"],
    },
  },
  {
    id: "getIndex",
    method: "get",
    path: "/v1/intelligence/index",
    tier: "free",
    summary: "Current digest id and cadence",
    description:
      "Id and time of the newest digest, the 4-hour cadence and when the next one is expected. Poll this to detect a new digest, then read /brief or /latest.",
    tag: "Intelligence",
    response: DigestIndex.extend({ success: z.literal(true) }),
    contentType: json,
    errors: ["no_digest_yet", ...FREE_ERRORS],
    product: true,
    skill: {
      id: "intelligence-index",
      name: "Digest index",
      description:
        "Free pointer to the current digest id, its time, the cadence and the next expected digest.",
      tags: ["intelligence", "polling", "free"],
      examples: ["Is there a new digest since mi_20261122T04Z?"],
    },
  },
  {
    id: "getSample",
    method: "get",
    path: "/v1/intelligence/sample",
    tier: "free",
    summary: "Sample digest (8 hours old or more)",
    description: "A digest at least 8 hours old, labelled as a sample.",
    tag: "Intelligence",
    response: z.object({ success: z.literal(true), _notice: Notice("sample"), data: DigestSample }),
    contentType: json,
    errors: ["no_sample_yet", ...FREE_ERRORS],
    product: true,
    skill: {
      id: "intelligence-sample",
      name: "Sample digest",
      description: "Free sample: a Master Intelligence digest at least 8 hours old.",
      tags: ["intelligence", "sample", "free"],
      examples: ["Show me a sample digest."],
    },
  },
  {
    id: "getLatest",
    method: "get",
    path: "/v1/intelligence/latest",
    tier: "free",
    summary: "The full current digest",
    description:
      "The newest Master Intelligence digest in full: analysis in Markdown, cross-domain insights, narratives, signals, sentiment and the sources used. Supports ETag / If-None-Match.",
    tag: "Intelligence",
    response: z.object({ success: z.literal(true), data: MasterDigest }),
    contentType: json,
    errors: ["no_digest_yet", ...FREE_ERRORS],
    product: true,
    skill: {
      id: "intelligence-latest",
      name: "Latest Master Intelligence digest",
      description:
        "Free full digest, produced every 4 hours from 20 sources: analysis, narratives, signals, sentiment.",
      tags: ["intelligence", "digest", "free"],
      examples: ["Give me the full latest intelligence digest."],
    },
  },
  {
    id: "postFeedback",
    method: "post",
    path: "/v1/intelligence/feedback",
    tier: "free",
    summary: "Rate a digest",
    description:
      "Rate a digest good or bad, with an optional comment. One vote per client and digest: a second vote replaces the first.",
    tag: "Feedback",
    request: { body: FeedbackBody },
    response: z.object({ success: z.literal(true), message: z.string() }),
    contentType: json,
    errors: ["invalid_request", "not_found", "payload_too_large", "unsupported_media_type", ...FREE_ERRORS],
    product: true,
    skill: {
      id: "intelligence-feedback",
      name: "Digest feedback",
      description: "Free: rate a digest good or bad, with an optional comment.",
      tags: ["feedback", "free"],
      examples: ['Rate digest mi_20261122T08Z as good: "useful signals".'],
    },
  },
  {
    id: "getCatalog",
    method: "get",
    path: "/.well-known/catalog",
    tier: "free",
    summary: "Family catalog",
    description: "The products of the service family, with their API base URL and MCP package name.",
    tag: "Discovery",
    response: z.object({
      family: z.string(),
      products: z.array(z.object({ slug: z.string(), name: z.string(), api: z.string(), mcp: z.string() })),
    }),
    contentType: json,
    errors: [...FREE_ERRORS],
    product: true,
  },
  {
    id: "getHistory",
    method: "get",
    path: "/v1/intelligence/history",
    tier: "paid",
    price: "0.03",
    summary: "Digest history",
    description:
      "Digests of the last `hours` hours (1-168, default 48), newest first, at most `limit` (1-50, default 10). An empty window is answered without charge.",
    tag: "Intelligence",
    request: { query: HistoryQuery },
    response: paid({
      success: z.literal(true),
      count: z.number().int(),
      hours: z.number().int(),
      limit: z.number().int(),
      data: z.array(HistoryRow),
    }),
    contentType: json,
    errors: [...PAID_ERRORS],
    product: true,
    skill: {
      id: "intelligence-history",
      name: "Digest history",
      description: "Paid ($0.03): past Master Intelligence digests over a lookback window of up to 7 days.",
      tags: ["intelligence", "history", "paid", "x402"],
      examples: ["List the digests of the last 24 hours."],
    },
  },
  {
    id: "getPulseNarratives",
    method: "get",
    path: "/v1/pulse/narratives",
    tier: "paid",
    price: "0.01",
    summary: "Active AI-business narratives",
    description:
      "Up to 50 active narratives by momentum, with lifecycle stage, momentum (0-1) and driving sources.",
    tag: "Pulse",
    response: paid({ narratives: z.array(NarrativeListItem) }),
    contentType: json,
    errors: [...PAID_ERRORS, ...UPSTREAM_ERRORS],
    product: true,
    skill: {
      id: "pulse-narratives",
      name: "Active narratives",
      description: "Paid ($0.01): active AI-business narratives with stage and momentum.",
      tags: ["pulse", "narratives", "paid", "x402"],
      examples: ["Which AI-business narratives are gaining momentum?"],
    },
  },
  {
    id: "getPulseNarrative",
    method: "get",
    path: "/v1/pulse/narratives/{id}",
    tier: "paid",
    price: "0.01",
    summary: "One narrative in detail",
    description:
      "A narrative with its newest 100 content items, source attribution and lifecycle updates. An unknown id is a 404 and is not charged.",
    tag: "Pulse",
    request: { params: NarrativeParams },
    response: paid({ narrative: NarrativeDetail }),
    contentType: json,
    errors: ["not_found", ...PAID_ERRORS, ...UPSTREAM_ERRORS],
    product: true,
    skill: {
      id: "pulse-narrative-detail",
      name: "Narrative detail",
      description: "Paid ($0.01): one narrative with its content items, source attribution and lifecycle.",
      tags: ["pulse", "narratives", "paid", "x402"],
      examples: ["Show narrative 42 with its sources."],
    },
  },
  {
    id: "getPulseDigests",
    method: "get",
    path: "/v1/pulse/digests",
    tier: "paid",
    price: "0.03",
    summary: "Hourly narrative digests",
    description:
      "Pulse digests after `since` (poll pattern), or the latest 24 when absent. None after `since` is answered without charge.",
    tag: "Pulse",
    request: { query: PulseDigestsQuery },
    response: paid({ digests: z.array(PulseDigest) }),
    contentType: json,
    errors: [...PAID_ERRORS, ...UPSTREAM_ERRORS],
    product: true,
    skill: {
      id: "pulse-digests",
      name: "Pulse digests",
      description: "Paid ($0.03): hourly narrative digests, polled with `since`.",
      tags: ["pulse", "digests", "paid", "x402"],
      examples: ["New pulse digests since 120?"],
    },
  },
  {
    id: "getPulseRecentContent",
    method: "get",
    path: "/v1/pulse/content/recent",
    tier: "paid",
    price: "0.02",
    summary: "Raw content of the last 4 hours",
    description: "Up to the newest 500 scraped content items of the last 4 hours across all Pulse sources.",
    tag: "Pulse",
    response: paid({ items: z.array(ContentItem) }),
    contentType: json,
    errors: [...PAID_ERRORS, ...UPSTREAM_ERRORS],
    product: true,
    skill: {
      id: "pulse-recent-content",
      name: "Recent raw content",
      description: "Paid ($0.02): raw content items of the last 4 hours across all sources.",
      tags: ["pulse", "content", "paid", "x402"],
      examples: ["What has been discussed in the last 4 hours?"],
    },
  },
  {
    id: "postA2a",
    method: "post",
    path: "/a2a",
    tier: "free",
    summary: "A2A agent endpoint (JSON-RPC 2.0)",
    description:
      'A2A protocol 0.3.0 over JSON-RPC 2.0: message/send (a text part asking in words, or a data part {"skill": "<skill id>", ...params}), tasks/get, tasks/cancel. Free skills answer with a completed task holding the data; paid skills with their price, HTTP route and x402 instructions. Streaming and push notifications are refused (-32004, -32003). JSON-RPC errors are HTTP 200; the skills are those of /.well-known/agent-card.json.',
    tag: "Agents",
    request: { body: A2aRequestBody },
    response: A2aResponseBody,
    contentType: json,
    errors: ["payload_too_large", "unsupported_media_type", ...FREE_ERRORS],
    product: true,
  },
  ...docRoutes(),
  ...webRoutes(),
] as const satisfies readonly RouteDef[];

function docRoutes() {
  const doc = <Id extends string>(
    id: Id,
    path: string,
    summary: string,
    contentType: RouteDef["contentType"],
    tier: RouteDef["tier"] = "docs",
  ): RouteDef & { id: Id } => ({
    id,
    method: "get",
    path,
    tier,
    summary,
    description: summary,
    tag: tier === "none" ? "Operations" : "Discovery",
    response: contentType === "text/plain" ? z.string() : AnyJson,
    contentType,
    errors: tier === "none" ? [] : ["rate_limited"],
    product: false,
  });
  return [
    {
      ...doc(
        "getHealth",
        "/health",
        "Liveness, versions, payment mode, store, digest age, pipeline role",
        json,
        "none",
      ),
      response: HealthBody,
    },
    {
      ...doc("getMetrics", "/metrics", "Prometheus metrics (for operators)", "text/plain", "none"),
      description:
        "Requests, latency, payments, settlement, pipeline stages, source health and rate-limit rejections in Prometheus text format. Needs `Authorization: Bearer <token>` when the operator set METRICS_TOKEN.",
      errors: ["unauthorized"],
    },
    doc("getTermsText", "/terms.txt", "Terms of service (text)", "text/plain"),
    doc("getTermsJson", "/terms.json", "Terms of service (JSON)", json),
    doc("getLlmsTxt", "/llms.txt", "Service summary for language models (llmstxt.org)", "text/plain"),
    doc(
      "getLlmsFullTxt",
      "/llms-full.txt",
      "Every route with parameters, fields, prices and examples",
      "text/plain",
    ),
    doc("getOpenApi", "/openapi.json", "OpenAPI 3.1 document", json),
    doc("getDiscovery", "/discovery", "Free and paid routes with prices", json),
    doc("getX402Discovery", "/.well-known/x402", "x402 resource discovery: the paid routes", json),
    doc("getAgentCard", "/.well-known/agent-card.json", "A2A 0.3.0 agent card", json),
  ] satisfies RouteDef[];
}

export type RouteId = (typeof ROUTES)[number]["id"];
export const routeById = (id: RouteId): RouteDef => ROUTES.find((r) => r.id === id) as RouteDef;
const ALL: readonly RouteDef[] = ROUTES;
export const paidRoutes = (): RouteDef[] =>
  ALL.filter((r): r is RouteDef & { price: string } => r.tier === "paid");
