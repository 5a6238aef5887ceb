import { x402Client } from "@x402/core/client";
import type { x402Facilitator } from "@x402/core/facilitator";
import type { PaymentRequirements } from "@x402/core/types";
import { toClientEvmSigner } from "@x402/evm";
import { ExactEvmScheme as ExactEvmClientScheme } from "@x402/evm/exact/client";
import type { Address, Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { Secret } from "../src/payments/config.js";
import { createLocalFacilitator as createServiceFacilitator } from "../src/payments/local-facilitator.js";
import {
  DEVNET_CHAIN_ID,
  DEVNET_NETWORK,
  DEVNET_POLLING_INTERVAL_MS,
  USDC_NAME,
  USDC_VERSION,
} from "./chain.js";

/**
 * An in-process x402 facilitator for the `exact` scheme that settles on the devnet from `settlerKey`: the service's
 * own local-mode wiring, with the devnet's RPC settings (no retries, fast polling).
 */
export function createLocalFacilitator(rpcUrl: string, settlerKey: Hex): x402Facilitator {
  return createServiceFacilitator({
    rpcUrl,
    settlerKey: new Secret(settlerKey),
    network: DEVNET_NETWORK,
    chainId: DEVNET_CHAIN_ID,
    rpc: { retryCount: 0, pollingIntervalMs: DEVNET_POLLING_INTERVAL_MS, confirmationTimeoutMs: 10_000 },
  });
}

/**
 * An x402 client paying from `payerKey`. x402Client only pays in assets it recognises (Base's real USDC
 * for eip155:8453) unless told otherwise, so a devnet token at another address must be allow-listed.
 */
export function createPayerClient(payerKey: Hex, asset?: Address): x402Client {
  const signer = toClientEvmSigner(privateKeyToAccount(payerKey));
  const client = new x402Client().register(DEVNET_NETWORK, new ExactEvmClientScheme(signer));
  if (asset) client.setSpendControls({ allowedAssets: [{ network: DEVNET_NETWORK, asset }] });
  return client;
}

/** `exact` requirements for the devnet token, as the service advertises them. */
export function devnetRequirements(asset: Address, payTo: Address, amount: bigint): PaymentRequirements {
  return {
    scheme: "exact",
    network: DEVNET_NETWORK,
    asset,
    amount: amount.toString(),
    payTo,
    maxTimeoutSeconds: 60,
    extra: { name: USDC_NAME, version: USDC_VERSION },
  };
}
