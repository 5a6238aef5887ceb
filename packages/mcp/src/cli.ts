#!/usr/bin/env node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createIntelDigestClient } from "intel-digest-client";
import { ConfigError, loadMcpConfig } from "./config.js";
import { createIntelDigestMcpServer } from "./server.js";

/**
 * `intel-digest-mcp`: the MCP server over stdio. Configuration from the environment; stdout carries the protocol,
 * so everything else goes to stderr.
 */

const log = (line: string) => process.stderr.write(`intel-digest-mcp: ${line}\n`);

async function main(): Promise<void> {
  const config = loadMcpConfig(process.env);
  const version = packageVersion();
  const client = createIntelDigestClient({
    baseUrl: config.baseUrl,
    ...(config.privateKey ? { payer: { privateKey: config.privateKey } } : {}),
    ...(config.allowAssets.length ? { allowAssets: config.allowAssets } : {}),
    maxPricePerCallUsd: config.maxPricePerCallUsd,
    maxSpendUsd: config.maxSpendUsd,
    userAgent: `intel-digest-mcp/${version}`,
  });
  const paid = config.privateKey !== undefined;
  const server = createIntelDigestMcpServer({ client, paid, version, baseUrl: config.baseUrl });
  await server.connect(new StdioServerTransport());
  log(
    `serving ${config.baseUrl} over stdio; ${
      paid
        ? `paid tools on (caps: $${config.maxPricePerCallUsd} per call, $${config.maxSpendUsd} per session)`
        : "free tools only (no PRIVATE_KEY or PRIVATE_KEY_FILE)"
    }`,
  );
}

/** The package's own version, from its package.json beside the sources or, once compiled, by package name. */
function packageVersion(): string {
  const candidates = [
    () => new URL("../package.json", import.meta.url),
    () => new URL("../../package.json", import.meta.url),
    () => createRequire(import.meta.url).resolve("intel-digest-mcp/package.json"),
  ];
  for (const where of candidates) {
    try {
      const pkg = JSON.parse(readFileSync(where(), "utf8")) as { name?: string; version?: string };
      if (pkg.name === "intel-digest-mcp" && pkg.version) return pkg.version;
    } catch {
      // Not found in this layout (sources, dist, installed); try the next.
    }
  }
  return "0.0.0";
}

process.on("unhandledRejection", (reason) => {
  log(`unexpected error: ${reason instanceof Error ? reason.message : String(reason)}`);
});

main().catch((err: unknown) => {
  log(
    err instanceof ConfigError ? err.message : `failed to start: ${err instanceof Error ? err.message : err}`,
  );
  process.exit(1);
});
