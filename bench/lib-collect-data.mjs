// Data for bench/collect.mjs: an inflated replay snapshot in the APIs' real formats, and synthetic content items.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { rng } from "./rng.mjs";

// ---------------------------------------------------------------------------------------------------------------
// Inflated replay snapshot
//
// Each source's recorded file keeps its own entries (clone 0) and gets clones 1, 2, … of them. Clone c of an entry
// is the same entry with, consistently across all sources: every URL's path suffixed with `-b<c>`, arXiv ids moved
// to another year prefix, Google News article ids re-encoded around the suffixed publisher URL, ids suffixed, and
// about half of the words of its title and text swapped for made-up words chosen by (word, c). So clone c of a
// story that HN, Reddit and arXiv all carried is still carried by all three, under one URL and with the same word
// swaps (same-URL and near-duplicate links between sources survive), while clones of one entry are different
// stories to dedup (different words, URLs and ids) and never collide with their original.
// ---------------------------------------------------------------------------------------------------------------

function hash32(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

const SYLLABLES = "ka lo mi ne ru ta vo zi be do fa gu hi jo pe sa ri ko nu te la mo si vu".split(" ");

/** A pronounceable made-up word, 2 to 5 syllables, from a hash. */
function pseudoWord(h) {
  let w = "";
  for (let i = 0, n = 2 + (h % 4); i < n; i++) w += SYLLABLES[(h >>> (2 + i * 5)) % SYLLABLES.length];
  return w;
}

/** A word (3+ letters) swapped for a made-up word when hash(c, word) says so (about half of them). */
function swapWord(w, c) {
  const h = hash32(`${c}:${w.toLowerCase()}`);
  if (h & 1) return w;
  const p = pseudoWord(h >>> 1);
  return w[0] === w[0].toLowerCase() ? p : p[0].toUpperCase() + p.slice(1);
}

/** Swapped words in HTML, escaped HTML or plain text: tags, entities and URLs are left as they are. */
export function varyText(text, c) {
  if (c === 0 || !text) return text;
  return text.replace(
    /(&lt;[\s\S]*?&gt;|<[^>]*>|&#?\w+;|https?:\/\/[^\s"'<>]+)|\p{L}[\p{L}\p{N}]{2,}/gu,
    (m, keep) => (keep ? m : swapWord(m, c)),
  );
}

/** URLs whose identity comes from an id the clone already changes (left alone so they stay well-formed). */
const KEEP_URL =
  /^https?:\/\/((export\.)?arxiv\.org\/(abs|pdf)\/|huggingface\.co\/papers\/|news\.google\.com\/(rss\/)?articles\/)/i;

function varyUrl(url, c) {
  if (KEEP_URL.test(url)) return url;
  const m = /^(https?:\/\/[^/?#]+)([^?#]*)(.*)$/is.exec(url);
  if (!m) return url;
  const path = m[2].replace(/\/+$/, "");
  return `${m[1]}${path ? `${path}-b${c}` : `/b${c}`}${m[3]}`;
}

/** A Google News article id (base64url protobuf) around the suffixed publisher URL, as googleNewsTarget reads it. */
function varyGoogleId(id, c) {
  const raw = Buffer.from(id, "base64url").toString("latin1");
  const at = raw.search(/https?:\/\//);
  if (at < 2) return `${id}b${c}`;
  const b1 = raw.charCodeAt(at - 1);
  const b2 = raw.charCodeAt(at - 2);
  const lenBytes = b2 & 0x80 ? 2 : 1;
  const length = lenBytes === 2 ? (b2 & 0x7f) | (b1 << 7) : b1;
  const url = varyUrl(raw.slice(at, at + length), c);
  const n = url.length;
  const varint = n < 0x80 ? String.fromCharCode(n) : String.fromCharCode((n & 0x7f) | 0x80, n >> 7);
  const out = raw.slice(0, at - lenBytes) + varint + url + raw.slice(at + length);
  return Buffer.from(out, "latin1").toString("base64url");
}

/** Every URL, arXiv id and Google News id in a piece of text (JSON or XML), for clone c. */
function varyLinks(text, c) {
  if (c === 0) return text;
  return text
    .replace(/\b(2\d)(0[1-9]|1[0-2])\.(\d{4,5})(?!\d)/g, (_, yy, mm, n) => `${Number(yy) + c}${mm}.${n}`)
    .replace(/\bCBMi[A-Za-z0-9_-]+/g, (id) => varyGoogleId(id, c))
    .replace(/https?:\/\/[^\s"'<>&\\]+/g, (u) => varyUrl(u, c));
}

const varyJson = (value, c) => JSON.parse(varyLinks(JSON.stringify(value), c));
const suffix = (id, c) => (typeof id === "number" ? id * 1000 + c : `${id}b${c}`);
/** Clone c of `obj`'s text fields `keys` (those present). */
function varyFields(obj, c, keys) {
  for (const k of keys) if (typeof obj?.[k] === "string") obj[k] = varyText(obj[k], c);
  return obj;
}

/** Per adapter kind: where the entries of a JSON body are, and how clone c of one entry differs. */
const JSON_SHAPES = {
  "hn-algolia": {
    get: (j) => j.hits,
    set: (j, a) => Object.assign(j, { hits: a, nbHits: a.length }),
    clone(e, c) {
      const x = varyFields(varyJson(e, c), c, ["title", "story_text"]);
      return Object.assign(x, { objectID: `${e.objectID}${String(c).padStart(3, "0")}` });
    },
  },
  lobsters: {
    get: (j) => j,
    set: (_j, a) => a,
    clone(e, c) {
      const x = varyFields(varyJson(e, c), c, ["title", "description", "description_plain"]);
      return Object.assign(x, { short_id: suffix(e.short_id, c) });
    },
  },
  reddit: {
    get: (j) => j.data.children,
    set: (j, a) => {
      j.data.children = a;
      return j;
    },
    clone(e, c) {
      const x = varyJson(e, c);
      const id = suffix(e.data.id, c);
      const repermalink = (p) =>
        p?.replace(`/comments/${e.data.id}/`, `/comments/${id}/`).replace(/\/?$/, `-b${c}/`);
      varyFields(x.data, c, ["title", "selftext", "selftext_html"]);
      Object.assign(x.data, { id, name: `t3_${id}`, permalink: repermalink(e.data.permalink) });
      for (const p of x.data.crosspost_parent_list ?? []) {
        p.permalink = repermalink(p.permalink);
        varyFields(p, c, ["title", "selftext"]);
      }
      return x;
    },
  },
  "github-search": {
    get: (j) => j.items,
    set: (j, a) => Object.assign(j, { items: a, total_count: a.length }),
    clone(e, c) {
      const x = varyFields(varyJson(e, c), c, ["description"]);
      const [owner] = e.full_name.split("/");
      const name = `${varyText(e.name, c)}-b${c}`;
      return Object.assign(x, { id: suffix(e.id, c), name, full_name: `${owner}/${name}` });
    },
  },
  "hf-daily-papers": {
    get: (j) => j,
    set: (_j, a) => a,
    clone(e, c) {
      const x = varyFields(varyJson(e, c), c, ["title", "summary"]);
      if (x.paper.id === e.paper.id) x.paper.id = suffix(e.paper.id, c);
      varyFields(x.paper, c, ["title", "summary", "ai_summary"]);
      return x;
    },
  },
  "hf-models": {
    get: (j) => j,
    set: (_j, a) => a,
    clone(e, c) {
      const x = varyJson(e, c);
      const [org, ...rest] = e.id.split("/");
      const id = rest.length ? `${org}/${varyText(rest.join("/"), c)}-b${c}` : `${e.id}-b${c}`;
      return Object.assign(x, { _id: e._id ? suffix(e._id, c) : e._id, id, modelId: id });
    },
  },
  polymarket: {
    get: (j) => j,
    set: (_j, a) => a,
    clone(e, c) {
      const x = varyFields(varyJson(e, c), c, ["title", "description"]);
      Object.assign(x, { id: suffix(e.id, c), slug: `${e.slug}-b${c}` });
      x.markets = (x.markets ?? []).map((m, i) => ({
        ...varyFields(m, c, ["question", "description"]),
        id: suffix(e.markets[i].id, c),
        slug: m.slug ? `${e.markets[i].slug}-b${c}` : m.slug,
      }));
      return x;
    },
  },
  "sec-edgar": {
    get: (j) => j.hits.hits,
    set: (j, a) => {
      j.hits.hits = a;
      j.hits.total = { value: a.length, relation: "eq" };
      return j;
    },
    clone(e, c) {
      const x = varyJson(e, c);
      const [cik, yy, seq] = e._source.adsh.split("-");
      const adsh = `${cik}-${String((Number(yy) + c) % 100).padStart(2, "0")}-${seq}`;
      x._id = e._id.replace(e._source.adsh, adsh);
      x._source.adsh = adsh;
      // "NVIDIA CORP  (NVDA)  (CIK 0001045810)": the company name's words, not the ticker or CIK.
      x._source.display_names = (e._source.display_names ?? []).map((n) =>
        n.replace(/^[^(]+/, (name) => varyText(name, c)),
      );
      return x;
    },
  },
  devto: {
    get: (j) => j,
    set: (_j, a) => a,
    clone(e, c) {
      const x = varyFields(varyJson(e, c), c, ["title", "description"]);
      return Object.assign(x, { id: suffix(e.id, c) });
    },
  },
  stackexchange: {
    get: (j) => j.items,
    set: (j, a) => Object.assign(j, { items: a }),
    clone(e, c) {
      const x = varyFields(varyJson(e, c), c, ["title", "body"]);
      return Object.assign(x, { question_id: suffix(e.question_id, c) });
    },
  },
  mastodon: {
    get: (j) => j,
    set: (_j, a) => a,
    clone(e, c) {
      const x = varyJson(e, c);
      const vary = (s) => {
        s.id = `${s.id}${String(c).padStart(3, "0")}`;
        varyFields(s, c, ["content"]);
        varyFields(s.card, c, ["title", "description"]);
      };
      vary(x);
      if (x.reblog && typeof x.reblog === "object") vary(x.reblog);
      return x;
    },
  },
};

const ENTRY = /<(item|entry)\b[\s\S]*?<\/\1>/g;
const TEXT_ELEMENTS =
  /(<(title|description|content:encoded|summary|content)(?:\s[^>]*)?>)([\s\S]*?)(<\/\2>)/g;

function cloneXmlEntry(text, c) {
  if (c === 0) return text;
  return varyLinks(text, c)
    .replace(TEXT_ELEMENTS, (_, open, _tag, inner, close) => `${open}${varyText(inner, c)}${close}`)
    .replace(/<(guid|id)(\s[^>]*)?>([^<]+)<\/\1>/g, (m, tag, attrs, v) =>
      /^(https?:|CBMi)/.test(v.trim()) ? m : `<${tag}${attrs ?? ""}>${v.trim()}-b${c}</${tag}>`,
    );
}

/** Entries `[0, n)` of `list`, cycling: entry i is clone ⌊i / list.length⌋ of entry i mod list.length. */
function cycle(list, n, cloneOne) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(cloneOne(list[i % list.length], Math.floor(i / list.length)));
  return out;
}

/** The files of one source folder, in request order. */
function filesOf(dir) {
  return readdirSync(dir)
    .filter((f) => /^\d+\.(json|xml|rss|atom)$/.test(f))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
}

/** Raw entries per file of every source folder: `{ source: [n0, n1, …] }`. */
export function rawEntryCounts(snapshotDir, sources) {
  const out = {};
  for (const { id, adapter } of sources) {
    out[id] = filesOf(join(snapshotDir, id)).map((f) => {
      const text = readFileSync(join(snapshotDir, id, f), "utf8");
      if (f.endsWith(".json")) return JSON_SHAPES[adapter].get(JSON.parse(text)).length;
      return text.match(ENTRY)?.length ?? 0;
    });
  }
  return out;
}

/**
 * Writes `outDir/<source>/<n>.<ext>` with `rawPerFile[source][n]` entries each, cloned from `snapshotDir`.
 * `sources`: `[{ id, adapter }]` (the roster's adapter kinds). Returns bytes written per source.
 */
export function inflateSnapshot(snapshotDir, outDir, sources, rawPerFile) {
  const bytes = {};
  for (const { id, adapter } of sources) {
    mkdirSync(join(outDir, id), { recursive: true });
    bytes[id] = 0;
    filesOf(join(snapshotDir, id)).forEach((f, i) => {
      const text = readFileSync(join(snapshotDir, id, f), "utf8");
      const n = rawPerFile[id][i];
      let out;
      if (f.endsWith(".json")) {
        const shape = JSON_SHAPES[adapter];
        const body = JSON.parse(text);
        out = JSON.stringify(shape.set(body, cycle(shape.get(body), n, shape.clone)));
      } else {
        const entries = text.match(ENTRY) ?? [];
        const start = text.indexOf(entries[0]);
        const end = text.lastIndexOf(entries[entries.length - 1]) + entries[entries.length - 1].length;
        out = `${text.slice(0, start)}${cycle(entries, n, cloneXmlEntry).join("\n")}${text.slice(end)}`;
      }
      writeFileSync(join(outDir, id, f), out);
      bytes[id] += Buffer.byteLength(out);
    });
  }
  return bytes;
}

// ---------------------------------------------------------------------------------------------------------------
// Synthetic content items for the dedup scaling runs
// ---------------------------------------------------------------------------------------------------------------

const ENTITIES = (
  "OpenAI Anthropic Google DeepMind Meta Microsoft Nvidia Apple Amazon Mistral Cohere xAI Perplexity Hugging-Face " +
  "Databricks Snowflake Salesforce IBM Intel AMD TSMC Qualcomm Samsung Baidu Alibaba Tencent ByteDance DeepSeek Qwen " +
  "Stability Midjourney Runway ElevenLabs Cerebras Groq SambaNova CoreWeave Scale Figure Tesla Waymo Palantir Oracle " +
  "GitHub Vercel Cloudflare Replit Cursor Windsurf LangChain LlamaIndex Ollama vLLM PyTorch JAX Gemini Claude GPT Llama " +
  "Grok Copilot Sora Veo Codex SEC FTC EU Congress Senate California Colorado UK-AISI NIST Polymarket Kalshi"
).split(" ");
const NOUNS = (
  "model agent benchmark chip datacenter inference training dataset paper startup funding round valuation lawsuit " +
  "regulation policy bill act framework library runtime kernel compiler cluster GPU TPU accelerator token context " +
  "window reasoning evaluation safety alignment red-team audit license weights checkpoint quantization distillation " +
  "retrieval embedding vector database pipeline workflow assistant copilot plugin API SDK release preview beta update " +
  "pricing tier subscription revenue earnings quarter forecast market odds contract partnership acquisition merger " +
  "IPO layoffs hiring team lab research study survey report leak outage incident vulnerability exploit patch " +
  "robot humanoid vehicle autonomy chatbot search browser editor terminal notebook protocol standard spec server " +
  "client memory cache latency throughput cost energy power grid cooling supply export ban tariff court ruling " +
  "copyright publisher newsroom school student teacher exam hospital diagnosis drug protein genome weather climate"
).split(" ");
const VERBS = (
  "launches releases unveils ships open-sources acquires raises cuts doubles beats tops trails delays blocks bans " +
  "sues settles approves rejects probes fines backs invests partners expands scales trains fine-tunes benchmarks " +
  "leaks patches deprecates migrates rewrites accelerates slashes boosts halts resumes debuts previews integrates"
).split(" ");
const ADJS = (
  "open multimodal small large fast cheap frontier agentic local on-device distributed sparse dense efficient " +
  "secure private federated synthetic autonomous real-time long-context low-latency high-throughput new next-gen " +
  "experimental stable enterprise consumer global national regional quarterly annual record massive tiny faster " +
  "smarter safer cheaper hybrid quantized reasoning coding medical legal financial scientific"
).split(" ");
const PUBLISHERS = [
  "Reuters",
  "The Verge",
  "TechCrunch",
  "Bloomberg",
  "VentureBeat",
  "Ars Technica",
  "Wired",
];
const HOSTS = [
  "techcrunch.com",
  "theverge.com",
  "venturebeat.com",
  "reuters.com",
  "bloomberg.com",
  "github.com",
  "arxiv.org",
  "huggingface.co",
  "openai.com",
  "blog.google",
  "anthropic.com",
  "arstechnica.com",
  "wired.com",
  "substack.com",
  "medium.com",
  "dev.to",
];

/**
 * A Zipf(1) sampler over `common` words (ranked first, in order) followed by `tail` made-up words: like headline
 * vocabularies, a few words are in one title in ten ("AI", "OpenAI", "model") and most are rare (names, numbers).
 * The tails are large, so the number of distinct words keeps growing with the number of items (Heaps' law), as
 * new names and numbers do in a week of news, instead of a fixed vocabulary repeating itself.
 */
function zipf(common, tail, seed) {
  // Built on first use: importing this module must not cost the replay children memory.
  let words;
  let cum;
  let total = 0;
  return (r) => {
    if (!words) {
      words = [...common];
      for (let i = 0; i < tail; i++) words.push(pseudoWord(hash32(`${seed}:${i}`)));
      cum = new Float64Array(words.length);
      for (let i = 0; i < words.length; i++) cum[i] = total += 1 / (i + 1);
    }
    const x = r() * total;
    let lo = 0;
    let hi = words.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return words[lo];
  };
}

const capital = (w) => w[0].toUpperCase() + w.slice(1);
const entity = zipf(ENTITIES, 40_000, "entity");
const noun = zipf(NOUNS, 120_000, "noun");
const adj = zipf(ADJS, 30_000, "adj");
const verb = zipf(VERBS, 15_000, "verb");
const pick = (r, list) => list[Math.floor(r() * list.length)];

function headline(r) {
  const e1 = capital(entity(r));
  const e2 = capital(entity(r));
  const n = () => noun(r);
  const a = () => adj(r);
  const v = () => verb(r);
  const num = () => `${1 + Math.floor(r() * 99)}${pick(r, ["B", "M", "%", "x", "K", ".5"])}`;
  switch (Math.floor(r() * 7)) {
    case 0:
      return `${e1} ${v()} ${a()} ${n()} ${n()} for ${a()} ${n()}`;
    case 1:
      return `${e1} ${v()} $${num()} ${n()} as ${e2} ${v()} ${n()} ${n()}`;
    case 2:
      return `Show HN: ${e1} ${n()} – ${a()} ${n()} ${n()} in ${num()} lines`;
    case 3:
      return `${capital(a())} ${n()} ${n()}: ${v()} ${a()} ${n()} with ${e1} ${n()}`;
    case 4:
      return `${e1} and ${e2} ${v()} ${n()} ${n()} after ${a()} ${n()} ${n()}`;
    case 5:
      return `Why ${e1}'s ${a()} ${n()} ${v()} ${e2} on ${n()} ${n()} (${num()})`;
    default:
      return `${e1} ${n()} ${v()} ${num()} ${n()}, ${a()} ${n()} ${v()} ${n()}`;
  }
}

function body(r) {
  const words = [];
  const len = 30 + Math.floor(r() * 60);
  for (let i = 0; i < len; i++) {
    const k = r();
    words.push(k < 0.15 ? capital(entity(r)) : k < 0.55 ? noun(r) : k < 0.75 ? adj(r) : verb(r));
    if (i % 12 === 11) words[words.length - 1] += ".";
  }
  return `${words.join(" ")}.`;
}

const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);

/** A near-duplicate headline: same words with a small edit (40% only case/punctuation/publisher, 60% one word). */
function nearTitle(r, title) {
  const k = r();
  if (k < 0.2) return `${title} - ${pick(r, PUBLISHERS)}`;
  if (k < 0.4) return title.replace(/[:–,]/g, "").replace(/\s+/g, " ").toUpperCase();
  const words = title.split(" ");
  const i = 1 + Math.floor(r() * (words.length - 1));
  if (k < 0.7) words.splice(i, 1);
  else words[i] = noun(r);
  return words.join(" ");
}

/**
 * `n` content items of the built-in sources (`sources`: `[{ id, domain }]`), fetched at `fetchedAt`:
 * ~15% near-duplicate headlines of an earlier item (another source), ~5% the same URL as an earlier item (another
 * source), and with `previous` (the batch before), ~10% re-sightings of its items (same source and id); the rest
 * fresh stories. Planned counts are returned with the items.
 */
export function syntheticBatch({ n, seed, sources, fetchedAt, previous = [] }) {
  const r = rng(seed);
  const items = [];
  const planned = { fresh: 0, nearDuplicate: 0, sameUrl: 0, resighting: 0 };
  const earlier = () => {
    const list = previous.length && (items.length === 0 || r() < 0.5) ? previous : items;
    return list[Math.floor(r() * list.length)];
  };
  const otherSource = (s) => {
    let o = pick(r, sources);
    while (o.id === s) o = sources[Math.floor(r() * sources.length)];
    return o;
  };
  for (let i = 0; i < n; i++) {
    const k = r();
    const base = items.length || previous.length ? earlier() : undefined;
    const src = sources[Math.floor(r() * sources.length)];
    const item = {
      source: src.id,
      sourceId: `${seed}-${i}`,
      title: "",
      content: "",
      url: "",
      author: `author${Math.floor(r() * 5000)}`,
      engagement: { metric: "points", value: Math.floor(r() * 2000), score: Math.round(r() * 100) / 100 },
      publishedAt: new Date(fetchedAt.getTime() - Math.floor(r() * 86_400_000)),
      publishedAtKnown: true,
      fetchedAt,
      domain: src.domain,
    };
    if (previous.length && k < 0.1) {
      const p = previous[Math.floor(r() * previous.length)];
      items.push({ ...p, engagement: { ...p.engagement, value: p.engagement.value + 10 }, fetchedAt });
      planned.resighting++;
      continue;
    }
    const kk = previous.length ? k - 0.1 : k;
    if (base && kk < 0.05) {
      const o = otherSource(base.source);
      Object.assign(item, {
        source: o.id,
        domain: o.domain,
        title: base.title,
        content: body(r),
        url: base.url,
      });
      planned.sameUrl++;
    } else if (base && kk < 0.2) {
      const o = otherSource(base.source);
      Object.assign(item, {
        source: o.id,
        domain: o.domain,
        title: nearTitle(r, base.title),
        content: r() < 0.5 ? base.content : body(r),
        url: `https://${pick(r, HOSTS)}/2026/11/${slug(base.title)}-${seed}-${i}`,
      });
      planned.nearDuplicate++;
    } else {
      const title = headline(r);
      Object.assign(item, {
        title,
        content: body(r),
        url: `https://${pick(r, HOSTS)}/2026/11/${slug(title)}-${seed}-${i}`,
      });
      planned.fresh++;
    }
    items.push(item);
  }
  return { items, planned };
}

/**
 * The ItemKeys a store would hold after applying `decisions` to an empty store (ids 1, 2, … in insert order), as
 * `itemKeysSince` returns them; the same-batch story links resolved to the first row's id.
 */
export function keysOfDecisions(decisions) {
  const inserts = decisions.filter((d) => d.kind === "insert");
  const rootOf = (i, depth = 0) => {
    const s = inserts[i].story;
    if (!s || depth > inserts.length) return i + 1;
    return "id" in s ? s.id : rootOf(s.batchIndex, depth + 1);
  };
  return inserts.map((d, i) => ({
    id: i + 1,
    source: d.item.source,
    sourceId: d.item.sourceId,
    url: d.item.url,
    titleKey: d.titleKey,
    simhash: d.simhash,
    storyId: rootOf(i),
  }));
}
