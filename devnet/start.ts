import {
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getAddress,
  type PublicClient,
  type Transport,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createNonceManager, jsonRpc } from "viem/nonce";
import { usdcAbi } from "./abi.js";
import {
  BASE_USDC_ADDRESS,
  DEVNET_CHAIN_ID,
  DEVNET_NETWORK,
  DEVNET_POLLING_INTERVAL_MS,
  type DevnetAccount,
  devnetAccount,
  devnetChain,
  devnetTransport,
  HARDHAT_PRIVATE_KEYS,
  MULTICALL3_ADDRESS,
} from "./chain.js";
import { compileContracts } from "./compile.js";
import { findFreePort, startHardhatNode } from "./hardhat-process.js";

/** 1,000 USDC in atomic units (6 decimals). */
export const PAYER_INITIAL_USDC = 1_000_000_000n;

export interface StartDevnetOptions {
  /** RPC port; a free one is picked when omitted. */
  port?: number;
  /** Receives every line hardhat node prints (it logs each RPC call). */
  log?: (line: string) => void;
  /**
   * Install TestUSDC at Base's real USDC address instead of its deploy address, so @x402/evm's default-asset
   * table recognises it: `$`-prices resolve to it and x402Client's default spend controls accept it.
   */
  canonicalUsdc?: boolean;
}

export interface Devnet {
  rpcUrl: string;
  chainId: typeof DEVNET_CHAIN_ID;
  network: typeof DEVNET_NETWORK;
  chain: Chain;
  /** TestUSDC ("USD Coin", EIP-712 version "2", 6 decimals). */
  usdc: Address;
  multicall3: Address;
  /** Hardhat account #0: deployed TestUSDC and is its only minter. */
  deployer: DevnetAccount;
  /** Hardhat account #1: submits settlements and pays their gas. */
  settler: DevnetAccount;
  /** Hardhat account #2: receives payments. */
  payTo: DevnetAccount;
  /** Hardhat account #3: starts with 1,000 USDC. */
  payer: DevnetAccount;
  publicClient: PublicClient<Transport, Chain>;
  /** USDC balance in atomic units. */
  balanceOf(address: Address): Promise<bigint>;
  /** Mints USDC (atomic units) from the deployer; resolves once mined. */
  mint(to: Address, amount: bigint): Promise<void>;
  /** Kills hardhat node and waits for it to exit. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Starts a local chain that looks like Base to x402: chain id 8453, USDC-compatible EIP-3009 token,
 * Multicall3 at its canonical address, and funded accounts for the settler, payee and payer.
 */
export async function startDevnet(opts: StartDevnetOptions = {}): Promise<Devnet> {
  const [contracts, port] = await Promise.all([compileContracts(), opts.port ?? findFreePort()]);
  const node = await startHardhatNode(port, opts.log);
  try {
    return await setUpChain(node.rpcUrl, contracts, opts.canonicalUsdc ?? false, node.stop);
  } catch (error) {
    await node.stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`devnet: setup failed: ${message}\nhardhat output:\n${node.tail()}`, { cause: error });
  }
}

async function setUpChain(
  rpcUrl: string,
  contracts: Awaited<ReturnType<typeof compileContracts>>,
  canonicalUsdc: boolean,
  stop: () => Promise<void>,
): Promise<Devnet> {
  const chain = devnetChain(rpcUrl);
  const transport = devnetTransport(rpcUrl);
  const pollingInterval = DEVNET_POLLING_INTERVAL_MS;
  const publicClient = createPublicClient({ chain, transport, pollingInterval });
  const testClient = createTestClient({ chain, transport, mode: "hardhat", pollingInterval });
  const deployerWallet = createWalletClient({
    // mint() may be called concurrently, and each call must get its own nonce. A nonce manager per devnet,
    // not viem's global one: that one remembers the last nonce per address and chain id across devnets in
    // the same process, and a fresh devnet restarts every account at nonce 0.
    account: privateKeyToAccount(HARDHAT_PRIVATE_KEYS.deployer, {
      nonceManager: createNonceManager({ source: jsonRpc() }),
    }),
    chain,
    transport,
    pollingInterval,
  });

  const chainId = await publicClient.getChainId();
  if (chainId !== DEVNET_CHAIN_ID) {
    throw new Error(`expected chain id ${DEVNET_CHAIN_ID}, node reports ${chainId} (wrong hardhat config?)`);
  }

  await testClient.setCode({ address: MULTICALL3_ADDRESS, bytecode: contracts.Multicall3.deployedBytecode });

  const deployHash = await deployerWallet.deployContract({
    abi: contracts.TestUSDC.abi,
    bytecode: contracts.TestUSDC.bytecode,
  });
  const deployReceipt = await publicClient.waitForTransactionReceipt({ hash: deployHash });
  if (deployReceipt.status !== "success" || !deployReceipt.contractAddress) {
    throw new Error("TestUSDC deployment failed");
  }
  const deployed = getAddress(deployReceipt.contractAddress);
  const usdc = canonicalUsdc ? BASE_USDC_ADDRESS : deployed;
  if (canonicalUsdc) {
    // Copy the live runtime code, not solc's: it carries the constructor-filled immutable `owner`.
    const runtime = await publicClient.getCode({ address: deployed });
    if (!runtime) throw new Error("TestUSDC has no code after deployment");
    await testClient.setCode({ address: BASE_USDC_ADDRESS, bytecode: runtime });
  }

  const mint = async (to: Address, amount: bigint): Promise<void> => {
    const hash = await deployerWallet.writeContract({
      address: usdc,
      abi: usdcAbi,
      functionName: "mint",
      args: [to, amount],
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new Error(`mint to ${to} reverted (tx ${hash})`);
  };
  const balanceOf = (address: Address): Promise<bigint> =>
    publicClient.readContract({ address: usdc, abi: usdcAbi, functionName: "balanceOf", args: [address] });

  const payer = devnetAccount(HARDHAT_PRIVATE_KEYS.payer);
  await mint(payer.address, PAYER_INITIAL_USDC);

  let stopped: Promise<void> | undefined;
  return {
    rpcUrl,
    chainId: DEVNET_CHAIN_ID,
    network: DEVNET_NETWORK,
    chain,
    usdc,
    multicall3: MULTICALL3_ADDRESS,
    deployer: devnetAccount(HARDHAT_PRIVATE_KEYS.deployer),
    settler: devnetAccount(HARDHAT_PRIVATE_KEYS.settler),
    payTo: devnetAccount(HARDHAT_PRIVATE_KEYS.payTo),
    payer,
    publicClient,
    balanceOf,
    mint,
    stop: () => {
      stopped ??= stop();
      return stopped;
    },
  };
}

export type { DevnetAccount } from "./chain.js";
