import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, startDevnet } from "../../devnet/start.js";
import { type FakePulse, startFakePulse } from "../helpers/fake-pulse.js";
import { freshPayer, type Payer, signedHeader, startPaidServer } from "../helpers/paid.js";
import {
  onPath,
  type PrivatePostgres,
  type PrivateRedis,
  postgresBin,
  startPrivatePostgres,
  startPrivateRedis,
  startTcpProxy,
  type TcpProxy,
} from "../helpers/private-services.js";
import type { TestServer } from "../helpers/server.js";
import { auditPayers, type PaidCall, sweepAsAfterExpiry } from "./audit.js";

/**
 * The fault suite, part 2: a dependency fails under load, with real processes (a private PostgreSQL cluster, a
 * private Redis, the devnet behind a TCP proxy we cut, the Pulse upstream behind another). After each: the
 * ledger agrees with the chain, no content went out unpaid, nobody was charged without content, and the service
 * serves and pays again by itself once the dependency is back.
 */

const CI = Boolean(process.env.CI);
const PG_BIN = postgresBin();
const PATH = "/v1/pulse/narratives";
const PRICE = 10_000n;

let devnet: Devnet;
let pulse: FakePulse;
let rpc: TcpProxy;
let upstream: TcpProxy;

beforeAll(async () => {
  [devnet, pulse] = await Promise.all([startDevnet(), startFakePulse()]);
  [rpc, upstream] = await Promise.all([startTcpProxy(devnet.rpcUrl), startTcpProxy(pulse.url)]);
});
afterAll(async () => {
  await rpc?.stop();
  await upstream?.stop();
  await pulse?.close();
  await devnet?.stop();
});

/** A server that reaches the chain and the Pulse upstream through the proxies. */
function serverWith(env: Record<string, string>): Promise<TestServer> {
  return startPaidServer({ ...devnet, rpcUrl: rpc.url }, upstream.url, env);
}

async function payers(n: number): Promise<Payer[]> {
  const out: Payer[] = [];
  for (let i = 0; i < n; i++) out.push(await freshPayer(devnet));
  return out;
}

async function paidCall(server: TestServer, payer: Payer, header: string): Promise<PaidCall> {
  try {
    const res = await server.get(PATH, { headers: { "PAYMENT-SIGNATURE": header } });
    const body = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    return { payer, header, status: res.status, body };
  } catch {
    return { payer, header, status: 0, body: undefined };
  }
}

/** `n` paid calls from their own payers, one every `gapMs`, signed up front; `during` runs meanwhile. */
async function underLoad(
  server: TestServer,
  n: number,
  gapMs: number,
  during: () => Promise<void>,
): Promise<PaidCall[]> {
  const who = await payers(n);
  const headers = await Promise.all(who.map((p) => signedHeader(server, PATH, p)));
  const calls: Promise<PaidCall>[] = [];
  const fault = (async () => {
    await new Promise((r) => setTimeout(r, gapMs * 2));
    await during();
  })();
  for (let i = 0; i < n; i++) {
    calls.push(paidCall(server, who[i] as Payer, headers[i] as string));
    await new Promise((r) => setTimeout(r, gapMs));
  }
  await fault;
  return Promise.all(calls);
}

/** A new paid call succeeds: the service recovered without a restart. */
async function expectPaysAgain(server: TestServer): Promise<void> {
  const [payer] = await payers(1);
  const call = await paidCall(server, payer as Payer, await signedHeader(server, PATH, payer as Payer));
  expect(call.status).toBe(200);
  expect(call.body?.charged).toBe(true);
}

describe.skipIf(!PG_BIN && !CI)("PostgreSQL restarted under load", () => {
  let pg: PrivatePostgres;
  let server: TestServer;
  beforeAll(async () => {
    pg = await startPrivatePostgres(PG_BIN as string);
    server = await serverWith({ DATABASE_URL: pg.url });
  });
  afterAll(async () => {
    await server?.close();
    await pg?.destroy();
  });

  it("answers every call, charges only what it served, and the ledger matches the chain", async () => {
    const calls = await underLoad(server, 16, 100, () => pg.restart());
    const statuses = calls.map((c) => c.status);
    // Calls during the outage fail cleanly (500/503, never a dropped connection); the rest are paid and served.
    expect(
      statuses.every((s) => [200, 500, 503].includes(s)),
      statuses.join(","),
    ).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    await sweepAsAfterExpiry(server.store, devnet);
    await auditPayers(server.store, devnet, calls, PRICE);
    await expectPaysAgain(server);
  });
});

describe.skipIf(!onPath("redis-server") && !CI)("Redis stopped under load", () => {
  let redis: PrivateRedis;
  let server: TestServer;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    server = await serverWith({ REDIS_URL: redis.url, RATE_LIMIT_FREE: "1000", RATE_LIMIT_PAID: "1000" });
  });
  afterAll(async () => {
    await server?.close();
    await redis?.stop();
  });

  it("keeps serving (the limiter fails open), charges correctly, and counts again once Redis is back", async () => {
    const free: number[] = [];
    const calls = await underLoad(server, 10, 100, async () => {
      await redis.stop();
      for (let i = 0; i < 10; i++) free.push((await server.get("/v1/intelligence/index")).status);
    });
    expect(
      free.every((s) => s === 404 || s === 200),
      free.join(","),
    ).toBe(true);
    expect(calls.map((c) => c.status).every((s) => s === 200)).toBe(true);
    await auditPayers(server.store, devnet, calls, PRICE);

    await redis.start();
    const remaining = async () =>
      Number((await server.get("/v1/intelligence/index")).headers.get("ratelimit-remaining"));
    let a = await remaining();
    let b = await remaining();
    for (let i = 0; i < 50 && !(b === a - 1); i++) {
      await new Promise((r) => setTimeout(r, 100));
      a = await remaining();
      b = await remaining();
    }
    expect(b).toBe(a - 1);
    await expectPaysAgain(server);
  });
});

describe("the RPC endpoint stopped", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({});
  });
  afterAll(() => server?.close());

  // Settlements cut off mid-way wait out the receipt timeout (about a minute) before answering.
  it("refuses calls it cannot verify (503, not charged) and pays again once the RPC is back", {
    timeout: 180_000,
  }, async () => {
    const calls = await underLoad(server, 10, 100, () => rpc.stop());
    const statuses = calls.map((c) => c.status);
    expect(
      statuses.every((s) => [200, 402, 503].includes(s)),
      statuses.join(","),
    ).toBe(true);
    expect(statuses).toContain(503);
    await rpc.start();
    // A settlement cut off mid-way answers 402 with the content withheld; its payer retries the same payment.
    const retried: PaidCall[] = [];
    for (const c of calls) {
      if (c.status !== 402) {
        retried.push(c);
        continue;
      }
      retried.push(await paidCall(server, c.payer, c.header));
    }
    await sweepAsAfterExpiry(server.store, devnet);
    await auditPayers(server.store, devnet, retried, PRICE);
    await expectPaysAgain(server);
  });
});

describe("the Pulse upstream stopped", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({ PULSE_TIMEOUT_MS: "1000" });
  });
  afterAll(() => server?.close());

  it("answers 503 upstream_unavailable without charging, and serves again once it is back", async () => {
    const calls = await underLoad(server, 10, 100, () => upstream.stop());
    const statuses = calls.map((c) => c.status);
    expect(
      statuses.every((s) => s === 200 || s === 503),
      statuses.join(","),
    ).toBe(true);
    expect(statuses).toContain(503);
    for (const c of calls.filter((x) => x.status === 503))
      expect(c.body?.error).toMatchObject({ code: "upstream_unavailable" });
    await upstream.start();
    await auditPayers(server.store, devnet, calls, PRICE);
    await expectPaysAgain(server);
  });
});
