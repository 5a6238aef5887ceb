import { describe, expect, it } from "vitest";
import { z } from "zod";
import { htmlToText } from "../text.js";
import { type FetchedBody, ParseError } from "../types.js";
import { httpUrl, literal, parseEach, parseJsonBody, toDate } from "./json-body.js";

const body = (text: string | Uint8Array, contentType = "application/json"): FetchedBody => ({
  url: "https://api.example.com/items",
  status: 200,
  headers: { "content-type": contentType },
  body: typeof text === "string" ? new TextEncoder().encode(text) : text,
});

describe("JSON adapter helpers", () => {
  it("parses a JSON body in the declared charset and checks its shape", () => {
    const latin1 = new Uint8Array([0x5b, 0x22, 0x63, 0x61, 0x66, 0xe9, 0x22, 0x5d]); // ["café"] in ISO-8859-1
    expect(
      parseJsonBody("x", body(latin1, "application/json; charset=iso-8859-1"), z.array(z.string()), "a list"),
    ).toEqual(["café"]);
    expect(() => parseJsonBody("x", body('{"a":1}'), z.array(z.unknown()), "a list")).toThrow(
      new ParseError("x: body is not a list"),
    );
    expect(() =>
      parseJsonBody("x", body("\n  <html><body>Bad gateway</body></html>"), z.unknown(), "JSON"),
    ).toThrow(new ParseError('x: body is not JSON (starts with "<html><body>Bad gateway</body></html>")'));
  });

  it("keeps the items that fit and fails only when none does", () => {
    const Item = z.object({ id: z.string() });
    expect(parseEach("x", [{ id: "a" }, { id: 2 }, null], Item, "an item")).toEqual([{ id: "a" }]);
    expect(parseEach("x", [], Item, "an item")).toEqual([]);
    expect(() => parseEach("x", [{ id: 1 }, { name: "b" }], Item, "an item")).toThrow(
      new ParseError("x: no entry has the fields of an item"),
    );
  });

  it("reads ISO strings and epoch seconds, never returning an Invalid Date", () => {
    expect(toDate(1795327200)).toEqual(new Date("2026-11-22T06:00:00Z"));
    expect(toDate("2026-11-21T21:14:07.000-06:00")).toEqual(new Date("2026-11-22T03:14:07Z"));
    for (const missing of [undefined, null, "", "not a date", Number.NaN])
      expect(toDate(missing)).toBeUndefined();
  });

  it("keeps literal angle brackets through the normaliser's HTML pass", () => {
    expect(htmlToText(literal("Show HN: a <canvas> toy & AT&amp;T"))).toBe("Show HN: a <canvas> toy & AT&T");
  });

  it("accepts only absolute http(s) links", () => {
    expect(httpUrl(" https://example.com/a ")).toBe("https://example.com/a");
    for (const bad of [
      null,
      undefined,
      "",
      "/r/x/comments/1",
      "javascript:alert(1)",
      "https://",
      "mailto:a@b.c",
    ]) {
      expect(httpUrl(bad)).toBeUndefined();
    }
  });
});
