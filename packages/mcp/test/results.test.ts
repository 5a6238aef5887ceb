import { describe, expect, it } from "vitest";
import { IntelDigestError, SpendLimitError } from "../../client/src/index.js";
import { describeError, errorResult, jsonResult, MAX_TEXT_CHARS } from "../src/results.js";

const BASE = "http://127.0.0.1:1";

describe("jsonResult", () => {
  it("answers the JSON as text and as structuredContent, with an optional note", () => {
    const answer = { success: true, charged: true, price: "$0.03" };
    expect(jsonResult(answer, "Paid $0.03.")).toEqual({
      content: [
        { type: "text", text: JSON.stringify(answer, null, 2) },
        { type: "text", text: "Paid $0.03." },
      ],
      structuredContent: answer,
    });
  });

  it("caps the text of a huge answer but keeps the whole object structured", () => {
    const answer = { items: Array.from({ length: 5000 }, (_, i) => ({ id: i, title: "x".repeat(20) })) };
    const r = jsonResult(answer);
    const text = (r.content[0] as { text: string }).text;
    expect(text.length).toBeLessThan(MAX_TEXT_CHARS + 200);
    expect(text).toMatch(/truncated/);
    expect(r.structuredContent).toBe(answer);
  });

  it("wraps non-object answers so structuredContent stays an object", () => {
    expect(jsonResult([1, 2]).structuredContent).toEqual({ result: [1, 2] });
  });
});

describe("errorResult", () => {
  it("names code, status, retry-after and the charge", () => {
    const err = new IntelDigestError("rate_limited", "Too many requests.", {
      status: 429,
      retryAfterSeconds: 12,
      charged: false,
    });
    expect(errorResult(err, BASE)).toEqual({
      isError: true,
      content: [
        {
          type: "text",
          text: "Error rate_limited (HTTP 429): Too many requests. Retry after 12 s. Nothing was charged.",
        },
      ],
    });
  });

  it("a spend limit says nothing was paid", () => {
    const err = new SpendLimitError("Refused before signing.", {
      priceUsd: 0.03,
      limitUsd: 0.02,
      spentUsd: 0,
    });
    expect(describeError(err, BASE)).toBe(
      "Error spend_limit (HTTP 402): Refused before signing. Nothing was charged.",
    );
  });

  it("an unexpected error is a network_error naming the service and the cause", () => {
    const err = new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED") });
    expect(describeError(err, BASE)).toBe(
      `Error network_error: no answer from ${BASE}: fetch failed (connect ECONNREFUSED)`,
    );
    expect(describeError("boom", BASE)).toMatch(/boom/);
  });
});
