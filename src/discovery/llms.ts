import type { RouteDef } from "../api/route-def.js";
import {
  DOC_IDS,
  type DocContext,
  freeOf,
  isPaid,
  methodOf,
  paidOf,
  priceLabel,
  rateLimitText,
  routeOf,
  urlOf,
} from "./doc-context.js";
import {
  endpointSection,
  errorsSection,
  paymentSection,
  pollingSection,
  pricingSection,
} from "./llms-full.js";

/** The llmstxt.org "Docs" links, by role; titles are wording, the paths come from the table. */
const DOC_LINKS: Array<[keyof typeof DOC_IDS, string]> = [
  ["openapi", "OpenAPI"],
  ["llmsFull", "Full reference (llms-full.txt)"],
  ["terms", "Terms of service"],
  ["agentCard", "A2A agent card"],
  ["discovery", "Discovery"],
];

const NOT_ADVICE = "informational, provided as-is, not investment, financial or business advice";

const link = (title: string, url: string, notes?: string): string =>
  `- [${title.replace(/[[\]]/g, "")}](${url})${notes ? `: ${notes}` : ""}`;

/**
 * `/llms.txt` in the llmstxt.org layout: H1, a blockquote summary, free paragraphs, then H2 sections holding only
 * link lists; "Optional" is the convention's section a reader with little context may skip.
 */
export function llmsTxt(routes: readonly RouteDef[], ctx: DocContext): string {
  const url = (r: RouteDef) => urlOf(routes, ctx, r.id);
  const free = freeOf(routes).map((r) =>
    link(r.summary, url(r), `${methodOf(r)}, free (${rateLimitText(ctx, r.tier)}). ${r.description}`),
  );
  const paid = paidOf(routes).map((r) =>
    link(r.summary, url(r), `${methodOf(r)}, ${priceLabel(r)} per call via x402. ${r.description}`),
  );
  const docIds = new Set<string>(DOC_LINKS.map(([role]) => DOC_IDS[role]));
  const docs = DOC_LINKS.map(([role, title]) => {
    const r = routeOf(routes, DOC_IDS[role]);
    return link(title, url(r), r.summary);
  });
  const optional = routes
    .filter((r) => !r.product && !docIds.has(r.id) && r.id !== DOC_IDS.llms)
    .map((r) => link(r.summary, url(r)));
  const index = routeOf(routes, "getIndex");
  const lines = [
    `# ${ctx.serviceName}`,
    "",
    `> ${ctx.description}`,
    "",
    `The content is ${NOT_ADVICE}. Free endpoints need no key and no payment. Paid endpoints are priced per call ` +
      `and paid with x402 (USDC on ${ctx.network}); there are no accounts, API keys, bundles or entitlements, and ` +
      "a call that fails or finds nothing is not charged. To follow the digest for free, poll " +
      `${index.path} and read the brief or the latest digest when its id changes. ` +
      `Interface version ${ctx.interfaceVersion}.`,
    "",
    "## Free endpoints",
    "",
    ...free,
    "",
    "## Paid endpoints (x402)",
    "",
    ...paid,
    "",
    "## Docs",
    "",
    ...docs,
    "",
    "## Optional",
    "",
    ...optional,
  ];
  return `${lines.join("\n")}\n`;
}

/** `/llms-full.txt`: everything an agent needs to call every route without reading anything else. */
export function llmsFullTxt(routes: readonly RouteDef[], ctx: DocContext): string {
  const product = routes.filter((r) => r.product);
  const other = routes.filter((r) => !r.product);
  const sections = [
    [
      `# ${ctx.serviceName}: full reference`,
      "",
      `> ${ctx.description}`,
      "",
      `Base URL: ${ctx.publicBaseUrl}. Interface version ${ctx.interfaceVersion} (service ${ctx.packageVersion}). ` +
        "Bodies are JSON unless a route says otherwise.",
      "",
      `The content is ${NOT_ADVICE}. Terms: ${urlOf(routes, ctx, DOC_IDS.terms)}.` +
        (ctx.contact ? ` Contact: ${ctx.contact}.` : ""),
    ].join("\n"),
    pricingSection(routes, ctx),
    pollingSection(routes, ctx),
    paymentSection(ctx),
    errorsSection(),
    [
      "## Endpoints",
      "",
      `Free data routes first, then the paid ones (${paidOf(routes).length}), then the documents.`,
    ].join("\n"),
    ...[...product.filter((r) => !isPaid(r)), ...product.filter(isPaid), ...other].map((r) =>
      endpointSection(r, ctx),
    ),
  ];
  return `${sections.join("\n\n")}\n`;
}
