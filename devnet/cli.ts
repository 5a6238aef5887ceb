/**
 * `npm run devnet`: a local Base-like chain for x402 demos. Starts Hardhat on DEVNET_PORT (default 8545),
 * deploys TestUSDC, funds the payer, prints the environment for the server and demo client, and runs until
 * Ctrl-C. Flags: `--canonical-usdc` installs the token at Base's real USDC address; `--verbose` streams
 * Hardhat's own log (one line per RPC call).
 */
import { formatEther, formatUnits } from "viem";
import { USDC_DECIMALS, USDC_NAME, USDC_VERSION } from "./chain.js";
import { type Devnet, startDevnet } from "./start.js";

const DEFAULT_PORT = 8545;

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === "") return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`DEVNET_PORT must be a port number, got "${raw}"`);
  }
  return port;
}

async function describe(devnet: Devnet): Promise<string> {
  const roles = [
    ["deployer", "#0", devnet.deployer, "deploys TestUSDC, only minter"],
    ["settler", "#1", devnet.settler, "submits settlements, pays gas"],
    ["payTo", "#2", devnet.payTo, "receives payments"],
    ["payer", "#3", devnet.payer, "demo client wallet"],
  ] as const;
  const rows = await Promise.all(
    roles.map(async ([role, index, account, purpose]) => {
      const [eth, usdc] = await Promise.all([
        devnet.publicClient.getBalance({ address: account.address }),
        devnet.balanceOf(account.address),
      ]);
      const ethText = Number(formatEther(eth)).toFixed(2);
      const usdcText = formatUnits(usdc, USDC_DECIMALS);
      return `  ${role.padEnd(9)}${index}  ${account.address}  ${ethText.padStart(9)} ETH  ${usdcText.padStart(8)} USDC   ${purpose}`;
    }),
  );

  return [
    "",
    `x402 devnet: chain ${devnet.chainId} (${devnet.network}) at ${devnet.rpcUrl}`,
    "",
    "Contracts",
    `  USDC        ${devnet.usdc}  TestUSDC, "${USDC_NAME}" v${USDC_VERSION}, ${USDC_DECIMALS} decimals, EIP-3009`,
    `  Multicall3  ${devnet.multicall3}`,
    "",
    "Accounts (Hardhat's public test keys: never use them on a real network)",
    ...rows,
    "",
    "Server environment:",
    "PAYMENT_MODE=local",
    `RPC_URL=${devnet.rpcUrl}`,
    `SETTLER_PRIVATE_KEY=${devnet.settler.privateKey}`,
    `PAY_TO_ADDRESS=${devnet.payTo.address}`,
    `X402_NETWORK=${devnet.network}`,
    `X402_ASSET=${devnet.usdc}`,
    `X402_ASSET_NAME="${USDC_NAME}"`,
    `X402_ASSET_VERSION=${USDC_VERSION}`,
    "RPC_RETRY_COUNT=0",
    "RPC_POLLING_INTERVAL_MS=50",
    "",
    "Demo client environment:",
    `PAYER_PRIVATE_KEY=${devnet.payer.privateKey}`,
    `RPC_URL=${devnet.rpcUrl} X402_ASSET=${devnet.usdc} PAY_TO_ADDRESS=${devnet.payTo.address}`,
    "",
    "Blocks are mined every 100 ms. Press Ctrl-C to stop (the chain state is discarded).",
    "",
  ].join("\n");
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const port = parsePort(process.env.DEVNET_PORT);
  console.log(`Starting x402 devnet on port ${port}…`);
  const devnet = await startDevnet({
    port,
    canonicalUsdc: args.has("--canonical-usdc"),
    ...(args.has("--verbose") ? { log: (line: string) => console.log(`[hardhat] ${line}`) } : {}),
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping devnet…`);
    devnet.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));

  console.log(await describe(devnet));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
