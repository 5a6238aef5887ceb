import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { answerParserErrors } from "../parser-errors.js";
import { createPulseUpstreamApp, type PulseUpstreamDeps } from "./app.js";

export interface PulseUpstreamServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The Pulse upstream API on its own listener (port 0 picks a free one; `url` has the real port). */
export async function startPulseUpstream(
  opts: PulseUpstreamDeps & { host: string; port: number },
): Promise<PulseUpstreamServer> {
  const app = createPulseUpstreamApp(opts);
  const server = serve({ fetch: app.fetch, hostname: opts.host, port: opts.port });
  answerParserErrors(server as Server);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const port = (server.address() as AddressInfo).port;
  const host = opts.host === "0.0.0.0" || opts.host === "::" ? "127.0.0.1" : opts.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    port,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets from the gateway's client would otherwise hold the close open.
        if ("closeIdleConnections" in server) server.closeIdleConnections();
      })),
  };
}
