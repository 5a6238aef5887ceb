import { x402HTTPClient } from "@x402/core/client";
import { createWalletClient, type Hex, http, parseAbi } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import type { Devnet } from "../../devnet/start.js";
import { createPayerClient } from "../../devnet/x402-local.js";
import { type PaymentsConfigSource, toPaymentsConfig } from "../../src/payments/config.js";
import { createChainReader, createFacilitatorClient } from "../../src/payments/facilitator.js";
import { createPaymentGate } from "../../src/payments/gate.js";
import { MemoryPaymentLedger } from "../../src/payments/memory-ledger.js";

/** The payment settings of `PAYMENT_MODE=local` against the devnet: its USDC, its payee and its settler. */
export function localPaymentsSource(
  devnet: Devnet,
  publicBaseUrl: string,
  over: Partial<PaymentsConfigSource> = {},
): PaymentsConfigSource {
  return {
    PAYMENT_MODE: "local",
    PAY_TO_ADDRESS: devnet.payTo.address,
    X402_NETWORK: "eip155:8453",
    X402_ASSET: devnet.usdc,
    X402_ASSET_NAME: "USD Coin",
    X402_ASSET_VERSION: "2",
    FACILITATOR_URL: undefined,
    CDP_API_KEY_ID: undefined,
    CDP_API_KEY_SECRET: undefined,
    RPC_URL: devnet.rpcUrl,
    SETTLER_PRIVATE_KEY: devnet.settler.privateKey,
    SETTLER_PRIVATE_KEY_FILE: undefined,
    publicBaseUrl,
    ...over,
  };
}

/** A local-mode payment gate on the devnet over an in-memory ledger, without RPC retries (a failure shows at once). */
export function localGate(devnet: Devnet, publicBaseUrl: string) {
  const config = toPaymentsConfig(localPaymentsSource(devnet, publicBaseUrl));
  const ledger = new MemoryPaymentLedger();
  const rpc = { retryCount: 0, pollingIntervalMs: 50 };
  const facilitator = createFacilitatorClient(config, { rpc });
  const gate = createPaymentGate({ config, ledger, facilitator, chain: createChainReader(config, { rpc }) });
  return { config, ledger, gate };
}

/** A payer of its own per test, so balances and nonces never leak between tests. */
export async function localPayer(devnet: Devnet, usdc = 1_000_000n) {
  const key = generatePrivateKey();
  const address = privateKeyToAccount(key).address;
  if (usdc > 0n) await devnet.mint(address, usdc);
  return { key, address, client: new x402HTTPClient(createPayerClient(key, devnet.usdc)) };
}

/** Spends the payer's USDC from their own wallet (they need ETH for gas): a wallet emptied during the paid work. */
export async function drainPayer(devnet: Devnet, payerKey: Hex, value: bigint): Promise<void> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(payerKey),
    chain: devnet.chain,
    transport: http(devnet.rpcUrl, { retryCount: 0 }),
  });
  const hash = await wallet.writeContract({
    address: devnet.usdc,
    abi: parseAbi(["function transfer(address to, uint256 value) returns (bool)"]),
    functionName: "transfer",
    args: [devnet.deployer.address, value],
  });
  await devnet.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
}
