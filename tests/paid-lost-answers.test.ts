import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, startDevnet } from "../devnet/start.js";
import type { PaymentEntry } from "../src/payments/ledger.js";
import { openStore } from "../src/store/index.js";
import { startChildServer } from "./helpers/child-server.js";
import { type FakePulse, startFakePulse } from "./helpers/fake-pulse.js";
import {
  balancesOf,
  decodeReceipt,
  freshPayer,
  localPaymentEnv,
  signedHeader,
  startPaidServer,
} from "./helpers/paid.js";
import type { TestServer } from "./helpers/server.js";

/**
 * A paid answer lost after settlement (the client's connection reset, the server killed) is re-served to a retry
 * of the same payment, on the real chain over real HTTP: the same body, `charged: true`, one transfer in all.
 */

let devnet: Devnet;
let pulse: FakePulse;
beforeAll(async () => {
  [devnet, pulse] = await Promise.all([startDevnet(), startFakePulse()]);
});
afterAll(async () => {
  await pulse?.close();
  await devnet?.stop();
});

/** The server at `url` as the paid-test helpers see it. */
const at = (url: string) =>
  ({ url, get: (path: string, init?: RequestInit) => fetch(`${url}${path}`, init) }) as TestServer;

/** Sends the request and resets the connection at once: whatever the server answers goes nowhere. */
function sendAndReset(url: string, path: string, header: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nPAYMENT-SIGNATURE: ${header}\r\n\r\n`,
        () => {
          socket.resetAndDestroy();
          resolve();
        },
      );
    });
    socket.on("error", () => undefined);
  });
}

describe("a connection reset after the request: the retry gets the answer, not a second charge", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startPaidServer(devnet, pulse.url);
  });
  afterAll(() => server?.close());

  it("settles once, and the same payment for the same request is answered from what was kept", async () => {
    const payer = await freshPayer(devnet);
    const path = "/v1/pulse/digests?since=143";
    const header = await signedHeader(server, path, payer);
    const before = await balancesOf(devnet, payer.address);
    const upstream = pulse.requests.length;

    await sendAndReset(server.url, path, header);
    let entry: PaymentEntry | undefined;
    const settledEntry = async () => {
      entry = (await server.store.recentPayments(50)).find((e) => e.payer === payer.address.toLowerCase());
      return entry?.outcome === "settled";
    };
    for (let i = 0; i < 500 && !(await settledEntry()); i++) await new Promise((r) => setTimeout(r, 10));
    expect(entry?.outcome).toBe("settled");
    const charged = await balancesOf(devnet, payer.address);
    expect(charged.payer).toBe(before.payer - 30_000n);

    const retry = await server.get(path, { headers: { "PAYMENT-SIGNATURE": header } });
    expect(retry.status).toBe(200);
    const body = (await retry.json()) as { charged: boolean; digests: unknown[] };
    expect(body.charged).toBe(true);
    expect(body.digests.length).toBeGreaterThan(0);
    expect(decodeReceipt(retry)).toMatchObject({ success: true, transaction: entry?.txHash });
    const again = await server.get(path, { headers: { "PAYMENT-SIGNATURE": header } });
    expect(await again.json()).toEqual(body);

    expect(await balancesOf(devnet, payer.address)).toEqual(charged);
    expect(pulse.requests.length - upstream).toBe(1);
    const entries = (await server.store.recentPayments(50)).filter(
      (e) => e.payer === payer.address.toLowerCase(),
    );
    expect(entries.map((e) => e.outcome)).toEqual(["settled"]);

    // Anyone presenting that payment for another resource gets the 402.
    const other = await server.get("/v1/pulse/narratives", { headers: { "PAYMENT-SIGNATURE": header } });
    expect(other.status).toBe(402);
    expect(await balancesOf(devnet, payer.address)).toEqual(charged);
  });
});

describe("the server killed right after settling: after a restart the retry gets the answer", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "intel-lost-answer-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("one transfer, the kept body with charged true, and a 402 for any other request", async () => {
    const env = { ...localPaymentEnv(devnet, pulse.url), DATABASE_URL: `sqlite:${join(dir, "intel.db")}` };
    const dying = await startChildServer({ ...env, FAULT_INJECT: "after_settle" });
    const payer = await freshPayer(devnet);
    const path = "/v1/pulse/narratives/7";
    const header = await signedHeader(at(dying.url), path, payer);
    const before = await balancesOf(devnet, payer.address);

    await expect(
      fetch(`${dying.url}${path}`, { headers: { "PAYMENT-SIGNATURE": header } }),
    ).rejects.toThrow();
    expect((await dying.exited).signal).toBe("SIGKILL");
    const charged = await balancesOf(devnet, payer.address);
    expect(charged.payer).toBe(before.payer - 10_000n);

    const store = await openStore(env.DATABASE_URL);
    const [entry] = (await store.recentPayments(10)).filter((e) => e.payer === payer.address.toLowerCase());
    await store.close();
    expect(entry?.outcome).toBe("settled");

    const restarted = await startChildServer(env);
    try {
      const retry = await fetch(`${restarted.url}${path}`, { headers: { "PAYMENT-SIGNATURE": header } });
      expect(retry.status).toBe(200);
      const body = (await retry.json()) as { charged: boolean; narrative: { id: number } };
      expect(body).toMatchObject({ charged: true, narrative: { id: 7 } });
      expect(decodeReceipt(retry)).toMatchObject({ success: true, transaction: entry?.txHash });

      const other = await fetch(`${restarted.url}/v1/pulse/narratives`, {
        headers: { "PAYMENT-SIGNATURE": header },
      });
      expect(other.status).toBe(402);
      expect(((await other.json()) as { error: { code: string } }).error.code).toBe("payment_invalid");
      expect(await balancesOf(devnet, payer.address)).toEqual(charged);
    } finally {
      await restarted.kill("SIGTERM");
    }
  });
});
