import type { Hex } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, startDevnet } from "../../../devnet/start.js";
import { makeDigest } from "../../../tests/helpers/digests.js";
import { type FakePulse, startFakePulse } from "../../../tests/helpers/fake-pulse.js";
import {
  balancesOf,
  freshPayer,
  ledgerSnapshot,
  newLedgerEntries,
  startPaidServer,
} from "../../../tests/helpers/paid.js";
import type { TestServer } from "../../../tests/helpers/server.js";
import {
  type ClientOptions,
  createIntelDigestClient,
  PaymentRequiredError,
  SpendLimitError,
} from "../src/index.js";

/**
 * Paid calls through the typed client: the real server settling on the devnet chain (local mode), the official
 * x402 client signing, balances read on-chain. Spend limits must refuse before anything is signed.
 */

const HOUR = 3_600_000;
let devnet: Devnet;
let pulse: FakePulse;
let server: TestServer;

beforeAll(async () => {
  [devnet, pulse] = await Promise.all([startDevnet(), startFakePulse()]);
  server = await startPaidServer(devnet, pulse.url);
  for (const hoursAgo of [1, 5]) {
    const d = makeDigest(new Date(Date.now() - hoursAgo * HOUR));
    await server.store.insertDigest(d, { slot: d.createdAt });
  }
});
afterAll(async () => {
  await server?.close();
  await pulse?.close();
  await devnet?.stop();
});

/** A fetch that counts requests, and those carrying an x402 payment. */
function countingFetch() {
  const seen = { requests: 0, paymentHeaders: 0 };
  const counted: typeof fetch = (input, init) => {
    const req = new Request(input, init);
    seen.requests += 1;
    if (req.headers.has("payment-signature") || req.headers.has("x-payment")) seen.paymentHeaders += 1;
    return fetch(req);
  };
  return { seen, fetch: counted };
}

async function paying(key: Hex, opts: Partial<ClientOptions> = {}) {
  const counter = countingFetch();
  const client = createIntelDigestClient({
    baseUrl: server.url,
    payer: { privateKey: key },
    allowAssets: [devnet.usdc],
    fetch: counter.fetch,
    ...opts,
  });
  return { client, seen: counter.seen };
}

describe("paid calls settle on the devnet", () => {
  it("history is paid: exactly $0.03 moves, the receipt names the payer, spent() counts it", async () => {
    const payer = await freshPayer(devnet);
    const { client, seen } = await paying(payer.key);
    const before = await balancesOf(devnet, payer.address);

    const answer = await client.history({ hours: 24, limit: 5 });

    expect(answer).toMatchObject({ success: true, charged: true, price: "$0.03", count: 2 });
    expect(answer.payment?.payer.toLowerCase()).toBe(payer.address.toLowerCase());
    expect(answer.payment?.transaction).toMatch(/^0x[0-9a-f]{64}$/i);
    const after = await balancesOf(devnet, payer.address);
    expect(before.payer - after.payer).toBe(30_000n);
    expect(after.payTo - before.payTo).toBe(30_000n);
    expect(client.spent()).toEqual({ usd: 0.03, calls: 1 });
    expect(seen).toEqual({ requests: 2, paymentHeaders: 1 });
  });

  it("a Pulse route is paid through the Pulse upstream: $0.01 for the narratives", async () => {
    const payer = await freshPayer(devnet);
    const { client } = await paying(payer.key);
    const before = await balancesOf(devnet, payer.address);

    const answer = await client.narratives();

    expect(answer.charged).toBe(true);
    expect(answer.narratives.length).toBeGreaterThan(0);
    expect(answer.price).toBe("$0.01");
    expect(before.payer - (await balancesOf(devnet, payer.address)).payer).toBe(10_000n);
    expect(client.spent()).toEqual({ usd: 0.01, calls: 1 });
  });
});

describe("spend limits refuse before signing", () => {
  it("per call: a $0.03 route with maxPricePerCallUsd 0.02 is refused, nothing signed or settled", async () => {
    const payer = await freshPayer(devnet);
    const { client, seen } = await paying(payer.key, { maxPricePerCallUsd: 0.02 });
    const before = await balancesOf(devnet, payer.address);
    const ledgerBefore = await ledgerSnapshot(server);

    const err = await client.history().catch((e: unknown) => e);

    expect(err).toBeInstanceOf(SpendLimitError);
    expect(err).toMatchObject({ code: "spend_limit", charged: false });
    expect((err as SpendLimitError).details).toMatchObject({ priceUsd: 0.03, limitUsd: 0.02 });
    // Only the unpaid probe that read the 402 went out; no request carried a payment.
    expect(seen).toEqual({ requests: 1, paymentHeaders: 0 });
    expect(await balancesOf(devnet, payer.address)).toEqual(before);
    expect(await newLedgerEntries(server, ledgerBefore)).toEqual([]);
    expect(client.spent()).toEqual({ usd: 0, calls: 0 });
    // The key never leaks into an error.
    const shown = `${String(err)} ${JSON.stringify(err)} ${(err as Error).stack ?? ""}`;
    expect(shown).not.toContain(payer.key.slice(2));
  });

  it("per session: with maxSpendUsd 0.04 the first $0.03 is paid, the second refused before signing", async () => {
    const payer = await freshPayer(devnet);
    const { client, seen } = await paying(payer.key, { maxSpendUsd: 0.04 });
    const before = await balancesOf(devnet, payer.address);

    expect((await client.history()).charged).toBe(true);
    const ledgerBefore = await ledgerSnapshot(server);
    const err = await client.history().catch((e: unknown) => e);

    expect(err).toBeInstanceOf(SpendLimitError);
    expect((err as SpendLimitError).details).toMatchObject({
      priceUsd: 0.03,
      limitUsd: 0.04,
      spentUsd: 0.03,
    });
    expect(seen).toEqual({ requests: 3, paymentHeaders: 1 });
    expect(before.payer - (await balancesOf(devnet, payer.address)).payer).toBe(30_000n);
    expect(await newLedgerEntries(server, ledgerBefore)).toEqual([]);
    expect(client.spent()).toEqual({ usd: 0.03, calls: 1 });
  });

  it("concurrent calls cannot both pass the session cap", async () => {
    const payer = await freshPayer(devnet);
    const { client } = await paying(payer.key, { maxSpendUsd: 0.04 });
    const results = await Promise.allSettled([client.history(), client.history()]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(SpendLimitError);
    expect(client.spent()).toEqual({ usd: 0.03, calls: 1 });
  });
});

describe("a paid route without a payer", () => {
  it("is a PaymentRequiredError carrying the price and the x402 offer", async () => {
    const client = createIntelDigestClient({ baseUrl: server.url });
    const err = await client.pulseDigests({ since: 143 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentRequiredError);
    expect(err).toMatchObject({ status: 402, code: "payment_required", charged: false });
    expect((err as PaymentRequiredError).message).toContain("$0.03");
    const details = (err as PaymentRequiredError).details as { price: string; accepts: { amount: string }[] };
    expect(details.price).toBe("$0.03");
    expect(details.accepts[0]?.amount).toBe("30000");
    expect(client.prices).toEqual({
      history: "$0.03",
      narratives: "$0.01",
      narrative: "$0.01",
      pulseDigests: "$0.03",
      recentContent: "$0.02",
    });
  });
});

describe("calls that are not charged", () => {
  it("an empty answer (no Pulse digest after `since`) is signed but not settled, and spent() stays 0", async () => {
    const payer = await freshPayer(devnet);
    const { client, seen } = await paying(payer.key);
    const before = await balancesOf(devnet, payer.address);

    const answer = await client.pulseDigests({ since: 1_000_000 });

    expect(answer).toMatchObject({ digests: [], charged: false, price: "$0.03" });
    expect(seen.paymentHeaders).toBe(1);
    expect(await balancesOf(devnet, payer.address)).toEqual(before);
    expect(client.spent()).toEqual({ usd: 0, calls: 0 });
  });

  it("an unknown narrative is a not_found error, charged false, and frees its reservation", async () => {
    const payer = await freshPayer(devnet);
    const { client } = await paying(payer.key, { maxSpendUsd: 0.01 });
    const before = await balancesOf(devnet, payer.address);

    const err = await client.narrative(999_999).catch((e: unknown) => e);

    expect(err).toMatchObject({ status: 404, code: "not_found", charged: false });
    expect(await balancesOf(devnet, payer.address)).toEqual(before);
    // The $0.01 reserved for the failed call is free again: the session cap of $0.01 still allows one call.
    expect((await client.narrative(7)).charged).toBe(true);
    expect(client.spent()).toEqual({ usd: 0.01, calls: 1 });
  });

  it("a malformed key is refused without quoting it", () => {
    const key = "0x1234abcd" as const;
    let caught: unknown;
    try {
      createIntelDigestClient({ baseUrl: server.url, payer: { privateKey: key } });
    } catch (e) {
      caught = e;
    }
    expect(caught).toMatchObject({ code: "invalid_options" });
    expect(String(caught)).not.toContain("1234abcd");
  });
});
