import { decodePaymentRequiredHeader } from "@x402/core/http";
import type { Hex } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, startDevnet } from "../devnet/start.js";
import { makeDigest } from "./helpers/digests.js";
import { type FakePulse, startFakePulse } from "./helpers/fake-pulse.js";
import {
  balancesOf,
  challengeFor,
  decodeReceipt,
  freshPayer,
  ledgerSnapshot,
  newLedgerEntries,
  PAID_ROUTES,
  paidGet,
  signedHeader,
  startPaidServer,
} from "./helpers/paid.js";
import type { TestServer } from "./helpers/server.js";

/**
 * Paid routes end to end: the real server over real HTTP, payments verified and settled in-process (local mode)
 * on the devnet chain, paid by the official x402 client. Balances are read on-chain, outcomes in the ledger.
 */

const HOUR = 3_600_000;
let devnet: Devnet;
let pulse: FakePulse;
let server: TestServer;
const digestIds: string[] = [];
/** PUBLIC_BASE_URL is unset, so absolute URLs use localhost and the listening port. */
const base = () => `http://localhost:${server.port}`;

beforeAll(async () => {
  [devnet, pulse] = await Promise.all([startDevnet(), startFakePulse()]);
  server = await startPaidServer(devnet, pulse.url);
  for (const hoursAgo of [1, 5, 9]) {
    const d = makeDigest(new Date(Date.now() - hoursAgo * HOUR));
    // Slot key per digest: the store's slot is unique, and these are the test's own.
    expect((await server.store.insertDigest(d, { slot: d.createdAt })).inserted).toBe(true);
    digestIds.push(d.id);
  }
});
afterAll(async () => {
  await server?.close();
  await pulse?.close();
  await devnet?.stop();
});

/** What each route's 200 must contain, beyond `charged: true`. */
const CONTENT: Record<string, (body: Record<string, unknown>) => void> = {
  getHistory: (body) => {
    expect(body).toMatchObject({ success: true, count: 3, hours: 24, limit: 5 });
    expect((body.data as { id: string }[]).map((r) => r.id).sort()).toEqual([...digestIds].sort());
  },
  getPulseNarratives: (body) => {
    const fixture = pulse.bodies.narratives as { narratives: { id: number }[] };
    const ids = (body.narratives as { id: number }[]).map((n) => n.id);
    expect(ids.sort()).toEqual(fixture.narratives.map((n) => n.id).sort());
  },
  getPulseNarrative: (body) => expect(body.narrative).toMatchObject({ id: 7 }),
  getPulseDigests: (body) =>
    expect((body.digests as { id: number }[]).map((d) => d.id)).toEqual([144, 145, 146]),
  getPulseRecentContent: (body) =>
    expect(body.items).toHaveLength((pulse.bodies.recent as { items: unknown[] }).items.length),
};

describe("the official client (@x402/fetch) pays every paid route on the devnet", () => {
  it.each(PAID_ROUTES)(
    "$path: exactly $price moves, charged true, receipt and ledger agree",
    async (route) => {
      const payer = await freshPayer(devnet);
      const before = await balancesOf(devnet, payer.address);
      const ledgerBefore = await ledgerSnapshot(server);
      const upstreamBefore = pulse.requests.length;

      const res = await payer.fetch(`${server.url}${route.path}`);

      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const body = (await res.json()) as Record<string, unknown>;
      expect(body.charged).toBe(true);
      CONTENT[route.routeId]?.(body);

      const receipt = decodeReceipt(res);
      expect(receipt).toEqual({
        success: true,
        transaction: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        network: "eip155:8453",
        payer: payer.address,
      });
      const tx = await devnet.publicClient.getTransactionReceipt({ hash: receipt.transaction as Hex });
      expect(tx.status).toBe("success");

      expect(await balancesOf(devnet, payer.address)).toEqual({
        payer: before.payer - route.atomic,
        payTo: before.payTo + route.atomic,
      });

      const entries = await newLedgerEntries(server, ledgerBefore);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        route: route.routeId,
        resource: `${base()}${route.resource}`,
        x402Version: 2,
        network: "eip155:8453",
        payer: payer.address.toLowerCase(),
        payTo: devnet.payTo.address,
        amount: route.atomic.toString(),
        outcome: "settled",
        txHash: receipt.transaction,
      });

      // The upstream was asked once, for exactly what was bought.
      const upstream = pulse.requests.slice(upstreamBefore).map((r) => r.path);
      expect(upstream).toEqual(route.upstream ? [route.upstream] : []);
    },
  );

  it("the ledger summary counts the settled calls and their exact revenue", async () => {
    const summary = await server.store.paymentSummary();
    // The five calls above, whatever else this file has done before.
    expect(summary.settled).toBeGreaterThanOrEqual(PAID_ROUTES.length);
    const settled = (await server.store.recentPayments(1000)).filter((e) => e.outcome === "settled");
    expect(summary.settled).toBe(settled.length);
    expect(summary.revenueAtomic).toBe(settled.reduce((sum, e) => sum + BigInt(e.amount), 0n).toString());
  });
});

describe("the 402 challenge", () => {
  it.each(PAID_ROUTES)(
    "$resource: PAYMENT-REQUIRED decodes and matches the spec's body mirror",
    async (route) => {
      const ledgerBefore = await ledgerSnapshot(server);
      const { required, body, res } = await challengeFor(server, route.resource);

      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(required).toMatchObject({
        x402Version: 2,
        resource: { url: `${base()}${route.resource}`, mimeType: "application/json" },
        accepts: [
          {
            scheme: "exact",
            network: "eip155:8453",
            amount: route.atomic.toString(),
            asset: devnet.usdc,
            payTo: devnet.payTo.address,
            extra: { name: "USD Coin", version: "2" },
          },
        ],
      });
      expect(required.accepts).toHaveLength(1);
      expect(body).toEqual({
        x402Version: 2,
        accepts: [
          {
            scheme: "exact",
            network: "eip155:8453",
            asset: "USDC",
            price: route.price,
            payTo: devnet.payTo.address,
            mimeType: "application/json",
          },
        ],
        terms: `${base()}/terms.txt`,
        success: false,
        error: { code: "payment_required", message: required.error },
        charged: false,
      });
      expect(new URL(body.terms as string).href).toBe(body.terms);
      expect(required.error).toContain(route.price);
      // Header and body agree on what is asked.
      const [offer] = required.accepts;
      const [mirror] = body.accepts as { network: string; payTo: string; price: string }[];
      expect(mirror?.network).toBe(offer?.network);
      expect(mirror?.payTo).toBe(offer?.payTo);
      expect(mirror?.price).toBe(`$${(Number(offer?.amount) / 1e6).toFixed(2)}`);
      // No payment, no ledger entry.
      expect(await newLedgerEntries(server, ledgerBefore)).toEqual([]);
    },
  );
});

describe("one authorization pays for one answer", () => {
  it("the same payment again for the same request gets the kept answer: no work, no transfer", async () => {
    const payer = await freshPayer(devnet);
    const path = "/v1/pulse/narratives";
    const header = await signedHeader(server, path, payer);
    const first = await paidGet(server, path, header);
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    expect((JSON.parse(firstBody) as { charged: boolean }).charged).toBe(true);
    const after = await balancesOf(devnet, payer.address);
    const ledgerBefore = await ledgerSnapshot(server);
    const upstreamBefore = pulse.requests.length;

    const again = await paidGet(server, path, header);

    expect(again.status).toBe(200);
    expect(await again.text()).toBe(firstBody);
    expect(decodeReceipt(again)).toEqual(decodeReceipt(first));
    expect(again.headers.get("cache-control")).toBe("private, no-store");
    expect(await balancesOf(devnet, payer.address)).toEqual(after);
    expect(after.payer).toBe(1_000_000n - 10_000n);
    expect(pulse.requests.length).toBe(upstreamBefore);
    expect(await newLedgerEntries(server, ledgerBefore)).toEqual([]);
  });

  it("a used PAYMENT-SIGNATURE presented for another request is refused with 402 and moves nothing more", async () => {
    const payer = await freshPayer(devnet);
    const path = "/v1/pulse/narratives";
    const header = await signedHeader(server, path, payer);
    const first = await paidGet(server, path, header);
    expect(first.status).toBe(200);
    const after = await balancesOf(devnet, payer.address);
    const ledgerBefore = await ledgerSnapshot(server);
    const upstreamBefore = pulse.requests.length;

    // Same price, another resource; then the same resource with another query.
    for (const other of ["/v1/pulse/narratives/7", "/v1/pulse/narratives?x=1"]) {
      const replay = await paidGet(server, other, header);
      expect(replay.status, other).toBe(402);
      const body = (await replay.json()) as { error: { code: string; message: string }; charged: boolean };
      expect(body.error).toEqual({
        code: "payment_invalid",
        message: "Payment rejected: authorization already used. Nothing was charged.",
      });
      expect(body.charged).toBe(false);
      expect(decodePaymentRequiredHeader(replay.headers.get("PAYMENT-REQUIRED") ?? "").error).toBe(
        body.error.message,
      );
      expect(replay.headers.get("PAYMENT-RESPONSE")).toBeNull();
    }
    expect(await balancesOf(devnet, payer.address)).toEqual(after);
    expect(pulse.requests.length).toBe(upstreamBefore);
    const entries = await newLedgerEntries(server, ledgerBefore);
    expect(entries.map((e) => e.outcome)).toEqual(["rejected", "rejected"]);
    expect(entries[0]?.reason).toContain("authorization already used");
  });

  it("the same payment sent twice at once is served and settled exactly once; the loser did no work", async () => {
    const payer = await freshPayer(devnet);
    const path = "/v1/pulse/content/recent";
    const header = await signedHeader(server, path, payer);
    const before = await balancesOf(devnet, payer.address);
    const ledgerBefore = await ledgerSnapshot(server);
    const upstreamBefore = pulse.requests.length;

    const [a, b] = await Promise.all([paidGet(server, path, header), paidGet(server, path, header)]);

    expect([a.status, b.status].sort()).toEqual([200, 402]);
    const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
    expect(((await winner.json()) as { charged: boolean }).charged).toBe(true);
    const lost = (await loser.json()) as { error: { code: string; message: string }; charged: boolean };
    expect(lost).toMatchObject({ error: { code: "payment_invalid" }, charged: false });
    // Refused at the reservation, or (when it arrives after the winner kept its answer) while that settles.
    expect(lost.error.message).toMatch(/already used|not confirmed yet/);
    expect(loser.headers.get("PAYMENT-RESPONSE")).toBeNull();

    expect(pulse.requests.length - upstreamBefore).toBe(1);
    expect(await balancesOf(devnet, payer.address)).toEqual({
      payer: before.payer - 20_000n,
      payTo: before.payTo + 20_000n,
    });
    const entries = await newLedgerEntries(server, ledgerBefore);
    expect(entries.map((e) => e.outcome).sort()).toEqual(["rejected", "settled"]);
    expect(entries.find((e) => e.outcome === "settled")?.txHash).toBe(decodeReceipt(winner).transaction);
  });
});

describe("legacy X-PAYMENT", () => {
  it("carries a V2 payload over HTTP and is answered with X-PAYMENT-RESPONSE", async () => {
    const payer = await freshPayer(devnet);
    const path = "/v1/pulse/narratives/7";
    const header = await signedHeader(server, path, payer);
    const before = await balancesOf(devnet, payer.address);
    const ledgerBefore = await ledgerSnapshot(server);

    const res = await server.get(path, { headers: { "X-PAYMENT": header } });

    expect(res.status).toBe(200);
    expect(((await res.json()) as { charged: boolean }).charged).toBe(true);
    expect(res.headers.get("PAYMENT-RESPONSE")).toBeNull();
    const receipt = decodeReceipt(res, "X-PAYMENT-RESPONSE");
    expect(receipt).toMatchObject({ success: true, network: "eip155:8453", payer: payer.address });
    expect(await balancesOf(devnet, payer.address)).toEqual({
      payer: before.payer - 10_000n,
      payTo: before.payTo + 10_000n,
    });
    const entries = await newLedgerEntries(server, ledgerBefore);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ outcome: "settled", x402Version: 2, txHash: receipt.transaction });
  });
});
