import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config/index.js";
import { createLogger } from "../src/log/logger.js";
import { startServer } from "../src/main.js";

describe("request log", () => {
  it("writes one JSON line per request with id, route, status and latency, and no payment secrets", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    const dir = mkdtempSync(join(tmpdir(), "intel-log-"));
    const config = loadConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${join(dir, "db")}`,
      RATE_LIMIT_FREE: "0",
      PULSE_PORT: "0",
      SCHEDULER: "off",
      OPERATOR_CONTACT: "tests@intel-digest.invalid",
    });
    const server = await startServer(config, createLogger("info", sink));
    try {
      await fetch(`${server.url}/v1/intelligence/brief`);
      await fetch(`${server.url}/v1/intelligence/history`, {
        headers: { "payment-signature": "c2VjcmV0LXBheWxvYWQ=" },
      });
      const requests = lines.filter((l) => l.msg === "request");
      expect(requests).toHaveLength(2);
      expect(requests[0]).toMatchObject({
        method: "GET",
        path: "/v1/intelligence/brief",
        status: 404,
        paid: false,
      });
      expect(typeof requests[0]?.reqId).toBe("string");
      expect(typeof requests[0]?.ms).toBe("number");
      expect(JSON.stringify(lines)).not.toContain("c2VjcmV0LXBheWxvYWQ=");
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
