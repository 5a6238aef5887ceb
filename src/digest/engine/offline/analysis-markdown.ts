import type { MomentumComponents } from "../../../pulse/engine/types.js";
import type { DigestSkeleton, SkeletonItemRef, SkeletonNarrative } from "./skeleton.js";
import {
  compareText,
  DOMAIN_WORD,
  fixed,
  linkTarget,
  md,
  momentumWord,
  percent,
  plural,
  shortName,
  signed,
} from "./text.js";

/**
 * The full analysis in Markdown: five sections, always present, each saying so in words when it has nothing
 * (a reader should never meet an empty heading). Every headline and name is escaped; links only to http(s) URLs.
 */

const COMPONENT_WORD: Record<keyof MomentumComponents, string> = {
  volume: "volume",
  acceleration: "acceleration",
  diversity: "source diversity",
  engagement: "engagement",
  recency: "recency",
};

/** The two heaviest momentum components, in words: why the number is what it is. */
function drivers(c: MomentumComponents): string {
  const ranked = (Object.keys(COMPONENT_WORD) as (keyof MomentumComponents)[])
    .map((k) => [k, c[k]] as const)
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1]);
  const top = ranked.slice(0, 2).map(([k]) => COMPONENT_WORD[k]);
  return top.length ? `; driven by ${top.join(" and ")}` : "";
}

/** "[headline](url)", or the escaped headline alone when the URL is not a web link. */
function link(i: SkeletonItemRef): string {
  const target = linkTarget(i.url);
  return target ? `[${md(i.headline)}](${target})` : md(i.headline);
}

const cite = (i: SkeletonItemRef): string => `${link(i)} (${md(shortName(i.sourceName))})`;

function narrativeBlock(n: SkeletonNarrative, rank: number): string {
  const summary = n.story;
  const lines = [
    `### ${rank}. ${md(n.title)}`,
    "",
    `**${n.stage}**, momentum ${fixed(n.momentum)} (${momentumWord(n.momentum)}${drivers(n.components)}) · ${plural(n.cycleItems, "new item")} this cycle, ${plural(n.itemCount, "item")} in all`,
    "",
  ];
  if (summary) lines.push(md(summary), "");
  const [top, ...more] = n.topItems;
  if (top)
    lines.push(
      `Most engaged this cycle: ${cite(top)}${more.length ? `; also ${more.map(cite).join("; ")}` : ""}.`,
      "",
    );
  lines.push(`Sources: ${n.sources.map((s) => `${md(shortName(s.sourceName))} (${s.items})`).join(", ")}.`);
  return lines.join("\n");
}

function topNarratives(s: DigestSkeleton): string {
  if (!s.narratives.length) {
    return s.coverage.totalItems
      ? "No narrative moved this cycle: none of its items joined a Pulse narrative."
      : "No narratives this cycle: no new items arrived.";
  }
  return s.narratives.map((n, i) => narrativeBlock(n, i + 1)).join("\n\n");
}

/** One line per source, sources in the order of their strongest signal (signals come strongest first). */
function notableSignals(s: DigestSkeleton): string {
  if (!s.signals.length) return "No notable signals this cycle.";
  const bySource = new Map<string, typeof s.signals>();
  for (const g of s.signals) bySource.set(g.source, [...(bySource.get(g.source) ?? []), g]);
  return [...bySource.values()]
    .map((group) => {
      const name = md(shortName(group[0]?.sourceName ?? ""));
      return `- **${name}**: ${group.map((g) => `${link(g)} (${g.strength})`).join("; ")}`;
    })
    .join("\n");
}

function crossDomain(insights: readonly string[]): string {
  if (!insights.length)
    return "No cross-domain connections this cycle: no cited story reached two source domains.";
  return insights.map((t) => `- ${md(t)}`).join("\n");
}

function sentimentSection(s: DigestSkeleton): string {
  const t = s.sentiment;
  if (!t.items) return `No items to score this cycle: **${t.overall}**, confidence ${fixed(t.confidence)}.`;
  const lines = [
    `**${t.overall}**, confidence ${fixed(t.confidence)}. Engagement-weighted mean ${signed(t.weightedMean)} over ${plural(t.items, "item")}; ${percent(t.positiveShare)} of the weight reads positive, ${percent(t.negativeShare)} negative, the rest neutral.`,
  ];
  if (t.mostPositive || t.mostNegative) lines.push("");
  if (t.mostPositive) lines.push(`- Most positive: ${cite(t.mostPositive)}, ${signed(t.mostPositive.score)}`);
  if (t.mostNegative) lines.push(`- Most negative: ${cite(t.mostNegative)}, ${signed(t.mostNegative.score)}`);
  lines.push("", `_Method: ${md(t.method)}._`);
  return lines.join("\n");
}

function coverage(s: DigestSkeleton): string {
  const c = s.coverage;
  if (!c.sources.length) return "No source answered this cycle.";
  if (!c.totalItems) {
    const names = c.sources.map((x) => md(shortName(x.sourceName))).sort(compareText);
    return `No new items this cycle: ${plural(c.sources.length, "source")} answered (${names.join(", ")}), none with anything new.`;
  }
  const contributing = c.sources.filter((x) => x.items > 0);
  const cited = c.sources.filter((x) => x.cited).length;
  const share = c.totalItems ? ` (${percent(c.itemsInNarratives / c.totalItems)})` : "";
  const head = `${plural(c.sources.length, "source")} answered; ${contributing.length} brought ${plural(c.totalItems, "new item")}, ${c.itemsInNarratives}${share} of them in ${plural(c.narrativesTouched, "Pulse narrative")}. This digest cites ${plural(cited, "source")}.`;
  const rows = c.sources.map(
    (x) =>
      `| ${md(x.sourceName)} | ${DOMAIN_WORD[x.domain]} | ${x.items} | ${x.inNarratives} | ${x.cited ? "yes" : "no"} |`,
  );
  const silent = c.sources.filter((x) => x.items === 0).map((x) => md(shortName(x.sourceName)));
  const tail = silent.length ? `\n\nAnswered with nothing new: ${silent.sort(compareText).join(", ")}.` : "";
  return (
    [
      head,
      "",
      "| Source | Domain | Items | In narratives | Cited |",
      "|---|---|---:|---:|---|",
      ...rows,
    ].join("\n") + tail
  );
}

export function writeAnalysis(s: DigestSkeleton, insights: readonly string[]): string {
  return [
    "## Top narratives",
    topNarratives(s),
    "## Notable signals",
    notableSignals(s),
    "## Cross-domain connections",
    crossDomain(insights),
    "## Sentiment",
    sentimentSection(s),
    "## Coverage",
    coverage(s),
  ].join("\n\n");
}
