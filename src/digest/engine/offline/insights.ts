import type { SourceDomain } from "../../../sources/types.js";
import type { CrossDomainCandidate } from "./skeleton.js";
import { DOMAIN_WORD, fixed, list, quoted, sentence, shortName } from "./text.js";

/**
 * What reaching a given set of domains says, first match wins. The reading is drawn from which kinds of source
 * carry the story (a policy feed and a developer forum; a prediction market and the tech press), never from facts
 * the items do not state.
 */
const READINGS: { when: (d: ReadonlySet<SourceDomain>) => boolean; text: string }[] = [
  {
    when: (d) => d.has("policy") && (d.has("ai-business") || d.has("markets")),
    text: "it is a policy matter as well as a business one",
  },
  {
    when: (d) => d.has("policy") && d.has("dev"),
    text: "it is a policy matter as well as an engineering one",
  },
  {
    when: (d) => d.has("policy") && d.has("ai-research"),
    text: "it is a policy matter as well as a research one",
  },
  {
    when: (d) => d.has("policy") && d.has("community"),
    text: "it has a policy dimension, and general discussion has picked it up",
  },
  {
    when: (d) => d.has("markets") && d.size >= 2,
    text: "markets are tracking it as well as commentators",
  },
  {
    when: (d) => d.has("ai-research") && d.has("dev"),
    text: "research is moving straight into the tools developers use",
  },
  {
    when: (d) => d.has("ai-research") && (d.has("community") || d.has("ai-business")),
    text: "a research result has reached a general audience",
  },
  {
    when: (d) => d.has("dev") && d.has("ai-business"),
    text: "builders and the business press are following the same news",
  },
  {
    when: (d) => d.has("community") && d.size >= 2,
    text: "it has spread beyond specialist outlets into general discussion",
  },
];

function reading(domains: readonly SourceDomain[]): string {
  const set = new Set(domains);
  const found = READINGS.find((r) => r.when(set))?.text ?? "it is not confined to one corner of the field";
  return set.size >= 4 ? `one of the cycle's broadest stories, and ${found}` : found;
}

/** "policy (Google News: AI policy) and community (Hacker News, Mastodon #ai)". */
function where(c: CrossDomainCandidate): string {
  return list(
    c.domains.map(
      (d) => `${DOMAIN_WORD[d.domain]} (${d.sources.map((s) => shortName(s.sourceName)).join(", ")})`,
    ),
  );
}

/** One sentence per candidate, in the skeleton's order. */
export function writeInsights(candidates: readonly CrossDomainCandidate[]): string[] {
  return candidates.map((c) => {
    const domains = c.domains.map((d) => d.domain);
    if (c.kind === "narrative") {
      const state = c.stage && c.momentum !== undefined ? ` (${c.stage}, momentum ${fixed(c.momentum)})` : "";
      return sentence(
        `${quoted(c.subject)} is discussed in ${where(c)} sources alike${state}: ${reading(domains)}`,
      );
    }
    if (c.connects.length >= 2) {
      const stories = list(c.connects.slice(0, 3).map(quoted));
      return sentence(
        `${c.subject} links ${stories} across ${list(domains.map((d) => DOMAIN_WORD[d]))} sources: one name, several stories this cycle`,
      );
    }
    const heard = list(
      c.evidence.map((e) => `${DOMAIN_WORD[e.domain]} (${shortName(e.sourceName)}: ${quoted(e.headline)})`),
    );
    return sentence(`${c.subject} appears in ${heard} headlines: ${reading(domains)}`);
  });
}
