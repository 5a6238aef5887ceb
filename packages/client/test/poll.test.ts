import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DigestBrief, MasterDigest } from "../../../src/digest/schema.js";
import { makeDigest } from "../../../tests/helpers/digests.js";
import { until } from "../../../tests/helpers/paid.js";
import { startTestServer, type TestServer } from "../../../tests/helpers/server.js";
import { createIntelDigestClient } from "../src/index.js";

/** The free polling pattern against the real server: /index every poll, /latest only when the id changed. */

const HOUR = 3_600_000;
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const put = async (createdAt: Date) => {
  const d = makeDigest(createdAt);
  await server.store.insertDigest(d, { slot: d.createdAt });
  return d;
};

function countingClient() {
  const paths: string[] = [];
  const counted: typeof fetch = (input, init) => {
    paths.push(new URL(new Request(input, init).url).pathname);
    return fetch(input, init);
  };
  const client = createIntelDigestClient({ baseUrl: server.url, fetch: counted });
  const count = (path: string) => paths.filter((p) => p === `/v1/intelligence/${path}`).length;
  return { client, count };
}

describe("pollLatest", () => {
  it("calls onNew once per new digest and reads /latest only when the index changed", async () => {
    const first = await put(new Date(Date.now() - 2 * HOUR));
    const { client, count } = countingClient();
    const seen: MasterDigest[] = [];
    const stop = new AbortController();

    const polling = client.pollLatest((d) => void seen.push(d), { intervalMs: 20, signal: stop.signal });
    await until(() => seen.length === 1 && count("index") >= 3);
    const second = await put(new Date(Date.now() - HOUR));
    await until(() => seen.length === 2);
    const indexReads = count("index");
    await until(() => count("index") >= indexReads + 3);
    stop.abort();
    await polling;

    expect(seen.map((d) => d.id)).toEqual([first.id, second.id]);
    expect(seen[1]).toEqual(second);
    expect(count("latest")).toBe(2);
  });

  it("form brief reads /brief instead of /latest", async () => {
    const d = await put(new Date(Date.now() - HOUR));
    const { client, count } = countingClient();
    const seen: DigestBrief[] = [];
    const stop = new AbortController();
    const polling = client.pollLatest((b) => void seen.push(b), {
      intervalMs: 20,
      signal: stop.signal,
      form: "brief",
    });
    await until(() => seen.length === 1 && count("index") >= 3);
    stop.abort();
    await polling;
    expect(seen).toEqual([expect.objectContaining({ title: d.title })]);
    expect([count("brief"), count("latest")]).toEqual([1, 0]);
  });

  it("keeps polling through an error (no digest yet) and reports it", async () => {
    const { client } = countingClient();
    const errors: unknown[] = [];
    const seen: MasterDigest[] = [];
    const stop = new AbortController();
    const polling = client.pollLatest((d) => void seen.push(d), {
      intervalMs: 20,
      signal: stop.signal,
      onError: (e) => errors.push(e),
    });
    await until(() => errors.length >= 1);
    const d = await put(new Date(Date.now() - HOUR));
    await until(() => seen.length === 1);
    stop.abort();
    await polling;
    expect(errors[0]).toMatchObject({ code: "no_digest_yet", status: 404 });
    expect(seen[0]?.id).toBe(d.id);
  });
});

describe("checkForNew", () => {
  it("is one poll step: the digest when the id changed, nothing more otherwise", async () => {
    const d = await put(new Date(Date.now() - HOUR));
    const { client, count } = countingClient();

    const first = await client.checkForNew();
    expect(first).toEqual({ changed: true, id: d.id, digest: d });
    const again = await client.checkForNew(first.id);
    expect(again).toEqual({ changed: false, id: d.id });
    expect([count("index"), count("latest")]).toEqual([2, 1]);
  });
});
