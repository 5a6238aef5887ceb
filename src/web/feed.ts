import type { MasterDigest } from "../digest/schema.js";
import { absoluteUrl, type DocContext } from "../discovery/doc-context.js";
import { escapeText } from "./escape.js";

export interface FeedModel {
  ctx: DocContext;
  /** Newest first. */
  digests: readonly MasterDigest[];
  /** Table paths of the feed itself and of the page entries link to. */
  feedPath: string;
  pagePath: string;
  latestPath: string;
  /** `updated` of a feed with no entries yet (Atom requires one). */
  emptyUpdated: string;
}

/**
 * Entry ids are tag URIs (RFC 4151) built from the digest id and its publication day, so they never change across
 * requests, restarts or replicas; the authority is the public host, which an operator sets once.
 */
export function entryId(ctx: DocContext, d: Pick<MasterDigest, "id" | "createdAt">): string {
  return `tag:${new URL(ctx.publicBaseUrl).hostname},${d.createdAt.slice(0, 10)}:digest/${d.id}`;
}

/** `updated` of the feed: its newest entry. */
export const feedUpdated = (m: Pick<FeedModel, "digests" | "emptyUpdated">): string =>
  m.digests[0]?.createdAt ?? m.emptyUpdated;

/**
 * An Atom 1.0 feed (RFC 4287) of recent digests with their free fields only: title, executive summary, sentiment,
 * narrative titles with stage and momentum. The full analysis stays on the JSON routes. Written by hand because
 * feedsmith's generator always pretty-prints, adding whitespace inside text constructs (`<title>`, `<content>`),
 * which changes their value; feedsmith's parser validates this output in the tests.
 */
export function renderFeed(m: FeedModel): string {
  const e = escapeText;
  const base = (p: string) => absoluteUrl(m.ctx, p);
  const entries = m.digests.map((d) => {
    const narratives = d.narratives.map((n) => `${n.title} (${n.stage}, momentum ${n.momentum.toFixed(2)})`);
    const content = [
      d.executiveSummary,
      "",
      `Sentiment: ${d.sentiment.overall} (confidence ${d.sentiment.confidence.toFixed(2)}).`,
      ...(narratives.length ? ["", "Narratives:", ...narratives.map((n) => `- ${n}`)] : []),
    ].join("\n");
    return `<entry>
<id>${e(entryId(m.ctx, d))}</id>
<title type="text">${e(d.title)}</title>
<updated>${e(d.createdAt)}</updated>
<published>${e(d.createdAt)}</published>
<link rel="alternate" type="text/html" href="${e(base(m.pagePath))}"/>
<summary type="text">${e(d.executiveSummary)}</summary>
<content type="text">${e(content)}</content>
${d.narratives.map((n) => `<category term="${e(n.title)}"/>`).join("")}
</entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
<id>${e(base(m.feedPath))}</id>
<title type="text">${e(m.ctx.serviceName)}: Master Intelligence digests</title>
<subtitle type="text">${e(m.ctx.description)}</subtitle>
<updated>${e(feedUpdated(m))}</updated>
<author><name>${e(m.ctx.serviceName)}</name><uri>${e(m.ctx.publicBaseUrl)}</uri></author>
<link rel="self" type="application/atom+xml" href="${e(base(m.feedPath))}"/>
<link rel="alternate" type="text/html" href="${e(base(m.pagePath))}"/>
<link rel="related" type="application/json" href="${e(base(m.latestPath))}"/>
<generator uri="${e(m.ctx.publicBaseUrl)}" version="${e(m.ctx.packageVersion)}">${e(m.ctx.serviceName)}</generator>
<rights type="text">Informational only; not investment, financial or business advice.</rights>
${entries.join("\n")}
</feed>
`;
}
