import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MasterDigest } from "../src/digest/schema.js";
import { slotKey } from "../src/digest/slot.js";
import { makeDigest } from "./helpers/digests.js";
import { startTestServer, type TestServer } from "./helpers/server.js";
import { ErrorShape, SpecFeedbackOk } from "./helpers/spec-shapes.js";

const PATH = "/v1/intelligence/feedback";
let server: TestServer;
let digest: MasterDigest;

beforeEach(async () => {
  server = await startTestServer();
  digest = makeDigest(new Date(Date.now() - 3_600_000));
  await server.store.insertDigest(digest, { slot: slotKey(new Date(digest.createdAt)) });
});
afterEach(async () => {
  await server.close();
});

const stored = () => server.store.listFeedback({ digestId: digest.id });

async function expectRejected(res: Response, status: number, code: string, field?: string) {
  expect(res.status).toBe(status);
  const body = ErrorShape.parse(await res.json());
  expect(body.error.code).toBe(code);
  if (field) {
    expect(body.error.message).toContain(field);
    expect(JSON.stringify(body.error.details)).toContain(field);
  }
  expect(await stored()).toHaveLength(0);
}

describe("feedback accepted", () => {
  it("records a minimal vote with digestType defaulting to master", async () => {
    const res = await server.post(PATH, { digestId: digest.id, rating: "good" });
    expect(res.status).toBe(200);
    SpecFeedbackOk.parse(await res.json());
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ digestId: digest.id, digestType: "master", rating: "good" });
  });

  it("stores a salted hash of the client, never the raw IP", async () => {
    await server.post(PATH, { digestId: digest.id, rating: "bad", comment: "Missed the policy story." });
    const [row] = await stored();
    expect(row?.clientHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain("127.0.0.1");
    expect(row?.comment).toBe("Missed the policy story.");
  });

  it("accepts the edge lengths: 128-character id and 1000-character comment", async () => {
    const longId = `${"h".repeat(120)}12345678`;
    expect(longId).toHaveLength(128);
    const res = await server.post(PATH, {
      digestId: longId,
      rating: "good",
      digestType: "community",
      comment: "c".repeat(1000),
    });
    expect(res.status).toBe(200);
  });

  it("accepts a 1000-character comment of multi-byte characters (the byte limit leaves room for it)", async () => {
    const res = await server.post(PATH, { digestId: digest.id, rating: "good", comment: "é".repeat(1000) });
    expect(res.status).toBe(200);
  });

  it.each(["hourly", "community"])("%s ids are checked for format only", async (digestType) => {
    const res = await server.post(PATH, { digestId: "12345", rating: "good", digestType });
    expect(res.status).toBe(200);
    expect(await server.store.listFeedback({ digestId: "12345" })).toHaveLength(1);
  });

  it("a second vote from the same client replaces the first", async () => {
    await server.post(PATH, { digestId: digest.id, rating: "good" });
    const res = await server.post(PATH, { digestId: digest.id, rating: "bad", comment: "Changed my mind." });
    expect(res.status).toBe(200);
    expect(SpecFeedbackOk.parse(await res.json()).message).toMatch(/replaced/);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: "bad", comment: "Changed my mind." });
  });
});

describe("feedback rejected, nothing stored", () => {
  it("missing body", async () => {
    const res = await fetch(`${server.url}${PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    await expectRejected(res, 400, "invalid_request", "body");
  });
  it("malformed JSON", async () => {
    await expectRejected(await server.post(PATH, '{"digestId": "x", '), 400, "invalid_request", "body");
  });
  it("a JSON array instead of an object", async () => {
    await expectRejected(await server.post(PATH, "[]"), 400, "invalid_request", "body");
  });
  it("wrong content type", async () => {
    const res = await fetch(`${server.url}${PATH}`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ digestId: digest.id, rating: "good" }),
    });
    await expectRejected(res, 415, "unsupported_media_type");
  });
  it("oversized body", async () => {
    const res = await server.post(PATH, { digestId: digest.id, rating: "good", comment: "x".repeat(20_000) });
    await expectRejected(res, 413, "payload_too_large");
  });
  it("missing digestId", async () => {
    await expectRejected(await server.post(PATH, { rating: "good" }), 400, "invalid_request", "digestId");
  });
  it("129-character digestId", async () => {
    await expectRejected(
      await server.post(PATH, { digestId: "a".repeat(129), rating: "good" }),
      400,
      "invalid_request",
      "digestId",
    );
  });
  it("1001-character comment", async () => {
    const res = await server.post(PATH, { digestId: digest.id, rating: "good", comment: "c".repeat(1001) });
    await expectRejected(res, 400, "invalid_request", "comment");
  });
  it("bad rating", async () => {
    await expectRejected(
      await server.post(PATH, { digestId: digest.id, rating: "meh" }),
      400,
      "invalid_request",
      "rating",
    );
  });
  it("missing rating", async () => {
    await expectRejected(await server.post(PATH, { digestId: digest.id }), 400, "invalid_request", "rating");
  });
  it("bad digestType", async () => {
    const res = await server.post(PATH, { digestId: digest.id, rating: "good", digestType: "weekly" });
    await expectRejected(res, 400, "invalid_request", "digestType");
  });
  it("wrong field types", async () => {
    await expectRejected(
      await server.post(PATH, { digestId: 42, rating: "good" }),
      400,
      "invalid_request",
      "digestId",
    );
    await expectRejected(
      await server.post(PATH, { digestId: digest.id, rating: "good", comment: 5 }),
      400,
      "invalid_request",
      "comment",
    );
  });
  it("unknown fields are named", async () => {
    await expectRejected(
      await server.post(PATH, { digestId: digest.id, rating: "good", score: 5 }),
      400,
      "invalid_request",
      "score",
    );
  });
  it("unknown master digest", async () => {
    await expectRejected(
      await server.post(PATH, { digestId: "mi_19990101T00Z", rating: "good" }),
      404,
      "not_found",
      "digestId",
    );
  });
  it("an hourly id that is not a Pulse digest id", async () => {
    const res = await server.post(PATH, { digestId: "abc", rating: "good", digestType: "hourly" });
    expect(res.status).toBe(400);
    expect(ErrorShape.parse(await res.json()).error.message).toContain("digestId");
  });
});
