import { ErrorEnvelope, PaymentRequiredBody } from "../api/envelopes.js";
import type { RouteDef } from "../api/route-def.js";
import { DigestIndex } from "../digest/schema.js";
import { ERROR_CODES, statusOf } from "../errors/index.js";
import {
  absoluteUrl,
  type DocContext,
  isPaid,
  methodOf,
  paidOf,
  priceLabel,
  rateLimitText,
  routeOf,
} from "./doc-context.js";
import { bodyExample, type FieldDoc, type ParamDoc, responseFields, routeParams } from "./schema-doc.js";

/** The sections of `/llms-full.txt`; llms.ts assembles them. Field names come from the schemas, type-checked. */

const INDEX = DigestIndex.keyof().enum;
const ENVELOPE = ErrorEnvelope.keyof().enum;

const fieldLine = (f: FieldDoc): string =>
  `- \`${f.path}\` (${f.type}${f.required ? "" : ", optional"})${f.description ? `: ${f.description}` : ""}`;

function paramLine(p: ParamDoc): string {
  const facts = [p.in, p.type, p.required ? "required" : "optional"];
  if (p.default !== undefined) facts.push(`default ${JSON.stringify(p.default)}`);
  return `- \`${p.name}\` (${facts.join(", ")})${p.description ? `: ${p.description}` : ""}`;
}

export function pricingSection(routes: readonly RouteDef[], ctx: DocContext): string {
  const rows = paidOf(routes).map((r) => `| ${methodOf(r)} | \`${r.path}\` | ${priceLabel(r)} |`);
  return [
    "## Access and pricing",
    "",
    `- Free endpoints: no key, no payment, ${rateLimitText(ctx, "free")} (shared by the free data routes and the family catalog).`,
    `- Documents (this file, OpenAPI, terms, discovery, agent card): ${rateLimitText(ctx, "docs")}.`,
    `- Paid endpoints: priced per call, paid with x402 V2 in USDC on \`${ctx.network}\`; ${rateLimitText(ctx, "paid")}, 402 answers included.`,
    "- No accounts, no API keys, no bundles, no entitlements: every paid call is paid for on its own.",
    "- Compute first, settle after: the payment is settled only after the work succeeded. Errors, upstream Pulse " +
      "failures and below-threshold answers (an empty result) are never charged; every paid answer carries `charged`.",
    "",
    "| Method | Path | Price per call (USD) |",
    "|---|---|---|",
    ...rows,
  ].join("\n");
}

export function pollingSection(routes: readonly RouteDef[], ctx: DocContext): string {
  const url = (id: string) => absoluteUrl(ctx, routeOf(routes, id).path);
  const pulse = routeOf(routes, "getPulseDigests");
  const since = routeParams(pulse).find((p) => p.in === "query")?.name;
  return [
    "## Free polling pattern",
    "",
    `1. \`GET ${url("getIndex")}\` (free) answers \`${INDEX.index}\` (the current digest id), \`${INDEX.updatedAt}\` ` +
      `and \`${INDEX.nextExpected}\`. A digest is produced every 4 hours.`,
    `2. When \`${INDEX.index}\` differs from the id you saw last, read \`GET ${url("getBrief")}\` for the summary or ` +
      `\`GET ${url("getLatest")}\` for the full digest (send \`If-None-Match\` with the last \`ETag\` to get a 304 ` +
      "when nothing changed).",
    `3. Poll again after \`${INDEX.nextExpected}\`, not before: the free budget is ${rateLimitText(ctx, "free")}.`,
    "",
    `Pulse digests follow the same idea on a paid route: \`GET ${url(pulse.id)}?${since}=<last id seen>\`. An ` +
      "answer with no new digest is not charged.",
  ].join("\n");
}

export function paymentSection(ctx: DocContext): string {
  return [
    "## x402 payment flow",
    "",
    "1. Call the paid route without a payment. The answer is HTTP 402; its `PAYMENT-REQUIRED` header carries the " +
      "payment requirements as base64-encoded JSON, and the body mirrors them (fields below).",
    `2. Decode the header and take the \`accepts[]\` entry (scheme \`exact\`, network \`${ctx.network}\`, asset USDC). ` +
      "Sign an EIP-3009 `transferWithAuthorization` of USDC for exactly that amount to its `payTo`, from the paying wallet.",
    "3. Send the same request again with the base64-encoded payment payload in the `PAYMENT-SIGNATURE` header " +
      "(x402 V2). Legacy V1 clients may send it as `X-PAYMENT` instead.",
    "4. The service checks the payment, does the work, then settles. Success is HTTP 200 with `charged: true` and a " +
      "`PAYMENT-RESPONSE` header (the settlement receipt). A rejected or unsettled payment is a 402 with " +
      "`charged: false`, and nothing is taken.",
    "",
    "x402 client libraries (for example `@x402/fetch`) perform steps 1 to 3 on their own.",
    "",
    "Fields of the 402 body:",
    "",
    ...responseFields(PaymentRequiredBody).map(fieldLine),
  ].join("\n");
}

export function errorsSection(): string {
  // Parsed so that a change of the envelope breaks the build of this document, not its readers.
  const example = ErrorEnvelope.parse({
    [ENVELOPE.success]: false,
    [ENVELOPE.error]: {
      code: "invalid_request",
      message: "Invalid query: hours: must be a whole number",
      details: [{ field: "hours", location: "query", message: "must be a whole number" }],
    },
    [ENVELOPE.charged]: false,
  });
  return [
    "## Errors",
    "",
    "Every error has the same JSON envelope; `charged` is present (and false) on paid routes.",
    "",
    "```json",
    JSON.stringify(example, null, 2),
    "```",
    "",
    ...responseFields(ErrorEnvelope).map(fieldLine),
    "",
    "| Code | HTTP status |",
    "|---|---|",
    ...ERROR_CODES.map((code) => `| \`${code}\` | ${statusOf(code)} |`),
  ].join("\n");
}

const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

function curlExample(route: RouteDef, ctx: DocContext): string {
  const params = routeParams(route);
  let path = route.path;
  for (const p of params.filter((q) => q.in === "path"))
    path = path.replace(`{${p.name}}`, encodeURIComponent(String(p.example ?? `<${p.name}>`)));
  const query = params
    .filter((p) => p.in === "query" && p.example !== undefined)
    .map((p) => `${p.name}=${encodeURIComponent(String(p.example))}`)
    .join("&");
  const url = shellQuote(`${absoluteUrl(ctx, path)}${query ? `?${query}` : ""}`);
  if (route.method === "post")
    return `curl -s -X POST ${url} -H 'Content-Type: application/json' -d ${shellQuote(JSON.stringify(bodyExample(route) ?? {}))}`;
  if (isPaid(route))
    return [
      "# 1. Unpaid: HTTP 402 with the PAYMENT-REQUIRED header",
      `curl -i ${url}`,
      "# 2. The same request with the signed payment",
      `curl -s ${url} -H 'PAYMENT-SIGNATURE: <base64 payment payload>'`,
    ].join("\n");
  return `curl -s ${url}`;
}

export function endpointSection(route: RouteDef, ctx: DocContext): string {
  const price = isPaid(route)
    ? `${priceLabel(route)} per call, paid with x402 (USDC on \`${ctx.network}\`)`
    : "free";
  const params = routeParams(route);
  const fields = route.contentType === "application/json" ? responseFields(route.response) : [];
  const body =
    route.contentType !== "application/json"
      ? [`Response: a \`${route.contentType}\` document.`]
      : fields.length
        ? ["Response fields (`application/json`):", "", ...fields.map(fieldLine)]
        : ["Response: a JSON document (`application/json`)."];
  const errors = route.errors.map((code) => `\`${code}\` (${statusOf(code)})`).join(", ");
  return [
    `### ${methodOf(route)} ${route.path}`,
    "",
    `${route.summary}. ${route.description === route.summary ? "" : route.description}`.trim(),
    "",
    `- URL: ${absoluteUrl(ctx, route.path)}`,
    `- Price: ${price}`,
    `- Rate limit: ${route.tier === "none" ? "none" : `${route.tier} budget, ${rateLimitText(ctx, route.tier)}`}`,
    ...(params.length ? ["", "Parameters:", "", ...params.map(paramLine)] : []),
    "",
    ...body,
    ...(errors ? ["", `Errors: ${errors}.`] : []),
    "",
    "Example:",
    "",
    "```sh",
    curlExample(route, ctx),
    "```",
  ].join("\n");
}
