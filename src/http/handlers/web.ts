import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Context } from "hono";
import type { RouteDef } from "../../api/route-def.js";
import { ROUTES } from "../../api/routes.js";
import { recentDigests } from "../../digest/recent.js";
import type { MasterDigest } from "../../digest/schema.js";
import { defaultNextExpected } from "../../digest/views.js";
import { routeOf } from "../../discovery/doc-context.js";
import { AppError } from "../../errors/index.js";
import {
  DOCS_INIT_FILE,
  DOCS_INIT_JS,
  DOCS_VENDOR_FILES,
  docsCsp,
  momentumHistory,
  PAGE_CSP,
  renderDocsPage,
  renderFeed,
  renderPage,
  WEB_IDS,
} from "../../web/index.js";
import type { AppDeps } from "../deps.js";
import { sendWebBody, type WebBody, webBody } from "../web-body.js";

/** Entries in the feed, and digests the momentum chart spans (two days of 4-hour cycles). */
export const FEED_ENTRIES = 20;
export const CHART_CYCLES = 12;

const routes = ROUTES as readonly RouteDef[];
const path = (id: string) => routeOf(routes, id).path;
const PAGE_HEADERS = {
  "Cache-Control": "public, max-age=60",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/**
 * The home page, the Atom feed and the API reference. Each rendering is kept until its input changes (the newest
 * digest, the next expected time), so a request is a lookup plus a conditional-GET check.
 */
export function webHandlers(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const nextExpected = deps.nextExpected ?? defaultNextExpected;
  const startedAt = now();
  let recent: { key: string; digests: MasterDigest[] } | undefined;
  let home: { key: string; body: WebBody } | undefined;
  let feed: { key: string; body: WebBody } | undefined;

  /** The recent digests with the current one first (a replica may see it before the store's list does). */
  const recentFor = async (d: MasterDigest | undefined): Promise<MasterDigest[]> => {
    const key = d?.id ?? "";
    if (recent?.key !== key) {
      const list = d ? await recentDigests(deps.store, FEED_ENTRIES) : [];
      const digests = d && list[0]?.id !== d.id ? [d, ...list.filter((x) => x.id !== d.id)] : list;
      recent = { key, digests: digests.slice(0, FEED_ENTRIES) };
    }
    return recent.digests;
  };

  const docsPage = webBody(
    renderDocsPage({
      serviceName: deps.docs.serviceName,
      assetsPath: path("getDocsAsset").replace(/\/\{file\}$/, ""),
      openapiPath: path("getOpenApi"),
      homePath: path(WEB_IDS.page),
    }),
    "text/html; charset=utf-8",
  );
  const assets = new Map<string, Promise<WebBody>>([
    [DOCS_INIT_FILE, Promise.resolve(webBody(DOCS_INIT_JS, "text/javascript; charset=utf-8"))],
  ]);
  const vendorDir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

  return {
    getHome: async (c: Context) => {
      const d = await deps.current.get();
      const next = nextExpected(now()).toISOString();
      const key = `${d?.id ?? ""}|${next}`;
      if (home?.key !== key) {
        const digests = await recentFor(d);
        const html = renderPage({
          routes,
          ctx: deps.docs,
          digest: d,
          nextExpected: next,
          history: momentumHistory(digests.slice(0, CHART_CYCLES)),
        });
        home = { key, body: webBody(html, "text/html; charset=utf-8") };
      }
      return sendWebBody(c, home.body, { ...PAGE_HEADERS, "Content-Security-Policy": PAGE_CSP });
    },
    getFeed: async (c: Context) => {
      const d = await deps.current.get();
      const key = d?.id ?? "";
      if (feed?.key !== key) {
        const digests = await recentFor(d);
        const updated = digests[0]?.createdAt ?? startedAt.toISOString();
        const xml = renderFeed({
          ctx: deps.docs,
          digests,
          feedPath: path(WEB_IDS.feed),
          pagePath: path(WEB_IDS.page),
          latestPath: path("getLatest"),
          emptyUpdated: startedAt.toISOString(),
        });
        feed = { key, body: webBody(xml, "application/atom+xml; charset=utf-8", new Date(updated)) };
      }
      return sendWebBody(c, feed.body, { "Cache-Control": "public, max-age=300" });
    },
    getDocs: (c: Context) =>
      sendWebBody(c, docsPage, {
        ...PAGE_HEADERS,
        "Cache-Control": "public, max-age=300",
        "Content-Security-Policy": docsCsp(deps.docs.publicBaseUrl),
      }),
    getDocsAsset: async (c: Context) => {
      const file = c.req.param("file") ?? "";
      let entry = assets.get(file);
      if (!entry) {
        if (!Object.hasOwn(DOCS_VENDOR_FILES, file))
          throw new AppError("not_found", `No API-reference file named "${file}".`);
        const type = DOCS_VENDOR_FILES[file as keyof typeof DOCS_VENDOR_FILES];
        entry = readFile(join(vendorDir, file)).then((buf) => webBody(buf, type));
        assets.set(file, entry);
      }
      // Revalidated after a day; the ETag changes with the package version, so an upgrade is picked up.
      return sendWebBody(c, await entry, { "Cache-Control": "public, max-age=86400" });
    },
  };
}
