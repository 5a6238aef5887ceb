import { type x402Client, x402HTTPClient } from "@x402/core/client";
import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from "@x402/core/http";
import type { PaymentRequired, SettleResponse } from "@x402/core/types";
import { wrapFetchWithPayment } from "@x402/fetch";
import {
  type Address,
  createTestClient,
  createWalletClient,
  type Hash,
  type Hex,
  http,
  parseAbi,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { expect } from "vitest";
import type { Devnet } from "../../devnet/start.js";
import { createPayerClient } from "../../devnet/x402-local.js";
import type { PaymentEntry } from "../../src/payments/ledger.js";
import { startTestServer, type TestServer } from "./server.js";

/**
 * Helpers for the end-to-end paid-route suites: the real server in local payment mode on the devnet, payers of
 * their own per test, and what an x402 client does with a 402 (over real HTTP), with hooks to tamper with it.
 */

/** Every paid route, a request that it answers with data from the fixtures, and its price. */
export const PAID_ROUTES = [
  {
    routeId: "getHistory",
    path: "/v1/intelligence/history?hours=24&limit=5",
    resource: "/v1/intelligence/history",
    price: "$0.03",
    atomic: 30_000n,
    upstream: undefined,
  },
  {
    routeId: "getPulseNarratives",
    path: "/v1/pulse/narratives",
    resource: "/v1/pulse/narratives",
    price: "$0.01",
    atomic: 10_000n,
    upstream: "/narratives",
  },
  {
    routeId: "getPulseNarrative",
    path: "/v1/pulse/narratives/7",
    resource: "/v1/pulse/narratives/7",
    price: "$0.01",
    atomic: 10_000n,
    upstream: "/narratives/7",
  },
  {
    routeId: "getPulseDigests",
    path: "/v1/pulse/digests?since=143",
    resource: "/v1/pulse/digests",
    price: "$0.03",
    atomic: 30_000n,
    upstream: "/digests?since=143",
  },
  {
    routeId: "getPulseRecentContent",
    path: "/v1/pulse/content/recent",
    resource: "/v1/pulse/content/recent",
    price: "$0.02",
    atomic: 20_000n,
    upstream: "/content/recent",
  },
] as const;

export type PaidRoute = (typeof PAID_ROUTES)[number];

/** The environment of a server that settles on `devnet` in-process (PAYMENT_MODE=local). */
export function localPaymentEnv(devnet: Devnet, pulseUrl: string): Record<string, string> {
  return {
    PAYMENT_MODE: "local",
    RPC_URL: devnet.rpcUrl,
    SETTLER_PRIVATE_KEY: devnet.settler.privateKey,
    PAY_TO_ADDRESS: devnet.payTo.address,
    X402_ASSET: devnet.usdc,
    RPC_RETRY_COUNT: "0",
    RPC_POLLING_INTERVAL_MS: "50",
    PULSE_URL: pulseUrl,
  };
}

export function startPaidServer(
  devnet: Devnet,
  pulseUrl: string,
  env: Record<string, string> = {},
): Promise<TestServer> {
  return startTestServer({ ...localPaymentEnv(devnet, pulseUrl), ...env });
}

export interface Payer {
  key: Hex;
  address: Address;
  client: x402Client;
  http: x402HTTPClient;
  /** The official client: `@x402/fetch` paying every 402 from this payer. */
  fetch: typeof fetch;
}

/** A payer of its own (fresh key, `usdc` atomic units minted to it), so balances and nonces never leak. */
export async function freshPayer(devnet: Devnet, usdc = 1_000_000n): Promise<Payer> {
  const key = generatePrivateKey();
  const address = privateKeyToAccount(key).address;
  if (usdc > 0n) await devnet.mint(address, usdc);
  const client = createPayerClient(key, devnet.usdc);
  return {
    key,
    address,
    client,
    http: new x402HTTPClient(client),
    fetch: wrapFetchWithPayment(fetch, client),
  };
}

/** A bare GET answered 402: the decoded PAYMENT-REQUIRED header and the JSON body. */
export async function challengeFor(
  server: TestServer,
  path: string,
): Promise<{ required: PaymentRequired; body: Record<string, unknown>; res: Response }> {
  const res = await server.get(path);
  expect(res.status, `bare GET ${path}`).toBe(402);
  const required = decodePaymentRequiredHeader(res.headers.get("PAYMENT-REQUIRED") ?? "");
  return { required, body: (await res.json()) as Record<string, unknown>, res };
}

/**
 * What an x402 client does with a 402, done by hand so a test can tamper: fetch the challenge over HTTP, let
 * `edit` change the offer, sign with the official client, encode the PAYMENT-SIGNATURE value.
 */
export async function signedHeader(
  server: TestServer,
  path: string,
  payer: Pick<Payer, "http">,
  edit: (pr: PaymentRequired) => PaymentRequired = (pr) => pr,
): Promise<string> {
  const { required } = await challengeFor(server, path);
  const payload = await payer.http.createPaymentPayload(edit(required));
  return payer.http.encodePaymentSignatureHeader(payload)["PAYMENT-SIGNATURE"] ?? "";
}

/** Changes every offer of a challenge (e.g. `{ amount: "1" }`) before the client signs it. */
export const editOffer =
  (edit: Record<string, unknown>) =>
  (pr: PaymentRequired): PaymentRequired => ({
    ...pr,
    accepts: pr.accepts.map((a) => ({ ...a, ...edit })),
  });

/** Decodes a base64 payment header, lets `edit` change the JSON, re-encodes it. */
export function reencode(header: string, edit: (payload: Record<string, unknown>) => void): string {
  const payload = JSON.parse(Buffer.from(header, "base64").toString("utf8")) as Record<string, unknown>;
  edit(payload);
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/**
 * Edits the EIP-3009 authorization inside a payment header and signs it again with the payer's key, under the
 * EIP-712 domain of the offer it accepted: a well-signed authorization with terms the client would never choose
 * (the official V2 client always signs `validAfter: 0`).
 */
export async function resignedHeader(
  header: string,
  key: Hex,
  edit: (authorization: Record<string, string>) => void,
): Promise<string> {
  const payload = JSON.parse(Buffer.from(header, "base64").toString("utf8")) as {
    accepted: { network: string; asset: Address; extra: { name: string; version: string } };
    payload: { authorization: Record<string, string>; signature: Hex };
  };
  const { accepted } = payload;
  const authorization = payload.payload.authorization;
  edit(authorization);
  payload.payload.signature = await privateKeyToAccount(key).signTypedData({
    domain: {
      name: accepted.extra.name,
      version: accepted.extra.version,
      chainId: Number(accepted.network.split(":")[1]),
      verifyingContract: accepted.asset,
    },
    types: {
      TransferWithAuthorization: [
        { name: "from", type: "address" },
        { name: "to", type: "address" },
        { name: "value", type: "uint256" },
        { name: "validAfter", type: "uint256" },
        { name: "validBefore", type: "uint256" },
        { name: "nonce", type: "bytes32" },
      ],
    },
    primaryType: "TransferWithAuthorization",
    message: {
      from: authorization.from as Address,
      to: authorization.to as Address,
      value: BigInt(authorization.value ?? 0),
      validAfter: BigInt(authorization.validAfter ?? 0),
      validBefore: BigInt(authorization.validBefore ?? 0),
      nonce: authorization.nonce as Hex,
    },
  });
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

export const paidGet = (server: TestServer, path: string, paymentSignature: string) =>
  server.get(path, { headers: { "PAYMENT-SIGNATURE": paymentSignature } });

export interface Balances {
  payer: bigint;
  payTo: bigint;
}

export async function balancesOf(devnet: Devnet, payer: Address): Promise<Balances> {
  const [p, t] = await Promise.all([devnet.balanceOf(payer), devnet.balanceOf(devnet.payTo.address)]);
  return { payer: p, payTo: t };
}

export function decodeReceipt(res: Response, header = "PAYMENT-RESPONSE"): SettleResponse {
  const raw = res.headers.get(header);
  expect(raw, `${header} header`).toBeTruthy();
  return decodePaymentResponseHeader(raw ?? "");
}

/** Ledger entries written since `before` (a snapshot of `recentPayments`), oldest first. */
export async function newLedgerEntries(server: TestServer, before: readonly PaymentEntry[]) {
  const seen = new Set(before.map((e) => e.id));
  return (await server.store.recentPayments(1000)).filter((e) => !seen.has(e.id)).reverse();
}

export const ledgerSnapshot = (server: TestServer) => server.store.recentPayments(1000);

/** Gives `address` gas money and moves `amount` of its USDC to the deployer; resolves once mined. */
export async function moveUsdcAway(devnet: Devnet, key: Hex, amount: bigint): Promise<Hash> {
  const account = privateKeyToAccount(key);
  const testClient = createTestClient({
    chain: devnet.chain,
    mode: "hardhat",
    transport: http(devnet.rpcUrl),
  });
  await testClient.setBalance({ address: account.address, value: 10n ** 18n });
  const wallet = createWalletClient({
    account,
    chain: devnet.chain,
    transport: http(devnet.rpcUrl, { retryCount: 0 }),
    pollingInterval: 50,
  });
  const hash = await wallet.writeContract({
    address: devnet.usdc,
    abi: parseAbi(["function transfer(address to, uint256 value) returns (bool)"]),
    functionName: "transfer",
    args: [devnet.deployer.address, amount],
  });
  const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  expect(receipt.status).toBe("success");
  return hash;
}

/** Resolves once `check` holds, polling every 10 ms; fails after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("until: condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}
