import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { type Devnet, startDevnet } from "../devnet/start.js";
import { makeDigest } from "./helpers/digests.js";
import { type FakePulse, startFakePulse } from "./helpers/fake-pulse.js";
import {
  balancesOf,
  decodeReceipt,
  freshPayer,
  paidGet,
  signedHeader,
  startPaidServer,
} from "./helpers/paid.js";
import { startRpcCounter } from "./helpers/rpc-counter.js";
import type { TestServer } from "./helpers/server.js";

/**
 * The lean local-mode settlement over real HTTP on the devnet, with a counting proxy in front of its RPC: how many
 * round trips a paid call costs, and that many payers settling at once from one settler account all succeed.
 */

let devnet: Devnet;
let pulse: FakePulse;
let rpc: Awaited<ReturnType<typeof startRpcCounter>>;
let server: TestServer;
const PATH = "/v1/intelligence/history?hours=24&limit=5";
const PRICE = 30_000n;

beforeAll(async () => {
  [devnet, pulse] = await Promise.all([startDevnet(), startFakePulse()]);
  rpc = await startRpcCounter(devnet.rpcUrl);
  server = await startPaidServer(devnet, pulse.url, { RPC_URL: rpc.url });
  const d = makeDigest(new Date(Date.now() - 3_600_000));
  await server.store.insertDigest(d, { slot: d.createdAt });
});
afterAll(async () => {
  await server?.close();
  await rpc?.close();
  await pulse?.close();
  await devnet?.stop();
});

async function setMining(automine: boolean) {
  await devnet.publicClient.request({ method: "evm_setAutomine", params: [automine] } as never);
  await devnet.publicClient.request({
    method: "evm_setIntervalMining",
    params: [automine ? 0 : 100],
  } as never);
}

describe("lean settlement (PAYMENT_MODE=local)", () => {
  it("settles a fresh payer's call in a handful of RPC round trips, the receipt read before the answer", async () => {
    // Warm-up: the asset's code and the settler's nonce are read once per process.
    const warm = await freshPayer(devnet);
    expect((await paidGet(server, PATH, await signedHeader(server, PATH, warm))).status).toBe(200);

    const payer = await freshPayer(devnet);
    const header = await signedHeader(server, PATH, payer);
    rpc.reset();
    const res = await paidGet(server, PATH, header);
    expect(res.status).toBe(200);
    const receipt = decodeReceipt(res);
    // The standard viem signer under the same scheme makes 17 here (npm run bench:rpc-count); generous bound.
    expect(rpc.counts.roundTrips).toBeLessThanOrEqual(8);
    expect(rpc.counts.methods.eth_sendRawTransaction).toBe(1);
    expect(rpc.counts.methods.eth_getTransactionReceipt).toBeGreaterThanOrEqual(1);
    const onChain = await devnet.publicClient.getTransactionReceipt({
      hash: receipt.transaction as `0x${string}`,
    });
    expect(onChain.status).toBe("success");
  });

  it.each([
    ["a block every 100 ms", false],
    ["automine, which refuses a nonce gap instead of queueing it", true],
  ])(
    "settles 20 payers paying at once from one settler account (%s): all charged once, nonces gapless",
    async (_, automine) => {
      const settlerBefore = await devnet.publicClient.getTransactionCount({
        address: devnet.settler.address,
        blockTag: "pending",
      });
      // Funded first: the devnet's minter sends concurrently, which automine would refuse.
      const payers = await Promise.all(Array.from({ length: 20 }, () => freshPayer(devnet)));
      const headers = await Promise.all(payers.map((p) => signedHeader(server, PATH, p)));
      if (automine) await setMining(true);
      onTestFinished(() => setMining(false));
      const before = await Promise.all(payers.map((p) => balancesOf(devnet, p.address)));
      const answers = await Promise.all(headers.map((h) => paidGet(server, PATH, h)));
      expect(answers.map((r) => r.status)).toEqual(payers.map(() => 200));
      const hashes = new Set(answers.map((r) => decodeReceipt(r).transaction));
      expect(hashes.size).toBe(20);
      // Locally counted nonces: 20 consecutive ones, none skipped or reused, and the node agrees.
      const txs = await Promise.all(
        [...hashes].map((hash) => devnet.publicClient.getTransaction({ hash: hash as `0x${string}` })),
      );
      const nonces = txs.map((t) => t.nonce).sort((a, b) => a - b);
      expect(nonces).toEqual(Array.from({ length: 20 }, (_, i) => settlerBefore + i));
      expect(
        await devnet.publicClient.getTransactionCount({
          address: devnet.settler.address,
          blockTag: "pending",
        }),
      ).toBe(settlerBefore + 20);
      const after = await Promise.all(payers.map((p) => balancesOf(devnet, p.address)));
      for (let i = 0; i < payers.length; i++)
        expect((before[i]?.payer ?? 0n) - (after[i]?.payer ?? 0n)).toBe(PRICE);
    },
  );
});
