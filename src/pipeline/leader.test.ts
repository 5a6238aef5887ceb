import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { openLeaderLock } from "../store/leader-lock.js";
import { createLeaderElection, type LeaderElection, type LeaderLock, staticStatus } from "./leader.js";

const dir = mkdtempSync(join(tmpdir(), "intel-election-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Line {
  level: string;
  obj: object;
  msg: string;
}

function replica(lock: LeaderLock) {
  const lines: Line[] = [];
  const events: string[] = [];
  const log = (level: string) => (obj: object, msg: string) => lines.push({ level, obj, msg });
  const election = createLeaderElection({
    lock,
    logger: { info: log("info"), warn: log("warn"), error: log("error") },
    onLead: () => events.push("lead"),
    onStepDown: async () => {
      events.push("stop");
    },
    intervalMs: 20,
  });
  return { election, lines, events };
}

describe("pipeline leader election", () => {
  const running: LeaderElection[] = [];
  afterEach(async () => {
    for (const e of running.splice(0)) await e.close();
  });

  it("elects exactly one leader among replicas; a standby takes over when the leader goes", async () => {
    const url = `sqlite:${join(dir, "a.db")}`;
    const replicas = [0, 1, 2].map(() => replica(openLeaderLock(url)));
    for (const r of replicas) {
      running.push(r.election);
      r.election.start();
    }
    await expect.poll(() => replicas.filter((r) => r.election.status().role === "leader").length).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    const leaders = replicas.filter((r) => r.election.isLeader());
    expect(leaders).toHaveLength(1);
    const leader = leaders[0] as (typeof replicas)[number];
    expect(leader.events).toEqual(["lead"]);
    const standby = replicas.find((r) => r !== leader) as (typeof replicas)[number];
    expect(standby.election.status().role).toBe("standby");
    // The standby says once why it is not leading, naming the lock and who holds it.
    const told = standby.lines.filter((l) => l.msg.startsWith("pipeline standby"));
    expect(told).toHaveLength(1);
    expect(JSON.stringify(told[0]?.obj)).toMatch(/a\.db\.pipeline\.lock.*PostgreSQL for replicas.*pid \d+/);

    const before = leader.election.status().since;
    await leader.election.close();
    expect(leader.events).toEqual(["lead", "stop"]);
    await expect.poll(() => replicas.filter((r) => r !== leader && r.election.isLeader()).length).toBe(1);
    const next = replicas.find((r) => r.election.isLeader());
    expect(next?.election.status().since.getTime()).toBeGreaterThanOrEqual(before.getTime());
  });

  it("steps down and stops the pipeline when the lock is lost, then competes again", async () => {
    const url = `sqlite:${join(dir, "b.db")}`;
    const r = replica(openLeaderLock(url));
    running.push(r.election);
    r.election.start();
    await expect.poll(() => r.election.isLeader()).toBe(true);
    // Someone removed the lock file: the heartbeat notices, the pipeline stops; the next attempt leads again.
    rmSync(join(dir, "b.db.pipeline.lock"));
    await expect.poll(() => r.events.join(",")).toMatch(/^lead,stop,lead/);
    expect(r.lines.some((l) => l.level === "error" && l.msg.startsWith("pipeline leadership lost"))).toBe(
      true,
    );
  });

  it("an `off` replica never leads", () => {
    const off = staticStatus("off");
    expect(off.status().role).toBe("off");
    expect(off.isLeader()).toBe(false);
  });
});
