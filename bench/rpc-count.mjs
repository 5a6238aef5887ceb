// JSON-RPC round trips of one paid call, intel-digest (PAYMENT_MODE=local) beside the official @x402/hono
// middleware with a standard HTTP facilitator, each through its own counting proxy in front of the same devnet.
// Run: npm run bench:rpc-count (builds first). Knob: BENCH_CALLS (paid calls per side, default 20).
//
// Counted from the signed payment to the 200 (the unpaid 402 probe makes no RPC call), each call by a fresh payer. Receipt polling depends on
// where in the 100 ms block interval a settlement lands, so the counts are averaged over BENCH_CALLS calls; then the
// same on automine.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fmt, machineInfo, table } from "./common.mjs";
import { fundedPayers, paidCall, startPaidSides } from "./lib-paid.mjs";
import { startRpcProxy } from "./rpc-proxy.mjs";

const { startDevnet } = await import("../dist/devnet/start.js");
const CALLS = Number(process.env.BENCH_CALLS ?? 20);

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "intel-digest-bench-"));
  const devnet = await startDevnet();
  const proxies = { ours: await startRpcProxy(devnet.rpcUrl), official: await startRpcProxy(devnet.rpcUrl) };
  let sides;
  try {
    sides = await startPaidSides({
      dir,
      devnet,
      ourRpcUrl: proxies.ours.url,
      officialRpcUrl: proxies.official.url,
    });
    const [ourKey, officialKey] = await fundedPayers(devnet, 2);
    const http = { ours: sides.httpFor(ourKey), official: sides.httpFor(officialKey) };
    const url = { ours: sides.ourUrl, official: sides.officialUrl };
    const info = machineInfo();
    console.log(`bench:rpc-count  ${info.date}  Node ${info.node}  ${info.cpus} CPUs (${info.cpu})`);
    // Warm-up: first calls fetch chain id, asset code and nonce state that later calls reuse.
    for (const side of ["ours", "official"])
      for (let i = 0; i < 3; i++) await paidCall(http[side], url[side]);

    // Each counted call from a payer never seen before, so nothing about the payer is cached from an earlier call
    // (minting goes to the devnet directly, not through the proxies; all payers are funded before automine, whose
    // Hardhat refuses the minter's concurrent sends). Twice: blocks every 100 ms, then automine (bench:paid's
    // headline, where a settlement is mined the moment it is sent).
    const keys = {};
    for (const mode of ["interval", "automine"])
      for (const side of ["ours", "official"]) keys[`${mode}:${side}`] = await fundedPayers(devnet, CALLS);
    for (const mode of ["interval", "automine"]) {
      const automine = mode === "automine";
      await devnet.publicClient.request({ method: "evm_setAutomine", params: [automine] });
      await devnet.publicClient.request({ method: "evm_setIntervalMining", params: [automine ? 0 : 100] });
      const result = {};
      for (const side of ["ours", "official"]) {
        proxies[side].reset();
        for (const key of keys[`${mode}:${side}`]) await paidCall(sides.httpFor(key), url[side], !automine);
        result[side] = proxies[side].snapshot();
      }
      const methods = [...new Set(Object.values(result).flatMap((r) => Object.keys(r.methods)))].sort();
      console.log(
        `\n${CALLS} paid calls per side (GET /v1/intelligence/history), ${automine ? "automine" : "a block every 100 ms"}, per call:`,
      );
      console.log(
        table(
          ["", "intel-digest (local)", "@x402/hono + HTTP facilitator"],
          [
            [
              "HTTP round trips to the RPC",
              fmt(result.ours.roundTrips / CALLS, 2),
              fmt(result.official.roundTrips / CALLS, 2),
            ],
            ["JSON-RPC calls", fmt(result.ours.calls / CALLS, 2), fmt(result.official.calls / CALLS, 2)],
            [
              "of which batches",
              fmt(result.ours.batches / CALLS, 2),
              fmt(result.official.batches / CALLS, 2),
            ],
            ...methods.map((m) => [
              `  ${m}`,
              fmt((result.ours.methods[m] ?? 0) / CALLS, 2),
              fmt((result.official.methods[m] ?? 0) / CALLS, 2),
            ]),
          ],
        ),
      );
    }
  } finally {
    await sides?.close();
    await proxies.ours.close();
    await proxies.official.close();
    await devnet.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
