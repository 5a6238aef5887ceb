import type { Stage } from "./engine/types.js";

/**
 * The hourly Pulse digest: what moved in the last hour, built from the hour's new items, the narratives they
 * touched and the narratives leading on momentum. Pure and deterministic: the same input gives the same digest
 * (every ordering has a tie-break), so a re-run of an hour would produce the same text.
 */

/** A narrative as the digest sees it: its state after this cycle. */
export interface DigestNarrative {
  id: number;
  title: string;
  stage: Stage;
  momentum: number;
  status: "active" | "archived" | "merged";
}

export interface DigestInput {
  now: Date;
  /** The hour's new items (first seen since the previous digest, at most an hour back). */
  items: readonly { id: number; source: string; domain: string }[];
  /** Item id → the narrative it belongs to now (merges already followed). Items absent here are unassigned. */
  narrativeOf: ReadonlyMap<number, number>;
  /** Every narrative the digest may name: those changed by this cycle and the leaders by momentum. */
  narratives: ReadonlyMap<number, DigestNarrative>;
  /** Momentum and stage before this cycle; a narrative absent here is new. */
  before: ReadonlyMap<number, { momentum: number; stage: Stage; title: string }>;
  /** Active narratives by momentum, highest first (the store's list). */
  leaders: readonly number[];
  /** Merges of this cycle. */
  merges: readonly { from: number; into: number }[];
}

export interface PulseDigestDraft {
  title: string;
  summary: string;
  narrativeArcs: {
    narrativeId: number;
    title: string;
    stage: Stage;
    momentum: number;
    description: string;
  }[];
  topInsights: string[];
  sourceMix: { source: string; items: number }[];
  createdAt: string;
}

/** Arcs of the narratives the hour touched (by momentum), then leaders it did not touch. */
export const MAX_TOUCHED_ARCS = 8;
export const MAX_LEADER_ARCS = 3;
export const MAX_INSIGHTS = 5;
const TITLE_CHARS = 90;

/** The ISO hour a digest belongs to ("2026-11-22T09"): at most one digest per key. */
export const hourKey = (d: Date): string => d.toISOString().slice(0, 13);

const fixed = (n: number) => n.toFixed(2);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const quote = (t: string) => `"${clip(t, TITLE_CHARS)}"`;

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function delta(now: number, before: number | undefined): string {
  if (before === undefined) return "new";
  const d = Math.round((now - before) * 100) / 100;
  if (d === 0) return "unchanged";
  return d > 0 ? `+${fixed(d)}` : `-${fixed(-d)}`;
}

/** Per narrative: the hour's items, their sources and domains. */
interface Touch {
  items: number;
  sources: Set<string>;
  domains: Set<string>;
}

const byMomentum = (a: DigestNarrative, b: DigestNarrative) => b.momentum - a.momentum || a.id - b.id;

/** Builds the digest, or undefined when the hour brought no new items. */
export function buildPulseDigest(input: DigestInput): PulseDigestDraft | undefined {
  if (!input.items.length) return undefined;
  const { narratives, before } = input;

  const touches = new Map<number, Touch>();
  const mix = new Map<string, number>();
  for (const item of input.items) {
    mix.set(item.source, (mix.get(item.source) ?? 0) + 1);
    const nid = input.narrativeOf.get(item.id);
    if (nid === undefined || narratives.get(nid)?.status !== "active") continue;
    const t = touches.get(nid) ?? { items: 0, sources: new Set(), domains: new Set() };
    t.items++;
    t.sources.add(item.source);
    t.domains.add(item.domain);
    touches.set(nid, t);
  }
  const sourceMix = [...mix]
    .map(([source, items]) => ({ source, items }))
    .sort((a, b) => b.items - a.items || a.source.localeCompare(b.source));

  const touched = [...touches.keys()]
    .map((id) => narratives.get(id))
    .filter((n): n is DigestNarrative => n !== undefined)
    .sort(byMomentum);
  const touchedIds = new Set(touched.map((n) => n.id));
  const leaders = input.leaders
    .map((id) => narratives.get(id))
    .filter((n): n is DigestNarrative => n?.status === "active" && !touchedIds.has(n.id));
  const arcNarratives = [...touched.slice(0, MAX_TOUCHED_ARCS), ...leaders.slice(0, MAX_LEADER_ARCS)].sort(
    byMomentum,
  );

  const narrativeArcs = arcNarratives.map((n) => ({
    narrativeId: n.id,
    title: n.title,
    stage: n.stage,
    momentum: n.momentum,
    description: describeArc(n, before.get(n.id), touches.get(n.id)),
  }));

  const lead = arcNarratives[0];
  const hour = `${input.now.toISOString().slice(11, 13)}:00 UTC`;
  const moved = plural(touched.length, "narrative");
  const title = lead
    ? `Pulse ${hour}: ${clip(lead.title, TITLE_CHARS)} leads; ${moved} moved`
    : `Pulse ${hour}: ${plural(input.items.length, "new item")}, no narrative moved`;

  const fresh = touched.filter((n) => !before.has(n.id));
  const mergeNote = input.merges.length ? `, ${plural(input.merges.length, "merge")}` : "";
  const first = `${plural(input.items.length, "new item")} from ${plural(sourceMix.length, "source")} touched ${moved} (${fresh.length} new${mergeNote}).`;
  const second = lead
    ? ` ${quote(lead.title)} leads at momentum ${fixed(lead.momentum)} (${lead.stage}).`
    : "";

  return {
    title,
    summary: `${first}${second}`,
    narrativeArcs,
    topInsights: insights(input, { touched, touches, fresh, sourceMix, lead }),
    sourceMix,
    createdAt: input.now.toISOString(),
  };
}

/** "building: momentum 0.62 (+0.18), 7 items from 4 sources in the last hour" (stage changes shown as a → b). */
function describeArc(
  n: DigestNarrative,
  was: { momentum: number; stage: Stage } | undefined,
  touch: Touch | undefined,
): string {
  const stage = was && was.stage !== n.stage ? `${was.stage} → ${n.stage}` : n.stage;
  const change = delta(n.momentum, was?.momentum);
  const momentum =
    change === "new" ? `new, momentum ${fixed(n.momentum)}` : `momentum ${fixed(n.momentum)} (${change})`;
  const activity = touch
    ? `${plural(touch.items, "item")} from ${plural(touch.sources.size, "source")} in the last hour`
    : "no new items in the last hour";
  return `${stage}: ${momentum}, ${activity}`;
}

function insights(
  input: DigestInput,
  ctx: {
    touched: DigestNarrative[];
    touches: Map<number, Touch>;
    fresh: DigestNarrative[];
    sourceMix: { source: string; items: number }[];
    lead: DigestNarrative | undefined;
  },
): string[] {
  const { narratives, before } = input;
  const out: string[] = [];
  const titleOf = (id: number) => narratives.get(id)?.title ?? before.get(id)?.title ?? `#${id}`;
  const list = (titles: string[]) =>
    titles.length <= 1 ? titles.join("") : `${titles.slice(0, -1).join(", ")} and ${titles.at(-1)}`;

  if (ctx.fresh.length) {
    const names = ctx.fresh.slice(0, 3).map((n) => quote(n.title));
    const more = ctx.fresh.length > 3 ? ` (and ${ctx.fresh.length - 3} more)` : "";
    out.push(`${plural(ctx.fresh.length, "new narrative")}: ${list(names)}${more}.`);
  }

  // Stage changes of narratives that existed before this cycle, strongest first; archiving is listed last.
  const changes = [...narratives.values()]
    .filter((n) => n.status !== "merged" && before.has(n.id) && before.get(n.id)?.stage !== n.stage)
    .sort((a, b) => Number(a.stage === "archived") - Number(b.stage === "archived") || byMomentum(a, b));
  if (changes.length) {
    const shown = changes.slice(0, 3).map((n) => `${quote(n.title)} ${before.get(n.id)?.stage} → ${n.stage}`);
    const more = changes.length > 3 ? ` (and ${changes.length - 3} more)` : "";
    out.push(`Stage changes: ${shown.join("; ")}${more}.`);
  }

  // Cross-domain spread: the touched narrative whose hour reached the most domains.
  const spread = ctx.touched
    .map((n) => ({ n, domains: [...(ctx.touches.get(n.id)?.domains ?? [])].sort() }))
    .filter((s) => s.domains.length >= 2)
    .sort((a, b) => b.domains.length - a.domains.length || byMomentum(a.n, b.n))[0];
  if (spread) {
    out.push(
      `${quote(spread.n.title)} spread across ${spread.domains.length} domains this hour (${spread.domains.join(", ")}).`,
    );
  }

  if (input.merges.length) {
    const shown = input.merges
      .slice(0, 2)
      .map((m) => `${quote(titleOf(m.from))} into ${quote(titleOf(m.into))}`);
    const more = input.merges.length > 2 ? ` (and ${input.merges.length - 2} more)` : "";
    out.push(`Merged: ${shown.join("; ")}${more}.`);
  }

  const riser = ctx.touched
    .filter((n) => before.has(n.id))
    .map((n) => ({ n, d: n.momentum - (before.get(n.id)?.momentum ?? 0) }))
    .filter((r) => r.d >= 0.005)
    .sort((a, b) => b.d - a.d || a.n.id - b.n.id)[0];
  if (riser) {
    out.push(`Biggest rise: ${quote(riser.n.title)} (+${fixed(riser.d)} to ${fixed(riser.n.momentum)}).`);
  }

  if (ctx.lead && !riser) {
    out.push(
      `${quote(ctx.lead.title)} holds the highest momentum (${fixed(ctx.lead.momentum)}, ${ctx.lead.stage}).`,
    );
  }

  const top = ctx.sourceMix[0];
  if (top) {
    const total = ctx.sourceMix.reduce((s, x) => s + x.items, 0);
    out.push(`Most active source: ${top.source} (${top.items} of ${plural(total, "item")}).`);
  }
  if (out.length < 2) {
    out.push(
      `${plural(input.items.length, "new item")} from ${plural(ctx.sourceMix.length, "source")} this hour.`,
    );
  }
  return out.slice(0, MAX_INSIGHTS);
}
