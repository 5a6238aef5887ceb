import type { RouteDef } from "../api/route-def.js";
import type { MasterDigest } from "../digest/schema.js";
import {
  type DocContext,
  freeOf,
  methodOf,
  paidOf,
  priceLabel,
  rateLimitText,
  routeOf,
} from "../discovery/doc-context.js";
import { html, type Raw, raw } from "./escape.js";
import { momentumChart } from "./momentum-chart.js";
import type { MomentumHistory } from "./momentum-series.js";
import { PAGE_CSS } from "./styles.js";

/** Route-table ids of the human documents, so their paths are written once, in the table. */
export const WEB_IDS = { page: "getHome", feed: "getFeed", docs: "getDocs" } as const;

export interface PageModel {
  routes: readonly RouteDef[];
  ctx: DocContext;
  /** The newest digest; undefined before the first one is published. */
  digest: MasterDigest | undefined;
  /** ISO time the next digest is expected. */
  nextExpected: string;
  history: MomentumHistory | undefined;
}

const when = (iso: string): Raw => {
  const d = new Date(iso);
  const text = `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)} UTC`;
  return html`<time datetime="${iso}">${text}</time>`;
};

/**
 * The home page: the newest digest's free view (title, summary, sentiment, narratives, signals), a momentum chart
 * over recent cycles, and how to get the data, all from the route table and the digest. No script; one inline
 * stylesheet allowed by hash.
 */
export function renderPage(m: PageModel): string {
  const path = (id: string) => routeOf(m.routes, id).path;
  const title = m.digest ? `${m.digest.title} · ${m.ctx.serviceName}` : m.ctx.serviceName;
  return `<!doctype html>${html`<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${m.ctx.description}">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="data:,">
<link rel="alternate" type="application/atom+xml" title="${m.ctx.serviceName}: digests" href="${path(WEB_IDS.feed)}">
<link rel="service-desc" type="application/json" href="${path("getOpenApi")}">
<style>${raw(PAGE_CSS)}</style></head>
<body><a class="skip" href="#main">Skip to content</a>
<header><a class="name" href="${path(WEB_IDS.page)}">${m.ctx.serviceName}</a><nav aria-label="Site"><ul>
<li><a href="#narratives">Narratives</a></li><li><a href="#data">Get the data</a></li>
<li><a href="${path(WEB_IDS.docs)}">API reference</a></li><li><a href="${path(WEB_IDS.feed)}">Atom feed</a></li></ul></nav></header>
<main id="main">${m.digest ? digestView(m, m.digest) : noDigestView(m)}${dataSection(m)}</main>
<footer><p>Informational only, provided as-is; not investment, financial or business advice. <a href="${path("getTermsText")}">Terms</a> ·
<a href="${path("getLlmsTxt")}">llms.txt</a> · <a href="${path("getHealth")}">Status</a> · interface ${m.ctx.interfaceVersion}, service ${m.ctx.packageVersion}</p></footer>
</body></html>`}`;
}

function digestView(m: PageModel, d: MasterDigest): Raw {
  const latest = routeOf(m.routes, "getLatest").path;
  return html`<article aria-labelledby="digest-title"><p class="meta">Master Intelligence digest · published ${when(d.createdAt)}
 · <span>next due ${when(m.nextExpected)}</span></p>
<h1 id="digest-title">${d.title}</h1>
<p class="meta">Sentiment <span class="badge">${d.sentiment.overall}</span> <span>confidence ${d.sentiment.confidence.toFixed(2)}</span>
 · <span>${d.sourcesUsed.length} sources cited</span></p>
<p class="lead">${d.executiveSummary}</p>
<p>The full analysis, cross-domain insights and sources are free as JSON at <a href="${latest}"><code>${latest}</code></a>.</p>
<section aria-labelledby="narratives"><h2 id="narratives">Narratives</h2>${narrativesTable(d)}</section>
${m.history ? html`<section aria-labelledby="momentum"><h2 id="momentum">Momentum over recent cycles</h2>${momentumChart(m.history)}</section>` : ""}
<section aria-labelledby="signals"><h2 id="signals">Signals</h2>${
    d.signals.length
      ? html`<ul class="signals">${d.signals.map((s) => html`<li><strong>${s.source}</strong>: ${s.signal} <span class="strength">(${s.strength})</span></li>`)}</ul>`
      : html`<p>No signals in this digest.</p>`
  }</section></article>`;
}

function narrativesTable(d: MasterDigest): Raw {
  if (!d.narratives.length) return html`<p>No narratives in this digest.</p>`;
  return html`<div class="table-wrap"><table><thead><tr><th scope="col">Narrative</th><th scope="col">Stage</th><th scope="col">Momentum</th></tr></thead><tbody>${d.narratives.map(
    (n) =>
      html`<tr><td>${n.title}</td><td>${n.stage}</td><td class="num">${n.momentum.toFixed(2)}<meter min="0" max="1" value="${n.momentum}" aria-hidden="true"></meter></td></tr>`,
  )}</tbody></table></div>`;
}

function noDigestView(m: PageModel): Raw {
  return html`<h1 id="digest-title">No digest yet</h1><p class="lead">The first Master Intelligence digest is due ${when(m.nextExpected)}.
A new one is published every 4 hours; poll <code>${routeOf(m.routes, "getIndex").path}</code> or subscribe to the feed.</p>`;
}

function dataSection(m: PageModel): Raw {
  const p = (id: string) => routeOf(m.routes, id).path;
  const free = freeOf(m.routes);
  const paid = paidOf(m.routes);
  return html`<section aria-labelledby="data"><h2 id="data">Get the data</h2>
<p>No account and no API key. Free routes: ${rateLimitText(m.ctx, "free")}. Paid routes are priced per call and paid with
<a href="https://www.x402.org/">x402</a> in USDC on <code>${m.ctx.network}</code>; a call that fails or finds nothing is not charged.</p>
<h3>Free</h3><div class="table-wrap"><table><thead><tr><th scope="col">Route</th><th scope="col" class="hide-narrow">What</th></tr></thead><tbody>${free.map(
    (r) =>
      html`<tr><td><code>${methodOf(r)} ${r.path}</code></td><td class="hide-narrow">${r.summary}</td></tr>`,
  )}</tbody></table></div>
<h3>Paid</h3><div class="table-wrap"><table><thead><tr><th scope="col">Route</th><th scope="col">Price</th><th scope="col" class="hide-narrow">What</th></tr></thead><tbody>${paid.map(
    (r) =>
      html`<tr><td><code>${methodOf(r)} ${r.path}</code></td><td class="num">${priceLabel(r)}</td><td class="hide-narrow">${r.summary}</td></tr>`,
  )}</tbody></table></div>
<h3>For agents</h3><ul>
<li>MCP server: <code>npx ${m.ctx.mcpPackage}</code> (free tools; paid tools with a wallet key)</li>
<li>A2A: <code>POST ${p("postA2a")}</code>, agent card at <a href="${p("getAgentCard")}"><code>${p("getAgentCard")}</code></a></li>
<li>Machine-readable: <a href="${p("getOpenApi")}">OpenAPI</a>, <a href="${p("getLlmsFullTxt")}">llms-full.txt</a>, <a href="${p("getX402Discovery")}">x402 discovery</a>, <a href="${p(WEB_IDS.docs)}">interactive API reference</a></li>
</ul></section>`;
}
