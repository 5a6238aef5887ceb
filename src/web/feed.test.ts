import { parseAtomFeed } from "feedsmith";
import { describe, expect, it } from "vitest";
import type { DocContext } from "../discovery/doc-context.js";
import { entryId, renderFeed } from "./feed.js";

const ctx: DocContext = {
  serviceName: "Intel Digest",
  description: "Digest & narratives <every 4 h>",
  publicBaseUrl: "https://intel.example.com:8443",
  interfaceVersion: "1.0.0",
  packageVersion: "0.1.0",
  network: "eip155:8453",
  mcpPackage: "intel-digest-mcp",
};
const model = { ctx, feedPath: "/feed.atom", pagePath: "/", latestPath: "/v1/intelligence/latest" };

describe("renderFeed", () => {
  it("builds tag: entry ids from the host, the publication day and the digest id", () => {
    expect(entryId(ctx, { id: "mi_20261124T08Z", createdAt: "2026-11-24T08:00:05.123Z" })).toBe(
      "tag:intel.example.com,2026-11-24:digest/mi_20261124T08Z",
    );
  });

  it("an empty feed still has the required id, title, updated and author", () => {
    const xml = renderFeed({ ...model, digests: [], emptyUpdated: "2026-11-24T00:00:00.000Z" });
    const feed = parseAtomFeed(xml);
    expect(feed.id).toBe("https://intel.example.com:8443/feed.atom");
    expect(feed.title?.value).toBe("Intel Digest: Master Intelligence digests");
    expect(feed.subtitle?.value).toBe("Digest & narratives <every 4 h>");
    expect(feed.updated).toBe("2026-11-24T00:00:00.000Z");
    expect(feed.authors?.[0]?.name).toBe("Intel Digest");
  });
});
