import { afterEach, describe, expect, it } from "vitest";
import { createFetcher } from "./fetch/fetcher.js";
import { fixturePool, sendJson } from "./fetch/fixture-server.js";
import { userAgentFor } from "./user-agent.js";

const pool = fixturePool();
afterEach(pool.closeAll);

const base = {
  packageVersion: "1.2.3",
  publicBaseUrl: "https://intel.example.com",
  contact: "ops@example.com",
};

describe("collector User-Agent", () => {
  it("names the service, its URL and the operator's contact", () => {
    const ua = userAgentFor({ ...base, redditUsername: undefined });
    expect(ua("https://efts.sec.gov/LATEST/search-index?q=x")).toBe(
      "intel-digest/1.2.3 (+https://intel.example.com; ops@example.com)",
    );
    expect(
      userAgentFor({ ...base, contact: undefined, redditUsername: undefined })("https://a.example/"),
    ).toBe("intel-digest/1.2.3 (+https://intel.example.com)");
  });

  it("follows Reddit's <platform>:<app id>:<version> (by /u/<username>) form on Reddit's hosts only", () => {
    const ua = userAgentFor({ ...base, redditUsername: "u/intel_ops" });
    expect(ua("https://www.reddit.com/r/LocalLLaMA/hot.json?limit=50&raw_json=1")).toBe(
      "server:intel-digest:v1.2.3 (by /u/intel_ops)",
    );
    expect(ua("https://old.reddit.com/r/x.json")).toBe("server:intel-digest:v1.2.3 (by /u/intel_ops)");
    expect(ua("https://notreddit.com/r/x.json")).toBe(
      "intel-digest/1.2.3 (+https://intel.example.com; ops@example.com)",
    );
    // No username configured: the contact stands in its place, in the same form.
    expect(userAgentFor({ ...base, redditUsername: undefined })("https://www.reddit.com/r/x.json")).toBe(
      "server:intel-digest:v1.2.3 (+https://intel.example.com; ops@example.com)",
    );
  });

  it("is chosen by the fetcher per request URL, and a request's own header cannot replace it", async () => {
    const s = await pool.serve((_req, res) => sendJson(res, {}));
    const fetcher = createFetcher({ userAgent: (url) => `ua for ${new URL(url).pathname}` });
    await fetcher.fetch(
      { url: `${s.origin}/r/x.json`, accept: "json", headers: { "User-Agent": "mine" } },
      { timeoutMs: 2000 },
    );
    expect(s.seen[0]?.headers["user-agent"]).toBe("ua for /r/x.json");
  });
});
