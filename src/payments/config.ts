import { inspect } from "node:util";
import type { Network } from "@x402/core/types";
import { type Address, getAddress } from "viem";
import type { Config } from "../config/index.js";

export type PaymentMode = "facilitator" | "local";

/**
 * Holds a secret so that it cannot leak by accident: JSON, `util.inspect`, template strings and pino all see
 * "[redacted]". Only `reveal()` hands out the value, at the one place that signs with it.
 */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  toJSON(): string {
    return "[redacted]";
  }

  toString(): string {
    return "[redacted]";
  }

  [inspect.custom](): string {
    return "[redacted]";
  }
}

export interface PaymentsConfig {
  mode: PaymentMode;
  /** Checksummed settlement address; undefined means paid routes are not configured. */
  payTo: Address | undefined;
  /** CAIP-2, e.g. eip155:8453. */
  network: Network;
  chainId: number;
  /** Token contract (checksummed) and its EIP-712 domain. */
  asset: Address;
  assetName: string;
  assetVersion: string;
  facilitatorUrl: string | undefined;
  cdpApiKeyId: string | undefined;
  cdpApiKeySecret: Secret | undefined;
  rpcUrl: string | undefined;
  settlerPrivateKey: Secret | undefined;
  settlerPrivateKeyFile: string | undefined;
  /** Absolute base of public URLs (terms, resources), no trailing slash. */
  publicBaseUrl: string;
}

/** The slice of the app config payments read; a plain object, so tests and tools need no environment. */
export type PaymentsConfigSource = Pick<
  Config,
  | "PAYMENT_MODE"
  | "PAY_TO_ADDRESS"
  | "X402_NETWORK"
  | "X402_ASSET"
  | "X402_ASSET_NAME"
  | "X402_ASSET_VERSION"
  | "FACILITATOR_URL"
  | "CDP_API_KEY_ID"
  | "CDP_API_KEY_SECRET"
  | "RPC_URL"
  | "SETTLER_PRIVATE_KEY"
  | "SETTLER_PRIVATE_KEY_FILE"
  | "publicBaseUrl"
>;

export function chainIdOf(network: string): number {
  const match = /^eip155:(\d+)$/.exec(network);
  if (!match)
    throw new RangeError(`network ${JSON.stringify(network)} is not a CAIP-2 EVM network (eip155:<id>)`);
  return Number(match[1]);
}

export function toPaymentsConfig(c: PaymentsConfigSource): PaymentsConfig {
  return {
    mode: c.PAYMENT_MODE,
    payTo: c.PAY_TO_ADDRESS ? getAddress(c.PAY_TO_ADDRESS) : undefined,
    network: c.X402_NETWORK as Network,
    chainId: chainIdOf(c.X402_NETWORK),
    asset: getAddress(c.X402_ASSET),
    assetName: c.X402_ASSET_NAME,
    assetVersion: c.X402_ASSET_VERSION,
    facilitatorUrl: c.FACILITATOR_URL,
    cdpApiKeyId: c.CDP_API_KEY_ID,
    cdpApiKeySecret: c.CDP_API_KEY_SECRET ? new Secret(c.CDP_API_KEY_SECRET) : undefined,
    rpcUrl: c.RPC_URL,
    settlerPrivateKey: c.SETTLER_PRIVATE_KEY ? new Secret(c.SETTLER_PRIVATE_KEY) : undefined,
    settlerPrivateKeyFile: c.SETTLER_PRIVATE_KEY_FILE,
    publicBaseUrl: c.publicBaseUrl.replace(/\/+$/, ""),
  };
}
