import { describe, expect, it } from "vitest";
import type { RouteDef } from "../../api/route-def.js";
import { ROUTES } from "../../api/routes.js";
import { createA2aAgent } from "./agent.js";

const send = (skill: string) => ({
  jsonrpc: "2.0",
  id: "r1",
  method: "message/send",
  params: {
    message: { kind: "message", messageId: "m1", role: "user", parts: [{ kind: "data", data: { skill } }] },
  },
});

function agentWith(get: () => Promise<never>, seen: unknown[] = []) {
  return createA2aAgent({
    routes: ROUTES as readonly RouteDef[],
    current: { get },
    store: {} as never,
    now: () => new Date("2026-11-22T10:00:00Z"),
    nextExpected: () => new Date("2026-11-22T12:00:00Z"),
    baseUrl: "https://intel.example.com/",
    network: "eip155:8453",
    onInternalError: (err) => seen.push(err),
  });
}

describe("createA2aAgent", () => {
  it("an unexpected failure is -32603 with a generic message, reported to the host, never thrown", async () => {
    const seen: unknown[] = [];
    const agent = agentWith(() => Promise.reject(new Error("disk on fire")), seen);
    const answer = await agent.handle(send("intelligence-brief"), { clientIp: "127.0.0.1" });
    expect(answer).toEqual({ jsonrpc: "2.0", id: "r1", error: { code: -32603, message: "Internal error" } });
    expect(String(seen[0])).toContain("disk on fire");
  });

  it("paid answers use the public base URL without a doubled slash", async () => {
    const agent = agentWith(() => Promise.reject(new Error("unused")));
    const answer = (await agent.handle(send("pulse-recent-content"), { clientIp: "127.0.0.1" })) as {
      result: { artifacts: Array<{ parts: Array<{ kind: string; data?: { url: string } }> }> };
    };
    const data = answer.result.artifacts[0]?.parts.find((p) => p.kind === "data")?.data;
    expect(data?.url).toBe("https://intel.example.com/v1/pulse/content/recent");
  });
});
