import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { IntelDigestClient } from "intel-digest-client";
import { errorResult, jsonResult } from "./results.js";
import { FREE_TOOLS, PAID_TOOLS, paidDescription, type ToolDef } from "./tools.js";

export interface IntelDigestMcpServerOptions {
  client: IntelDigestClient;
  /** True when a wallet key is configured: the paid tools are registered. */
  paid: boolean;
  version: string;
  /** Shown in error messages for unreachable services. */
  baseUrl?: string;
}

/**
 * The MCP server: the free tools always, the paid tools only with a wallet. Every tool call resolves to a result;
 * client errors (HTTP, spend limits, the network) become `isError` results, so the server never crashes on one.
 */
export function createIntelDigestMcpServer(opts: IntelDigestMcpServerOptions): McpServer {
  const server = new McpServer({ name: "intel-digest-mcp", version: opts.version });
  const baseUrl = opts.baseUrl ?? "the intel-digest service";
  const tools = opts.paid ? [...FREE_TOOLS, ...PAID_TOOLS] : FREE_TOOLS;
  for (const tool of tools) {
    const price = tool.paid ? opts.client.prices[tool.paid] : undefined;
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: price ? paidDescription(tool, price) : tool.description,
        inputSchema: tool.input,
        annotations: { readOnlyHint: tool.name !== "submit_feedback", openWorldHint: true },
      },
      (args: Record<string, unknown>) => runTool(opts.client, tool, args, price, baseUrl),
    );
  }
  return server;
}

async function runTool(
  client: IntelDigestClient,
  tool: ToolDef,
  args: Record<string, unknown>,
  price: string | undefined,
  baseUrl: string,
): Promise<CallToolResult> {
  try {
    const answer = await tool.call(client, args);
    return jsonResult(answer, price ? paymentNote(client, answer, price) : undefined);
  } catch (err) {
    return errorResult(err, baseUrl);
  }
}

function paymentNote(client: IntelDigestClient, answer: unknown, price: string): string {
  const charged = (answer as { charged?: unknown } | null)?.charged === true;
  const spent = client.spent();
  return charged
    ? `Paid ${price} in USDC on Base via x402. Session spend so far: ${formatUsd(spent)}.`
    : `Price ${price}; this answer was not charged. Session spend so far: ${formatUsd(spent)}.`;
}

const formatUsd = (spent: { usd: number; calls: number }): string =>
  `$${spent.usd.toFixed(2)} in ${spent.calls} paid call${spent.calls === 1 ? "" : "s"}`;
