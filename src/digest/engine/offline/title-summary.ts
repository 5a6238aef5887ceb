import { clip, splitSentences } from "../../../pulse/engine/headline.js";
import type { DigestSkeleton, SkeletonNarrative } from "./skeleton.js";
import { DOMAIN_WORD, fixed, list, momentumWord, plural, quoted, STAGE_KICKER, sentence } from "./text.js";

const TITLE_CHARS = 120;
const WHAT_CHARS = 220;

const bare = (title: string) => title.trim().replace(/[.\s]+$/, "");

/**
 * A headline from the strongest narrative, its stage as the kicker ("Building: …"), and the runner-up after a
 * semicolon when both fit. Without narratives: the most notable signal, or a plain "quiet cycle".
 */
export function writeTitle(s: DigestSkeleton): string {
  const [first, second] = s.narratives;
  if (first) {
    const lead = `${STAGE_KICKER[first.stage]}: ${bare(first.title)}`;
    const both = second ? `${lead}; ${bare(second.title)}` : lead;
    return both.length <= TITLE_CHARS ? both : clip(lead, TITLE_CHARS);
  }
  const top = s.signals[0];
  if (top) return clip(`Quiet cycle: ${bare(top.signal)}`, TITLE_CHARS);
  const answered = s.coverage.sources.length;
  return answered
    ? `Quiet cycle: no new items from ${plural(answered, "source")}`
    : "Quiet cycle: no source answered";
}

const words = (t: string) => new Set(t.toLowerCase().match(/[a-z0-9]+/g) ?? []);

/**
 * What happened, in the sources' words: the narrative's first reported sentence that does not just restate the
 * title, else its most engaged headline (never a forum post's first-person aside).
 */
function whatHappened(n: SkeletonNarrative): string | undefined {
  const title = words(n.title);
  for (const candidate of splitSentences(n.story)) {
    const w = words(candidate);
    let said = 0;
    for (const x of w) if (title.has(x)) said++;
    if (w.size >= 5 && said / w.size < 0.7) return clip(candidate, WHAT_CHARS);
  }
  const top = n.topItems.find((i) => i.headline.toLowerCase() !== n.title.toLowerCase());
  return top ? `${top.sourceName} leads with ${quoted(top.headline)}` : undefined;
}

const state = (n: SkeletonNarrative) => `${n.stage}, momentum ${fixed(n.momentum)}`;

/**
 * Two to four sentences: the lead narrative and what happened in it, the runners-up, then mood and coverage (or,
 * without narratives, what did arrive and the mood).
 */
export function writeSummary(s: DigestSkeleton): string {
  const out: string[] = [];
  const { coverage, sentiment } = s;
  const contributing = coverage.sources.filter((c) => c.items > 0).length;
  const answered = coverage.sources.length;
  const items = plural(coverage.totalItems, "new item");
  const mood =
    coverage.totalItems > 0
      ? `The overall mood is ${sentiment.overall} (confidence ${fixed(sentiment.confidence)}) across ${items} from ${contributing} of ${plural(answered, "answering source")}`
      : `No new items arrived from the ${plural(answered, "answering source")}, so there is no mood to read`;

  const [first, ...rest] = s.narratives;
  if (!first) {
    out.push(
      coverage.totalItems > 0
        ? `No narrative stood out this cycle: ${items} arrived, ${coverage.itemsInNarratives ? `${coverage.itemsInNarratives} of them in narratives that did not move` : "none of them yet part of a Pulse narrative"}`
        : "A quiet cycle: nothing new to report",
    );
    const top = s.signals[0];
    if (top) out.push(`The most notable item is ${quoted(top.signal)} from ${top.sourceName}`);
    out.push(mood);
    return out.map(sentence).join(" ");
  }

  out.push(
    `The strongest narrative is ${quoted(first.title)} (${state(first)}, ${momentumWord(first.momentum)}), with ${plural(first.cycleItems, "new item")} from ${plural(first.sources.length, "source")}`,
  );
  const what = whatHappened(first);
  if (what) out.push(what);
  const runners = rest.slice(0, 2);
  if (runners.length)
    out.push(`Also moving: ${list(runners.map((n) => `${quoted(n.title)} (${state(n)})`))}`);
  if (out.length < 3 || !what) {
    const widest = [...s.crossDomain]
      .filter((c) => c.kind === "narrative")
      .sort((a, b) => b.domains.length - a.domains.length)[0];
    if (widest && widest.domains.length >= 3)
      out.push(
        `${quoted(widest.subject)} reaches the most domains: ${list(widest.domains.map((d) => DOMAIN_WORD[d.domain]))}`,
      );
  }
  out.push(mood);
  return out.slice(0, 4).map(sentence).join(" ");
}
