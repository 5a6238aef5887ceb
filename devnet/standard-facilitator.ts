import { x402Facilitator } from "@x402/core/facilitator";
import { toFacilitatorEvmSigner } from "@x402/evm";
import { ExactEvmScheme } from "@x402/evm/exact/facilitator";
import { createWalletClient, type Hex, http, publicActions } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createNonceManager, jsonRpc } from "viem/nonce";
import { evmChain } from "../src/payments/local-facilitator.js";
import { DEVNET_CHAIN_ID, DEVNET_NETWORK, DEVNET_POLLING_INTERVAL_MS } from "./chain.js";

/**
 * An exact-scheme facilitator wired the way the x402 documentation shows: a viem wallet client extended with public
 * actions, handed to `toFacilitatorEvmSigner`, plus viem's nonce manager (concurrent settlements from one account
 * need it). The devnet's HTTP facilitator runs it, so the benchmarks compare intel-digest's local mode with the
 * standard path rather than with itself.
 */
export function createStandardFacilitator(rpcUrl: string, settlerKey: Hex): x402Facilitator {
  const account = privateKeyToAccount(settlerKey, {
    nonceManager: createNonceManager({ source: jsonRpc() }),
  });
  const client = createWalletClient({
    account,
    chain: evmChain(DEVNET_CHAIN_ID, rpcUrl),
    transport: http(rpcUrl, { retryCount: 0 }),
    pollingInterval: DEVNET_POLLING_INTERVAL_MS,
  }).extend(publicActions);
  // @x402/evm's signer takes loosely typed arguments (abi: unknown[]) where viem's are generic over the ABI,
  // hence the casts; behaviour is plain delegation.
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
  return new x402Facilitator().register(DEVNET_NETWORK, new ExactEvmScheme(signer));
}
