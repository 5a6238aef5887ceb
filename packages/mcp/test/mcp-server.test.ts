import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, startDevnet } from "../../../devnet/start.js";
import { makeDigest } from "../../../tests/helpers/digests.js";
import { type FakePulse, startFakePulse } from "../../../tests/helpers/fake-pulse.js";
import {
  balancesOf,
  freshPayer,
  ledgerSnapshot,
  newLedgerEntries,
  PAID_ROUTES,
  startPaidServer,
} from "../../../tests/helpers/paid.js";
import type { TestServer } from "../../../tests/helpers/server.js";
import { call, NODE_ARGS, startMcp, textOf } from "./helpers.js";

/**
 * The MCP server end to end: a child process over stdio, driven by the MCP SDK's client, against the real service
 * settling on the local devnet. Balances are read on-chain, payments in the service's ledger.
 */

const HOUR = 3_600_000;
const FREE = ["get_brief", "get_index", "get_latest", "get_sample", "submit_feedback"];
const PAID = ["get_history", "get_narrative", "get_narratives", "get_pulse_digests", "get_recent_content"];
const HISTORY_ATOMIC = 30_000n;
const PKG = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};
let devnet: Devnet;
let pulse: FakePulse;
let server: TestServer;
const digestIds: string[] = [];

beforeAll(async () => {
  [devnet, pulse] = await Promise.all([startDevnet(), startFakePulse()]);
  server = await startPaidServer(devnet, pulse.url);
  for (const hoursAgo of [1, 5, 9]) {
    const d = makeDigest(new Date(Date.now() - hoursAgo * HOUR));
    expect((await server.store.insertDigest(d, { slot: d.createdAt })).inserted).toBe(true);
    digestIds.push(d.id);
  }
}, 60_000);
afterAll(async () => {
  await server?.close();
  await pulse?.close();
  await devnet?.stop();
});

/** The environment of an MCP server paying from a fresh payer of its own. */
async function paidEnv(extra: Record<string, string> = {}) {
  const payer = await freshPayer(devnet);
  const env = {
    INTEL_DIGEST_URL: server.url,
    PRIVATE_KEY: payer.key,
    X402_ALLOW_ASSETS: devnet.usdc,
    ...extra,
  };
  return { payer, env };
}

describe("without a wallet key", () => {
  it("lists only the free tools and answers each with the service's JSON", async () => {
    const mcp = await startMcp({ INTEL_DIGEST_URL: server.url });
    try {
      expect(mcp.client.getServerVersion()).toMatchObject({ name: "intel-digest-mcp", version: PKG.version });
      const { tools } = await mcp.client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(FREE);
      for (const t of tools) expect(t.description).toMatch(/Free/);

      const index = await call(mcp, "get_index");
      expect(index.isError).toBeFalsy();
      const indexBody = JSON.parse(textOf(index)) as Record<string, unknown>;
      expect(JSON.stringify(indexBody)).toContain(digestIds[0]);
      expect(index.structuredContent).toEqual(indexBody);

      for (const name of ["get_brief", "get_latest", "get_sample"]) {
        const r = await call(mcp, name);
        expect(r.isError, `${name}: ${textOf(r)}`).toBeFalsy();
        expect(JSON.parse(textOf(r))).toEqual(r.structuredContent);
      }
      const latest = JSON.parse(textOf(await call(mcp, "get_latest"))) as Record<string, unknown>;
      expect(JSON.stringify(latest)).toContain(digestIds[0]);
      const sample = JSON.parse(textOf(await call(mcp, "get_sample"))) as Record<string, unknown>;
      expect(JSON.stringify(sample)).toContain(digestIds[2]);

      const fb = await call(mcp, "submit_feedback", {
        digestId: digestIds[0],
        rating: "good",
        comment: "Useful.",
      });
      expect(fb.isError, textOf(fb)).toBeFalsy();
      expect(JSON.parse(textOf(fb))).toMatchObject({ success: true });

      // Invalid arguments are refused by the input schema, as an error result.
      const bad = await call(mcp, "submit_feedback", { digestId: digestIds[0], rating: "meh" });
      expect(bad.isError).toBe(true);
      // Logs went to stderr; stdout carried only the protocol (or the client would have failed to parse).
      expect(mcp.stderr()).toMatch(/free tools only/);
    } finally {
      await mcp.close();
    }
  });

  it("the service being down is an error result and the server stays up", async () => {
    const port = await closedPort();
    const mcp = await startMcp({ INTEL_DIGEST_URL: `http://127.0.0.1:${port}` });
    try {
      const r = await call(mcp, "get_index");
      expect(r.isError).toBe(true);
      expect(textOf(r)).toMatch(/network_error/);
      expect((await mcp.client.listTools()).tools).toHaveLength(FREE.length);
    } finally {
      await mcp.close();
    }
  });
});

describe("with a wallet key", () => {
  it("lists the paid tools too, each description carrying its price", async () => {
    const { env } = await paidEnv();
    const mcp = await startMcp(env);
    try {
      const { tools } = await mcp.client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual([...FREE, ...PAID].sort());
      const byRoute: Record<string, string> = {
        get_history: "getHistory",
        get_narratives: "getPulseNarratives",
        get_narrative: "getPulseNarrative",
        get_pulse_digests: "getPulseDigests",
        get_recent_content: "getPulseRecentContent",
      };
      for (const name of PAID) {
        const price = PAID_ROUTES.find((r) => r.routeId === byRoute[name])?.price ?? "?";
        const desc = tools.find((t) => t.name === name)?.description ?? "";
        expect(desc, name).toContain(`${price} per call`);
        expect(desc, name).toMatch(/USDC on Base via x402/);
      }
      const narrative = tools.find((t) => t.name === "get_narrative");
      expect(narrative?.inputSchema.required).toEqual(["id"]);
    } finally {
      await mcp.close();
    }
  });

  it("get_history pays exactly $0.03 on-chain and answers the digests", async () => {
    const { payer, env } = await paidEnv();
    const mcp = await startMcp(env);
    try {
      const before = await balancesOf(devnet, payer.address);
      const ledgerBefore = await ledgerSnapshot(server);

      const r = await call(mcp, "get_history", { hours: 24, limit: 5 });

      expect(r.isError, textOf(r)).toBeFalsy();
      const body = JSON.parse(textOf(r)) as { charged: boolean; data: { id: string }[] };
      expect(body.charged).toBe(true);
      expect(body.data.map((d) => d.id).sort()).toEqual([...digestIds].sort());
      expect(r.content.map((c) => (c.type === "text" ? c.text : "")).join("\n")).toMatch(/Paid \$0\.03/);
      expect(await balancesOf(devnet, payer.address)).toEqual({
        payer: before.payer - HISTORY_ATOMIC,
        payTo: before.payTo + HISTORY_ATOMIC,
      });
      const entries = await newLedgerEntries(server, ledgerBefore);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        route: "getHistory",
        outcome: "settled",
        payer: payer.address.toLowerCase(),
      });
    } finally {
      await mcp.close();
    }
  });

  it("a call over the per-call cap is refused before signing: no balance moves, no ledger entry", async () => {
    const { payer, env } = await paidEnv({ MAX_PRICE_PER_CALL_USD: "0.02" });
    const mcp = await startMcp(env);
    try {
      const before = await balancesOf(devnet, payer.address);
      const ledgerBefore = await ledgerSnapshot(server);

      const r = await call(mcp, "get_history", { hours: 24 });

      expect(r.isError).toBe(true);
      expect(textOf(r)).toMatch(/spend_limit/);
      expect(await balancesOf(devnet, payer.address)).toEqual(before);
      expect(await newLedgerEntries(server, ledgerBefore)).toEqual([]);
      // Cheaper tools within the cap still work in the same session.
      expect((await call(mcp, "get_index")).isError).toBeFalsy();
    } finally {
      await mcp.close();
    }
  });

  it("a call over the session cap is refused before signing", async () => {
    const { payer, env } = await paidEnv({ MAX_SPEND_USD: "0.04" });
    const mcp = await startMcp(env);
    try {
      const before = await balancesOf(devnet, payer.address);
      const ledgerBefore = await ledgerSnapshot(server);

      const first = await call(mcp, "get_history", { hours: 24 });
      expect(first.isError, textOf(first)).toBeFalsy();
      const second = await call(mcp, "get_history", { hours: 24 });

      expect(second.isError).toBe(true);
      expect(textOf(second)).toMatch(/spend_limit/);
      expect(await balancesOf(devnet, payer.address)).toEqual({
        payer: before.payer - HISTORY_ATOMIC,
        payTo: before.payTo + HISTORY_ATOMIC,
      });
      expect(await newLedgerEntries(server, ledgerBefore)).toHaveLength(1);
    } finally {
      await mcp.close();
    }
  });

  it("an unknown narrative is an error result, nothing is charged, and the server stays up", async () => {
    const { payer, env } = await paidEnv();
    const mcp = await startMcp(env);
    try {
      const before = await balancesOf(devnet, payer.address);
      const r = await call(mcp, "get_narrative", { id: 999 });
      expect(r.isError).toBe(true);
      expect(textOf(r)).toMatch(/not_found/);
      expect(textOf(r)).toMatch(/HTTP 404/);
      expect(await balancesOf(devnet, payer.address)).toEqual(before);
      // A non-positive id never reaches the service.
      expect((await call(mcp, "get_narrative", { id: 0 })).isError).toBe(true);
      const narratives = await call(mcp, "get_narratives");
      expect(narratives.isError, textOf(narratives)).toBeFalsy();
    } finally {
      await mcp.close();
    }
  });
});

describe("configuration", () => {
  it("a bad PRIVATE_KEY exits 1 with a message that does not echo the key", async () => {
    const key = `0x${"ab".repeat(31)}zz`;
    const r = await runCli({ INTEL_DIGEST_URL: server.url, PRIVATE_KEY: key });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/PRIVATE_KEY/);
    expect(r.stderr).not.toContain(key);
    expect(r.stderr).not.toContain("ab".repeat(31));
    expect(r.stdout).toBe("");
  });

  it("a bad cap exits 1 naming the variable", async () => {
    const r = await runCli({ MAX_SPEND_USD: "lots" });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/MAX_SPEND_USD/);
  });
});

function runCli(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      NODE_ARGS,
      { env: { PATH: process.env.PATH ?? "", ...env } },
      (err, stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

/** A port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  const { port } = srv.address() as AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}
