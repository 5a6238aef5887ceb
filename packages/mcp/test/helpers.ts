import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/**
 * The MCP server as a host runs it: a child process speaking MCP over stdio, driven by the SDK's own client. The
 * child runs the TypeScript sources (Node transforms the types; the repo's hook maps `./x.js` imports to `./x.ts`).
 */

const ROOT = new URL("../../../", import.meta.url).pathname;
export const CLI = `${ROOT}packages/mcp/src/cli.ts`;
export const HOOK = `${ROOT}src/pulse/worker/ts-source-hook.ts`;
// Transform (not only strip) types: the sources may use parameter properties, which stripping refuses.
// The condition points `intel-digest-client` at its sources too (see its package.json exports).
export const NODE_ARGS = [
  "--no-warnings",
  "--experimental-transform-types",
  "--conditions=intel-digest-source",
  "--import",
  HOOK,
  CLI,
];

export interface McpSession {
  client: Client;
  /** What the server wrote to stderr so far. */
  stderr(): string;
  close(): Promise<void>;
}

export async function startMcp(env: Record<string, string>): Promise<McpSession> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: NODE_ARGS,
    env,
    stderr: "pipe",
    cwd: ROOT,
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const client = new Client({ name: "intel-digest-mcp-test", version: "0.0.0" });
  await client.connect(transport);
  return { client, stderr: () => stderr, close: () => client.close() };
}

/** The tool's text content (first part), and its JSON when it parses. */
export function textOf(result: CallToolResult): string {
  const first = result.content[0];
  if (first?.type !== "text") throw new Error(`expected text content, got ${JSON.stringify(result.content)}`);
  return first.text;
}

export const call = (s: McpSession, name: string, args: Record<string, unknown> = {}) =>
  s.client.callTool({ name, arguments: args }) as Promise<CallToolResult>;
