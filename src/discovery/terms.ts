import type { RouteDef } from "../api/route-def.js";
import { ROUTES } from "../api/routes.js";
import { DOC_IDS, type DocContext, rateLimitText, urlOf } from "./doc-context.js";

/** Bump both when the wording of a clause changes; the version and date identify the text in force. */
export const TERMS_VERSION = "1.0.0";
export const TERMS_EFFECTIVE_DATE = "2026-11-22";

export interface TermsClause {
  id: string;
  title: string;
  text: string;
}

export interface Terms {
  service: string;
  baseUrl: string;
  version: string;
  effectiveDate: string;
  interfaceVersion: string;
  clauses: TermsClause[];
  contact?: string;
}

/**
 * The one terms source: `/terms.json` serves it as is and `/terms.txt` renders it, so the two can never disagree.
 * `routes` only supplies the URLs of the published documents.
 */
export function terms(ctx: DocContext, routes: readonly RouteDef[] = ROUTES): Terms {
  const discovery = urlOf(routes, ctx, DOC_IDS.discovery);
  const openapi = urlOf(routes, ctx, DOC_IDS.openapi);
  const clauses: TermsClause[] = [
    {
      id: "not-advice",
      title: "Not advice",
      text:
        "All content of this service is informational, provided as-is, not investment, financial or business " +
        "advice. Digests and narrative data are produced automatically from public sources and may be incomplete, " +
        "late or wrong; decide for yourself and consult a qualified professional before acting on them.",
    },
    {
      id: "service",
      title: "The service",
      text:
        `${ctx.serviceName} publishes a cross-source Master Intelligence digest every 4 hours and AI-business ` +
        `narrative data (Pulse), over HTTP/JSON at ${ctx.publicBaseUrl}. Interface version ${ctx.interfaceVersion}.`,
    },
    {
      id: "pricing",
      title: "Pricing",
      text:
        "Free endpoints cost nothing. Paid endpoints are priced per call, in USD, at the price published for each " +
        `route in ${discovery}, ${openapi} and in the HTTP 402 answer of the route itself. There are no accounts, ` +
        "no API keys, no subscriptions, no bundles, no credits and no entitlements: each call is paid for on its own.",
    },
    {
      id: "payment",
      title: "Payment",
      text:
        `Payments are made in USDC on network ${ctx.network}, using the x402 protocol (version 2, scheme "exact"): ` +
        "the caller signs an EIP-3009 USDC authorization for the published price of one call" +
        (ctx.payTo ? `, payable to ${ctx.payTo}` : "") +
        ". A payment covers exactly one call. Settlement happens on-chain and is final.",
    },
    {
      id: "settlement",
      title: "Compute first, settle after",
      text:
        "The service does the work first and settles the payment only when it answers successfully. You are never " +
        "charged for an error, for a failure or unavailability of the upstream Pulse service, or for a " +
        "below-threshold answer (an empty result). Every paid answer states charged: true or charged: false.",
    },
    {
      id: "rate-limits",
      title: "Rate limits",
      text:
        `Free endpoints: ${rateLimitText(ctx, "free")}, shared by the free data routes and the family catalog. ` +
        `Documents (terms, llms.txt, OpenAPI, discovery, agent card): ${rateLimitText(ctx, "docs")}. ` +
        `Paid endpoints: ${rateLimitText(ctx, "paid")}. A request over the limit is answered with HTTP 429 and ` +
        "Retry-After header, and is never charged.",
    },
    {
      id: "data",
      title: "Data retention",
      text:
        "No account or personal profile is kept. Feedback stores the digest id, the rating, the optional comment " +
        "and a salted hash of the client IP (to keep one vote per client), never the raw IP. Rate limiting keeps a " +
        "per-IP counter for its one-minute window only. Payments are public on-chain; the service keeps a ledger of " +
        "the payments it receives (payer address, amount, outcome, transaction hash).",
    },
    {
      id: "no-warranty",
      title: "No warranty",
      text:
        "The service and its content are provided as-is and as-available, without warranty of any kind, express " +
        "or implied, including accuracy, completeness, timeliness, availability and fitness for a particular " +
        "purpose. To the extent the law allows, the operator is not liable for any loss arising from the use of " +
        "the service or its content.",
    },
    {
      id: "changes",
      title: "Changes",
      text:
        "These terms and the prices may change. The version and effective date identify the terms in force; a " +
        "call is governed by the terms and the price published when it is made.",
    },
  ];
  if (ctx.contact)
    clauses.push({ id: "contact", title: "Contact", text: `Questions about these terms: ${ctx.contact}.` });
  return {
    service: ctx.serviceName,
    baseUrl: ctx.publicBaseUrl,
    version: TERMS_VERSION,
    effectiveDate: TERMS_EFFECTIVE_DATE,
    interfaceVersion: ctx.interfaceVersion,
    clauses,
    ...(ctx.contact ? { contact: ctx.contact } : {}),
  };
}

export const termsJson = (ctx: DocContext, routes: readonly RouteDef[] = ROUTES): Terms => terms(ctx, routes);

export function termsText(ctx: DocContext, routes: readonly RouteDef[] = ROUTES): string {
  const t = terms(ctx, routes);
  const head = [
    `${t.service}: Terms of Service`,
    `Version ${t.version}, effective ${t.effectiveDate}. Service: ${t.baseUrl}`,
    "",
  ];
  const body = t.clauses.flatMap((c, i) => [`${i + 1}. ${c.title}`, "", wrap(c.text, 100), ""]);
  return `${[...head, ...body].join("\n").trimEnd()}\n`;
}

/** Plain-text readers and terminals get lines of a readable width; words are never split. */
function wrap(text: string, width: number): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((l) => `   ${l}`).join("\n");
}
