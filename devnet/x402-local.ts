import { x402Client } from "@x402/core/client";
import { x402Facilitator } from "@x402/core/facilitator";
import type { PaymentRequirements } from "@x402/core/types";
import { toClientEvmSigner, toFacilitatorEvmSigner } from "@x402/evm";
import { ExactEvmScheme as ExactEvmClientScheme } from "@x402/evm/exact/client";
import { ExactEvmScheme as ExactEvmFacilitatorScheme } from "@x402/evm/exact/facilitator";
import { type Address, createWalletClient, type Hex, publicActions } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createNonceManager, jsonRpc } from "viem/nonce";
import {
  DEVNET_NETWORK,
  DEVNET_POLLING_INTERVAL_MS,
  devnetChain,
  devnetTransport,
  USDC_NAME,
  USDC_VERSION,
} from "./chain.js";

/**
 * An in-process x402 facilitator for the `exact` scheme that settles on the devnet from `settlerKey`.
 * This is the same wiring a self-facilitating server uses against Base; only the chain/transport differ.
 */
export function createLocalFacilitator(rpcUrl: string, settlerKey: Hex): x402Facilitator {
  // A nonce manager, or concurrent settlements from one account race for the same nonce. Its own, not
  // viem's global `nonceManager`: that one caches the last nonce per address and chain id for the life of
  // the process and would hand a restarted devnet (nonces back at 0) nonces that are far too high.
  const account = privateKeyToAccount(settlerKey, {
    nonceManager: createNonceManager({ source: jsonRpc() }),
  });
  const client = createWalletClient({
    account,
    chain: devnetChain(rpcUrl),
    transport: devnetTransport(rpcUrl),
    pollingInterval: DEVNET_POLLING_INTERVAL_MS,
  }).extend(publicActions);

  // The signer's parameter types are deliberately loose (abi: unknown[]); viem's are generic over the ABI,
  // hence the casts. Behaviour is plain delegation.
  const signer = toFacilitatorEvmSigner(
    {
      address: account.address,
      getCode: (args) => client.getCode(args),
      readContract: (args) =>
        client.readContract({ ...args, args: args.args ?? [] } as Parameters<typeof client.readContract>[0]),
      verifyTypedData: (args) => client.verifyTypedData(args as Parameters<typeof client.verifyTypedData>[0]),
      writeContract: (args) => client.writeContract(args as Parameters<typeof client.writeContract>[0]),
      sendTransaction: (args) => client.sendTransaction(args),
      waitForTransactionReceipt: (args) => client.waitForTransactionReceipt(args),
    },
    { confirmationTimeoutMs: 10_000 },
  );
  return new x402Facilitator().register(DEVNET_NETWORK, new ExactEvmFacilitatorScheme(signer));
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
