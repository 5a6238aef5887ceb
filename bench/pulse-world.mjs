// The synthetic news stream of the Pulse engine's benchmarks (bench/pulse-ingest.mjs, bench/pulse-host.mjs): topics
// (a company, a product with a version number, a person, a place, topic nouns and a verb) and items written from
// them in news-like sentences, from a seeded generator, so every run sees the same stream.
import { rng } from "./rng.mjs";

// --- vocabularies ------------------------------------------------------------------------------------------
const SYLLABLES =
  "ka lo mi ra ze vo tu ne shi ba ko ri da fe lu po ga ti mo su xa ny qu el or an ul is".split(" ");
const NOUNS = (
  "model chip agent benchmark dataset license lawsuit court regulator rule funding round valuation startup " +
  "investor acquisition merger outage server cluster datacenter grid power contract partnership release " +
  "update feature pricing subscription tier api endpoint sdk framework library compiler runtime kernel driver " +
  "patch vulnerability exploit breach privacy policy bill senate parliament commission ban export tariff " +
  "supply shortage factory fab wafer memory inference training evaluation reasoning context window token " +
  "robot vehicle fleet sensor camera satellite launch rocket drug trial protein genome vaccine hospital " +
  "school teacher student exam job layoff hiring union strike wage salary revenue profit earnings quarter " +
  "guidance forecast shares stock bond debt loan bank fund market index price inflation rate"
).split(" ");
const VERBS =
  "launch release ship acquire buy sell raise cut delay ban approve reject sue settle hire fire open close expand test train deploy announce unveil".split(
    " ",
  );
const ADJECTIVES =
  "new open large small fast cheap secure private public federal global local early late major minor critical".split(
    " ",
  );
const FILLER = (
  "the company said on its blog that the move follows months of work and several earlier attempts while " +
  "analysts expect more details in the coming weeks and users reacted with a mix of excitement and concern " +
  "according to people familiar with the plans the effort could change how teams build and buy software"
).split(" ");
const PLACES =
  "Berlin Austin Dublin Seoul Lagos Toronto Paris Tokyo Nairobi Lisbon Denver Mumbai Oslo Zurich Taipei".split(
    " ",
  );

export function makeWorld(seed) {
  const rand = rng(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const word = (n) => {
    let w = "";
    for (let i = 0; i < n; i++) w += pick(SYLLABLES);
    return w;
  };
  const cap = (w) => w[0].toUpperCase() + w.slice(1);
  const topic = () => ({
    company: cap(word(2 + Math.floor(rand() * 2))),
    product: `${cap(word(2))}-${1 + Math.floor(rand() * 9)}.${Math.floor(rand() * 10)}`,
    person: `${cap(word(2))} ${cap(word(3))}`,
    place: pick(PLACES),
    nouns: Array.from({ length: 5 }, () => pick(NOUNS)),
    verb: pick(VERBS),
  });
  const sentence = (t, len) => {
    const parts = [];
    for (let i = 0; i < len; i++) {
      const r = rand();
      if (r < 0.12) parts.push(t.company);
      else if (r < 0.2) parts.push(t.product);
      else if (r < 0.45) parts.push(pick(t.nouns));
      else if (r < 0.5) parts.push(pick(ADJECTIVES));
      else if (r < 0.55) parts.push(pick(NOUNS));
      else if (r < 0.6) parts.push(`${t.verb}s`);
      else parts.push(pick(FILLER));
    }
    const s = parts.join(" ");
    return `${s[0].toUpperCase()}${s.slice(1)}.`;
  };
  const item = (t) => ({
    title: `${t.company} ${t.verb}s ${t.product} ${pick(t.nouns)} ${pick(t.nouns)} in ${t.place}`,
    content: `${sentence(t, 14)} ${t.person} said the ${pick(t.nouns)} ${pick(FILLER)} ${pick(t.nouns)}. ${sentence(t, 18)} ${sentence(t, 12)}`,
  });
  return { rand, topic, item };
}

/**
 * The benches' item stream over one world, its clock advanced by the caller (`stream.clock`, epoch ms). `newTopics`
 * writes one item on each of `n` new topics (the warm-up); `mixed` writes `n` items: 5 % a near-duplicate (same
 * collector story id) of an earlier item, 10 % on a new topic, the rest on a known one.
 */
export function makeStream(seed, start) {
  const world = makeWorld(seed);
  const topics = [];
  const earlier = [];
  let id = 0;
  const stream = { clock: start, rand: world.rand };
  const make = (t, storyId) => {
    id++;
    const { title, content } = world.item(t);
    const at = new Date(stream.clock);
    const it = {
      id,
      storyId: storyId ?? id,
      source: `source-${id % 20}`,
      domain: "ai-business",
      title,
      content,
      url: `https://example.com/${id}`,
      publishedAt: at,
      firstSeenAt: at,
      engagementScore: world.rand(),
    };
    if (earlier.length < 5000) earlier.push(it);
    else earlier[id % 5000] = it;
    return it;
  };
  const fresh = () => {
    const t = world.topic();
    topics.push(t);
    return make(t);
  };
  stream.newTopics = (n) => Array.from({ length: n }, fresh);
  stream.mixed = (n) => {
    const batch = [];
    for (let i = 0; i < n; i++) {
      const r = world.rand();
      if (r < 0.05 && earlier.length) {
        const orig = earlier[Math.floor(world.rand() * earlier.length)];
        batch.push(make(topics[0], orig.storyId));
      } else if (r < 0.15) batch.push(fresh());
      else batch.push(make(topics[Math.floor(world.rand() * topics.length)]));
    }
    return batch;
  };
  return stream;
}
