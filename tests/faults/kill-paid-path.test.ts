import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Address, Hex } from "viem";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, startDevnet } from "../../devnet/start.js";
import { createChainReader } from "../../src/payments/index.js";
import type { PaymentEntry } from "../../src/payments/ledger.js";
import { openStore } from "../../src/store/index.js";
import { type ChildServer, startChildServer } from "../helpers/child-server.js";
import { type FakePulse, startFakePulse } from "../helpers/fake-pulse.js";
import {
  balancesOf,
  freshPayer,
  localPaymentEnv,
  type Payer,
  resignedHeader,
  signedHeader,
} from "../helpers/paid.js";
import type { TestServer } from "../helpers/server.js";

/**
 * The fault suite, part 1: the server process SIGKILLed at each phase of a paid call, then started again on the
 * same database. After each: the chain and the ledger agree, nobody was charged without getting the content
 * (at the latest by retrying the same payment), no content went out unpaid, and the restarted service pays
 * new calls by itself. Kills come from `FAULT_INJECT` (the process kills itself at that exact point) or, for
 * "during settlement", from the test while the settlement's transaction waits in a paused chain's mempool.
 */

let devnet: Devnet;
let pulse: FakePulse;
let dir: string;
const children: ChildServer[] = [];
const PATH = "/v1/pulse/narratives";
const PRICE = 10_000n;

beforeAll(async () => {
  [devnet, pulse] = await Promise.all([startDevnet(), startFakePulse()]);
  dir = mkdtempSync(join(tmpdir(), "intel-faults-"));
});
afterEach(async () => {
  for (const c of children.splice(0)) await c.kill();
  await mining(true);
});
afterAll(async () => {
  await pulse?.close();
  await devnet?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const envFor = (name: string) => ({
  ...localPaymentEnv(devnet, pulse.url),
  DATABASE_URL: `sqlite:${join(dir, `${name}.db`)}`,
});

async function child(env: Record<string, string>): Promise<ChildServer> {
  const c = await startChildServer(env);
  children.push(c);
  return c;
}

const at = (url: string) =>
  ({ url, get: (path: string, init?: RequestInit) => fetch(`${url}${path}`, init) }) as TestServer;

async function ledgerOf(env: { DATABASE_URL: string }, payer: Payer): Promise<PaymentEntry[]> {
  const store = await openStore(env.DATABASE_URL);
  try {
    const mine = (await store.recentPayments(100)).filter((e) => e.payer === payer.address.toLowerCase());
    return mine.reverse();
  } finally {
    await store.close();
  }
}

async function nonceUsed(payer: Payer, header: string): Promise<boolean> {
  const payload = JSON.parse(Buffer.from(header, "base64").toString()) as {
    payload: { authorization: { nonce: Hex } };
  };
  const chain = createChainReader({ rpcUrl: devnet.rpcUrl, chainId: devnet.chainId });
  return (chain as NonNullable<typeof chain>).authorizationUsed({
    asset: devnet.usdc,
    payer: payer.address as Address,
    nonce: payload.payload.authorization.nonce,
  });
}

/** Pauses or resumes block production (the devnet mines every 100 ms). */
async function mining(on: boolean): Promise<void> {
  await devnet.publicClient.request({
    method: "evm_setIntervalMining" as never,
    params: [on ? 100 : 0] as never,
  });
}

async function until<T>(
  what: string,
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A fresh call on the restarted server is paid and served: the service recovered without help. */
async function expectPaysAgain(server: ChildServer): Promise<void> {
  const payer = await freshPayer(devnet);
  const header = await signedHeader(at(server.url), PATH, payer);
  const res = await fetch(`${server.url}${PATH}`, { headers: { "PAYMENT-SIGNATURE": header } });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { charged: boolean }).charged).toBe(true);
  expect((await balancesOf(devnet, payer.address)).payer).toBe(1_000_000n - PRICE);
}

// Killed before the transfer: an authorization that expires within seconds, so the restarted service's own
// start-up sweep can close the entry (it waits for expiry: until then a slow settlement could still land).
describe.each(["after_reserve", "during_work", "before_settle"] as const)("SIGKILL %s", (phase) => {
  it("moves no money; after expiry the restarted service releases the entry itself, and pays new calls", async () => {
    const env = envFor(phase);
    const dying = await child({ ...env, FAULT_INJECT: phase });
    const payer = await freshPayer(devnet);
    const validBefore = Math.floor(Date.now() / 1000) + 10;
    const header = await resignedHeader(await signedHeader(at(dying.url), PATH, payer), payer.key, (a) => {
      a.validBefore = String(validBefore);
    });

    await expect(
      fetch(`${dying.url}${PATH}`, { headers: { "PAYMENT-SIGNATURE": header } }),
    ).rejects.toThrow();
    expect((await dying.exited).signal).toBe("SIGKILL");
    expect((await ledgerOf(env, payer)).map((e) => e.outcome)).toEqual(["verified"]);

    await until(
      "the authorization to expire",
      async () => Date.now(),
      (t) => t > validBefore * 1000 + 500,
    );
    const restarted = await child(env);
    const entries = await until(
      "the sweep",
      () => ledgerOf(env, payer),
      (e) => e[0]?.outcome !== "verified",
    );
    expect(entries.map((e) => e.outcome)).toEqual(["released"]);
    expect(await nonceUsed(payer, header)).toBe(false);
    expect((await balancesOf(devnet, payer.address)).payer).toBe(1_000_000n);
    await expectPaysAgain(restarted);
  });
});

describe("SIGKILL after settlement", () => {
  it("charged once; the restarted service re-serves the answer to the same payment; ledger = chain", async () => {
    const env = envFor("after_settle");
    const dying = await child({ ...env, FAULT_INJECT: "after_settle" });
    const payer = await freshPayer(devnet);
    const header = await signedHeader(at(dying.url), PATH, payer);

    await expect(
      fetch(`${dying.url}${PATH}`, { headers: { "PAYMENT-SIGNATURE": header } }),
    ).rejects.toThrow();
    expect((await dying.exited).signal).toBe("SIGKILL");
    expect((await ledgerOf(env, payer)).map((e) => e.outcome)).toEqual(["settled"]);
    expect(await nonceUsed(payer, header)).toBe(true);

    const restarted = await child(env);
    const retry = await fetch(`${restarted.url}${PATH}`, { headers: { "PAYMENT-SIGNATURE": header } });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { charged: boolean }).charged).toBe(true);
    expect((await balancesOf(devnet, payer.address)).payer).toBe(1_000_000n - PRICE);
    expect((await ledgerOf(env, payer)).map((e) => e.outcome)).toEqual(["settled"]);
    await expectPaysAgain(restarted);
  });
});

describe("SIGKILL during settlement (the transfer waiting in the mempool)", () => {
  it("the transfer lands after the crash; the retry is reconciled on-chain and served, not charged again", async () => {
    const env = envFor("during_settle");
    const server = await child(env);
    const payer = await freshPayer(devnet);
    const header = await signedHeader(at(server.url), PATH, payer);
    const settler = devnet.settler.address as Address;
    const sent = await devnet.publicClient.getTransactionCount({ address: settler, blockTag: "latest" });

    await mining(false);
    const lost = fetch(`${server.url}${PATH}`, { headers: { "PAYMENT-SIGNATURE": header } }).catch(
      () => "lost",
    );
    await until(
      "the settlement in the mempool",
      () => devnet.publicClient.getTransactionCount({ address: settler, blockTag: "pending" }),
      (n) => n > sent,
    );
    await server.kill("SIGKILL");
    expect(await lost).toBe("lost");
    expect((await ledgerOf(env, payer)).map((e) => e.outcome)).toEqual(["verified"]);
    await mining(true);
    await until(
      "the transfer",
      () => nonceUsed(payer, header),
      (u) => u,
    );
    expect((await balancesOf(devnet, payer.address)).payer).toBe(1_000_000n - PRICE);

    const restarted = await child(env);
    const retry = await fetch(`${restarted.url}${PATH}`, { headers: { "PAYMENT-SIGNATURE": header } });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { charged: boolean }).charged).toBe(true);
    const entries = await ledgerOf(env, payer);
    expect(entries.map((e) => e.outcome)).toEqual(["settled"]);
    expect(entries[0]?.reason).toBe("reconciled on-chain at a retry");
    expect((await balancesOf(devnet, payer.address)).payer).toBe(1_000_000n - PRICE);
    await expectPaysAgain(restarted);
  });
});
