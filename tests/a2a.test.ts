import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { Ajv, type ValidateFunction } from "ajv";
import formats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { intentOfText, skillsOf } from "../src/agents/a2a/index.js";
import type { RouteDef } from "../src/api/route-def.js";
import { ROUTES } from "../src/api/routes.js";
import type { MasterDigest } from "../src/digest/schema.js";
import { slotKey } from "../src/digest/slot.js";
import { makeDigest } from "./helpers/digests.js";
import { startTestServer, type TestServer } from "./helpers/server.js";
import { ErrorShape } from "./helpers/spec-shapes.js";

/** Every request and answer below is checked against the official A2A 0.3.0 JSON schema. */
const schemaFile = new URL("../src/discovery/fixtures/a2a-0.3.0.schema.json", import.meta.url);
const ajv = new Ajv({ allErrors: true, strict: false });
formats.default(ajv);
ajv.addSchema(JSON.parse(readFileSync(schemaFile, "utf8")), "a2a");
const validators = new Map<string, ValidateFunction>();
function schemaCheck(definition: string, value: unknown): void {
  let v = validators.get(definition);
  if (!v) {
    v = ajv.getSchema(`a2a#/definitions/${definition}`);
    if (!v) throw new Error(`no ${definition} in the A2A schema`);
    validators.set(definition, v);
  }
  const ok = v(value);
  expect(v.errors ?? [], `${definition}: ${JSON.stringify(value).slice(0, 400)}`).toEqual([]);
  expect(ok).toBe(true);
}
const isValid = (definition: string, value: unknown): boolean =>
  Boolean(ajv.getSchema(`a2a#/definitions/${definition}`)?.(value));

const REQUEST_DEF: Record<string, string> = {
  "message/send": "SendMessageRequest",
  "message/stream": "SendStreamingMessageRequest",
  "tasks/get": "GetTaskRequest",
  "tasks/cancel": "CancelTaskRequest",
  "tasks/resubscribe": "TaskResubscriptionRequest",
  "tasks/pushNotificationConfig/set": "SetTaskPushNotificationConfigRequest",
  "tasks/pushNotificationConfig/get": "GetTaskPushNotificationConfigRequest",
  "tasks/pushNotificationConfig/list": "ListTaskPushNotificationConfigRequest",
  "tasks/pushNotificationConfig/delete": "DeleteTaskPushNotificationConfigRequest",
};
const RESPONSE_DEF: Record<string, string> = {
  "message/send": "SendMessageResponse",
  "message/stream": "SendStreamingMessageResponse",
  "tasks/get": "GetTaskResponse",
  "tasks/cancel": "CancelTaskResponse",
  "tasks/resubscribe": "SendStreamingMessageResponse",
  "tasks/pushNotificationConfig/set": "SetTaskPushNotificationConfigResponse",
  "tasks/pushNotificationConfig/get": "GetTaskPushNotificationConfigResponse",
  "tasks/pushNotificationConfig/list": "ListTaskPushNotificationConfigResponse",
  "tasks/pushNotificationConfig/delete": "DeleteTaskPushNotificationConfigResponse",
};

// biome-ignore lint/suspicious/noExplicitAny: JSON-RPC answers are read field by field after schema validation.
type Json = Record<string, any>;
const routes = ROUTES as readonly RouteDef[];
const skills = skillsOf(routes);
let nextId = 1;

/** A valid A2A request: checked against its schema definition before it is sent. */
async function call(server: TestServer, method: string, params: unknown): Promise<Json> {
  const body = { jsonrpc: "2.0", id: nextId++, method, params };
  schemaCheck(REQUEST_DEF[method] ?? "JSONRPCRequest", body);
  const answer = await raw(server, body);
  schemaCheck(RESPONSE_DEF[method] ?? "JSONRPCErrorResponse", answer);
  expect(answer.id).toBe(body.id);
  return answer;
}

/** Any body, for the malformed cases; the answer is still HTTP 200 and a schema-valid JSON-RPC answer. */
async function raw(server: TestServer, body: unknown): Promise<Json> {
  const res = await server.post("/a2a", body);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/json");
  const answer = (await res.json()) as Json;
  schemaCheck("JSONRPCResponse", answer);
  if ("error" in answer) schemaCheck("JSONRPCErrorResponse", answer);
  return answer;
}

const message = (...parts: Json[]): Json => ({
  kind: "message",
  messageId: randomUUID(),
  role: "user",
  parts,
});
const text = (t: string) => message({ kind: "text", text: t });
const data = (d: Json) => message({ kind: "data", data: d });
const send = (server: TestServer, m: Json, extra: Json = {}) =>
  call(server, "message/send", { message: m, ...extra });

function artifactParts(task: Json): { text: string; data: Json } {
  const parts = task.artifacts?.[0]?.parts as Json[];
  return {
    text: parts.find((p) => p.kind === "text")?.text,
    data: parts.find((p) => p.kind === "data")?.data,
  };
}

function expectError(answer: Json, code: number, mention?: string): void {
  expect(answer.result).toBeUndefined();
  expect(answer.error.code).toBe(code);
  if (mention)
    expect(`${answer.error.message} ${JSON.stringify(answer.error.data ?? "")}`).toContain(mention);
}

let server: TestServer;
let current: MasterDigest;
let old: MasterDigest;

beforeAll(async () => {
  server = await startTestServer();
  const now = Date.now();
  old = makeDigest(new Date(now - 9 * 3_600_000));
  current = makeDigest(new Date(now - 3_600_000));
  for (const d of [old, current])
    await server.store.insertDigest(d, { slot: slotKey(new Date(d.createdAt)) });
});
afterAll(async () => {
  await server?.close();
});

describe("message/send: free skills by data part and by text", () => {
  const cases: Array<[string, string, (d: Json) => void]> = [
    [
      "intelligence-brief",
      "What is the brief?",
      (d) =>
        expect(d).toEqual({
          title: current.title,
          executiveSummary: current.executiveSummary,
          sentiment: current.sentiment,
          createdAt: current.createdAt,
        }),
    ],
    [
      "intelligence-index",
      "Is there a new digest? check the index",
      (d) =>
        expect(d).toMatchObject({
          index: current.id,
          updatedAt: current.createdAt,
          cadence: expect.any(String),
        }),
    ],
    ["intelligence-latest", "latest digest please", (d) => expect(d).toEqual(current)],
    [
      "intelligence-sample",
      "show me a sample",
      (d) => expect(d).toMatchObject({ id: old.id, title: old.title }),
    ],
  ];
  for (const [skill, words, check] of cases) {
    it(`${skill} as a data part answers a completed task with text and data, kept for tasks/get`, async () => {
      const answer = await send(server, data({ skill }));
      const task = answer.result;
      schemaCheck("Task", task);
      expect(task).toMatchObject({
        kind: "task",
        status: { state: "completed" },
        metadata: { skill, paid: false },
      });
      const parts = artifactParts(task);
      expect(parts.text.length).toBeGreaterThan(10);
      check(parts.data);
      const again = await call(server, "tasks/get", { id: task.id });
      expect(again.result).toEqual(task);
    });

    it(`${skill} asked in words: "${words}"`, async () => {
      const { result } = await send(server, text(words));
      expect(result).toMatchObject({ kind: "task", status: { state: "completed" }, metadata: { skill } });
      check(artifactParts(result).data);
      expect(result.history[0].parts[0].text).toBe(words);
    });
  }

  it("the same data as the HTTP route (brief)", async () => {
    const http = (await (await server.get("/v1/intelligence/brief")).json()) as Json;
    const { result } = await send(server, data({ skill: "intelligence-brief" }));
    expect(artifactParts(result).data).toEqual(http.data);
  });

  it("keeps the caller's contextId and a data part wins over text", async () => {
    const contextId = randomUUID();
    const m = {
      ...message(
        { kind: "text", text: "sample please" },
        { kind: "data", data: { skill: "intelligence-index" } },
      ),
      contextId,
    };
    const { result } = await send(server, m);
    expect(result.contextId).toBe(contextId);
    expect(result.metadata.skill).toBe("intelligence-index");
  });

  it("an unclear text is answered with a Message listing every skill", async () => {
    const { result } = await send(server, text("hello there"));
    schemaCheck("Message", result);
    expect(result).toMatchObject({ kind: "message", role: "agent" });
    const listed = result.parts.find((p: Json) => p.kind === "data").data.skills.map((s: Json) => s.id);
    expect(listed).toEqual(skills.map((s) => s.id));
    expect(result.parts.find((p: Json) => p.kind === "text").text).toContain("intelligence-brief");
  });
});

describe("message/send: feedback", () => {
  it("by data part records one vote per client; a second vote replaces the first", async () => {
    const first = await send(
      server,
      data({ skill: "intelligence-feedback", digestId: current.id, rating: "good" }),
    );
    expect(artifactParts(first.result).data).toMatchObject({
      digestId: current.id,
      rating: "good",
      replaced: false,
    });
    const second = await send(
      server,
      data({ skill: "intelligence-feedback", digestId: current.id, rating: "bad", comment: "Thin." }),
    );
    expect(artifactParts(second.result).data).toMatchObject({ rating: "bad", replaced: true });
    const rows = await server.store.listFeedback({ digestId: current.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: "bad", comment: "Thin." });
  });

  it('by text: feedback good <id> "comment"', async () => {
    const { result } = await send(server, text(`feedback good ${old.id} "useful signals"`));
    expect(result.status.state).toBe("completed");
    expect(artifactParts(result).data).toMatchObject({ digestId: old.id, rating: "good" });
    const rows = await server.store.listFeedback({ digestId: old.id });
    expect(rows[0]).toMatchObject({ rating: "good", comment: "useful signals" });
  });

  it("invalid feedback params are -32602 naming the field, like the HTTP route's 400", async () => {
    const missing = await send(server, data({ skill: "intelligence-feedback", digestId: current.id }));
    expectError(missing, -32602, "rating");
    expect(missing.error.data).toMatchObject({ code: "invalid_request", details: [{ field: "rating" }] });
    const badId = await send(
      server,
      data({ skill: "intelligence-feedback", digestId: "mi bad id", rating: "good" }),
    );
    expectError(badId, -32602, "digestId");
    const extra = await send(
      server,
      data({ skill: "intelligence-feedback", digestId: current.id, rating: "good", stars: 5 }),
    );
    expectError(extra, -32602, "stars");
    const words = await send(server, text("feedback please"));
    expectError(words, -32602, "digestId");
  });

  it("an unknown digest is a failed task with not_found, as the HTTP route's 404", async () => {
    const { result } = await send(
      server,
      data({ skill: "intelligence-feedback", digestId: "mi_19990101T00Z", rating: "good" }),
    );
    schemaCheck("Task", result);
    expect(result.status.state).toBe("failed");
    expect(result.status.message.parts[1].data.error.code).toBe("not_found");
  });
});

describe("message/send: paid skills answer with price, route and x402 instructions", () => {
  for (const skill of skills.filter((s) => s.price)) {
    it(`${skill.id} costs $${skill.price} at ${skill.method} ${skill.path}`, async () => {
      const { result } = await send(server, data({ skill: skill.id }));
      expect(result).toMatchObject({
        kind: "task",
        status: { state: "completed" },
        metadata: { skill: skill.id, paid: true, price: skill.price },
      });
      const route = routes.find((r) => r.skill?.id === skill.id);
      const parts = artifactParts(result);
      expect(parts.data).toMatchObject({
        price: route?.price,
        path: route?.path,
        method: "GET",
        payment: {
          protocol: "x402",
          scheme: "exact",
          network: server.config.X402_NETWORK,
          requestHeader: "PAYMENT-SIGNATURE",
          challengeHeader: "PAYMENT-REQUIRED",
        },
      });
      expect(parts.text).toContain(`$${route?.price}`);
      expect(parts.text).toContain("PAYMENT-SIGNATURE");
      expect(parts.text).toContain("EIP-3009");
      const cancel = await call(server, "tasks/cancel", { id: result.id });
      expectError(cancel, -32002);
    });
  }

  it("parameters go into the URL, validated by the route's schema", async () => {
    const history = await send(server, data({ skill: "intelligence-history", hours: 24, limit: 5 }));
    expect(artifactParts(history.result).data.url).toMatch(/\/v1\/intelligence\/history\?hours=24&limit=5$/);
    const narrative = await send(server, text("Show narrative 42 with its sources."));
    expect(artifactParts(narrative.result).data.url).toMatch(/\/v1\/pulse\/narratives\/42$/);
    const noId = await send(server, data({ skill: "pulse-narrative-detail" }));
    expect(artifactParts(noId.result).data).toMatchObject({ missingParams: ["id"] });
    expectError(await send(server, data({ skill: "pulse-narrative-detail", id: "x" })), -32602, "id");
    const bad = await send(server, data({ skill: "intelligence-history", hours: 500 }));
    expectError(bad, -32602, "hours");
    const unknown = await send(server, data({ skill: "pulse-narratives", foo: 1 }));
    expectError(unknown, -32602, "foo");
  });

  it("the paid answer's URL is the route that really asks for payment", async () => {
    const { result } = await send(server, data({ skill: "pulse-recent-content" }));
    const url = new URL(artifactParts(result).data.url);
    const res = await server.get(url.pathname);
    expect([402, 503]).toContain(res.status);
  });
});

describe("every agent-card skill is answerable", () => {
  it("the card's skills are the table's skills, each answered by a data part", async () => {
    const card = (await (await server.get("/.well-known/agent-card.json")).json()) as Json;
    expect(card.url).toMatch(/\/a2a$/);
    expect(card.skills.map((s: Json) => s.id)).toEqual(skills.map((s) => s.id));
    const params: Record<string, Json> = {
      "intelligence-feedback": { digestId: current.id, rating: "good" },
    };
    for (const s of card.skills as Json[]) {
      const answer = await send(server, data({ skill: s.id, ...(params[s.id] ?? {}) }));
      expect(answer.result?.status.state, JSON.stringify(answer)).toBe("completed");
    }
  });

  it("each skill's own examples, sent as text, reach that skill", () => {
    const ids = skills.map((s) => s.id);
    for (const r of routes.filter((route) => route.skill))
      for (const example of r.skill?.examples ?? [])
        expect(intentOfText(example, ids)?.skill, example).toBe(r.skill?.id);
  });
});

describe("tasks/get and tasks/cancel", () => {
  it("historyLength trims the history", async () => {
    const { result } = await send(server, data({ skill: "intelligence-index" }));
    const got = await call(server, "tasks/get", { id: result.id, historyLength: 0 });
    expect(got.result.history).toEqual([]);
    expect((await call(server, "tasks/get", { id: result.id })).result.history).toHaveLength(1);
    const trimmed = await send(server, data({ skill: "intelligence-index" }), {
      configuration: { historyLength: 0 },
    });
    expect(trimmed.result.history).toEqual([]);
    expect((await call(server, "tasks/get", { id: trimmed.result.id })).result.history).toHaveLength(1);
  });

  it("a task answered by one replica is found by tasks/get on another (the store keeps tasks)", async () => {
    const { result } = await send(server, data({ skill: "intelligence-index" }));
    const other = await startTestServer({ DATABASE_URL: server.config.DATABASE_URL });
    try {
      const got = await call(other, "tasks/get", { id: result.id });
      expect(got.result).toEqual(result);
    } finally {
      await other.close();
    }
  });

  it("an unknown task is -32001 for get and cancel", async () => {
    expectError(await call(server, "tasks/get", { id: "no-such-task" }), -32001, "no-such-task");
    expectError(await call(server, "tasks/cancel", { id: "no-such-task" }), -32001);
  });

  it("a completed task is not cancelable (-32002)", async () => {
    const { result } = await send(server, data({ skill: "intelligence-brief" }));
    const answer = await call(server, "tasks/cancel", { id: result.id });
    expectError(answer, -32002, "completed");
    schemaCheck("TaskNotCancelableError", answer.error);
  });

  it("a message to a finished task is refused", async () => {
    const { result } = await send(server, data({ skill: "intelligence-brief" }));
    const follow = { ...data({ skill: "intelligence-brief" }), taskId: result.id };
    expectError(await send(server, follow), -32004, result.id);
    expectError(await send(server, { ...follow, taskId: "nope" }), -32001);
  });
});

describe("refused operations", () => {
  it("message/stream and tasks/resubscribe: UnsupportedOperation -32004", async () => {
    const stream = await call(server, "message/stream", { message: text("brief") });
    expectError(stream, -32004, "streaming");
    schemaCheck("UnsupportedOperationError", stream.error);
    expectError(await call(server, "tasks/resubscribe", { id: "x" }), -32004);
  });

  it("push notification methods and a push config: PushNotificationNotSupported -32003", async () => {
    const config = { taskId: "t1", pushNotificationConfig: { url: "https://example.com/hook" } };
    for (const [method, params] of [
      ["tasks/pushNotificationConfig/set", config],
      ["tasks/pushNotificationConfig/get", { id: "t1" }],
      ["tasks/pushNotificationConfig/list", { id: "t1" }],
      ["tasks/pushNotificationConfig/delete", { id: "t1", pushNotificationConfigId: "c1" }],
    ] as const) {
      const answer = await call(server, method, params);
      expectError(answer, -32003);
      schemaCheck("PushNotificationNotSupportedError", answer.error);
    }
    const withPush = await send(server, text("brief"), {
      configuration: { pushNotificationConfig: { url: "https://example.com/hook" } },
    });
    expectError(withPush, -32003);
  });

  it("output modes this agent can't produce: ContentTypeNotSupported -32005", async () => {
    const answer = await send(server, text("brief"), {
      configuration: { acceptedOutputModes: ["image/png"] },
    });
    expectError(answer, -32005);
    expectError(
      await send(server, message({ kind: "file", file: { uri: "https://example.com/a.pdf" } })),
      -32005,
    );
  });
});

describe("JSON-RPC errors (HTTP 200, never a 500)", () => {
  it("malformed JSON is a parse error -32700 with id null", async () => {
    for (const body of ["{not json", "", '{"jsonrpc":"2.0",']) {
      const answer = await raw(server, body);
      expect(answer.id).toBeNull();
      expectError(answer, -32700);
      schemaCheck("JSONParseError", answer.error);
    }
  });

  it("invalid requests are -32600", async () => {
    const cases: Array<[unknown, string, string | number | null]> = [
      [{ jsonrpc: "1.0", id: 1, method: "tasks/get", params: { id: "x" } }, "jsonrpc", 1],
      [{ id: 2, method: "tasks/get", params: { id: "x" } }, "jsonrpc", 2],
      [{ jsonrpc: "2.0", method: "tasks/get", params: { id: "x" } }, "id", null],
      [{ jsonrpc: "2.0", id: { a: 1 }, method: "tasks/get" }, "id", null],
      [{ jsonrpc: "2.0", id: 1.5, method: "tasks/get" }, "id", null],
      [{ jsonrpc: "2.0", id: "a", method: 7 }, "method", "a"],
      [{ jsonrpc: "2.0", id: "b", method: "tasks/get", params: {}, extra: true }, "extra", "b"],
      [[], "body", null],
      [[{ jsonrpc: "2.0", id: 1, method: "tasks/get", params: { id: "x" } }], "Batch", null],
      [42, "body", null],
      [null, "body", null],
    ];
    for (const [body, mention, id] of cases) {
      expect(isValid("A2ARequest", body), JSON.stringify(body)).toBe(false);
      const answer = await raw(server, JSON.stringify(body));
      expectError(answer, -32600, mention);
      expect(answer.id).toBe(id);
      schemaCheck("InvalidRequestError", answer.error);
    }
  });

  it("an unknown method is -32601", async () => {
    const body = { jsonrpc: "2.0", id: "m", method: "tasks/list", params: {} };
    expect(isValid("A2ARequest", body)).toBe(false);
    const answer = await raw(server, body);
    expectError(answer, -32601, "tasks/list");
    schemaCheck("MethodNotFoundError", answer.error);
  });

  it("invalid params are -32602 naming the field", async () => {
    const cases: Array<[string, unknown, string]> = [
      ["message/send", undefined, "params"],
      ["message/send", { message: { kind: "message", role: "user", parts: [] } }, "params.message.messageId"],
      ["message/send", { message: { ...text("brief"), role: "robot" } }, "params.message.role"],
      ["message/send", { message: message({ kind: "text" }) }, "params.message.parts.0.text"],
      ["message/send", { message: data({ skill: "no-such-skill" }) }, "params.message.parts.0.data.skill"],
      ["tasks/get", {}, "params.id"],
      ["tasks/get", { id: "x", historyLength: "2" }, "params.historyLength"],
      ["tasks/cancel", { id: 5 }, "params.id"],
    ];
    for (const [method, params, field] of cases) {
      const body = { jsonrpc: "2.0", id: nextId++, method, ...(params === undefined ? {} : { params }) };
      // An unknown skill id is well-formed A2A; only this agent's skill list refuses it.
      const schemaValid = field.endsWith(".skill");
      expect(isValid("A2ARequest", body), JSON.stringify(body)).toBe(schemaValid);
      const answer = await raw(server, body);
      expectError(answer, -32602, field);
      expect(answer.id).toBe(body.id);
      schemaCheck("InvalidParamsError", answer.error);
    }
  });

  it("transport errors keep the service envelope: 415 for another media type, 413 past the limit", async () => {
    const wrongType = await server.post("/a2a", "x", { headers: { "content-type": "text/plain" } });
    expect(wrongType.status).toBe(415);
    expect(ErrorShape.parse(await wrongType.json()).error.code).toBe("unsupported_media_type");
    const huge = await server.post("/a2a", {
      jsonrpc: "2.0",
      id: 1,
      method: "tasks/get",
      params: { id: "x".repeat(20_000) },
    });
    expect(huge.status).toBe(413);
    expect((await server.get("/a2a")).status).toBe(405);
  });
});

describe("without a digest, with a rate limit", () => {
  let empty: TestServer;
  afterAll(async () => {
    await empty?.close();
  });

  it("no digest yet is a failed task saying no_digest_yet; the 6th free request in a minute is 429", async () => {
    empty = await startTestServer({ RATE_LIMIT_FREE: "5" });
    const ids: string[] = [];
    for (const skill of ["intelligence-brief", "intelligence-latest", "intelligence-index"]) {
      const { result } = await send(empty, data({ skill }));
      ids.push(result.id);
      expect(result.status.state).toBe("failed");
      const parts = result.status.message.parts as Json[];
      expect(parts[0]?.text).toContain("No digest");
      expect(parts[1]?.data.error.code).toBe("no_digest_yet");
    }
    for (const id of ids.slice(0, 2))
      expect((await call(empty, "tasks/get", { id })).result.status.state).toBe("failed");
    // The free budget is shared across free routes per client: 5 used above, the 6th is refused, on /a2a as on /brief.
    const sixth = await empty.post("/a2a", {
      jsonrpc: "2.0",
      id: 6,
      method: "tasks/get",
      params: { id: "x" },
    });
    expect(sixth.status).toBe(429);
    expect(ErrorShape.parse(await sixth.json()).error.code).toBe("rate_limited");
    expect((await empty.get("/v1/intelligence/brief")).status).toBe(429);
  });
});

describe("the route table", () => {
  it("lists POST /a2a as a free route in the OpenAPI document, llms.txt and discovery", async () => {
    const openapi = (await (await server.get("/openapi.json")).json()) as Json;
    expect(openapi.paths["/a2a"].post.operationId).toBe("postA2a");
    expect(await (await server.get("/llms.txt")).text()).toContain("/a2a");
    const discovery = (await (await server.get("/discovery")).json()) as Json;
    expect(discovery.free.map((r: Json) => r.path)).toContain("/a2a");
  });
});
