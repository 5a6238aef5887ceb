import { decodePaymentResponseHeader, wrapFetchWithPayment } from "@x402/fetch";
import { type Address, createPublicClient, formatUnits, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { usdcAbi } from "./abi.js";
import { devnetChain, devnetTransport, USDC_DECIMALS } from "./chain.js";
import { createPayerClient } from "./x402-local.js";

/**
 * `npm run demo:paid`: pays one paid route with the official x402 client (@x402/fetch) and prints the answer, the
 * decoded PAYMENT-RESPONSE and both balances before and after. Reads the environment `npm run devnet` prints.
 */
const need = (name: string): string => {
  const v = process.env[name];
  if (!v) {
    console.error(`${name} is not set: start \`npm run devnet\` and export the variables it prints.`);
    process.exit(2);
  }
  return v;
};

async function main(): Promise<void> {
  const service = (process.env.SERVICE_URL ?? "http://localhost:8080").replace(/\/+$/, "");
  const path = process.argv[2] ?? "/v1/intelligence/history?hours=168&limit=5";
  const rpcUrl = need("RPC_URL");
  const asset = need("X402_ASSET") as Address;
  const payTo = need("PAY_TO_ADDRESS") as Address;
  const payerKey = need("PAYER_PRIVATE_KEY") as Hex;
  const payer = privateKeyToAccount(payerKey).address;
  const chain = createPublicClient({ chain: devnetChain(rpcUrl), transport: devnetTransport(rpcUrl) });
  const balances = async () => {
    const read = (a: Address) =>
      chain.readContract({ address: asset, abi: usdcAbi, functionName: "balanceOf", args: [a] });
    const [p, t] = await Promise.all([read(payer), read(payTo)]);
    return { payer: formatUnits(p, USDC_DECIMALS), payTo: formatUnits(t, USDC_DECIMALS) };
  };

  const before = await balances();
  console.log(`GET ${service}${path}`);
  const pay = wrapFetchWithPayment(fetch, createPayerClient(payerKey, asset));
  const res = await pay(`${service}${path}`);
  const body = await res.json();
  console.log(`\nHTTP ${res.status}`);
  console.log(JSON.stringify(body, null, 2).slice(0, 2000));
  const header = res.headers.get("payment-response");
  if (header) console.log("\nPAYMENT-RESPONSE (decoded):", decodePaymentResponseHeader(header));
  else
    console.log(
      "\nNo PAYMENT-RESPONSE header: nothing was settled (an error or an empty answer is never charged).",
    );
  const after = await balances();
  console.log(`\nUSDC balances      before        after`);
  console.log(`  payer  ${payer}  ${before.payer.padStart(12)}  ${after.payer.padStart(12)}`);
  console.log(`  payTo  ${payTo}  ${before.payTo.padStart(12)}  ${after.payTo.padStart(12)}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
