import { describe, expect, it } from "vitest";
import { parseFixture, testContext } from "../../../tests/helpers/sources.js";
import { cleanTitle, htmlToText } from "../text.js";
import { ParseError } from "../types.js";
import { stackexchangeAdapter } from "./stackexchange.js";

const DIR = "tests/fixtures/sources/stackexchange";
const SETTINGS = { site: "stackoverflow", tagged: "large-language-model", pageSize: 50 };
const URL_ =
  "https://api.stackexchange.com/2.3/questions?order=desc&sort=activity&tagged=large-language-model&site=stackoverflow&pagesize=50&filter=withbody";
const parse = (file: string, ctx = testContext()) =>
  parseFixture(
    stackexchangeAdapter,
    SETTINGS,
    `${DIR}/${file}`,
    { url: URL_, contentType: "application/json; charset=utf-8" },
    ctx,
  );

describe("stackexchange adapter", () => {
  it("asks for the recently active questions of the tags, with bodies", () => {
    const settings = stackexchangeAdapter.settings.parse(SETTINGS);
    expect(stackexchangeAdapter.requests(settings, testContext())).toEqual([{ url: URL_, accept: "json" }]);
    const two = stackexchangeAdapter.settings.parse({
      site: "ai.stackexchange.com",
      tagged: "mcp;oauth-2.0",
    });
    const withKey = testContext({ secrets: { STACKEXCHANGE_KEY: "k3y((" } });
    expect(stackexchangeAdapter.requests(two, withKey)[0]?.url).toBe(
      "https://api.stackexchange.com/2.3/questions?order=desc&sort=activity&tagged=mcp%3Boauth-2.0&site=ai.stackexchange.com&pagesize=30&filter=withbody&key=k3y%28%28",
    );
  });

  it("rejects bad settings, naming the field", () => {
    expect(() => stackexchangeAdapter.settings.parse({ ...SETTINGS, tagged: "" })).toThrow(/tagged/);
    expect(() => stackexchangeAdapter.settings.parse({ ...SETTINGS, tagged: "a;b;c;d;e;f" })).toThrow(
      /tagged/,
    );
    expect(() => stackexchangeAdapter.settings.parse({ ...SETTINGS, tagged: "LLM Stuff" })).toThrow(/tagged/);
    expect(() => stackexchangeAdapter.settings.parse({ ...SETTINGS, site: "stack overflow" })).toThrow(
      /site/,
    );
    expect(() => stackexchangeAdapter.settings.parse({ ...SETTINGS, pageSize: 101 })).toThrow(/pageSize/);
  });

  it("maps questions, keeping the escaped titles decodable, and honours the body's backoff", () => {
    const ctx = testContext();
    const items = parse("questions-backoff.json", ctx);
    expect(ctx.backoffs).toEqual([10_000]);
    expect(items.map((i) => i.sourceId)).toEqual(["79912045", "79910567", "79911760"]);
    const [mcp] = items;
    expect(mcp).toMatchObject({
      sourceId: "79912045",
      title: "MCP server rejects token with &quot;invalid_target&quot; after adding the resource parameter",
      url: "https://stackoverflow.com/questions/79912045/mcp-server-rejects-token-with-invalid-target-after-adding-resource-parameter",
      author: "Seán O'Neill",
      engagement: { metric: "score", value: 3 },
      publishedAt: new Date("2026-11-22T01:11:21Z"),
    });
    expect(cleanTitle(mcp?.title ?? "")).toBe(
      'MCP server rejects token with "invalid_target" after adding the resource parameter',
    );
    expect(htmlToText(mcp?.content ?? "")).toContain(
      `{"error":"invalid_target","error_description":"resource not registered"}`,
    );
    expect(cleanTitle(items[1]?.title ?? "")).toBe(
      "llama-cpp-python doesn't use multi-token prediction even with the new flag",
    );
    expect(items[1]?.author).toBe("R&D Bot Builder");
  });

  it("handles a deleted owner, an empty body and a negative score", () => {
    const deleted = parse("questions-backoff.json")[2];
    expect(deleted).toEqual({
      sourceId: "79911760",
      title: "How to make the AI answer better &amp; faster?",
      content: "Tagged large-language-model, langchain.",
      url: "https://stackoverflow.com/questions/79911760/how-to-make-the-ai-answer-better",
      author: undefined,
      engagement: { metric: "score", value: -2 },
      publishedAt: new Date("2026-11-21T22:42:57Z"),
    });
  });

  it("turns the error wrapper into a ParseError and backs off for the wait it names", () => {
    const ctx = testContext();
    expect(() => parse("error-throttle.json", ctx)).toThrow(
      "stackexchange: API error throttle_violation (502): too many requests from this IP, more requests available in 82696 seconds",
    );
    expect(ctx.backoffs).toEqual([82_696_000]);
    const other = testContext();
    expect(() => parse("error-bad-parameter.json", other)).toThrow(
      /API error bad_parameter \(400\): pagesize/,
    );
    expect(other.backoffs).toEqual([]);
  });

  it("throws ParseError on malformed JSON and on a body that is not the wrapper", () => {
    expect(() => parse("truncated.json")).toThrow(ParseError);
    expect(() => parse("truncated.json")).toThrow(/stackexchange: body is not JSON/);
    expect(() => parse("not-a-wrapper.json")).toThrow(/stackexchange: body is not an API wrapper/);
  });
});
