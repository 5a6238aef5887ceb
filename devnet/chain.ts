import { type Address, type Chain, defineChain, type Hex, type HttpTransport, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";

export const DEVNET_CHAIN_ID = 8453;
export const DEVNET_NETWORK = "eip155:8453";
/** Canonical Multicall3 address; @x402/evm hard-codes it for its diagnostic reads. */
export const MULTICALL3_ADDRESS: Address = "0xcA11bde05977b3631167028862bE2a173976CA11";
/** USDC on Base mainnet; `startDevnet({ canonicalUsdc: true })` installs TestUSDC here. */
export const BASE_USDC_ADDRESS: Address = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
export const USDC_NAME = "USD Coin";
export const USDC_VERSION = "2";
export const USDC_DECIMALS = 6;

export interface DevnetAccount {
  address: Address;
  privateKey: Hex;
}

/**
 * Hardhat's default accounts #0-#3 (mnemonic "test test … junk"). Public knowledge: never fund these
 * anywhere real.
 */
export const HARDHAT_PRIVATE_KEYS = {
  deployer: "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
  settler: "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  payTo: "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
  payer: "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
} as const satisfies Record<string, Hex>;

export function devnetAccount(privateKey: Hex): DevnetAccount {
  return { address: privateKeyToAccount(privateKey).address, privateKey };
}

/** Base's chain id with a local RPC; `contracts.multicall3` lets viem's own `multicall` work too. */
export function devnetChain(rpcUrl: string): Chain {
  return defineChain({
    id: DEVNET_CHAIN_ID,
    name: "Base devnet",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
    testnet: true,
  });
}

/**
 * Hardhat answers reverted calls with JSON-RPC -32603, which viem's HTTP transport treats as retryable
 * (three retries with backoff): every expected revert would then cost seconds. Nothing on a local node
 * is worth retrying.
 */
export function devnetTransport(rpcUrl: string): HttpTransport {
  return http(rpcUrl, { retryCount: 0 });
}

/** Blocks come every 100 ms (hardhat.config.cjs); viem's default 4 s receipt poll would dominate. */
export const DEVNET_POLLING_INTERVAL_MS = 50;
