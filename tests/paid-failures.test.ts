import { x402Client, x402HTTPClient } from "@x402/core/client";
import { decodePaymentRequiredHeader } from "@x402/core/http";
import type { PaymentRequired } from "@x402/core/types";
import { toClientEvmSigner } from "@x402/evm";
import { ExactEvmScheme as ExactEvmClientScheme } from "@x402/evm/exact/client";
import type { Address } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Devnet, startDevnet } from "../devnet/start.js";
import { makeDigest } from "./helpers/digests.js";
import { deadUrl, type FakePulse, type FakePulseMode, startFakePulse } from "./helpers/fake-pulse.js";
import {
  balancesOf,
  challengeFor,
  decodeReceipt,
  editOffer,
  freshPayer,
  ledgerSnapshot,
  moveUsdcAway,
  newLedgerEntries,
  type Payer,
  paidGet,
  reencode,
  resignedHeader,
  signedHeader,
  startPaidServer,
  until,
} from "./helpers/paid.js";
import type { TestServer } from "./helpers/server.js";

/**
 * Paid routes end to end when something goes wrong: bad payments, bad requests, a failing upstream, empty answers
 * and a settlement that fails after the work. Each must answer without moving money, and say so in the ledger.
 */

const HOUR = 3_600_000;
const PULSE_TIMEOUT_MS = 300;
let devnet: Devnet;
let pulse: FakePulse;
/** Proxies to the fake Pulse upstream with a short deadline. */
let server: TestServer;
/** Proxies to a port where nothing listens. */
let unreachable: TestServer;

beforeAll(async () => {
  [devnet, pulse] = await Promise.all([startDevnet(), startFakePulse()]);
  [server, unreachable] = await Promise.all([
    startPaidServer(devnet, pulse.url, { PULSE_TIMEOUT_MS: String(PULSE_TIMEOUT_MS) }),
    deadUrl().then((url) => startPaidServer(devnet, url)),
  ]);
  // One digest, 3 hours old: history over 24 hours has a row, over 1 hour has none.
  const d = makeDigest(new Date(Date.now() - 3 * HOUR));
  expect((await server.store.insertDigest(d, { slot: d.createdAt })).inserted).toBe(true);
});
afterEach(() => {
  pulse.mode = "ok";
  pulse.delayMs = 1000;
  vi.restoreAllMocks();
});
afterAll(async () => {
  await Promise.all([server?.close(), unreachable?.close()]);
  await pulse?.close();
  await devnet?.stop();
});

type Body = { success: boolean; error: { code: string; message: string }; charged: boolean };

/** Snapshot of everything a paid call may move: balances, ledger, upstream requests. */
async function observe(srv: TestServer, payer: Payer) {
  const before = {
    balances: await balancesOf(devnet, payer.address),
    ledger: await ledgerSnapshot(srv),
    upstream: pulse.requests.length,
  };
  return {
    /** Asserts no USDC moved and returns the ledger entries written meanwhile. */
    nothingMoved: async () => {
      expect(await balancesOf(devnet, payer.address)).toEqual(before.balances);
      return newLedgerEntries(srv, before.ledger);
    },
    upstreamCalls: () => pulse.requests.slice(before.upstream).map((r) => r.path),
  };
}

describe("invalid payments over HTTP: 402 payment_invalid with a reason, nothing moves, ledger rejected", () => {
  const PATH = "/v1/pulse/narratives"; // $0.01 = 10000
  const ELSEWHERE: Address = "0x000000000000000000000000000000000000dEaD";
  const ours = async (): Promise<PaymentRequired["accepts"][number]> => {
    const res = await server.get(PATH);
    const offer = decodePaymentRequiredHeader(res.headers.get("PAYMENT-REQUIRED") ?? "").accepts[0];
    if (!offer) throw new Error("no offer in the challenge");
    return offer;
  };
  /** Signs with the clock moved by `offsetMs`: the V2 client stamps validBefore from Date.now (validAfter is 0). */
  const signedAt = async (payer: Payer, offsetMs: number) => {
    const { required } = await challengeFor(server, PATH);
    const real = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(real + offsetMs);
    try {
      const payload = await payer.http.createPaymentPayload(required);
      return payer.http.encodePaymentSignatureHeader(payload)["PAYMENT-SIGNATURE"] ?? "";
    } finally {
      vi.restoreAllMocks();
    }
  };
  /** The official client, registered for Base Sepolia instead: it signs under chain id 84532. */
  const sepoliaClient = (payer: Payer) => {
    const client = new x402Client()
      .register("eip155:84532", new ExactEvmClientScheme(toClientEvmSigner(privateKeyToAccount(payer.key))))
      .setSpendControls({ allowedAssets: [{ network: "eip155:84532", asset: devnet.usdc }] });
    return { http: new x402HTTPClient(client) };
  };

  const cases: {
    name: string;
    reason: string;
    usdc?: bigint;
    header: (payer: Payer) => Promise<string>;
  }[] = [
    {
      name: "signed for 1000 against a 10000 price",
      reason: "amount does not match the price",
      header: (p) => signedHeader(server, PATH, p, editOffer({ amount: "1000" })),
    },
    {
      name: "signed for 1000 while claiming our requirements",
      reason: "amount does not match the price",
      header: async (p) => {
        const offer = await ours();
        return reencode(await signedHeader(server, PATH, p, editOffer({ amount: "1000" })), (x) => {
          x.accepted = offer;
        });
      },
    },
    {
      name: "paying someone else",
      reason: "wrong recipient",
      header: (p) => signedHeader(server, PATH, p, editOffer({ payTo: ELSEWHERE })),
    },
    {
      name: "paying someone else while claiming our requirements",
      reason: "wrong recipient",
      header: async (p) => {
        const offer = await ours();
        return reencode(await signedHeader(server, PATH, p, editOffer({ payTo: ELSEWHERE })), (x) => {
          x.accepted = offer;
        });
      },
    },
    {
      name: "signed for eip155:84532 (Base Sepolia)",
      reason: "wrong network",
      header: (p) => signedHeader(server, PATH, sepoliaClient(p), editOffer({ network: "eip155:84532" })),
    },
    {
      name: "signed for eip155:8453, accepted.network edited to eip155:84532",
      reason: "wrong network",
      header: async (p) =>
        reencode(await signedHeader(server, PATH, p), (x) => {
          (x.accepted as { network: string }).network = "eip155:84532";
        }),
    },
    {
      name: "signed under chain id 84532 while claiming our requirements",
      reason: "signature does not match",
      header: async (p) => {
        const offer = await ours();
        const header = await signedHeader(
          server,
          PATH,
          sepoliaClient(p),
          editOffer({ network: "eip155:84532" }),
        );
        return reencode(header, (x) => {
          x.accepted = offer;
        });
      },
    },
    {
      name: "an expired authorization (signed 10 minutes ago)",
      reason: "authorization expired",
      header: (p) => signedAt(p, -10 * 60_000),
    },
    {
      name: "a not-yet-valid authorization (validAfter in the future, well signed)",
      reason: "authorization not yet valid",
      header: async (p) => {
        const later = Math.floor(Date.now() / 1000) + 3600;
        return resignedHeader(await signedHeader(server, PATH, p), p.key, (auth) => {
          auth.validAfter = String(later);
          auth.validBefore = String(later + 600);
        });
      },
    },
    {
      name: "someone else's signature",
      reason: "signature does not match",
      header: async (p) => {
        const forger = await freshPayer(devnet, 0n);
        return reencode(await signedHeader(server, PATH, forger), (x) => {
          (x.payload as { authorization: { from: string } }).authorization.from = p.address;
        });
      },
    },
    {
      name: "a signature whose bytes were altered",
      reason: "signature does not match",
      header: async (p) =>
        reencode(await signedHeader(server, PATH, p), (x) => {
          const payload = x.payload as { signature: string };
          // Flip a nibble inside `r`: still a well-formed signature, recovering to another address.
          const i = 10;
          const flipped = (Number.parseInt(payload.signature[i] ?? "0", 16) ^ 0x8).toString(16);
          payload.signature = `${payload.signature.slice(0, i)}${flipped}${payload.signature.slice(i + 1)}`;
        }),
    },
    {
      name: "a payer without the funds",
      reason: "insufficient balance",
      usdc: 5_000n,
      header: (p) => signedHeader(server, PATH, p),
    },
    {
      name: "a garbage header",
      reason: "malformed payment header",
      header: async () => "this is not a payment",
    },
    {
      name: "base64 JSON that is not a payment",
      reason: "malformed payment header",
      header: async () => Buffer.from(JSON.stringify({ hello: "world" })).toString("base64"),
    },
  ];

  it.each(cases)("$name → $reason", async ({ reason, usdc, header }) => {
    const payer = await freshPayer(devnet, usdc ?? 1_000_000n);
    const paymentSignature = await header(payer);
    const seen = await observe(server, payer);

    const res = await paidGet(server, PATH, paymentSignature);

    expect(res.status).toBe(402);
    const body = (await res.json()) as Body;
    const message = `Payment rejected: ${reason}. Nothing was charged.`;
    expect(body).toMatchObject({
      success: false,
      error: { code: "payment_invalid", message },
      charged: false,
    });
    expect(decodePaymentRequiredHeader(res.headers.get("PAYMENT-REQUIRED") ?? "").error).toBe(message);
    expect(res.headers.get("PAYMENT-RESPONSE")).toBeNull();
    expect(seen.upstreamCalls()).toEqual([]);
    const entries = await seen.nothingMoved();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ outcome: "rejected", route: "getPulseNarratives", txHash: undefined });
    expect(entries[0]?.reason).toContain(reason);
  });
  it("control: the re-signing used above is sound (a valid window, re-signed the same way, pays)", async () => {
    const payer = await freshPayer(devnet);
    const header = await resignedHeader(await signedHeader(server, PATH, payer), payer.key, (auth) => {
      auth.validAfter = String(Math.floor(Date.now() / 1000) - 60);
    });

    const res = await paidGet(server, PATH, header);

    expect(res.status).toBe(200);
    expect(decodeReceipt(res).success).toBe(true);
    expect((await balancesOf(devnet, payer.address)).payer).toBe(1_000_000n - 10_000n);
  });
});

describe("a valid payment on an invalid request: 400 before any payment handling", () => {
  it.each([
    { bad: "/v1/intelligence/history?hours=0", signFor: "/v1/intelligence/history", field: "hours" },
    { bad: "/v1/intelligence/history?limit=51", signFor: "/v1/intelligence/history", field: "limit" },
    { bad: "/v1/pulse/narratives/abc", signFor: "/v1/pulse/narratives/7", field: "id" },
    { bad: "/v1/pulse/digests?since=x", signFor: "/v1/pulse/digests", field: "since" },
  ])("$bad → 400 invalid_request, no transfer, no ledger entry", async ({ bad, signFor, field }) => {
    const payer = await freshPayer(devnet);
    const header = await signedHeader(server, signFor, payer);
    const seen = await observe(server, payer);

    const res = await paidGet(server, bad, header);

    expect(res.status).toBe(400);
    const body = (await res.json()) as Body;
    expect(body).toMatchObject({ success: false, error: { code: "invalid_request" }, charged: false });
    expect(body.error.message).toContain(field);
    expect(res.headers.get("PAYMENT-REQUIRED")).toBeNull();
    expect(res.headers.get("PAYMENT-RESPONSE")).toBeNull();
    expect(seen.upstreamCalls()).toEqual([]);
    expect(await seen.nothingMoved()).toEqual([]);
  });

  it("the authorization is left untouched: it still pays for a valid call afterwards", async () => {
    const payer = await freshPayer(devnet);
    const header = await signedHeader(server, "/v1/intelligence/history", payer);
    expect((await paidGet(server, "/v1/intelligence/history?hours=0", header)).status).toBe(400);

    const res = await paidGet(server, "/v1/intelligence/history?hours=24", header);

    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ count: 1, charged: true });
    expect(await balancesOf(devnet, payer.address)).toMatchObject({ payer: 1_000_000n - 30_000n });
  });
});

describe("upstream failures are never charged: the reservation is released", () => {
  const cases: { name: string; mode?: FakePulseMode; status: number; code: string; dead?: boolean }[] = [
    { name: "connection refused", dead: true, status: 503, code: "upstream_unavailable" },
    { name: "connection reset before any answer", mode: "reset", status: 503, code: "upstream_unavailable" },
    {
      name: `slower than PULSE_TIMEOUT_MS (${PULSE_TIMEOUT_MS})`,
      mode: "slow",
      status: 504,
      code: "upstream_timeout",
    },
    { name: "no answer at all", mode: "hang", status: 504, code: "upstream_timeout" },
    { name: "a 5xx", mode: "500", status: 502, code: "upstream_error" },
    { name: "malformed JSON", mode: "malformed", status: 502, code: "upstream_error" },
    { name: "JSON of the wrong shape", mode: "wrong-shape", status: 502, code: "upstream_error" },
  ];

  it.each(cases)("$name → $status $code, charged false", async ({ mode, status, code, dead }) => {
    const srv = dead ? unreachable : server;
    const payer = await freshPayer(devnet);
    const header = await signedHeader(srv, "/v1/pulse/narratives", payer);
    if (mode) pulse.mode = mode;
    // "slow" would answer well after the deadline: the 504 must come first.
    pulse.delayMs = 3000;
    const seen = await observe(srv, payer);

    const pending = paidGet(srv, "/v1/pulse/narratives", header);
    // Timed from the upstream's side, so payment verification on a busy machine doesn't count.
    if (!dead) await until(() => seen.upstreamCalls().length > 0);
    const asked = Date.now();
    const res = await pending;

    expect(res.status).toBe(status);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ success: false, error: { code }, charged: false });
    expect(text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|postgres|s3cret/);
    expect(res.headers.get("PAYMENT-RESPONSE")).toBeNull();
    if (mode === "slow" || mode === "hang") expect(Date.now() - asked).toBeLessThan(pulse.delayMs - 1000);
    if (!dead) expect(seen.upstreamCalls()).toEqual(["/narratives"]);
    const entries = await seen.nothingMoved();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      outcome: "released",
      reason: "work failed: not charged",
      txHash: undefined,
      payer: payer.address.toLowerCase(),
    });
  });

  it("a released authorization pays for the same call once the upstream is back", async () => {
    const payer = await freshPayer(devnet);
    const header = await signedHeader(server, "/v1/pulse/narratives", payer);
    pulse.mode = "500";
    expect((await paidGet(server, "/v1/pulse/narratives", header)).status).toBe(502);
    pulse.mode = "ok";

    const res = await paidGet(server, "/v1/pulse/narratives", header);

    expect(res.status).toBe(200);
    expect(decodeReceipt(res).success).toBe(true);
    expect((await balancesOf(devnet, payer.address)).payer).toBe(1_000_000n - 10_000n);
  });

  it("an unknown narrative id → 404 not_found, not charged, released", async () => {
    const payer = await freshPayer(devnet);
    const header = await signedHeader(server, "/v1/pulse/narratives/999", payer);
    const seen = await observe(server, payer);

    const res = await paidGet(server, "/v1/pulse/narratives/999", header);

    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, error: { code: "not_found" }, charged: false });
    expect(seen.upstreamCalls()).toEqual(["/narratives/999"]);
    const entries = await seen.nothingMoved();
    expect(entries.map((e) => e.outcome)).toEqual(["released"]);
  });
});

describe("below-threshold answers are served free: 200 charged false, released, nothing moves", () => {
  it.each([
    {
      name: "history with no digest in the window",
      path: "/v1/intelligence/history?hours=1",
      empty: { success: true, count: 0, hours: 1, data: [] },
    },
    {
      name: "narratives, upstream empty",
      path: "/v1/pulse/narratives",
      mode: "empty",
      empty: { narratives: [] },
    },
    { name: "digests, upstream empty", path: "/v1/pulse/digests", mode: "empty", empty: { digests: [] } },
    { name: "no digest after since", path: "/v1/pulse/digests?since=146", empty: { digests: [] } },
    {
      name: "recent content, upstream empty",
      path: "/v1/pulse/content/recent",
      mode: "empty",
      empty: { items: [] },
    },
  ] as const)("$name", async ({ path, mode, empty }) => {
    const payer = await freshPayer(devnet);
    const header = await signedHeader(server, path.split("?")[0] ?? path, payer);
    if (mode) pulse.mode = mode;
    const seen = await observe(server, payer);

    const res = await paidGet(server, path, header);

    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ...empty, charged: false });
    expect(res.headers.get("PAYMENT-RESPONSE")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const entries = await seen.nothingMoved();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ outcome: "released", reason: "below threshold: not charged" });
  });
});

describe("a settlement that fails after the work", () => {
  let patient: TestServer;
  beforeAll(async () => {
    // A deadline that outlasts the fake's delay, so the work completes while the payer empties its wallet.
    patient = await startPaidServer(devnet, pulse.url, { PULSE_TIMEOUT_MS: "10000" });
  });
  afterAll(async () => {
    await patient?.close();
  });

  it("withholds the content: 402 settlement_failed, charged false, nothing moves, ledger settle_failed", async () => {
    const path = "/v1/pulse/narratives";
    const payer = await freshPayer(devnet, 10_000n);
    const header = await signedHeader(patient, path, payer);
    pulse.mode = "slow";
    pulse.delayMs = 1500;
    const payToBefore = await devnet.balanceOf(devnet.payTo.address);
    const ledgerBefore = await ledgerSnapshot(patient);
    const upstreamBefore = pulse.requests.length;

    // Verified and reserved; while the upstream takes its time, the payer moves its funds away.
    const answer = paidGet(patient, path, header);
    await until(() => pulse.requests.length > upstreamBefore);
    await moveUsdcAway(devnet, payer.key, 10_000n);
    const res = await answer;

    expect(res.status).toBe(402);
    const text = await res.text();
    const body = JSON.parse(text) as Body;
    expect(body).toMatchObject({
      success: false,
      error: {
        code: "settlement_failed",
        message: "Settlement failed: insufficient balance. Nothing was charged and the content is withheld.",
      },
      charged: false,
    });
    // None of the paid content leaks into the answer.
    expect(text).not.toMatch(/narratives"|momentum|Inference/);
    expect(decodeReceipt(res)).toMatchObject({
      success: false,
      errorReason: "invalid_exact_evm_insufficient_balance",
      payer: payer.address,
    });
    expect(await devnet.balanceOf(devnet.payTo.address)).toBe(payToBefore);
    expect(await devnet.balanceOf(payer.address)).toBe(0n);
    const entries = await newLedgerEntries(patient, ledgerBefore);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ outcome: "settle_failed" });
    expect(entries[0]?.reason).toMatch(/^insufficient balance/);
  });
});
