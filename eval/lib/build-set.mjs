// The shared builder of the hand-written Pulse evaluation sets (eval/pulse-events, eval/pulse-dev): ids in time
// order, each source's own id and URL style, the source's domain, seeded engagement numbers, and singleton labels
// in time order. Deterministic: the same sources and options always build the same file.
import { writeFileSync } from "node:fs";
import { SOURCE_DOMAIN as DOMAIN } from "./source-domains.mjs";

/** [metric, low, high] of a log-uniform draw, for the sources that show engagement. */
const ENGAGEMENT = {
  hackernews: ["points", 8, 900],
  lobsters: ["score", 4, 60],
  "reddit-machinelearning": ["votes", 15, 700],
  "reddit-localllama": ["votes", 20, 1500],
  "reddit-artificial": ["votes", 10, 900],
  github: ["stars", 40, 4000],
  "hf-papers": ["votes", 5, 120],
  "hf-models": ["likes", 10, 900],
  devto: ["reactions", 3, 180],
  stackexchange: ["score", 0, 25],
  mastodon: ["boosts", 1, 140],
  polymarket: ["volume", 20_000, 3_000_000],
};
const SUBREDDIT = {
  "reddit-machinelearning": "MachineLearning",
  "reddit-localllama": "LocalLLaMA",
  "reddit-artificial": "artificial",
};
/**
 * @param {{ day0: number, seed: number, hnStart: number, mastodonSnowStart: bigint, mastodonUsers: string[],
 *   devUsers: string[], stories: { story: string, items: unknown[][] }[], singletons: unknown[][] }} set
 *   day0: the set's Monday (UTC ms); items are written as [source, "D HH:MM", title, content, itemOpts?].
 */
export function buildItems(set) {
  // Mulberry32: a tiny seeded generator so the file is byte-identical on every build.
  let seed = set.seed;
  const rand = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const hex = (n) => Array.from({ length: n }, () => "0123456789abcdef"[int(0, 15)]).join("");
  const b36 = (n) =>
    Array.from({ length: n }, () => "0123456789abcdefghijklmnopqrstuvwxyz"[int(0, 35)]).join("");
  const slug = (s, max = 60) =>
    s
      .toLowerCase()
      .replace(/ - [^-]+$/, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, max)
      .replace(/-$/, "");

  function when(at) {
    const m = /^(\d) (\d\d):(\d\d)$/.exec(at);
    if (!m) throw new Error(`bad time ${at}`);
    return new Date(set.day0 + (+m[1] * 24 + +m[2]) * 3_600_000 + +m[3] * 60_000);
  }

  const rows = [];
  for (const group of set.stories) for (const it of group.items) rows.push({ story: group.story, it });
  for (const it of set.singletons) rows.push({ story: null, it });
  for (const r of rows) r.at = when(r.it[1]);
  rows.sort((a, b) => a.at - b.at || a.it[2].localeCompare(b.it[2]));

  const papers = new Map();
  const paperId = (key, at) => {
    if (!papers.has(key))
      papers.set(
        key,
        `26${at.getUTCMonth() === 10 ? "11" : "12"}.${String(int(1000, 19999)).padStart(5, "0")}`,
      );
    return papers.get(key);
  };
  let hn = set.hnStart;
  let mastodonSnow = set.mastodonSnowStart;
  let single = 0;

  const out = rows.map((r, i) => {
    const [source, , title, content, opts = {}] = r.it;
    if (!(source in DOMAIN)) throw new Error(`unknown source ${source} in ${title}`);
    const at = r.at;
    const ymd = at.toISOString().slice(0, 10).replaceAll("-", "/");
    let sourceId;
    let url;
    switch (source) {
      case "hackernews":
        hn += int(200, 4000);
        sourceId = String(hn);
        url = opts.paperUrl
          ? `https://arxiv.org/abs/${paperId(opts.paperUrl, at)}`
          : (opts.url ?? `https://news.ycombinator.com/item?id=${sourceId}`);
        break;
      case "lobsters":
        sourceId = b36(6);
        url = opts.url ?? `https://lobste.rs/s/${sourceId}/${slug(title, 40).replaceAll("-", "_")}`;
        break;
      case "reddit-machinelearning":
      case "reddit-localllama":
      case "reddit-artificial":
        sourceId = `1p${b36(5)}`;
        url = `https://www.reddit.com/r/${SUBREDDIT[source]}/comments/${sourceId}/${slug(title, 50).replaceAll("-", "_")}/`;
        break;
      case "github": {
        const repo = title.split(":")[0].trim();
        sourceId = String(int(1_050_000_000, 1_120_000_000));
        url = `https://github.com/${repo}`;
        break;
      }
      case "arxiv":
      case "hf-papers":
        sourceId = paperId(opts.paper ?? title, at);
        url =
          source === "arxiv"
            ? `https://arxiv.org/abs/${sourceId}`
            : `https://huggingface.co/papers/${sourceId}`;
        break;
      case "hf-models":
        sourceId = hex(24);
        url = `https://huggingface.co/${title}`;
        break;
      case "producthunt":
        sourceId = String(int(1_050_000, 1_099_999));
        url = `https://www.producthunt.com/products/${slug(title.split(" — ")[0], 40)}`;
        break;
      case "techcrunch-ai":
        sourceId = `https://techcrunch.com/?p=${int(3_100_000, 3_199_999)}`;
        url = opts.url ?? `https://techcrunch.com/${ymd}/${slug(title)}/`;
        break;
      case "venturebeat-ai":
        sourceId = `https://venturebeat.com/?p=${int(3_020_000, 3_099_999)}`;
        url = opts.url ?? `https://venturebeat.com/ai/${slug(title)}`;
        break;
      case "theverge-ai":
        sourceId = `https://www.theverge.com/news/${int(830_000, 849_999)}`;
        url = opts.url ?? `${sourceId}/${slug(title)}`;
        break;
      case "google-news-ai-policy":
        sourceId = `CBMi${b36(10)}${hex(20)}${b36(12)}`;
        url = `https://news.google.com/rss/articles/${sourceId}?oc=5`;
        break;
      case "polymarket":
        sourceId = String(int(640_000, 699_999));
        url = `https://polymarket.com/event/${slug(title, 70)}`;
        break;
      case "sec-edgar": {
        const cik = opts.cik ?? String(int(1_600_000, 2_050_000));
        sourceId = `000${int(1_100_000, 1_999_999)}-26-${String(int(100, 999_999)).padStart(6, "0")}`;
        url = `https://www.sec.gov/Archives/edgar/data/${cik}/${sourceId.replaceAll("-", "")}/`;
        break;
      }
      case "lab-blogs":
        if (!opts.url) throw new Error(`lab-blogs item needs a url: ${title}`);
        sourceId = opts.url;
        url = opts.url;
        break;
      case "devto": {
        const user = set.devUsers[int(0, set.devUsers.length - 1)];
        sourceId = String(int(3_000_000, 3_199_999));
        url = `https://dev.to/${user}/${slug(title, 50)}-${b36(4)}`;
        break;
      }
      case "stackexchange":
        sourceId = String(int(79_810_000, 79_880_000));
        url = `https://stackoverflow.com/questions/${sourceId}/${slug(title, 70)}`;
        break;
      case "mastodon": {
        mastodonSnow += BigInt(int(1_000_000, 90_000_000)) * 1_000_000n;
        sourceId = String(mastodonSnow);
        url = opts.url ?? `https://${set.mastodonUsers[int(0, set.mastodonUsers.length - 1)]}/${sourceId}`;
        break;
      }
    }
    const row = {
      id: i + 1,
      source,
      sourceId,
      title,
      content,
      url,
      publishedAt: at.toISOString(),
      domain: DOMAIN[source],
    };
    const e = ENGAGEMENT[source];
    if (e) {
      const value =
        opts.eng ?? Math.round(Math.exp(Math.log(e[1] + 1) + rand() * (Math.log(e[2]) - Math.log(e[1] + 1))));
      row.engagement = { metric: e[0], value };
    }
    row.story = r.story ?? `single-${String(++single).padStart(3, "0")}`;
    return row;
  });

  return out;
}

/** Writes the rows as JSON lines and says how many. */
export function writeItems(path, rows) {
  writeFileSync(path, `${rows.map((o) => JSON.stringify(o)).join("\n")}\n`);
  process.stdout.write(`wrote ${rows.length} items to ${path}\n`);
}
