/**
 * 64-bit SimHash over weighted token features, written here because the npm SimHash packages are unmaintained or
 * 32-bit. Held as two unsigned 32-bit halves (no BigInt on the hot path) and stored as 16 hex digits.
 * Near-duplicates (one story syndicated with small edits) land within a few bits of each other.
 */

export type SimHash = readonly [hi: number, lo: number];

const STOP = new Set(
  "a an and are as at be by for from has have in into is it its of on or that the this to was were will with via how why what new after over says said".split(
    " ",
  ),
);

/** Lower-case word tokens without punctuation or stop words; numbers are kept (model names, amounts). */
export function tokens(text: string): string[] {
  const words =
    text
      .toLowerCase()
      // Accents off ("zürich" is one token, not "zu" + "rich"); other scripts' marks stay inside their word.
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      // Typographic apostrophes as the ASCII one: feeds differ on "OpenAI’s" and "OpenAI's".
      .replace(/[\u2018\u2019\u02bc\u2032]/g, "'")
      .match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:[.'][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu) ?? [];
  return words.filter((t) => !STOP.has(t) && (t.length > 1 || /\d/.test(t)));
}

/** Title key for exact syndication matches: the title's tokens, in order, joined. */
export const titleKey = (title: string): string => tokens(title).join(" ");

function fnv1a(s: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // Final avalanche (murmur3 fmix32): FNV alone leaves the high bits of short strings poorly mixed.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Title words and word pairs weigh 3, content words 1: syndicated copies keep the headline, not the excerpt. */
export function simhashOf(title: string, content: string): SimHash {
  const acc = new Float64Array(64);
  const add = (feature: string, w: number) => {
    const hi = fnv1a(feature, 0x811c9dc5);
    const lo = fnv1a(feature, 0x9747b28c);
    for (let b = 0; b < 32; b++) {
      acc[b] = (acc[b] ?? 0) + ((hi >>> b) & 1 ? w : -w);
      acc[32 + b] = (acc[32 + b] ?? 0) + ((lo >>> b) & 1 ? w : -w);
    }
  };
  const t = tokens(title);
  t.forEach((tok, i) => {
    add(tok, 3);
    if (i > 0) add(`${t[i - 1]} ${tok}`, 3);
  });
  for (const tok of tokens(content.slice(0, 400))) add(tok, 1);
  let hi = 0;
  let lo = 0;
  for (let b = 0; b < 32; b++) {
    if ((acc[b] ?? 0) > 0) hi |= 1 << b;
    if ((acc[32 + b] ?? 0) > 0) lo |= 1 << b;
  }
  return [hi >>> 0, lo >>> 0];
}

/** Below this many words a text's hash is decided by too few features to tell copies from cousins. */
export const MIN_TEXT_TOKENS = 40;

/**
 * SimHash of an item's text alone (words and word pairs, all of the excerpt), for syndicated copies that keep the
 * body but retitle it. Undefined for short texts: most feeds give a line or two, which says nothing.
 */
export function textSimhash(content: string): SimHash | undefined {
  const t = tokens(content);
  if (t.length < MIN_TEXT_TOKENS) return undefined;
  const acc = new Float64Array(64);
  const add = (feature: string) => {
    const hi = fnv1a(feature, 0x811c9dc5);
    const lo = fnv1a(feature, 0x9747b28c);
    for (let b = 0; b < 32; b++) {
      acc[b] = (acc[b] ?? 0) + ((hi >>> b) & 1 ? 1 : -1);
      acc[32 + b] = (acc[32 + b] ?? 0) + ((lo >>> b) & 1 ? 1 : -1);
    }
  };
  t.forEach((tok, i) => {
    add(tok);
    if (i > 0) add(`${t[i - 1]} ${tok}`);
  });
  let hi = 0;
  let lo = 0;
  for (let b = 0; b < 32; b++) {
    if ((acc[b] ?? 0) > 0) hi |= 1 << b;
    if ((acc[32 + b] ?? 0) > 0) lo |= 1 << b;
  }
  return [hi >>> 0, lo >>> 0];
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

export const hamming = (a: SimHash, b: SimHash): number => popcount(a[0] ^ b[0]) + popcount(a[1] ^ b[1]);

export const toHex = (h: SimHash): string =>
  h[0].toString(16).padStart(8, "0") + h[1].toString(16).padStart(8, "0");

export function fromHex(hex: string): SimHash {
  return [Number.parseInt(hex.slice(0, 8), 16) >>> 0, Number.parseInt(hex.slice(8, 16), 16) >>> 0];
}

/**
 * Four 16-bit bands: two hashes within 3 bits of each other share at least one band exactly (pigeonhole), so
 * looking up the four bands finds every near-duplicate without comparing against every stored item.
 */
export function bands(h: SimHash): [string, string, string, string] {
  return [`0:${h[0] >>> 16}`, `1:${h[0] & 0xffff}`, `2:${h[1] >>> 16}`, `3:${h[1] & 0xffff}`];
}
