// Paid-call latency on the devnet, intel-digest (PAYMENT_MODE=local) side by side with the official
// @x402/hono paymentMiddleware (HTTP facilitator) guarding the same handler on the same chain; then forged
// payments rejected per second. Run: npm run bench:paid (builds first; imports the compiled code from dist/).
//
// - One Hardhat devnet (devnet/start.ts: chain id 8453, EIP-3009 TestUSDC), switched to automine for the headline:
//   the reference measurement and its <= 0.7x target are on an automining devnet, where each settlement is
//   mined the moment it is sent and the two software paths are what is compared.
// - intel-digest in this process: PAYMENT_MODE=local (in-process facilitator, settler = Hardhat #1),
//   RPC_RETRY_COUNT=0, RPC_POLLING_INTERVAL_MS=50, rate limits off, temp SQLite with the example digests, on
//   GET /v1/intelligence/history?hours=168&limit=5.
// - The official side in this process too: a Hono app with @x402/hono `paymentMiddleware`, an
//   `x402ResourceServer` over `HTTPFacilitatorClient` pointed at devnet/facilitator-server.ts (the standard
//   HTTP facilitator around the same @x402/evm exact facilitator, same RPC settings, its own fresh settler
//   account), guarding a handler that runs the same history query on the same store and answers the same JSON.
//   Same price, asset, payTo and timeout as intel-digest's 402 advertises.
// - Payments by the official client pieces (@x402/core x402HTTPClient + @x402/evm exact client, what
//   @x402/fetch runs), one fresh payer per side funded through the devnet's mint. Per call: an unpaid GET for
//   the 402 (not timed), on the interval-mined run a random 0-100 ms pause, then timed from createPaymentPayload (signing) to the 200's body
//   read. Calls alternate between the two sides, and which side goes first alternates too.
// - Headline: BENCH_CALLS (200) pairs on automine; then BENCH_CONCURRENCY (20) fresh payers paying at once in a
//   loop for BENCH_CONCURRENT_SECONDS (20) per side, two rounds in alternating order, still on automine: paid calls
//   per second, failures, latency, and our ledger checked against the 200s.
// - Secondary: BENCH_INTERVAL_CALLS (100) pairs with a block every 100 ms, where a settlement also waits for the
//   next block (uniform 0-100 ms) and a receipt poll, the same for both sides.
// - Forged payments: pre-signed PAYMENT-SIGNATURE headers for a funded payer, each signed by a different,
//   random key, fresh nonce each; autocannon (child process) sends them as fast as it can for a few seconds;
//   402 answers per second are counted.
// - With taskset: this process (servers, facilitator, payer client) is pinned to CPU 0, Hardhat and the
//   load generator to CPU 1 ("one core" for the service). BENCH_PIN=0 turns it off.
// Knobs: BENCH_CALLS, BENCH_INTERVAL_CALLS, BENCH_FORGED_SECONDS (default 5), BENCH_CONNECTIONS (default 10),
// BENCH_CONCURRENCY, BENCH_CONCURRENT_SECONDS; a count or duration of 0 skips that part.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodePaymentSignatureHeader } from "@x402/core/http";
import { getAddress, toHex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { childPids, fmt, machineInfo, pin, startLoadWorker, summarize, table, withCpu } from "./common.mjs";
import { fundedPayers, PATH, paidCall, QUERY, startPaidSides } from "./lib-paid.mjs";

const { startDevnet } = await import("../dist/devnet/start.js");

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const WARMUP_CALLS = 5;
const INTERVAL_CALLS = Number(process.env.BENCH_INTERVAL_CALLS ?? 100);
const FORGED_SECONDS = Number(process.env.BENCH_FORGED_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const FORGED_HEADERS = 3000;
const TARGET = 0.7;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const CONCURRENT_SECONDS = Number(process.env.BENCH_CONCURRENT_SECONDS ?? 20);

const authorizationTypes = {
  TransferWithAuthorization: [
    { name: "from", type: "address" },
    { name: "to", type: "address" },
    { name: "value", type: "uint256" },
    { name: "validAfter", type: "uint256" },
    { name: "validBefore", type: "uint256" },
    { name: "nonce", type: "bytes32" },
  ],
};

/** A payment header for `from` signed by another key: structurally perfect, cryptographically forged. */
async function forgedHeaders(n, { from, requirements, resource }) {
  const forger = privateKeyToAccount(generatePrivateKey());
  const domain = {
    name: requirements.extra.name,
    version: requirements.extra.version,
    chainId: Number(requirements.network.split(":")[1]),
    verifyingContract: getAddress(requirements.asset),
  };
  const validBefore = Math.floor(Date.now() / 1000) + 600;
  const out = [];
  for (let i = 0; i < n; i++) {
    const authorization = {
      from,
      to: getAddress(requirements.payTo),
      value: requirements.amount,
      validAfter: "0",
      validBefore: String(validBefore),
      nonce: toHex(randomBytes(32)),
    };
    const signature = await forger.signTypedData({
      domain,
      types: authorizationTypes,
      primaryType: "TransferWithAuthorization",
      message: {
        ...authorization,
        value: BigInt(authorization.value),
        validAfter: 0n,
        validBefore: BigInt(validBefore),
      },
    });
    out.push({
      "payment-signature": encodePaymentSignatureHeader({
        x402Version: 2,
        resource,
        accepted: requirements,
        payload: { authorization, signature },
      }),
    });
  }
  return out;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "intel-digest-bench-"));
  const cleanups = [];
  const cleanup = async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const devnet = await startDevnet();
    cleanups.push(() => devnet.stop());
    const hardhatPids = childPids();
    const pinned = pin("0") && hardhatPids.every((pid) => pin("1", pid));
    const load = startLoadWorker("1");
    cleanups.push(() => load.stop());

    const payerKeys = {};
    [payerKeys.ours, payerKeys.official] = await fundedPayers(devnet, 2);
    const sides = await startPaidSides({ dir, devnet });
    cleanups.push(() => sides.close());
    const { service, facilitator, requirements, advertised, ourUrl, officialUrl } = sides;
    const ourHttp = sides.httpFor(payerKeys.ours);
    const officialHttp = sides.httpFor(payerKeys.official);

    const info = machineInfo();
    console.log(
      `bench:paid  ${info.date}  Node ${info.node}  ${info.cpus} CPUs (${info.cpu})  ${info.memGiB} GiB RAM`,
    );
    console.log(
      pinned
        ? `this process (both servers, HTTP facilitator, payer client) pinned to CPU 0; hardhat (pid ${hardhatPids.join(",")}) and autocannon (pid ${load.pid}) to CPU 1`
        : "no CPU pinning: everything shares the CPUs",
    );
    console.log(
      `GET ${PATH}${QUERY}: ${requirements.amount} atomic ${requirements.asset} (${requirements.network}) to ${requirements.payTo}`,
    );

    // The headline runs on automine, as the reference measurement did.
    const mining = async (automine) => {
      await devnet.publicClient.request({ method: "evm_setAutomine", params: [automine] });
      await devnet.publicClient.request({ method: "evm_setIntervalMining", params: [automine ? 0 : 100] });
    };
    // Payers for the concurrent rounds are funded first: the devnet's minter sends concurrently, which an
    // automining Hardhat refuses ("nonce too high") when the sends overtake each other.
    const concurrentPayers = [];
    if (CONCURRENT_SECONDS > 0)
      for (let i = 0; i < 4; i++) concurrentPayers.push(await fundedPayers(devnet, CONCURRENCY));
    await mining(true);

    // Same answer on both sides (modulo the `charged` flag both set to true).
    const a = await paidCall(ourHttp, ourUrl);
    const b = await paidCall(officialHttp, officialUrl);
    if (JSON.parse(a.body).count !== JSON.parse(b.body).count)
      throw new Error("the two sides answer differently");
    console.log(`both answer ${JSON.parse(a.body).count} rows, ${a.body.length} / ${b.body.length} bytes\n`);

    for (let i = 0; i < WARMUP_CALLS; i++) {
      await paidCall(ourHttp, ourUrl);
      await paidCall(officialHttp, officialUrl);
    }

    /** `calls` pairs, alternating which side goes first; the ledger must show every one of ours settled. */
    const measure = async (calls, jitter) => {
      const settledBefore = (await service.store.paymentSummary()).settled;
      const times = { ours: [], official: [] };
      const started = performance.now();
      const cpu = await withCpu(async () => {
        for (let i = 0; i < calls; i++) {
          const order = i % 2 === 0 ? ["ours", "official"] : ["official", "ours"];
          for (const side of order) {
            const { ms } =
              side === "ours"
                ? await paidCall(ourHttp, ourUrl, jitter)
                : await paidCall(officialHttp, officialUrl, jitter);
            times[side].push(ms);
          }
          if ((i + 1) % 50 === 0) {
            console.log(`  ${i + 1}/${calls} pairs (${fmt((performance.now() - started) / 1000, 0)} s)`);
          }
        }
      }, hardhatPids);
      const settledOurs = (await service.store.paymentSummary()).settled - settledBefore;
      if (settledOurs !== calls) throw new Error(`ledger: ${settledOurs} settled, expected ${calls}`);
      const ours = summarize(times.ours);
      const theirs = summarize(times.official);
      console.log(
        `\n${table(
          ["side", "calls", "median ms", "p95 ms", "mean ms", "min ms", "max ms"],
          [
            ["intel-digest (local facilitator)", ours],
            ["@x402/hono + HTTP facilitator", theirs],
          ].map(([name, x]) => [name, x.n, fmt(x.p50), fmt(x.p95), fmt(x.mean), fmt(x.min), fmt(x.max)]),
        )}`,
      );
      console.log(
        `median ratio ${fmt(ours.p50 / theirs.p50, 2)}, p95 ratio ${fmt(ours.p95 / theirs.p95, 2)}, mean ratio ${fmt(ours.mean / theirs.mean, 2)}` +
          ` (hardhat used ${fmt(cpu.pidsPercent, 0)}% of a core meanwhile, other processes ${fmt(cpu.othersPercent, 0)}%)`,
      );
      return { ours, theirs, ratio: ours.p50 / theirs.p50 };
    };

    if (CALLS > 0) {
      console.log(`latency, headline: automine (each settlement mined on send), ${CALLS} calls per side`);
      const main = await measure(CALLS, false);
      console.log(
        `\ntarget: median <= ${TARGET} x official: ${fmt(main.ours.p50)} / ${fmt(main.theirs.p50)} = ${fmt(main.ratio, 2)} -> ${main.ratio <= TARGET ? "MET" : "MISSED"}`,
      );
    }

    // Concurrency: CONCURRENCY payers at once, each paying in a loop for CONCURRENT_SECONDS, one side after the
    // other (ours first, then the official side, then both again in the other order); every payer is fresh.
    console.log(
      `\n${CONCURRENCY} concurrent payers on automine, ${CONCURRENT_SECONDS} s per side and round (2 rounds)`,
    );
    const concurrent = async (side) => {
      const keys = concurrentPayers.shift();
      const url = side === "ours" ? ourUrl : officialUrl;
      const settledBefore = (await service.store.paymentSummary()).settled;
      const times = [];
      const failures = {};
      const started = performance.now();
      const until = started + CONCURRENT_SECONDS * 1000;
      await Promise.all(
        keys.map(async (key) => {
          const http = sides.httpFor(key);
          while (performance.now() < until) {
            try {
              times.push((await paidCall(http, url, false)).ms);
            } catch (error) {
              const reason = String(error?.message ?? error).slice(0, 120);
              failures[reason] = (failures[reason] ?? 0) + 1;
            }
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const settled = (await service.store.paymentSummary()).settled - settledBefore;
      return { times, failures, seconds, settled };
    };
    const rounds = { ours: [], official: [] };
    for (const order of CONCURRENT_SECONDS <= 0
      ? []
      : [
          ["ours", "official"],
          ["official", "ours"],
        ]) {
      for (const side of order) rounds[side].push(await concurrent(side));
    }
    const concurrentRows = Object.entries(rounds).map(([side, runs]) => {
      const times = runs.flatMap((r) => r.times);
      const seconds = runs.reduce((a, r) => a + r.seconds, 0);
      const failed = runs.flatMap((r) => Object.entries(r.failures));
      const x = summarize(times);
      if (side === "ours") {
        const settled = runs.reduce((a, r) => a + r.settled, 0);
        if (settled !== times.length)
          throw new Error(`ledger: ${settled} settled, ${times.length} answered 200`);
      }
      return [
        side === "ours" ? "intel-digest (local facilitator)" : "@x402/hono + HTTP facilitator",
        times.length,
        fmt(times.length / seconds, 1),
        failed.length ? failed.map(([r, n]) => `${n}x ${r}`).join("; ") : "0",
        fmt(x.p50),
        fmt(x.p95),
      ];
    });
    if (CONCURRENT_SECONDS > 0)
      console.log(
        table(["side", "paid calls", "calls/s", "failures", "median ms", "p95 ms"], concurrentRows),
      );

    // Secondary: a block every 100 ms, so both sides also wait for the next block (uniform 0-100 ms) and a receipt
    // poll; the random pause before each call keeps calls from locking to the block timer.
    if (INTERVAL_CALLS > 0) {
      await mining(false);
      console.log(`\nlatency, secondary: a block every 100 ms, ${INTERVAL_CALLS} calls per side`);
      await measure(INTERVAL_CALLS, true);
    }
    console.log(
      `(HTTP facilitator served ${facilitator.calls.verify} verify, ${facilitator.calls.settle} settle in all)`,
    );

    // Forged payments: rejected per second, service on one core.
    if (FORGED_SECONDS <= 0) return;
    const resource = {
      url: ourUrl,
      description: advertised.resource?.description ?? "",
      mimeType: "application/json",
    };
    const victim = privateKeyToAccount(payerKeys.ours).address;
    const forged = await forgedHeaders(FORGED_HEADERS, { from: victim, requirements, resource });
    console.log(
      `\nforged payments: ${forged.length} distinct headers, ${CONNECTIONS} connections, ${FORGED_SECONDS} s per side`,
    );
    const rejectedBefore = (await service.store.paymentSummary()).rejected;
    const forgedRows = [];
    for (const [name, url] of [
      ["intel-digest", ourUrl],
      ["@x402/hono + HTTP facilitator", officialUrl],
    ]) {
      const {
        value: r,
        cpuPercent,
        pidsPercent,
        othersPercent,
      } = await withCpu(
        () => load.run({ url, connections: CONNECTIONS, duration: FORGED_SECONDS, rotateHeaders: forged }),
        [...hardhatPids, load.pid],
      );
      const rejected = r.statusCodes["402"] ?? 0;
      const others = Object.entries(r.statusCodes).filter(([code]) => code !== "402");
      const rate = rejected / (r.wallMs / 1000);
      forgedRows.push([
        name,
        fmt(rate, 0),
        fmt(rejected / ((cpuPercent / 100) * (r.wallMs / 1000)), 0),
        others.length ? JSON.stringify(Object.fromEntries(others)) : "none",
        fmt(r.p50, 2),
        fmt(r.p99, 2),
        `${fmt(cpuPercent, 0)}%`,
        `${fmt(pidsPercent, 0)}%`,
        `${fmt(othersPercent, 0)}%`,
      ]);
    }
    const rejectedLedger = (await service.store.paymentSummary()).rejected - rejectedBefore;
    console.log(
      table(
        [
          "server",
          "402/s",
          "402 per service CPU-s",
          "other answers",
          "p50 ms",
          "p99 ms",
          "CPU service",
          "CPU hardhat+client",
          "CPU others",
        ],
        forgedRows,
      ),
    );
    console.log(`intel-digest ledger: ${rejectedLedger} rejected entries recorded during its run`);
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
