// Builds eval/pulse/items.jsonl from the hand-written stories in this folder.
// The text of every item (titles, excerpts, odds lines, filings) is written by hand in stories-*.mjs and
// singletons.mjs; this script only adds the mechanical parts: ids in time order, each source's own id style,
// URLs, the domain of the source and engagement numbers where the source has them (seeded, so the build is
// reproducible). Run: node eval/pulse/src/build.mjs [output path] (default: ../items.jsonl)
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SOURCE_DOMAIN } from "../../lib/source-domains.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const groups = [];
for (const f of [
  "stories-a.mjs",
  "stories-b.mjs",
  "stories-c.mjs",
  "stories-d.mjs",
  "stories-e.mjs",
  "singletons.mjs",
]) {
  groups.push(...(await import(join(here, f))).default);
}

// mulberry32: a small seeded generator, so every build writes the same file.
let seed = 20261122;
const rnd = () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
const chars = (alphabet, n) => Array.from({ length: n }, () => pick(alphabet)).join("");
const B36 = "abcdefghijklmnopqrstuvwxyz0123456789";
const HEX = "0123456789abcdef";
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
// A log-normal draw around a median, for engagement.
const around = (median, spread = 0.9) => {
  const z = Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  return Math.max(0, Math.round(median * Math.exp(z * spread)));
};

const slug = (s, words = 9) =>
  s
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .slice(0, words)
    .join("-");

const DEVTO_USERS = [
  "mkrause",
  "priya_dev",
  "tomasz_codes",
  "leilani",
  "jdoe42",
  "ana_builds",
  "kofi_ml",
  "sarahchen",
  "rustacean_rob",
  "buildwithyuki",
  "femi_o",
  "nadia_k",
];
const MASTODON = [
  ["mastodon.social", ["annaleen", "kellan", "dtw", "marisol", "okonkwo"]],
  ["hachyderm.io", ["nova", "ceejay", "simonk", "tdierks", "rbell"]],
  ["fosstodon.org", ["olav", "lwn_reader", "p_k", "hannelore"]],
  ["sigmoid.social", ["ml_anna", "ellis", "tensorjen", "gradstudent_ko"]],
  ["infosec.exchange", ["sek", "redteam_rui", "packetpriya", "blue_hat_bo"]],
  ["mas.to", ["carl", "ruthm", "jamesb"]],
  ["techhub.social", ["pete", "lindsey", "marco"]],
];
const SUBS = {
  "reddit-machinelearning": "MachineLearning",
  "reddit-localllama": "LocalLLaMA",
  "reddit-artificial": "artificial",
};
const MEDIAN = {
  hackernews: ["points", 45],
  lobsters: ["score", 11],
  "reddit-machinelearning": ["votes", 70],
  "reddit-localllama": ["votes", 140],
  "reddit-artificial": ["votes", 55],
  github: ["stars", 900],
  "hf-papers": ["votes", 22],
  "hf-models": ["likes", 70],
  devto: ["reactions", 18],
  stackexchange: ["score", 2],
  mastodon: ["boosts", 14],
  polymarket: ["volume", 45000],
};

const T0 = Date.UTC(2026, 10, 8); // 2026-11-08
const paperIds = new Map();
const arxivId = (day) => `2611.${String((day - 1) * 820 + int(0, 780)).padStart(5, "0")}`;

function parseWhen(when) {
  const m = /^(\d{1,2}) (\d{1,2})(?::(\d{2}))?$/.exec(when);
  if (!m) throw new Error(`bad time ${when}`);
  const [day, hour] = [Number(m[1]), Number(m[2])];
  const minute = m[3] !== undefined ? Number(m[3]) : int(0, 59);
  return { day, date: new Date(Date.UTC(2026, 10, day, hour, minute, 0)) };
}

function build(source, date, day, title, content, opts, storySize) {
  const minutes = Math.floor((date.getTime() - T0) / 60000);
  const ymd = date.toISOString().slice(0, 10);
  const [yyyy, mm, dd] = ymd.split("-");
  let sourceId;
  let url = opts.url;
  if (opts.arxivOf) {
    if (!paperIds.has(opts.arxivOf)) throw new Error(`unknown paper ${opts.arxivOf}`);
    url = `https://arxiv.org/abs/${paperIds.get(opts.arxivOf)}`;
  }
  switch (source) {
    case "hackernews":
      sourceId = String(46_210_000 + minutes * 11 + int(0, 10));
      url ??= `https://news.ycombinator.com/item?id=${sourceId}`;
      break;
    case "lobsters":
      sourceId = chars(`${B36.slice(0, 26)}0123456789`, 6);
      url ??= `https://lobste.rs/s/${sourceId}/${slug(title, 7).replace(/-/g, "_")}`;
      break;
    case "reddit-machinelearning":
    case "reddit-localllama":
    case "reddit-artificial":
      sourceId = `1o${(1_800_000 + minutes * 7 + int(0, 6)).toString(36)}`;
      url ??= `https://www.reddit.com/r/${SUBS[source]}/comments/${sourceId}/${slug(title.replace(/^\[\w\]\s*/, ""), 8).replace(/-/g, "_")}/`;
      break;
    case "github":
      sourceId = String(int(740_000_000, 1_105_000_000));
      url ??= `https://github.com/${title.split(":")[0].trim()}`;
      break;
    case "arxiv":
    case "hf-papers": {
      const key = opts.paper;
      let id = key ? paperIds.get(key) : undefined;
      if (!id) {
        id = arxivId(day);
        if (key) paperIds.set(key, id);
      }
      sourceId = id;
      url ??= source === "arxiv" ? `https://arxiv.org/abs/${id}` : `https://huggingface.co/papers/${id}`;
      break;
    }
    case "hf-models":
      sourceId = chars(HEX, 24);
      url ??= `https://huggingface.co/${title.trim()}`;
      break;
    case "producthunt":
      sourceId = `tag:www.producthunt.com,2005:Post/${int(1_040_000, 1_069_999)}`;
      url ??= `https://www.producthunt.com/products/${slug(title.split(/ [—-] /)[0], 4)}`;
      break;
    case "techcrunch-ai":
      sourceId = `https://techcrunch.com/?p=${3_071_000 + minutes + int(0, 40)}`;
      url ??= `https://techcrunch.com/${yyyy}/${mm}/${dd}/${slug(title, 10)}/`;
      break;
    case "venturebeat-ai":
      sourceId = `https://venturebeat.com/?p=${3_019_000 + Math.floor(minutes / 2) + int(0, 20)}`;
      url ??= `https://venturebeat.com/ai/${slug(title, 11)}`;
      break;
    case "theverge-ai":
      url ??= `https://www.theverge.com/ai-artificial-intelligence/${818_000 + Math.floor(minutes / 3) + int(0, 30)}/${slug(title, 10)}`;
      sourceId = url;
      break;
    case "google-news-ai-policy":
      sourceId = `CBMi${chars(B64, int(90, 140))}`;
      url ??= `https://news.google.com/rss/articles/${sourceId}?oc=5`;
      break;
    case "polymarket":
      sourceId = String(int(640_000, 719_999));
      url ??= `https://polymarket.com/event/${slug(title.replace(/\?$/, ""), 10)}`;
      break;
    case "sec-edgar": {
      if (!opts.cik) throw new Error(`sec-edgar item without cik: ${title}`);
      const agent = rnd() < 0.5 ? opts.cik : "0001193125";
      sourceId = opts.adsh ?? `${agent}-26-${String(int(100, 420000)).padStart(6, "0")}`;
      const ticker = /\(([A-Z.]+)\)/.exec(title)?.[1]?.toLowerCase() ?? "form";
      url ??= `https://www.sec.gov/Archives/edgar/data/${Number(opts.cik)}/${sourceId.replace(/-/g, "")}/${ticker}-${yyyy}${mm}${dd}.htm`;
      break;
    }
    case "lab-blogs":
      if (!url) throw new Error(`lab-blogs item without url: ${title}`);
      sourceId = url;
      break;
    case "devto": {
      sourceId = String(3_010_000 + minutes * 2 + int(0, 1));
      const user = opts.user ?? pick(DEVTO_USERS);
      url ??= `https://dev.to/${user}/${slug(title, 9)}-${chars(`${B36.slice(0, 26)}0123456789`, 4)}`;
      break;
    }
    case "stackexchange": {
      const site = opts.site ?? "stackoverflow.com";
      const given = url ? /\/questions\/(\d+)/.exec(url)?.[1] : undefined;
      const id = given
        ? Number(given)
        : site === "stackoverflow.com"
          ? 79_840_000 + Math.floor(minutes * 1.6) + int(0, 1)
          : site === "meta.stackoverflow.com"
            ? 437_900 + Math.floor(minutes / 40) + int(0, 3)
            : int(48_000, 49_900);
      sourceId = String(id);
      url ??= `https://${site}/questions/${id}/${slug(title, 10)}`;
      break;
    }
    case "mastodon": {
      const [host, users] = opts.instance ? MASTODON.find(([h]) => h === opts.instance) : pick(MASTODON);
      sourceId = String((BigInt(date.getTime() + int(0, 59_999)) << 16n) + BigInt(int(0, 65535)));
      url ??= `https://${host}/@${opts.user ?? pick(users)}/${sourceId}`;
      break;
    }
    default:
      throw new Error(`unknown source ${source}`);
  }
  let engagement;
  const volume = source === "polymarket" ? /24 h volume \$([\d.]+)([KM]?)/.exec(content) : null;
  if (volume)
    engagement = {
      metric: "volume",
      value: Math.round(Number(volume[1]) * (volume[2] === "M" ? 1e6 : volume[2] === "K" ? 1e3 : 1)),
    };
  else if (opts.eng !== undefined) engagement = { metric: MEDIAN[source][0], value: opts.eng };
  else if (MEDIAN[source]) {
    const [metric, median] = MEDIAN[source];
    const boost = Math.sqrt(Math.max(1, storySize) / 4);
    engagement = { metric, value: Math.max(source === "stackexchange" ? -1 : 1, around(median * boost)) };
    if (source === "stackexchange") engagement.value = Math.min(engagement.value, 25);
  }
  return { sourceId, url, engagement };
}

const items = [];
const labels = new Set();
let single = 0;
for (const g of groups) {
  const rows = g.items;
  for (const row of rows) {
    const [source, when, title, content, opts = {}] = row;
    const story = g.story === "single" ? `single-${String(++single).padStart(3, "0")}` : g.story;
    if (g.story !== "single" && labels.has(story) && !g.more) throw new Error(`duplicate story ${story}`);
    const { day, date } = parseWhen(when);
    const size = g.story === "single" ? 1 : rows.length;
    const { sourceId, url, engagement } = build(source, date, day, title, content, opts, size);
    const item = {
      source,
      sourceId,
      title,
      content,
      url,
      publishedAt: date.toISOString(),
      domain: SOURCE_DOMAIN[source],
      ...(engagement ? { engagement } : {}),
      story,
    };
    items.push(item);
  }
  if (g.story !== "single") labels.add(g.story);
}

items.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.source.localeCompare(b.source));
// Singletons are numbered in time order, like the ids.
let n = 0;
const out = items.map((it, i) => ({
  id: i + 1,
  ...it,
  story: it.story.startsWith("single-") ? `single-${String(++n).padStart(3, "0")}` : it.story,
}));
writeFileSync(
  process.argv[2] ?? join(here, "..", "items.jsonl"),
  `${out.map((o) => JSON.stringify(o)).join("\n")}\n`,
);
console.log(`wrote ${out.length} items`);
