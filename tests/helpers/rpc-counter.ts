import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A JSON-RPC proxy in front of `target` that counts HTTP round trips and calls per method. */
export async function startRpcCounter(target: string) {
  const counts = { roundTrips: 0, methods: {} as Record<string, number> };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    counts.roundTrips++;
    const parsed = JSON.parse(body.toString("utf8")) as { method: string } | { method: string }[];
    for (const call of Array.isArray(parsed) ? parsed : [parsed])
      counts.methods[call.method] = (counts.methods[call.method] ?? 0) + 1;
    const upstream = await fetch(target, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    res.writeHead(upstream.status, { "content-type": "application/json" });
    res.end(await upstream.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    reset() {
      counts.roundTrips = 0;
      counts.methods = {};
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
