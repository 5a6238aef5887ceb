import { parseAtomFeed } from "feedsmith";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paidRoutes } from "../src/api/routes.js";
import { formatUsdPrice } from "../src/payments/price.js";
import { seedDigestSeries } from "./helpers/digest-series.js";
import { makeDigest } from "./helpers/digests.js";
import { startTestServer, type TestServer } from "./helpers/server.js";
import { ErrorShape } from "./helpers/spec-shapes.js";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ PUBLIC_BASE_URL: "https://intel.example.com" });
});
afterEach(async () => {
  await server.close();
});

describe("GET /", () => {
  it("before the first digest: a page saying when it is due, not an error", async () => {
    const res = await server.get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain("No digest yet");
    expect(html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT\d\d:00:00\.000Z">/);
  });

  it("shows the newest digest's free view, the momentum chart and the prices from the route table", async () => {
    const [d] = await seedDigestSeries(server.store, 6);
    if (!d) throw new Error("no digest");
    const res = await server.get("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1 id="digest-title">${d.title}</h1>`);
    expect(html).toContain(d.executiveSummary);
    expect(html).toContain(`<span class="badge">${d.sentiment.overall}</span>`);
    for (const n of d.narratives) expect(html).toContain(`<td>${n.title}</td><td>${n.stage}</td>`);
    for (const s of d.signals) expect(html).toContain(s.signal);
    expect(html).not.toContain(d.fullAnalysis.slice(0, 40));
    // The chart: an image with a name and a description, and one line per leading narrative.
    expect(html).toMatch(/<svg class="chart"[^>]*role="img" aria-labelledby="chart-title chart-desc"/);
    expect(html).toContain("Inference price cuts: rising from 0.35 to 0.85");
    expect(html.match(/<polyline class="series s\d"/g)?.length).toBe(3);
    for (const r of paidRoutes()) {
      expect(html).toContain(
        `<code>GET ${r.path}</code></td><td class="num">${formatUsdPrice(r.price ?? "")}</td>`,
      );
    }
    expect(html).toContain('<link rel="alternate" type="application/atom+xml"');
    expect(html).toContain("npx intel-digest-mcp");
    expect(html).toContain("<code>POST /a2a</code>");
  });

  it("escapes digest text and sends a CSP without any script source", async () => {
    const d = makeDigest(new Date(), {
      title: `<script>alert("x")</script> & co`,
      signals: [{ source: "hn", signal: `<img src=x onerror=alert(1)>`, strength: "low" }],
    });
    await server.store.insertDigest(d, { slot: d.createdAt });
    const res = await server.get("/");
    const html = await res.text();
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("script-src");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 304 to a matching If-None-Match, compressed or not, and changes its ETag with the digest", async () => {
    await seedDigestSeries(server.store, 2);
    const first = await server.get("/", { headers: { "accept-encoding": "gzip" } });
    expect(first.headers.get("content-encoding")).toBe("gzip");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await server.get("/", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const weak = await server.get("/", { headers: { "if-none-match": `W/${etag}` } });
    expect(weak.status).toBe(304);
    const d = makeDigest(new Date());
    await server.store.insertDigest(d, { slot: d.createdAt });
    const changed = await server.get("/", { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain(d.title);
  });

  it("shares the free budget with the feed (the docs have their own) and answers POST with 405", async () => {
    await server.close();
    server = await startTestServer({ RATE_LIMIT_FREE: "2", RATE_LIMIT_DOCS: "50" });
    // Rate limit first, then route and method: the 405 spends one of the two requests too.
    const post = await server.post("/", {});
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toContain("GET");
    expect((await server.get("/")).status).toBe(200);
    const limited = await server.get("/feed.atom");
    expect(limited.status).toBe(429);
    expect(ErrorShape.parse(await limited.json()).error.code).toBe("rate_limited");
    expect((await server.get("/docs")).status).toBe(200);
    expect((await server.get("/docs/assets/swagger-ui.css")).status).toBe(200);
  });
});

/** RFC 4287's must-haves, checked on the XML itself (feedsmith is lenient by design). */
function checkAtomRules(xml: string): void {
  const feedHead = xml.slice(0, xml.indexOf("<entry>") === -1 ? undefined : xml.indexOf("<entry>"));
  for (const el of ["id", "title", "updated", "author"]) expect(feedHead, `feed <${el}>`).toContain(`<${el}`);
  expect(feedHead).toContain('<link rel="self" type="application/atom+xml"');
  const entries = xml.split("<entry>").slice(1);
  for (const e of entries) {
    for (const el of ["id", "title", "updated"])
      expect(e.match(new RegExp(`<${el}[ >]`, "g"))?.length, el).toBe(1);
    // An entry without content must have an alternate link; ours have both.
    expect(e).toContain('<link rel="alternate"');
    expect(e).toMatch(/<content type="text">/);
  }
  for (const [, date] of xml.matchAll(/<(?:updated|published)>([^<]+)</g))
    expect(date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
}

describe("GET /feed.atom", () => {
  it("is a valid Atom 1.0 feed of the recent digests, newest first, free fields only", async () => {
    const series = await seedDigestSeries(server.store, 3);
    const res = await server.get("/feed.atom");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await res.text();
    checkAtomRules(xml);
    const feed = parseAtomFeed(xml);
    expect(feed.id).toBe("https://intel.example.com/feed.atom");
    expect(feed.updated).toBe(series[0]?.createdAt);
    expect(feed.links?.find((l) => l.rel === "self")?.href).toBe("https://intel.example.com/feed.atom");
    expect(feed.entries?.map((e) => e.title?.value)).toEqual(series.map((d) => d.title));
    const [entry] = feed.entries ?? [];
    const [d] = series;
    if (!entry || !d) throw new Error("no entry");
    expect(entry.id).toBe(`tag:intel.example.com,${d.createdAt.slice(0, 10)}:digest/${d.id}`);
    expect(entry.updated).toBe(d.createdAt);
    expect(entry.summary?.value).toBe(d.executiveSummary);
    expect(entry.content?.value).toContain(`Sentiment: ${d.sentiment.overall}`);
    expect(xml).not.toContain(d.fullAnalysis.slice(0, 40));
  });

  it("keeps entry ids stable across requests and new digests, and caps the entries at 20", async () => {
    await seedDigestSeries(server.store, 22);
    const ids = async () =>
      (parseAtomFeed(await (await server.get("/feed.atom")).text()).entries ?? []).map((e) => e.id);
    const before = await ids();
    expect(before).toHaveLength(20);
    expect(new Set(before).size).toBe(20);
    expect(await ids()).toEqual(before);
    const d = makeDigest(new Date());
    await server.store.insertDigest(d, { slot: d.createdAt });
    const after = await ids();
    expect(after.slice(1)).toEqual(before.slice(0, 19));
  });

  it("survives hostile text: markup and control characters stay text and the XML stays well formed", async () => {
    const d = makeDigest(new Date(), { title: `Q3 <b>&</b> "growth" \u0001 ]]>` });
    await server.store.insertDigest(d, { slot: d.createdAt });
    const xml = await (await server.get("/feed.atom")).text();
    expect(xml).toContain(
      '<title type="text">Q3 &lt;b&gt;&amp;&lt;/b&gt; &quot;growth&quot;  ]]&gt;</title>',
    );
    expect(parseAtomFeed(xml).entries?.[0]?.title?.value).toBe(`Q3 <b>&</b> "growth"  ]]>`);
  });

  it("supports conditional GET with ETag and Last-Modified", async () => {
    const [d] = await seedDigestSeries(server.store, 2);
    const res = await server.get("/feed.atom");
    const etag = res.headers.get("etag") ?? "";
    const lastModified = res.headers.get("last-modified") ?? "";
    expect(new Date(lastModified).toISOString()).toBe(`${d?.createdAt.slice(0, 19)}.000Z`);
    expect((await server.get("/feed.atom", { headers: { "if-none-match": etag } })).status).toBe(304);
    expect((await server.get("/feed.atom", { headers: { "if-modified-since": lastModified } })).status).toBe(
      304,
    );
    const older = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await server.get("/feed.atom", { headers: { "if-modified-since": older } })).status).toBe(200);
    // If-None-Match wins over If-Modified-Since (RFC 9110).
    const both = await server.get("/feed.atom", {
      headers: { "if-none-match": '"other"', "if-modified-since": lastModified },
    });
    expect(both.status).toBe(200);
  });

  it("is a valid empty feed before the first digest", async () => {
    const xml = await (await server.get("/feed.atom")).text();
    checkAtomRules(xml);
    expect(parseAtomFeed(xml).entries ?? []).toEqual([]);
  });
});

describe("HEAD", () => {
  it.each(["/", "/feed.atom", "/docs"])("%s answers the GET's headers without a body", async (path) => {
    await seedDigestSeries(server.store, 2);
    const get = await server.get(path);
    const head = await server.get(path, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
    expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
    expect(await head.text()).toBe("");
  });
});

describe("GET /docs", () => {
  it("serves the Swagger UI shell with a script policy that has no 'unsafe-inline'", async () => {
    const res = await server.get("/docs");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<script src="/docs/assets/swagger-ui-bundle.js" defer></script>');
    expect(html).toContain('data-spec="/openapi.json"');
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' https://intel.example.com;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("serves the vendored files from the package, compressed once, and 404s anything else", async () => {
    const js = await server.get("/docs/assets/swagger-ui-bundle.js", {
      headers: { "accept-encoding": "br" },
    });
    expect(js.status).toBe(200);
    expect(js.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(js.headers.get("content-encoding")).toBe("br");
    expect((await js.text()).length).toBeGreaterThan(1_000_000);
    const css = await server.get("/docs/assets/swagger-ui.css");
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    const init = await (await server.get("/docs/assets/docs-init.js")).text();
    expect(init).toContain('op["x-payment-info"]');
    for (const bad of ["package.json", "..%2Fpackage.json", "index.html"]) {
      const res = await server.get(`/docs/assets/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(ErrorShape.parse(await res.json()).error.code).toBe("not_found");
    }
  });

  it("the page, feed and docs are in the OpenAPI document and llms.txt, from the route table", async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the document is walked by path
    const doc: any = await (await server.get("/openapi.json")).json();
    for (const p of ["/", "/feed.atom", "/docs", "/docs/assets/{file}"])
      expect(doc.paths[p], p).toBeDefined();
    expect(Object.keys(doc.paths["/feed.atom"].get.responses[200].content)).toEqual(["application/atom+xml"]);
    const llms = await (await server.get("/llms.txt")).text();
    expect(llms).toContain("https://intel.example.com/feed.atom");
  });
});
