import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { HealthBody } from "../src/api/health.js";
import { startTestServer, type TestServer } from "./helpers/server.js";

/** `/health`'s `pipeline` on SQLite, where one process leads and a second one on the same file stands by. */

const dir = mkdtempSync(join(tmpdir(), "intel-health-pipeline-"));
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
  rmSync(dir, { recursive: true, force: true });
});

const pipelineOf = async (s: TestServer) => HealthBody.parse(await (await s.get("/health")).json()).pipeline;

describe("/health: the pipeline role", () => {
  it("leader for the first process on a SQLite file, standby for a second one, off without a pipeline", async () => {
    const db = { DATABASE_URL: `sqlite:${join(dir, "intel.db")}`, SCHEDULER: "on" };
    const before = Date.now();
    // `schedule` on: the pipeline would run 5 s after leading; the test ends before that.
    const first = await startTestServer(db, { schedule: true });
    servers.push(first);
    await expect.poll(async () => (await pipelineOf(first)).role).toBe("leader");
    expect(Date.parse((await pipelineOf(first)).since)).toBeGreaterThanOrEqual(before - 1000);

    const second = await startTestServer(db, { schedule: true });
    servers.push(second);
    await new Promise((r) => setTimeout(r, 300));
    expect((await pipelineOf(second)).role).toBe("standby");
    expect((await pipelineOf(first)).role).toBe("leader");

    // Prometheus sees the same: summed over the replicas, exactly one leader.
    const leaders = await Promise.all(
      [first, second].map(
        async (s) =>
          /^pipeline_role\{role="leader"\} (\d)$/m.exec(await (await s.get("/metrics")).text())?.[1],
      ),
    );
    expect(leaders).toEqual(["1", "0"]);

    const off = await startTestServer({ ...db, PIPELINE: "off" });
    servers.push(off);
    expect((await pipelineOf(off)).role).toBe("off");
  });

  it("OpenAPI documents the role", async () => {
    const s = await startTestServer();
    servers.push(s);
    const doc = (await (await s.get("/openapi.json")).json()) as {
      components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }> };
    };
    expect(doc.components.schemas.PipelineState?.properties?.role?.enum).toEqual([
      "leader",
      "standby",
      "off",
    ]);
  });
});
