import { describe, expect, it } from "vitest";
import { canonicalIp, createClientIpResolver, rateLimitKeyForIp, UNKNOWN_ADDRESS } from "./client-ip.js";

describe("createClientIpResolver without trust", () => {
  const resolve = createClientIpResolver(undefined);

  it("uses the socket address and ignores a client-sent X-Forwarded-For", () => {
    expect(resolve("203.0.113.9", undefined)).toBe("203.0.113.9");
    expect(resolve("203.0.113.9", "1.1.1.1")).toBe("203.0.113.9");
    expect(resolve("203.0.113.9", "1.1.1.1, 2.2.2.2")).toBe("203.0.113.9");
  });

  it("unwraps IPv4-mapped IPv6 and canonicalises IPv6", () => {
    expect(resolve("::ffff:203.0.113.9", undefined)).toBe("203.0.113.9");
    expect(resolve("2001:DB8:0:0::0001", undefined)).toBe("2001:db8::1");
  });

  it("turns a missing or garbled socket address into the unknown key", () => {
    expect(resolve("", undefined)).toBe(UNKNOWN_ADDRESS);
    expect(resolve("unknown", "1.1.1.1")).toBe(UNKNOWN_ADDRESS);
  });
});

describe("createClientIpResolver with hops", () => {
  const proxy = "10.0.0.2";

  it("hops=1 takes the right-most entry, never the client-supplied left part", () => {
    const resolve = createClientIpResolver({ hops: 1 });
    expect(resolve(proxy, "198.51.100.7")).toBe("198.51.100.7");
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy appended what it saw.
    expect(resolve(proxy, "6.6.6.6, 198.51.100.7")).toBe("198.51.100.7");
    expect(resolve(proxy, " 6.6.6.6 ,198.51.100.7 ")).toBe("198.51.100.7");
  });

  it("hops=2 takes the second entry from the right", () => {
    const resolve = createClientIpResolver({ hops: 2 });
    expect(resolve(proxy, "6.6.6.6, 198.51.100.7, 10.0.0.1")).toBe("198.51.100.7");
  });

  it("uses the left-most entry when the header is shorter than the hop count", () => {
    const resolve = createClientIpResolver({ hops: 3 });
    expect(resolve(proxy, "198.51.100.7, 10.0.0.1")).toBe("198.51.100.7");
    expect(resolve(proxy, undefined)).toBe(proxy);
    expect(resolve(proxy, "")).toBe(proxy);
  });

  it("hops=0 trusts nobody", () => {
    expect(createClientIpResolver({ hops: 0 })(proxy, "198.51.100.7")).toBe(proxy);
  });

  it("stops at a malformed entry and keeps the last valid address", () => {
    const resolve = createClientIpResolver({ hops: 2 });
    expect(resolve(proxy, "<script>, 10.0.0.1")).toBe("10.0.0.1");
    expect(resolve(proxy, "198.51.100.7, not-an-ip")).toBe(proxy);
    expect(resolve(proxy, "198.51.100.7,, 10.0.0.1")).toBe("10.0.0.1");
    expect(resolve(proxy, "unknown, 10.0.0.1")).toBe("10.0.0.1");
    expect(resolve(proxy, "999.1.1.1, 10.0.0.1")).toBe("10.0.0.1");
  });

  it("reads ports, brackets and mapped addresses in entries", () => {
    const resolve = createClientIpResolver({ hops: 1 });
    expect(resolve(proxy, "198.51.100.7:4711")).toBe("198.51.100.7");
    expect(resolve(proxy, "[2001:db8::7]:443")).toBe("2001:db8::7");
    expect(resolve(proxy, "::FFFF:198.51.100.7")).toBe("198.51.100.7");
  });

  it("rejects a bad hop count", () => {
    expect(() => createClientIpResolver({ hops: -1 })).toThrow(RangeError);
    expect(() => createClientIpResolver({ hops: 1.5 })).toThrow(RangeError);
  });
});

describe("createClientIpResolver with trusted ranges", () => {
  const resolve = createClientIpResolver({ cidrs: ["10.0.0.0/8", "127.0.0.1", "fd00::/8"] });

  it("walks left through trusted proxies to the first untrusted address", () => {
    expect(resolve("10.0.0.2", "198.51.100.7")).toBe("198.51.100.7");
    expect(resolve("10.0.0.2", "6.6.6.6, 198.51.100.7, 10.1.2.3")).toBe("198.51.100.7");
    expect(resolve("fd00::1", "2001:db8::9, fd12::3")).toBe("2001:db8::9");
  });

  it("ignores X-Forwarded-For from an untrusted peer", () => {
    expect(resolve("203.0.113.9", "198.51.100.7")).toBe("203.0.113.9");
    expect(resolve("203.0.113.9", "10.0.0.1")).toBe("203.0.113.9");
  });

  it("does not believe entries written left of an untrusted hop", () => {
    // 198.51.100.7 is the real client; it claimed to come through 10.9.9.9 from 6.6.6.6.
    expect(resolve("10.0.0.2", "6.6.6.6, 10.9.9.9, 198.51.100.7")).toBe("198.51.100.7");
  });

  it("uses the left-most entry when every hop is trusted", () => {
    expect(resolve("127.0.0.1", "10.0.0.5, 10.0.0.6")).toBe("10.0.0.5");
    expect(resolve("127.0.0.1", undefined)).toBe("127.0.0.1");
  });

  it("matches an IPv4-mapped socket address against IPv4 ranges", () => {
    expect(resolve("::ffff:10.0.0.2", "198.51.100.7")).toBe("198.51.100.7");
    const mappedRange = createClientIpResolver({ cidrs: ["::ffff:10.0.0.0/104"] });
    expect(mappedRange("10.200.0.1", "198.51.100.7")).toBe("198.51.100.7");
    expect(mappedRange("11.0.0.1", "198.51.100.7")).toBe("11.0.0.1");
  });

  it("stops at a malformed entry and keeps the last valid address", () => {
    expect(resolve("10.0.0.2", "198.51.100.7, garbage")).toBe("10.0.0.2");
    expect(resolve("10.0.0.2", "garbage, 10.0.0.3")).toBe("10.0.0.3");
  });

  it("rejects a malformed range", () => {
    expect(() => createClientIpResolver({ cidrs: ["10.0.0.0/33"] })).toThrow(RangeError);
    expect(() => createClientIpResolver({ cidrs: ["example.com"] })).toThrow(RangeError);
  });
});

describe("rateLimitKeyForIp", () => {
  it("keys IPv4 by the address", () => {
    expect(rateLimitKeyForIp("198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitKeyForIp("::ffff:198.51.100.7")).toBe("198.51.100.7");
  });

  it("keys IPv6 by its /64, however the address is written", () => {
    expect(rateLimitKeyForIp("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKeyForIp("2001:0DB8:0001:0002:ffff:eeee:dddd:cccc")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKeyForIp("2001:db8::1")).toBe("2001:db8::/64");
    expect(rateLimitKeyForIp("2001:db8:0:0:1::")).toBe("2001:db8::/64");
    expect(rateLimitKeyForIp("2001:0:0:1::5")).toBe("2001:0:0:1::/64");
    expect(rateLimitKeyForIp("::1")).toBe("::/64");
    expect(rateLimitKeyForIp("fe80::1%eth0")).toBe("fe80::/64");
  });

  it("never turns garbage into its own key", () => {
    expect(rateLimitKeyForIp("unknown")).toBe(UNKNOWN_ADDRESS);
    expect(rateLimitKeyForIp("1.2.3.4; DROP")).toBe(UNKNOWN_ADDRESS);
  });
});

describe("canonicalIp", () => {
  it("writes IPv6 per RFC 5952", () => {
    expect(canonicalIp("2001:db8:0:0:1:0:0:1")).toBe("2001:db8::1:0:0:1");
    expect(canonicalIp("2001:db8:0:1:1:1:1:1")).toBe("2001:db8:0:1:1:1:1:1");
    expect(canonicalIp("::")).toBe("::");
    expect(canonicalIp("::ffff:0102:0304")).toBe("1.2.3.4");
    expect(canonicalIp("64:ff9b::192.0.2.33")).toBe("64:ff9b::c000:221");
  });
});
