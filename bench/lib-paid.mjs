// The two sides of the paid benchmarks, on one devnet: intel-digest (PAYMENT_MODE=local) and the official
// @x402/hono paymentMiddleware behind a standard HTTP facilitator, guarding the same handler; plus one paid call
// with the official client pieces. Used by bench/paid.mjs, bench/rpc-count.mjs and bench/soak.mjs.
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { x402HTTPClient } from "@x402/core/client";
import { HTTPFacilitatorClient } from "@x402/core/server";
import { ExactEvmScheme } from "@x402/evm/exact/server";
import { paymentMiddleware, x402ResourceServer } from "@x402/hono";
import { Hono } from "hono";
import { toHex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { ROOT, sleep } from "./common.mjs";

const { loadConfig } = await import("../dist/src/config/index.js");
const { createLogger } = await import("../dist/src/log/logger.js");
const { startServer } = await import("../dist/src/main.js");
const { importDigests } = await import("../dist/src/cli/import-digest.js");
const { findHistory } = await import("../dist/src/digest/views.js");
const { startFacilitatorServer } = await import("../dist/devnet/facilitator-server.js");
const { createPayerClient } = await import("../dist/devnet/x402-local.js");
const { USDC_NAME, USDC_VERSION } = await import("../dist/devnet/chain.js");

export const PATH = "/v1/intelligence/history";
export const QUERY = "?hours=168&limit=5";
const PAYER_FUNDS = 100_000_000n; // 100 USDC

/** The official Hono middleware on the same handler, behind an HTTP facilitator. */
export async function startOfficial({ store, facilitatorUrl, requirements, description }) {
  const resourceServer = new x402ResourceServer(new HTTPFacilitatorClient({ url: facilitatorUrl })).register(
    requirements.network,
    new ExactEvmScheme(),
  );
  const app = new Hono();
  app.use(
    paymentMiddleware(
      {
        [`GET ${PATH}`]: {
          accepts: {
            scheme: "exact",
            network: requirements.network,
            payTo: requirements.payTo,
            price: { amount: requirements.amount, asset: requirements.asset, extra: requirements.extra },
            maxTimeoutSeconds: requirements.maxTimeoutSeconds,
          },
          description,
          mimeType: "application/json",
        },
      },
      resourceServer,
    ),
  );
  app.get(PATH, async (c) => {
    const hours = Number(c.req.query("hours") ?? 48);
    const limit = Number(c.req.query("limit") ?? 10);
    const rows = await findHistory(store, { hours, limit }, new Date());
    return c.json({ success: true, count: rows.length, hours, limit, data: rows, charged: true });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      }),
  };
}

/** One paid call with the official client pieces; returns ms from signing to the 200's body. */
export async function paidCall(http, url, jitter = true) {
  const probe = await fetch(url);
  const probeBody = await probe.json().catch(() => undefined);
  if (probe.status !== 402) throw new Error(`${url}: unpaid call answered ${probe.status}`);
  const paymentRequired = http.getPaymentRequiredResponse((name) => probe.headers.get(name), probeBody);
  if (jitter) await sleep(Math.random() * 100);

  const t0 = performance.now();
  const payload = await http.createPaymentPayload(paymentRequired);
  const res = await fetch(url, { headers: http.encodePaymentSignatureHeader(payload) });
  const body = await res.text();
  const ms = performance.now() - t0;

  if (res.status !== 200) {
    let why = body.slice(0, 300);
    try {
      const error = JSON.parse(body).error;
      if (error) why = `${error.code}: ${error.message}`;
    } catch {}
    throw new Error(`paid call answered ${res.status}: ${why}`);
  }
  const settled = http.getPaymentSettleResponse((name) => res.headers.get(name));
  if (!settled.success) throw new Error(`${url}: 200 without a successful PAYMENT-RESPONSE`);
  return { ms, body };
}

/** `n` fresh payers, each funded with 100 USDC. */
export async function fundedPayers(devnet, n) {
  const keys = Array.from({ length: n }, () => generatePrivateKey());
  await Promise.all(keys.map((k) => devnet.mint(privateKeyToAccount(k).address, PAYER_FUNDS)));
  return keys;
}

/**
 * intel-digest on a temp SQLite with the example digests (local payments through `ourRpcUrl`), the HTTP
 * facilitator (its own fresh settler, through `officialRpcUrl`) and the official middleware copying what
 * intel-digest advertises. `env` adds to intel-digest's configuration.
 */
export async function startPaidSides({
  dir,
  devnet,
  ourRpcUrl = devnet.rpcUrl,
  officialRpcUrl = devnet.rpcUrl,
  env = {},
}) {
  const cleanups = [];
  const facilitatorSettlerKey = generatePrivateKey();
  await devnet.publicClient.request({
    method: "hardhat_setBalance",
    params: [privateKeyToAccount(facilitatorSettlerKey).address, toHex(10n ** 21n)],
  });
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: `sqlite:${join(dir, "intel.db")}`,
    LOG_LEVEL: "silent",
    PULSE_PORT: "0",
    SCHEDULER: "off",
    // The built-in roster enables sec-edgar, which needs a contact to start live (nothing is collected here).
    OPERATOR_CONTACT: "bench@intel-digest.invalid",
    RATE_LIMIT_FREE: "0",
    RATE_LIMIT_DOCS: "0",
    RATE_LIMIT_PAID: "0",
    PAYMENT_MODE: "local",
    RPC_URL: ourRpcUrl,
    SETTLER_PRIVATE_KEY: devnet.settler.privateKey,
    PAY_TO_ADDRESS: devnet.payTo.address,
    X402_NETWORK: devnet.network,
    X402_ASSET: devnet.usdc,
    X402_ASSET_NAME: USDC_NAME,
    X402_ASSET_VERSION: USDC_VERSION,
    RPC_RETRY_COUNT: "0",
    RPC_POLLING_INTERVAL_MS: "50",
    ...env,
  });
  const service = await startServer(config, createLogger(config.LOG_LEVEL));
  cleanups.push(() => service.close());
  const imported = await importDigests(service.store, join(ROOT, "docs/examples/seed-digests.json"));
  if (!imported.every((r) => r.ok)) throw new Error(`seed import failed: ${JSON.stringify(imported)}`);

  const facilitator = await startFacilitatorServer({
    rpcUrl: officialRpcUrl,
    settlerKey: facilitatorSettlerKey,
  });
  cleanups.push(() => facilitator.close());

  const ourUrl = `${service.url}${PATH}${QUERY}`;
  const probe = await fetch(ourUrl);
  const anyHttp = new x402HTTPClient(createPayerClient(generatePrivateKey(), devnet.usdc));
  const advertised = anyHttp.getPaymentRequiredResponse(
    (name) => probe.headers.get(name),
    await probe.json(),
  );
  const requirements = advertised.accepts[0];
  const official = await startOfficial({
    store: service.store,
    facilitatorUrl: facilitator.url,
    requirements,
    description: advertised.resource?.description ?? "history",
  });
  cleanups.push(() => official.close());
  return {
    service,
    facilitator,
    official,
    requirements,
    advertised,
    ourUrl,
    officialUrl: `${official.url}${PATH}${QUERY}`,
    httpFor: (payerKey) => new x402HTTPClient(createPayerClient(payerKey, devnet.usdc)),
    close: async () => {
      for (const c of cleanups.reverse()) await c().catch(() => undefined);
    },
  };
}
