import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paidRoutes } from "../src/api/routes.js";
import type { MasterDigest } from "../src/digest/schema.js";
import { formatUsdPrice } from "../src/payments/price.js";
import { findChromium } from "./helpers/chromium.js";
import { seedDigestSeries } from "./helpers/digest-series.js";
import { startTestServer, type TestServer } from "./helpers/server.js";

/**
 * The page, the API reference and the feed in Debian's Chromium, driven by playwright-core. Screenshots go to
 * test-artifacts/browser/ (gitignored; CI keeps the folder as an artifact). Without a Chromium the suite is skipped
 * with a warning, except in CI, where `.ci/run` installs one and a missing browser fails the run.
 */
// The callbacks of page.evaluate run in the browser. The project compiles without the DOM library (a lib reference
// here would leak DOM globals into src/), so the few browser globals they use are declared for this module only.
// biome-ignore-start lint/suspicious/noExplicitAny: browser globals, typed loosely on purpose
declare const document: any;
declare const getComputedStyle: (el: any) => { color: string; backgroundColor: string; fontSize: string };
declare const DOMParser: new () => { parseFromString(xml: string, type: string): any };
type Element = any;
// biome-ignore-end lint/suspicious/noExplicitAny: browser globals, typed loosely on purpose

const CI = Boolean(process.env.CI);
const executablePath = findChromium();
const ARTIFACTS = join(import.meta.dirname, "..", "test-artifacts", "browser");
if (!executablePath && !CI) {
  console.warn(
    "Browser tests SKIPPED: no Chromium found (apt-get install chromium, or set CHROMIUM_PATH to its binary).",
  );
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

describe.skipIf(!executablePath && !CI)("in a real browser", () => {
  let browser: Browser;
  let server: TestServer;
  let series: MasterDigest[];
  let clients = 0;

  beforeAll(async () => {
    if (!executablePath) throw new Error("CI: no Chromium found; .ci/run installs it with apt-get.");
    mkdirSync(ARTIFACTS, { recursive: true });
    // The published budgets (5 free, 60 docs per minute); each browser context is its own client through
    // X-Forwarded-For, so the page is tested under the real limits without the tests sharing one budget.
    server = await startTestServer({ RATE_LIMIT_FREE: "5", RATE_LIMIT_DOCS: "60", TRUST_PROXY: "1" });
    series = await seedDigestSeries(server.store, 12);
    // --no-sandbox: CI runs as root, where Chromium refuses its sandbox.
    browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Opens a path and records every console error, page error and failed request (CSP violations included). */
  async function open(path: string, options: BrowserContextOptions = {}) {
    const context = await browser.newContext({
      viewport: DESKTOP,
      extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${++clients}` },
      ...options,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(`console: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
    page.on("response", (r) => {
      if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
    });
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    return { page, problems, close: () => context.close() };
  }

  const shot = (page: Page, name: string, fullPage = true) =>
    page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage });

  it("home page: the newest digest, its narratives, the chart and the prices, with no console errors", async () => {
    const { page, problems, close } = await open("/");
    const d = series[0] as MasterDigest;
    expect((await page.title()).startsWith(`${d.title} · `)).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(d.title);
    for (const role of ["banner", "navigation", "main", "contentinfo"] as const)
      expect(await page.getByRole(role).count(), role).toBe(1);
    const narratives = page.locator("#narratives + .table-wrap tbody tr");
    expect(await narratives.count()).toBe(d.narratives.length);
    expect(await narratives.first().textContent()).toContain(d.narratives[0]?.title);
    const chart = page.getByRole("img", { name: "Narrative momentum over recent digests" });
    expect(await chart.isVisible()).toBe(true);
    expect((await chart.boundingBox())?.height).toBeGreaterThan(150);
    const paidTable = page.locator("h3:text('Paid') + .table-wrap");
    for (const r of paidRoutes())
      expect(await paidTable.textContent()).toContain(formatUsdPrice(r.price ?? ""));
    expect(
      await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute("href"),
    ).toBe("/feed.atom");
    await shot(page, "home-desktop");
    expect(problems).toEqual([]);
    await close();
  });

  it("home page on a phone: no sideways scrolling, readable text", async () => {
    const { page, problems, close } = await open("/", {
      viewport: PHONE,
      deviceScaleFactor: 2,
      isMobile: true,
    });
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
      font: Number.parseFloat(getComputedStyle(document.body).fontSize),
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(widths.font).toBeGreaterThanOrEqual(16);
    await shot(page, "home-mobile");
    const chart = page.getByRole("img", { name: "Narrative momentum over recent digests" });
    await chart.screenshot({ path: join(ARTIFACTS, "home-mobile-chart.png") });
    expect(problems).toEqual([]);
    await close();
  });

  it.each(["light", "dark"] as const)(
    "home page in %s mode: text contrast at least 4.5:1",
    async (colorScheme) => {
      const { page, problems, close } = await open("/", { colorScheme });
      const ratios = await page.evaluate(() => {
        const rgb = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
        const lum = (c: string) => {
          const [r, g, b] = rgb(c).map((v) => {
            const s = v / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
        };
        const bg = getComputedStyle(document.body).backgroundColor;
        const ratio = (el: Element) => {
          const [a, b] = [lum(getComputedStyle(el).color), lum(bg)].sort((x, y) => y - x);
          return ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05);
        };
        const sel = ["h1", ".lead", ".meta", "th", "a", ".strength", "footer", ".chart text"];
        return {
          bg,
          ...Object.fromEntries(sel.map((s) => [s, ratio(document.querySelector(s) as Element)])),
        };
      });
      const { bg, ...byElement } = ratios as Record<string, number> & { bg: string };
      for (const [sel, r] of Object.entries(byElement)) expect(r, sel).toBeGreaterThanOrEqual(4.5);
      // The scheme is really followed: a dark background in dark mode, a light one otherwise.
      const sum = (bg.match(/\d+/g) ?? []).slice(0, 3).reduce((a, v) => a + Number(v), 0);
      expect(colorScheme === "dark" ? sum < 150 : sum > 600).toBe(true);
      await shot(page, `home-${colorScheme}`);
      expect(problems).toEqual([]);
      await close();
    },
  );

  it("/docs: Swagger UI from our own files, every route listed with its price, no console errors", async () => {
    const { page, problems, close } = await open("/docs");
    await page.locator(".opblock-summary").first().waitFor();
    const text = (await page.locator("#swagger-ui").textContent()) ?? "";
    for (const r of paidRoutes()) {
      expect(text).toContain(r.path);
      expect(text).toContain(`$${r.price} per call (x402)`);
    }
    expect(text).toContain("/v1/intelligence/latest");
    await shot(page, "docs-desktop", false);
    // Opening an operation shows its description and the x-payment-info extension.
    await page.locator(".opblock-summary", { hasText: "/v1/intelligence/history" }).first().click();
    await page.locator(".opblock-description-wrapper").first().waitFor();
    expect(await page.locator(".opblock.is-open").textContent()).toContain("Price: $0.03 per call (x402).");
    await page.locator(".opblock.is-open").screenshot({ path: join(ARTIFACTS, "docs-operation.png") });
    expect(problems).toEqual([]);
    await close();
  });

  it("/docs on a phone", async () => {
    const { page, problems, close } = await open("/docs", {
      viewport: PHONE,
      deviceScaleFactor: 2,
      isMobile: true,
    });
    await page.locator(".opblock-summary").first().waitFor();
    await shot(page, "docs-mobile", false);
    expect(problems).toEqual([]);
    await close();
  });

  it("/feed.atom is well-formed XML to the browser's strict parser, with one entry per digest", async () => {
    // The page's CSP lets it fetch nothing, so the feed is fetched here and parsed in a blank page.
    const xml = await (await fetch(`${server.url}/feed.atom`)).text();
    const context = await browser.newContext();
    const page = await context.newPage();
    const close = () => context.close();
    const parsed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      const ns = "http://www.w3.org/2005/Atom";
      return {
        error: doc.getElementsByTagName("parsererror")[0]?.textContent ?? null,
        root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
        entries: doc.getElementsByTagNameNS(ns, "entry").length,
        firstTitle: doc.getElementsByTagNameNS(ns, "entry")[0]?.getElementsByTagNameNS(ns, "title")[0]
          ?.textContent,
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("http://www.w3.org/2005/Atom feed");
    expect(parsed.entries).toBe(series.length);
    expect(parsed.firstTitle).toBe(series[0]?.title);
    await close();
  });
});
