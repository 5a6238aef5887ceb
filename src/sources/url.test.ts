import { describe, expect, it } from "vitest";
import { canonicalUrl, googleNewsTarget } from "./url.js";

/** An old-format Google News article id: base64url of a protobuf with the publisher URL as field 4. */
function oldGoogleNewsId(target: string): string {
  const url = [...Buffer.from(target, "latin1")];
  const len = url.length;
  const varint = len < 0x80 ? [len] : [(len & 0x7f) | 0x80, len >> 7];
  // field 1 varint 19, field 4 (bytes) the URL, field 26 (bytes) an empty AMP URL: the shape of real ids.
  return Buffer.from([0x08, 0x13, 0x22, ...varint, ...url, 0xd2, 0x01, 0x00]).toString("base64url");
}

/** A new-format id: the same envelope, but field 4 holds an opaque token instead of the URL. */
const NEW_FORMAT_ID = Buffer.from([
  0x08,
  0x13,
  0x22,
  0x2a,
  ...Buffer.from("AU_yqLPq0k2bFv7nT1dBsE3xL9wZ8rJcQmHfYtNaUe", "latin1"),
  0xd2,
  0x01,
  0x00,
]).toString("base64url");

describe("canonicalUrl", () => {
  it("resolves relative links against the base", () => {
    const base = "https://blog.example.com/feed/index.xml";
    expect(canonicalUrl("/posts/42", base)).toBe("https://blog.example.com/posts/42");
    expect(canonicalUrl("../about", base)).toBe("https://blog.example.com/about");
    expect(canonicalUrl("item?id=7", base)).toBe("https://blog.example.com/feed/item?id=7");
    expect(canonicalUrl("//cdn.example.net/a", base)).toBe("https://cdn.example.net/a");
    expect(canonicalUrl("  https://other.example/x  ", base)).toBe("https://other.example/x");
  });

  it("removes tracking parameters (utm_*, fbclid, gclid, ref, oc, any case) and keeps the others, sorted", () => {
    expect(
      canonicalUrl(
        "https://news.example.com/story?utm_source=rss&z=last&UTM_Medium=feed&id=42&fbclid=IwAR0x&gclid=Cj0K&ref=hn&oc=5&a=first",
      ),
    ).toBe("https://news.example.com/story?a=first&id=42&z=last");
    expect(canonicalUrl("https://e.example/p?utm_campaign=x&utm_content=y")).toBe("https://e.example/p");
  });

  it("sorts repeated parameters by value so that order in the source does not matter", () => {
    expect(canonicalUrl("https://e.example/s?tag=b&tag=a&page=2")).toBe(
      "https://e.example/s?page=2&tag=a&tag=b",
    );
    expect(canonicalUrl("https://e.example/s?tag=a&page=2&tag=b")).toBe(
      canonicalUrl("https://e.example/s?page=2&tag=b&tag=a"),
    );
  });

  it("drops the fragment and credentials", () => {
    expect(canonicalUrl("https://e.example/a#comments")).toBe("https://e.example/a");
    expect(canonicalUrl("https://user:secret@e.example/a?x=1#top")).toBe("https://e.example/a?x=1");
  });

  it("lower-cases scheme and host, drops default ports, keeps others and the path's case", () => {
    expect(canonicalUrl("HTTPS://News.Example.COM:443/Path/To")).toBe("https://news.example.com/Path/To");
    expect(canonicalUrl("http://example.com:80/a")).toBe("http://example.com/a");
    expect(canonicalUrl("http://example.com:8080/a")).toBe("http://example.com:8080/a");
  });

  it("removes a trailing slash from a non-root path only", () => {
    expect(canonicalUrl("https://e.example/posts/42/")).toBe("https://e.example/posts/42");
    expect(canonicalUrl("https://e.example/posts//")).toBe("https://e.example/posts");
    expect(canonicalUrl("https://e.example/posts/?id=1")).toBe("https://e.example/posts?id=1");
    expect(canonicalUrl("https://e.example/")).toBe("https://e.example/");
    expect(canonicalUrl("https://e.example")).toBe("https://e.example/");
  });

  it("gives the same result for trivially different spellings of one link", () => {
    const variants = [
      "https://e.example/a/b/?x=1&utm_source=tw",
      "HTTPS://E.EXAMPLE:443/a/b?utm_medium=social&x=1#frag",
      "/a/b/?x=1",
    ];
    const canonical = new Set(variants.map((v) => canonicalUrl(v, "https://e.example/feed")));
    expect([...canonical]).toEqual(["https://e.example/a/b?x=1"]);
  });

  it("is idempotent", () => {
    for (const u of [
      "https://e.example/a/?b=2&a=1&utm_x=1#f",
      "https://www.google.com/url?q=https://t.example/x/&sa=U",
      `https://news.google.com/rss/articles/${oldGoogleNewsId("https://pub.example/2026/ai-act?utm_source=gn")}?oc=5`,
    ]) {
      const once = canonicalUrl(u);
      expect(once).toBeDefined();
      expect(canonicalUrl(once as string)).toBe(once);
    }
  });

  it("refuses non-http schemes and garbage", () => {
    for (const bad of [
      "mailto:someone@example.com",
      "javascript:alert(1)",
      "ftp://files.example.com/a",
      "data:text/html,hi",
      "tel:+15551234",
      "not a url",
      "http://",
      "",
    ]) {
      expect(canonicalUrl(bad), bad).toBeUndefined();
    }
    // A relative link with a non-http base is no better.
    expect(canonicalUrl("/a", "file:///etc/passwd")).toBeUndefined();
  });

  it("unwraps Google redirect links, then canonicalises the target", () => {
    expect(
      canonicalUrl(
        "https://www.google.com/url?rct=j&sa=t&url=https://www.reuters.com/technology/ai-rules-2026-11-20/%3Futm_source%3Dgoogle&ct=ga&cd=CAIyGg&usg=AOvVaw",
      ),
    ).toBe("https://www.reuters.com/technology/ai-rules-2026-11-20");
    expect(
      canonicalUrl("https://www.google.com/url?q=https%3A%2F%2Fexample.org%2Fpost%3Fid%3D3%23x&sa=U"),
    ).toBe("https://example.org/post?id=3");
  });

  it("unwraps out.reddit.com links", () => {
    expect(
      canonicalUrl(
        "https://out.reddit.com/t3_1gx2abc?url=https%3A%2F%2Fgithub.com%2Facme%2Fllm-tool%3Fref%3Dreddit&token=AQAAq&app_name=web2x",
      ),
    ).toBe("https://github.com/acme/llm-tool");
  });

  it("unwraps nested redirects", () => {
    const reddit = `https://out.reddit.com/t3_x?url=${encodeURIComponent("https://example.org/deep/?utm_source=r")}`;
    const google = `https://www.google.com/url?q=${encodeURIComponent(reddit)}&sa=D`;
    expect(canonicalUrl(google)).toBe("https://example.org/deep");
  });

  it("keeps a redirect host's link as is when it carries no http target", () => {
    expect(canonicalUrl("https://out.reddit.com/t3_x?url=javascript:alert(1)")).toBe(
      "https://out.reddit.com/t3_x?url=javascript%3Aalert%281%29",
    );
    expect(canonicalUrl("https://www.google.com/maps/place/Berlin")).toBe(
      "https://www.google.com/maps/place/Berlin",
    );
  });

  it("resolves an old-format Google News link to the publisher's canonical URL", () => {
    const id = oldGoogleNewsId("https://www.theverge.com/2026/11/20/ai-act-vote?utm_source=googlenews");
    expect(id.startsWith("CBMi")).toBe(true);
    expect(canonicalUrl(`https://news.google.com/rss/articles/${id}?oc=5&hl=en-US`)).toBe(
      "https://www.theverge.com/2026/11/20/ai-act-vote",
    );
  });

  it("keeps a new-format Google News link (opaque id), without tracking", () => {
    expect(canonicalUrl(`https://news.google.com/rss/articles/${NEW_FORMAT_ID}?oc=5`)).toBe(
      `https://news.google.com/rss/articles/${NEW_FORMAT_ID}`,
    );
  });
});

describe("googleNewsTarget", () => {
  const gn = (id: string, path = "/rss/articles/") => new URL(`https://news.google.com${path}${id}?oc=5`);

  it("decodes a short URL (one-byte varint length)", () => {
    const target = "https://techcrunch.com/2026/11/21/startup-raises-seed/";
    expect(target.length).toBeLessThan(128);
    expect(googleNewsTarget(gn(oldGoogleNewsId(target)))?.href).toBe(target);
    expect(googleNewsTarget(gn(oldGoogleNewsId(target), "/articles/"))?.href).toBe(target);
  });

  it("decodes a long URL (two-byte varint length) exactly, without the trailing protobuf bytes", () => {
    const target = `https://www.example-news.com/technology/artificial-intelligence/${"very-long-slug-".repeat(6)}2026?id=${"9".repeat(20)}`;
    expect(target.length).toBeGreaterThanOrEqual(128);
    expect(googleNewsTarget(gn(oldGoogleNewsId(target)))?.href).toBe(target);
  });

  it("decodes lengths at the varint boundaries (127, 128, 255, 300)", () => {
    for (const len of [127, 128, 129, 255, 256, 300]) {
      const prefix = "https://boundary.example/";
      const target = prefix + "a".repeat(len - prefix.length);
      expect(target).toHaveLength(len);
      expect(googleNewsTarget(gn(oldGoogleNewsId(target)))?.href, `length ${len}`).toBe(target);
    }
  });

  it("leaves a new-format opaque id undecoded", () => {
    expect(NEW_FORMAT_ID.startsWith("CBMi")).toBe(true);
    expect(googleNewsTarget(gn(NEW_FORMAT_ID))).toBeUndefined();
  });

  it("returns undefined for other Google News paths and junk ids", () => {
    expect(googleNewsTarget(new URL("https://news.google.com/rss/search?q=ai"))).toBeUndefined();
    expect(googleNewsTarget(gn("not-base64-at-all"))).toBeUndefined();
    // A URL-looking payload without a dotted host is not taken.
    expect(googleNewsTarget(gn(oldGoogleNewsId("http://localhost/x")))).toBeUndefined();
  });
});
