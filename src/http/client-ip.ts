import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** Unset: the socket peer is the client. `hops`: that many proxies in front. `cidrs`: proxies known by address. */
export type TrustProxy = undefined | { readonly hops: number } | { readonly cidrs: readonly string[] };

export type ClientIpResolver = (socketAddress: string, xForwardedFor: string | undefined) => string;

/** Stands in for an address that is missing or not an IP; all such requests share one rate-limit key. */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * Who the client is, given how far X-Forwarded-For can be believed. Entries are read from the right, because each
 * proxy appends the peer it saw; whatever the client wrote itself sits to the left and is reached only through hops
 * the operator trusts. The walk stops at the first malformed entry and keeps the last valid address, so a forged
 * or garbled header can make a client share its proxy's key but never pick an arbitrary one.
 */
export function createClientIpResolver(trust: TrustProxy): ClientIpResolver {
  if (trust === undefined) return (socket) => canonicalIp(socket) ?? UNKNOWN_ADDRESS;

  if ("hops" in trust) {
    const { hops } = trust;
    if (!(Number.isInteger(hops) && hops >= 0))
      throw new RangeError("TRUST_PROXY hops must be a non-negative integer.");
    return (socket, xff) => {
      const entries = splitForwardedFor(xff);
      let client = canonicalIp(socket) ?? UNKNOWN_ADDRESS;
      // The socket peer is the first trusted hop, so hops=1 yields the right-most entry.
      for (let i = 1; i <= hops; i++) {
        const raw = entries[entries.length - i];
        const ip = raw === undefined ? undefined : canonicalIp(raw);
        if (ip === undefined) break;
        client = ip;
      }
      return client;
    };
  }

  const trusted = trustedList(trust.cidrs);
  const isTrusted = (ip: string) => {
    const family = isIP(ip);
    return family !== 0 && trusted.check(ip, family === 4 ? "ipv4" : "ipv6");
  };
  return (socket, xff) => {
    const entries = splitForwardedFor(xff);
    let client = canonicalIp(socket) ?? UNKNOWN_ADDRESS;
    for (let i = entries.length - 1; i >= 0 && isTrusted(client); i--) {
      const ip = canonicalIp(entries[i] as string);
      if (ip === undefined) break;
      client = ip;
    }
    return client;
  };
}

/**
 * The rate-limit key of a client address: IPv4 as is, IPv6 by its /64, since one host is routinely handed a whole
 * /64 and could otherwise rotate through it. Anything that is not an IP becomes the shared unknown key.
 */
export function rateLimitKeyForIp(ip: string): string {
  const canonical = canonicalIp(ip);
  if (canonical === undefined) return UNKNOWN_ADDRESS;
  if (isIP(canonical) === 4) return canonical;
  const groups = ipv6Groups(canonical);
  return `${formatIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** The TCP peer on @hono/node-server; `unknown` when there is no socket (e.g. `app.request()` in tests). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_ADDRESS;
  } catch {
    return UNKNOWN_ADDRESS;
  }
}

/**
 * One address in canonical form, or undefined when it is not one: trims, drops brackets, a port and an IPv6 zone,
 * unwraps IPv4-mapped IPv6 (`::ffff:1.2.3.4` → `1.2.3.4`) and writes IPv6 the RFC 5952 way, so one host has one key.
 */
export function canonicalIp(raw: string): string | undefined {
  let s = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(s);
  if (bracketed) s = bracketed[1] as string;
  else if (/^[\d.]+:\d{1,5}$/.test(s)) s = s.slice(0, s.lastIndexOf(":"));
  const zone = s.indexOf("%");
  if (zone > 0 && s.includes(":")) s = s.slice(0, zone);
  const family = isIP(s);
  if (family === 4) return s;
  if (family !== 6) return undefined;
  const groups = ipv6Groups(s);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6] as number, groups[7] as number];
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return formatIpv6(groups);
}

function splitForwardedFor(header: string | undefined): string[] {
  return header === undefined || header.trim() === "" ? [] : header.split(",");
}

function trustedList(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of cidrs) {
    const [address = "", bits] = entry.trim().split("/");
    const ip = canonicalIp(address);
    if (ip === undefined || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      throw new RangeError(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range.`);
    }
    const family = isIP(ip) === 4 ? "ipv4" : "ipv6";
    // A mapped range written as IPv6 (::ffff:10.0.0.0/104) is matched as the IPv4 range it stands for.
    const mapped = family === "ipv4" && isIP(address.trim()) === 6;
    const max = family === "ipv4" ? 32 : 128;
    const prefix = bits === undefined ? max : Number(bits) - (mapped ? 96 : 0);
    if (prefix < 0 || prefix > max)
      throw new RangeError(`TRUST_PROXY: "${entry}" has an invalid prefix length.`);
    list.addSubnet(ip, prefix, family);
  }
  return list;
}

/** The eight 16-bit groups of an address `isIP` already accepted as IPv6 (zone removed). */
function ipv6Groups(s: string): number[] {
  const side = (part: string): number[] =>
    part === ""
      ? []
      : part.split(":").flatMap((g) => {
          if (!g.includes(".")) return [Number.parseInt(g, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = g.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const gap = s.indexOf("::");
  if (gap < 0) return side(s);
  const head = side(s.slice(0, gap));
  const tail = side(s.slice(gap + 2));
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** RFC 5952: lower-case hex without leading zeros, the longest run of two or more zero groups as `::`. */
function formatIpv6(groups: number[]): string {
  let bestStart = -1;
  let bestLen = 1;
  for (let i = 0; i < groups.length; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j++;
    if (j - i > bestLen) [bestStart, bestLen] = [i, j - i];
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLen).join(":")}`;
}
