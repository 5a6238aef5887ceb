import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Abi, Hex } from "viem";
import { devnetPath } from "./paths.js";

export type ContractName = "TestUSDC" | "Multicall3";

export interface CompiledContract {
  abi: Abi;
  /** Creation code (constructor included), for deployment. */
  bytecode: Hex;
  /** Runtime code, for `hardhat_setCode`. */
  deployedBytecode: Hex;
}

export type CompiledContracts = Record<ContractName, CompiledContract>;

const CONTRACT_NAMES: readonly ContractName[] = ["TestUSDC", "Multicall3"];

// Hardhat 2.29 defaults to Osaka; Cancun keeps the bytecode portable to any post-Dencun node.
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: "cancun",
  outputSelection: { "*": { "*": ["abi", "evm.bytecode.object", "evm.deployedBytecode.object"] } },
};

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<
    string,
    Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>
  >;
}

/**
 * Compiles the devnet contracts with solc-js in-process. Hardhat's own compile task downloads compilers,
 * which fails offline; solc-js ships its compiler inside the npm package. Output is cached under
 * `devnet/artifacts/` keyed by sources, settings and compiler version, because loading solc-js alone takes
 * about a second and the cache turns restarts into a file read.
 */
export async function compileContracts(): Promise<CompiledContracts> {
  const sources = Object.fromEntries(
    CONTRACT_NAMES.map((name) => [
      `${name}.sol`,
      { content: readFileSync(devnetPath("contracts", `${name}.sol`), "utf8") },
    ]),
  );
  const input = { language: "Solidity", sources, settings: SETTINGS };
  const solcVersion = (createRequire(import.meta.url)("solc/package.json") as { version: string }).version;
  const key = createHash("sha256")
    .update(`${solcVersion}\n${JSON.stringify(input)}`)
    .digest("hex")
    .slice(0, 16);
  const cacheFile = devnetPath("artifacts", `contracts-${key}.json`);

  try {
    return JSON.parse(readFileSync(cacheFile, "utf8")) as CompiledContracts;
  } catch {
    // Cache miss (or a torn file from an older run): compile below.
  }

  const { default: solc } = await import("solc");
  const output = JSON.parse(solc.compile(JSON.stringify(input)) as string) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === "error");
  if (errors.length > 0) {
    throw new Error(`devnet: solc failed:\n${errors.map((e) => e.formattedMessage).join("\n")}`);
  }

  const compiled = {} as CompiledContracts;
  for (const name of CONTRACT_NAMES) {
    const artifact = output.contracts?.[`${name}.sol`]?.[name];
    if (!artifact) throw new Error(`devnet: solc produced no output for ${name}`);
    compiled[name] = {
      abi: artifact.abi,
      bytecode: `0x${artifact.evm.bytecode.object}`,
      deployedBytecode: `0x${artifact.evm.deployedBytecode.object}`,
    };
  }

  mkdirSync(devnetPath("artifacts"), { recursive: true });
  // Write-then-rename so a parallel run never reads a half-written cache file.
  const tmp = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(compiled));
  renameSync(tmp, cacheFile);
  for (const file of readdirSync(devnetPath("artifacts"))) {
    if (/^contracts-[0-9a-f]{16}\.json$/.test(file) && devnetPath("artifacts", file) !== cacheFile) {
      rmSync(devnetPath("artifacts", file), { force: true });
    }
  }
  return compiled;
}
