import { HTTPFacilitatorClient } from "@x402/core/http";
import type { FacilitatorClient } from "@x402/core/server";
import { type Address, createPublicClient, type Hex, http, parseAbi } from "viem";
import { CDP_FACILITATOR_URL, createCdpAuthHeaders } from "./cdp-auth.js";
import type { PaymentsConfig } from "./config.js";
import {
  asFacilitatorClient,
  createLocalFacilitator,
  DEFAULT_RPC_OPTIONS,
  evmChain,
  type RpcOptions,
  readSettlerKey,
  unavailableFacilitator,
} from "./local-facilitator.js";

/** x402.org's public facilitator: the SDK's default when neither FACILITATOR_URL nor CDP keys are set. */
export const DEFAULT_FACILITATOR_URL = "https://x402.org/facilitator";

export interface FacilitatorOptions {
  rpc?: RpcOptions;
  /** Per-request timeout of a remote facilitator, ms. */
  timeoutMs?: number;
}

/** The facilitator URL `facilitator` mode talks to. */
export function facilitatorUrlOf(config: PaymentsConfig): string {
  if (config.facilitatorUrl) return config.facilitatorUrl;
  return config.cdpApiKeyId && config.cdpApiKeySecret ? CDP_FACILITATOR_URL : DEFAULT_FACILITATOR_URL;
}

/**
 * `facilitator` mode: the standard HTTP facilitator API at FACILITATOR_URL, with CDP bearer JWTs when
 * CDP_API_KEY_ID/SECRET are set. `local` mode: an in-process facilitator settling through RPC_URL with the
 * settler key. Throws only on a bad key (never echoing it); a mode missing its prerequisites yields a client
 * that refuses every call, which is harmless while PAY_TO_ADDRESS is unset.
 */
export function createFacilitatorClient(
  config: PaymentsConfig,
  options: FacilitatorOptions = {},
): FacilitatorClient {
  if (config.mode === "local") {
    const settlerKey = readSettlerKey(config);
    if (!config.rpcUrl) return unavailableFacilitator("RPC_URL is not set");
    if (!settlerKey) return unavailableFacilitator("no settler key");
    return asFacilitatorClient(
      createLocalFacilitator({
        rpcUrl: config.rpcUrl,
        settlerKey,
        network: config.network,
        chainId: config.chainId,
        ...(options.rpc ? { rpc: options.rpc } : {}),
      }),
    );
  }
  const url = facilitatorUrlOf(config);
  return new HTTPFacilitatorClient({
    url,
    timeoutMs: options.timeoutMs ?? 30_000,
    ...(config.cdpApiKeyId && config.cdpApiKeySecret
      ? {
          createAuthHeaders: createCdpAuthHeaders({
            apiKeyId: config.cdpApiKeyId,
            apiKeySecret: config.cdpApiKeySecret,
            facilitatorUrl: url,
          }),
        }
      : {}),
  });
}

/** Reads EIP-3009 state from the token contract, to reconcile the ledger with the chain. */
export interface ChainReader {
  /** True when the payer's authorization nonce has been used (or cancelled) on-chain. */
  authorizationUsed(q: { asset: Address; payer: Address; nonce: Hex }): Promise<boolean>;
}

const authorizationStateAbi = parseAbi([
  "function authorizationState(address authorizer, bytes32 nonce) view returns (bool)",
]);

/** A chain reader on RPC_URL; undefined without one. */
export function createChainReader(
  config: Pick<PaymentsConfig, "rpcUrl" | "chainId">,
  options: { rpc?: RpcOptions } = {},
): ChainReader | undefined {
  if (!config.rpcUrl) return undefined;
  const retryCount = options.rpc?.retryCount ?? DEFAULT_RPC_OPTIONS.retryCount;
  const client = createPublicClient({
    chain: evmChain(config.chainId, config.rpcUrl),
    transport: http(config.rpcUrl, { retryCount }),
  });
  return {
    authorizationUsed: ({ asset, payer, nonce }) =>
      client.readContract({
        address: asset,
        abi: authorizationStateAbi,
        functionName: "authorizationState",
        args: [payer, nonce],
      }),
  };
}
