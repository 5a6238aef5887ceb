import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { inspect } from "node:util";
import { x402HTTPClient } from "@x402/core/client";
import { decodePaymentResponseHeader } from "@x402/core/http";
import type { PaymentRequirements } from "@x402/core/types";
import { toClientEvmSigner } from "@x402/evm";
import { ExactEvmSchemeV1 } from "@x402/evm/exact/v1/client";
import { wrapFetchWithPayment } from "@x402/fetch";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FacilitatorServer, startFacilitatorServer } from "../../devnet/facilitator-server.js";
import { type Devnet, startDevnet } from "../../devnet/start.js";
import { createLocalFacilitator, createPayerClient, devnetRequirements } from "../../devnet/x402-local.js";
import { localPaymentsSource } from "../../tests/helpers/local-gate.js";
import { AppError } from "../errors/index.js";
import { type PaymentsConfigSource, toPaymentsConfig } from "./config.js";
import { createChainReader, createFacilitatorClient } from "./facilitator.js";
import { createPaymentGate } from "./gate.js";
import type { PaymentGate, PaymentsLogger } from "./gate-types.js";
import type { PaymentEntryInput } from "./ledger.js";
import { MemoryPaymentLedger } from "./memory-ledger.js";

const BASE = "https://intel.example";
const ROUTE = {
  routeId: "pulse.digests",
  price: "0.03",
  resourceUrl: `${BASE}/v1/pulse/digests`,
  description: "Pulse digests",
};
const BODY = { digests: [{ id: 1, title: "t", summary: "s" }] };
const RPC = { retryCount: 0, pollingIntervalMs: 50 };

let devnet: Devnet;
let facilitatorServer: FacilitatorServer;
beforeAll(async () => {
  devnet = await startDevnet();
  facilitatorServer = await startFacilitatorServer({
    rpcUrl: devnet.rpcUrl,
    settlerKey: devnet.settler.privateKey,
  });
});
afterAll(async () => {
  await facilitatorServer?.close();
  await devnet?.stop();
});

const source = (over: Partial<PaymentsConfigSource> = {}) => localPaymentsSource(devnet, BASE, over);

function capturingLogger(): PaymentsLogger & { lines: string[] } {
  const lines: string[] = [];
  const log = (obj: object, msg?: string) => {
    lines.push(`${msg ?? ""} ${inspect(obj, { depth: 8 })}`);
  };
  return { lines, info: log, warn: log, error: log };
}

function setup(over: Partial<PaymentsConfigSource> = {}, opts: { chain?: boolean } = {}) {
  const config = toPaymentsConfig(source(over));
  const ledger = new MemoryPaymentLedger();
  const logger = capturingLogger();
  const gate = createPaymentGate({
    config,
    ledger,
    logger,
    facilitator: createFacilitatorClient(config, { rpc: RPC, timeoutMs: 10_000 }),
    chain: opts.chain === false ? undefined : createChainReader(config, { rpc: RPC }),
  });
  return { config, ledger, gate, logger };
}

async function freshPayer(usdc = 1_000_000n) {
  const key = generatePrivateKey();
  const address = privateKeyToAccount(key).address;
  if (usdc > 0n) await devnet.mint(address, usdc);
  return { key, address };
}

const work = async () => ({ body: BODY, billable: true });

describe("legacy X-PAYMENT", () => {
  it("takes a V2 payload and answers with X-PAYMENT-RESPONSE", async () => {
    const { gate } = setup();
    const payer = await freshPayer();
    const client = new x402HTTPClient(createPayerClient(payer.key, devnet.usdc));
    const challenge = await gate.process(ROUTE, work);
    if (challenge.kind !== "payment_required") throw new Error("expected a 402");
    const payload = await client.createPaymentPayload(
      client.getPaymentRequiredResponse((name) => challenge.headers[name]),
    );
    const xPayment = client.encodePaymentSignatureHeader(payload)["PAYMENT-SIGNATURE"];

    const result = await gate.process({ ...ROUTE, xPayment }, work);

    expect(result.kind).toBe("paid");
    expect(result.headers).toHaveProperty("X-PAYMENT-RESPONSE");
    expect(result.headers).not.toHaveProperty("PAYMENT-RESPONSE");
    expect(decodePaymentResponseHeader(result.headers["X-PAYMENT-RESPONSE"] ?? "")).toMatchObject({
      success: true,
      network: "eip155:8453",
      payer: payer.address,
    });
  });

  it("takes an x402 V1 payload (network `base`), settles it, and answers in V1 terms", async () => {
    const { gate, ledger } = setup();
    const payer = await freshPayer();
    const v1Requirements = {
      scheme: "exact",
      network: "base",
      maxAmountRequired: "30000",
      resource: ROUTE.resourceUrl,
      description: ROUTE.description,
      mimeType: "application/json",
      outputSchema: {},
      payTo: devnet.payTo.address,
      maxTimeoutSeconds: 60,
      asset: devnet.usdc,
      extra: { name: "USD Coin", version: "2" },
    };
    const signer = toClientEvmSigner(privateKeyToAccount(payer.key));
    const v1 = await new ExactEvmSchemeV1(signer).createPaymentPayload(
      1,
      v1Requirements as unknown as PaymentRequirements,
    );
    expect(v1).toMatchObject({ x402Version: 1, scheme: "exact", network: "base" });
    const before = await devnet.balanceOf(devnet.payTo.address);

    const result = await gate.process(
      { ...ROUTE, xPayment: Buffer.from(JSON.stringify(v1)).toString("base64") },
      work,
    );

    if (result.kind !== "paid") throw new Error(`expected paid, got ${JSON.stringify(result)}`);
    expect(decodePaymentResponseHeader(result.headers["X-PAYMENT-RESPONSE"] ?? "")).toEqual({
      success: true,
      transaction: result.txHash,
      network: "base",
      payer: payer.address,
    });
    expect(await devnet.balanceOf(devnet.payTo.address)).toBe(before + 30_000n);
    expect((await ledger.recentPayments(1))[0]).toMatchObject({ x402Version: 1, outcome: "settled" });
  });
});

describe("facilitator mode against a real HTTP facilitator on 127.0.0.1", () => {
  let app: Server;
  let appUrl: string;
  let gate: PaymentGate;

  beforeAll(async () => {
    gate = setup({ PAYMENT_MODE: "facilitator", FACILITATOR_URL: facilitatorServer.url }).gate;
    // The thinnest possible HTTP adapter: what src/http does with a GateResult, minus the framework.
    const header = (req: IncomingMessage, name: string) => req.headers[name] as string | undefined;
    app = createServer((req, res) => {
      gate
        .process(
          {
            ...ROUTE,
            resourceUrl: `${appUrl}${req.url}`,
            paymentSignature: header(req, "payment-signature"),
            xPayment: header(req, "x-payment"),
          },
          work,
        )
        .then((result) => {
          res.writeHead(result.status, { "Content-Type": "application/json", ...result.headers });
          res.end(JSON.stringify(result.body));
        })
        .catch(() => {
          res.writeHead(500, { "Content-Type": "application/json" }).end("{}");
        });
    });
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => app?.close(resolve));
  });

  it("@x402/fetch pays the 402 unaided; the facilitator verifies and settles; balances move", async () => {
    const payer = await freshPayer();
    const before = await devnet.balanceOf(devnet.payTo.address);
    const calls = { ...facilitatorServer.calls };
    const fetchWithPayment = wrapFetchWithPayment(fetch, createPayerClient(payer.key, devnet.usdc));

    const res = await fetchWithPayment(`${appUrl}/v1/pulse/digests`);

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...BODY, charged: true });
    expect(decodePaymentResponseHeader(res.headers.get("PAYMENT-RESPONSE") ?? "")).toMatchObject({
      success: true,
      payer: payer.address,
    });
    expect(await devnet.balanceOf(devnet.payTo.address)).toBe(before + 30_000n);
    expect(await devnet.balanceOf(payer.address)).toBe(1_000_000n - 30_000n);
    expect(facilitatorServer.calls.verify).toBe(calls.verify + 1);
    expect(facilitatorServer.calls.settle).toBe(calls.settle + 1);
  });
});

describe("a facilitator that dies mid-settlement", () => {
  it("withholds the content, does not claim nothing was charged, and leaves the entry for reconciliation", async () => {
    const config = toPaymentsConfig(source());
    const ledger = new MemoryPaymentLedger();
    const real = createFacilitatorClient(config, { rpc: RPC });
    const gate = createPaymentGate({
      config,
      ledger,
      // Verifies for real, then loses the connection while settling: the outcome is unknown.
      facilitator: { ...real, settle: () => Promise.reject(new Error("socket hang up at 10.1.2.3")) },
    });
    const payer = await freshPayer();
    const client = new x402HTTPClient(createPayerClient(payer.key, devnet.usdc));
    const challenge = await gate.process(ROUTE, work);
    if (challenge.kind !== "payment_required") throw new Error("expected a 402");
    const payload = await client.createPaymentPayload(
      client.getPaymentRequiredResponse((n) => challenge.headers[n]),
    );
    const paymentSignature = client.encodePaymentSignatureHeader(payload)["PAYMENT-SIGNATURE"];

    const result = await gate.process({ ...ROUTE, paymentSignature }, work);

    if (result.kind !== "payment_required") throw new Error(`expected a 402, got ${result.kind}`);
    expect(result.body.error).toEqual({
      code: "settlement_failed",
      message: "Settlement failed: settlement could not be confirmed. The content is withheld.",
    });
    expect(JSON.stringify(result)).not.toMatch(/10\.1\.2\.3|hang up|digests/);
    expect((await ledger.recentPayments(1))[0]).toMatchObject({ outcome: "verified" });
  });
});

describe("recoverStalePayments", () => {
  const stale = (payer: string, nonce: string): PaymentEntryInput => ({
    id: `pay_stale_${nonce.slice(2, 14)}`,
    route: ROUTE.routeId,
    resource: ROUTE.resourceUrl,
    x402Version: 2,
    network: "eip155:8453",
    asset: devnet.usdc,
    payTo: devnet.payTo.address,
    payer,
    amount: "30000",
    nonce,
    validBefore: new Date(Date.now() - 60_000),
    at: new Date(Date.now() - 120_000),
  });
  const randomNonce = () => generatePrivateKey();

  it("settles an expired reservation whose nonce was used on-chain and releases an unused one", async () => {
    const { gate, ledger } = setup();
    const payer = await freshPayer();
    // A payment that settled on-chain while its process died before recording it.
    const requirements = devnetRequirements(devnet.usdc, devnet.payTo.address, 30_000n);
    const payload = await createPayerClient(payer.key, devnet.usdc).createPaymentPayload({
      x402Version: 2,
      resource: { url: ROUTE.resourceUrl },
      accepts: [requirements],
    });
    const settled = await createLocalFacilitator(devnet.rpcUrl, devnet.settler.privateKey).settle(
      payload,
      requirements,
    );
    expect(settled.success).toBe(true);
    const usedNonce = (payload.payload.authorization as { nonce: string }).nonce;
    const used = stale(payer.address, usedNonce);
    const unused = stale(payer.address, randomNonce());
    const fresh = { ...stale(payer.address, randomNonce()), validBefore: new Date(Date.now() + 60_000) };
    for (const e of [used, unused, fresh]) expect((await ledger.reservePayment(e)).reserved).toBe(true);

    expect(await gate.recoverStalePayments(new Date())).toEqual({ settled: 1, released: 1 });

    expect(await ledger.paymentById(used.id)).toMatchObject({
      outcome: "settled",
      reason: "reconciled on-chain",
    });
    expect(await ledger.paymentById(unused.id)).toMatchObject({ outcome: "released" });
    expect(await ledger.paymentById(fresh.id)).toMatchObject({ outcome: "verified" });
    expect(await gate.recoverStalePayments(new Date())).toEqual({ settled: 0, released: 0 });
  });

  it("without an RPC, releases expired reservations and says they were not reconciled", async () => {
    const { gate, ledger } = setup({}, { chain: false });
    const entry = stale(privateKeyToAccount(generatePrivateKey()).address, randomNonce());
    await ledger.reservePayment(entry);

    expect(await gate.recoverStalePayments()).toEqual({ settled: 0, released: 1 });
    expect(await ledger.paymentById(entry.id)).toMatchObject({
      outcome: "released",
      reason: "expired; not reconciled (no RPC_URL)",
    });
  });
});

describe("configuration and hygiene", () => {
  it("without PAY_TO_ADDRESS the gate is not configured and refuses with payments_not_configured", async () => {
    const { gate } = setup({ PAY_TO_ADDRESS: undefined });
    expect(gate.configured).toBe(false);
    expect(gate.describe()).toEqual({
      mode: "local",
      network: "eip155:8453",
      asset: devnet.usdc,
      payTo: undefined,
      configured: false,
    });
    const attempt = gate.process(ROUTE, work);
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: "payments_not_configured" });
  });

  it("an unreachable RPC is a 503 with a safe message; internals and the settler key stay out of answers and logs", async () => {
    const { gate, ledger, logger } = setup({ RPC_URL: "http://127.0.0.1:9" });
    const payer = await freshPayer();
    const client = createPayerClient(payer.key, devnet.usdc);
    const payload = await client.createPaymentPayload({
      x402Version: 2,
      resource: { url: ROUTE.resourceUrl },
      accepts: [devnetRequirements(devnet.usdc, devnet.payTo.address, 30_000n)],
    });
    const paymentSignature = new x402HTTPClient(client).encodePaymentSignatureHeader(payload)[
      "PAYMENT-SIGNATURE"
    ];
    const spy = vi.fn(work);

    const error = await gate.process({ ...ROUTE, paymentSignature }, spy).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "upstream_unavailable" });
    expect((error as Error).message).not.toMatch(/127\.0\.0\.1|fetch|ECONNREFUSED|RPC|0x/i);
    expect(spy).not.toHaveBeenCalled();
    expect((await ledger.recentPayments(1))[0]).toMatchObject({ outcome: "rejected" });
    expect(logger.lines.length).toBeGreaterThan(0);
    const keyHex = devnet.settler.privateKey.slice(2).toLowerCase();
    for (const line of logger.lines) expect(line.toLowerCase()).not.toContain(keyHex);
    expect(inspect(setup().config)).not.toContain(keyHex);
    expect(JSON.stringify(setup().config)).not.toContain(keyHex);
  });
});
