import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, startDevnet } from "../devnet/start.js";
import { openStore } from "../src/store/index.js";
import { makeDigest } from "./helpers/digests.js";
import { freshPayer, localPaymentEnv, signedHeader } from "./helpers/paid.js";
import { probePostgres, TEST_DATABASE_URL } from "./helpers/postgres.js";
import { probeRedis, TEST_REDIS_URL } from "./helpers/redis.js";
import { type LogLine, type Replica, startReplica } from "./helpers/replica.js";
import type { TestServer } from "./helpers/server.js";

/**
 * Scale-out end to end: three real `serve` processes on one PostgreSQL schema and one Redis, replay sources, the
 * devnet for payments. One leader runs the pipeline; it is SIGKILLed in the middle of its cycle and a standby
 * finishes the cycle; the result is compared with a single process over the same snapshot.
 */

const DB_URL = TEST_DATABASE_URL;
const CI = Boolean(process.env.CI);

const unreachable = (await probePostgres(DB_URL)) ?? (await probeRedis());
if (unreachable && !CI) {
  console.warn(`Replica end-to-end test SKIPPED: PostgreSQL or Redis is unreachable (${unreachable}).`);
}

/** The database URL of one schema: every connection of the process (pool and pipeline lock) gets its search_path. */
const urlOf = (schema: string) =>
  `${DB_URL}${DB_URL.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;

const env = (schema: string, extra: Record<string, string> = {}): Record<string, string> => ({
  DATABASE_URL: urlOf(schema),
  PORT: "0",
  HOST: "127.0.0.1",
  PULSE_PORT: "0",
  SOURCES_MODE: "replay",
  LOG_LEVEL: "info",
  REDIS_URL: TEST_REDIS_URL,
  // Each request names its client through X-Forwarded-For, so this run's budgets are its own in the shared Redis.
  TRUST_PROXY: "127.0.0.1/32",
  RATE_LIMIT_FREE: "5",
  ...extra,
});

interface Counts {
  items: number;
  narratives: number;
  members: number;
  digests: number;
  pulseDigests: number;
}

const stageLine = (stage: string) => (l: LogLine) => l.msg === "hourly run stage" && l.stage === stage;
const published = (l: LogLine) => l.msg === "digest published";
/** A client address of its own per call, so no two requests (or two runs) share a budget by accident. */
const ip = () => `10.${[...randomBytes(3)].join(".")}`;

describe.skipIf(Boolean(unreachable) && !CI)("replicas on one PostgreSQL and Redis", () => {
  const run = randomBytes(5).toString("hex");
  const single = `replicas_single_${run}`;
  const shared = `replicas_shared_${run}`;
  const admin = new pg.Client({ connectionString: DB_URL });
  const started: Replica[] = [];
  let devnet: Devnet;
  let reference: Counts;
  let replicas: Replica[] = [];

  const counts = async (schema: string): Promise<Counts> => {
    const n = async (table: string) =>
      Number((await admin.query(`select count(*) as n from ${schema}.${table}`)).rows[0].n);
    return {
      items: await n("content_items"),
      narratives: await n("narratives"),
      members: await n("narrative_items"),
      digests: await n("digests"),
      pulseDigests: await n("pulse_digests"),
    };
  };

  const health = async (r: Replica) =>
    (await (await r.get("/health")).json()) as { pipeline: { role: string; since: string } };

  const roles = async (list: Replica[]) =>
    Promise.all(list.map(async (r) => (await health(r)).pipeline.role));

  beforeAll(async () => {
    if (unreachable) throw new Error(`CI: PostgreSQL or Redis is unreachable (${unreachable})`);
    await admin.connect();
    await admin.query(`create schema ${single}`);
    await admin.query(`create schema ${shared}`);
    // The reference: one process alone over the same snapshot, while the devnet starts.
    const [d, alone] = await Promise.all([startDevnet(), startReplica("single", env(single))]);
    devnet = d;
    started.push(alone);
    await alone.waitFor(published, 90_000);
    reference = await counts(single);
    await alone.stop();
    // One whole pipeline cycle logged: every line a log reader can parse without losing a field.
    expect(alone.duplicateKeyLines).toEqual([]);
  }, 150_000);

  afterAll(async () => {
    await Promise.all(started.map((r) => r.stop("SIGKILL")));
    await devnet?.stop();
    await admin.query(`drop schema if exists ${single} cascade`).catch(() => {});
    await admin.query(`drop schema if exists ${shared} cascade`).catch(() => {});
    await admin.end();
  });

  it("elects one leader; SIGKILLed mid-cycle (twice), a standby takes over within 30 s and finishes the cycle once", async () => {
    expect(reference.items).toBeGreaterThan(100);
    expect(reference.narratives).toBeGreaterThan(10);
    expect(reference.digests).toBe(1);

    const pay = localPaymentEnv(devnet, "");
    delete (pay as Record<string, string | undefined>).PULSE_URL;
    let live = await Promise.all(["a", "b", "c"].map((n) => startReplica(n, env(shared, pay))));
    started.push(...live);

    // Exactly one leader; the others say they stand by.
    await expect.poll(() => roles(live), { timeout: 20_000 }).toContain("leader");
    expect((await roles(live)).sort()).toEqual(["leader", "standby", "standby"]);
    for (const r of live) {
      await r.waitFor(
        (l) => l.msg.startsWith("pipeline leader") || l.msg.startsWith("pipeline standby"),
        20_000,
      );
    }

    /** SIGKILLs the leader when `when` is logged; returns the replica that leads next and how long that took. */
    const killLeaderAt = async (when: (l: LogLine) => boolean) => {
      const leader = live[(await roles(live)).indexOf("leader")] as Replica;
      await leader.waitFor(when, 60_000);
      leader.child.kill("SIGKILL");
      const killedAt = Date.now();
      await leader.exited;
      live = live.filter((r) => r !== leader);
      await expect
        .poll(async () => (await roles(live)).filter((r) => r === "leader").length, {
          timeout: 30_000,
          interval: 250,
        })
        .toBe(1);
      const ms = Date.now() - killedAt;
      expect(ms).toBeLessThan(30_000);
      return { next: live[(await roles(live)).indexOf("leader")] as Replica, ms };
    };

    // 1. Mid-cycle: the collection is stored and the Pulse cycle is under way.
    const first = await killLeaderAt(stageLine("collect"));
    // 2. The next leader is killed after it claimed the slot, while it synthesises the digest.
    const second = await killLeaderAt((l) => l.msg === "digest stage" && l.digestStage === "claim");
    expect((await counts(shared)).digests).toBe(0);
    console.info(`replicas: standbys led ${first.ms} ms and ${second.ms} ms after each SIGKILL`);
    expect(await roles(live)).toEqual(["leader"]);
    // The last leader supersedes the dead one's claim at once, rather than waiting 20 minutes for it to expire.
    await second.next.waitFor(published, 60_000);

    // The cycle finished once: the same items, narratives and memberships as one process alone, one digest.
    const after = await counts(shared);
    expect(after).toEqual(reference);
    const slots = await admin.query(`select slot, count(*) as n from ${shared}.digests group by slot`);
    expect(slots.rows).toHaveLength(1);

    // A gateway-only replica joins: it serves, and never leads.
    const gateway = await startReplica("d", env(shared, { ...pay, PIPELINE: "off" }));
    started.push(gateway);
    expect((await health(gateway)).pipeline.role).toBe("off");
    replicas = [...live, gateway];
  }, 150_000);

  it("a digest written by another process reaches every replica within 5 s (fast path included)", async () => {
    // A newer digest lands in the store from outside (an import, another leader): every cache must move to it.
    const store = await openStore(urlOf(shared));
    const digest = makeDigest(new Date(Date.now() + 1_000));
    try {
      expect((await store.insertDigest(digest, { slot: `import-${run}` })).inserted).toBe(true);
    } finally {
      await store.close();
    }
    const landed = Date.now();
    await Promise.all(
      replicas.map((r) =>
        expect
          .poll(
            async () => {
              // Plain and gzip: the fast path answers the first, Hono (compress) may answer the second.
              const [plain, zipped] = await Promise.all(
                ["identity", "gzip"].map(async (coding) => {
                  const res = await r.get("/v1/intelligence/latest", {
                    headers: { "x-forwarded-for": ip(), "accept-encoding": coding },
                  });
                  return res.status === 200
                    ? ((await res.json()) as { data: { id: string } }).data.id
                    : res.status;
                }),
              );
              return plain === zipped ? plain : `${plain} / ${zipped}`;
            },
            { timeout: 5_000, interval: 200 },
          )
          .toBe(digest.id),
      ),
    );
    expect(Date.now() - landed).toBeLessThan(5_000);
  });

  it("the 5/min free budget is shared across replicas", async () => {
    const client = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = replicas[i % replicas.length] as Replica;
      statuses.push(
        (await r.get("/v1/intelligence/brief", { headers: { "x-forwarded-for": client } })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("an A2A task answered by one replica is found on another", async () => {
    const rpc = (r: Replica, method: string, params: unknown) =>
      r
        .get("/a2a", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": ip() },
          body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
        })
        .then((res) => res.json() as Promise<{ result: { id: string; status: { state: string } } }>);
    const [a, b] = replicas as [Replica, Replica];
    const sent = await rpc(a, "message/send", {
      message: {
        kind: "message",
        messageId: randomUUID(),
        role: "user",
        parts: [{ kind: "data", data: { skill: "intelligence-brief" } }],
      },
    });
    expect(sent.result.status.state).toBe("completed");
    expect((await rpc(b, "tasks/get", { id: sent.result.id })).result).toEqual(sent.result);
  });

  it("one payment sent to two replicas at once is settled once, and paid Pulse answers from the store", async () => {
    const payer = await freshPayer(devnet);
    const path = "/v1/pulse/narratives";
    const [a, b] = replicas as [Replica, Replica];
    const asServer = (r: Replica) => ({ get: r.get }) as unknown as TestServer;
    const header = await signedHeader(asServer(a), path, payer);
    const before = await devnet.balanceOf(devnet.payTo.address);
    const answers = await Promise.all(
      [a, b].map((r) => r.get(path, { headers: { "PAYMENT-SIGNATURE": header, "x-forwarded-for": ip() } })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 402]);
    const ok = answers.find((r) => r.status === 200) as Response;
    const body = (await ok.json()) as { narratives: unknown[]; charged: boolean };
    expect(body.charged).toBe(true);
    expect(body.narratives.length).toBeGreaterThan(0);
    const refused = (await (answers.find((r) => r.status === 402) as Response).json()) as {
      charged: boolean;
    };
    expect(refused.charged).toBe(false);
    expect((await devnet.balanceOf(devnet.payTo.address)) - before).toBe(10_000n);
    const ledger = await admin.query(
      `select outcome from ${shared}.payments where payer = $1 and outcome = 'settled'`,
      [payer.address.toLowerCase()],
    );
    expect(ledger.rows).toHaveLength(1);
  }, 60_000);
});
