export { ConfigError, loadMcpConfig, type McpConfig } from "./config.js";
export { describeError, errorResult, jsonResult } from "./results.js";
export { createIntelDigestMcpServer, type IntelDigestMcpServerOptions } from "./server.js";
export { FREE_TOOLS, PAID_TOOLS, type ToolDef } from "./tools.js";
