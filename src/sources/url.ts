/**
 * Canonical URLs, so that the same article reached from two sources is one item: lower-case scheme and host, no
 * `www.`-independent tricks (hosts are kept as given), no fragment, no tracking parameters, sorted query, no default
 * port, no trailing slash on a non-root path, and redirect links unwrapped where the link itself carries the target.
 */

const TRACKING_PARAMS = new Set([
  "fbclid",
  "gclid",
  "dclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "mc_cid",
  "mc_eid",
  "igshid",
  "yclid",
  "twclid",
  "ref",
  "ref_src",
  "ref_url",
  "referrer",
  "source",
  "cmpid",
  "ncid",
  "oc",
  "guccounter",
  "guce_referrer",
  "guce_referrer_sig",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
  "spm",
  "share",
  "smid",
  "sr_share",
  "feature",
  "taid",
  "rss",
]);
const TRACKING_PREFIXES = ["utm_", "pk_", "mtm_", "hmb_", "__s"];

/** Query parameters that name the real target of a redirect link. */
const REDIRECT_HOSTS: Record<string, string[]> = {
  "www.google.com": ["url", "q"],
  "google.com": ["url", "q"],
  "news.google.com": ["url"],
  "l.facebook.com": ["u"],
  "out.reddit.com": ["url"],
  "t.umblr.com": ["z"],
  "www.bing.com": ["url"],
  "slack-redir.net": ["url"],
};

/**
 * Resolves `href` against `base`, unwraps redirect links and strips tracking. Returns undefined for anything that
 * is not an http(s) URL (mailto:, javascript:, garbage), so a bad link never becomes a stored item.
 */
export function canonicalUrl(href: string, base?: string): string | undefined {
  let u: URL;
  try {
    u = new URL(href.trim(), base);
  } catch {
    return undefined;
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return undefined;
  const target = unwrapRedirect(u);
  if (target && target.href !== u.href) return canonicalUrl(target.href);

  u.hash = "";
  u.username = "";
  u.password = "";
  const kept = [...u.searchParams.entries()].filter(([k]) => !isTracking(k));
  kept.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  u.search = "";
  for (const [k, v] of kept) u.searchParams.append(k, v);
  if (u.pathname.length > 1 && u.pathname.endsWith("/")) u.pathname = u.pathname.replace(/\/+$/, "");
  // URL already lower-cases the host and drops default ports.
  return u.href;
}

function isTracking(param: string): boolean {
  const p = param.toLowerCase();
  return TRACKING_PARAMS.has(p) || TRACKING_PREFIXES.some((prefix) => p.startsWith(prefix));
}

function unwrapRedirect(u: URL): URL | undefined {
  const params = REDIRECT_HOSTS[u.hostname];
  if (params) {
    for (const p of params) {
      const v = u.searchParams.get(p);
      if (v && /^https?:\/\//i.test(v)) {
        try {
          return new URL(v);
        } catch {
          // not a URL after all
        }
      }
    }
  }
  if (u.hostname === "news.google.com") return googleNewsTarget(u);
  return undefined;
}

/**
 * Google News links (`/rss/articles/CBMi…`, `/articles/CBMi…`) carry the publisher's URL inside a base64url
 * protobuf in the older format. Newer ids are opaque (resolving them takes a request to Google): those stay as given
 * and the feed's `<source url>` still names the publisher.
 */
export function googleNewsTarget(u: URL): URL | undefined {
  const m = /\/articles\/([A-Za-z0-9_-]+)/.exec(u.pathname);
  if (!m?.[1]) return undefined;
  let raw: string;
  try {
    raw = Buffer.from(m[1], "base64url").toString("latin1");
  } catch {
    return undefined;
  }
  const at = raw.search(/https?:\/\//);
  if (at < 1) return undefined;
  // The URL is a length-delimited protobuf field: read its varint length (one or two bytes) just before it.
  const b1 = raw.charCodeAt(at - 1);
  const b2 = at >= 2 ? raw.charCodeAt(at - 2) : 0;
  const length = b1 < 0x80 && !(b2 & 0x80) ? b1 : b2 & 0x80 ? (b2 & 0x7f) | (b1 << 7) : b1;
  const candidate = raw.slice(at, at + length);
  if (!/^https?:\/\/[\x21-\x7e]+$/.test(candidate)) return undefined;
  try {
    const url = new URL(candidate);
    return url.hostname.includes(".") ? url : undefined;
  } catch {
    return undefined;
  }
}
