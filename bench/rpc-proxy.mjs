// A counting JSON-RPC proxy for the benchmarks: forwards every HTTP request to `target` unchanged and counts the
// round trips (HTTP requests), the JSON-RPC calls inside them (a batch is one round trip, several calls) and the
// calls per method. Started in front of the devnet so each side of a benchmark has its own counts.
import { createServer } from "node:http";

export async function startRpcProxy(target) {
  const counts = { roundTrips: 0, calls: 0, batches: 0, methods: {} };
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const body = Buffer.concat(chunks);
    try {
      const parsed = JSON.parse(body.toString("utf8"));
      const calls = Array.isArray(parsed) ? parsed : [parsed];
      counts.roundTrips++;
      if (Array.isArray(parsed)) counts.batches++;
      for (const call of calls) {
        counts.calls++;
        counts.methods[call.method] = (counts.methods[call.method] ?? 0) + 1;
      }
    } catch {
      counts.roundTrips++;
    }
    try {
      const upstream = await fetch(target, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      const text = await upstream.text();
      res.writeHead(upstream.status, { "content-type": "application/json" });
      res.end(text);
    } catch {
      res.writeHead(502);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    counts,
    reset() {
      counts.roundTrips = 0;
      counts.calls = 0;
      counts.batches = 0;
      counts.methods = {};
    },
    snapshot: () => ({ ...counts, methods: { ...counts.methods } }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      }),
  };
}
