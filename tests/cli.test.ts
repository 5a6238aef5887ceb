import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openStore } from "../src/store/index.js";

const run = promisify(execFile);
const ROOT = new URL("..", import.meta.url).pathname;
// Inside the checkout, so the compiled CLI resolves its dependencies from node_modules.
const OUT = mkdtempSync(join(ROOT, "node_modules", ".intel-cli-build-"));
const CLI = join(OUT, "src", "cli.js");
const SEED = new URL("../docs/examples/seed-digests.json", import.meta.url).pathname;
let dir: string;

// The CLI as an operator runs it: compiled JavaScript in a child process.
beforeAll(async () => {
  await run(process.execPath, [
    join(ROOT, "node_modules/typescript/bin/tsc"),
    "-p",
    join(ROOT, "tsconfig.build.json"),
    "--outDir",
    OUT,
  ]);
}, 120_000);
afterAll(() => rmSync(OUT, { recursive: true, force: true }));
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "intel-cli-"));
  env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, "intel.db")}`, LOG_LEVEL: "silent" };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { env, cwd: dir });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

describe("intel-digest CLI", () => {
  it("migrate applies the migrations once", async () => {
    const first = await cli("migrate");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Applied migrations: 1, 2/);
    expect((await cli("migrate")).stdout).toMatch(/up to date/);
  });

  it("digest import stores valid digests idempotently", async () => {
    const r = await cli("digest", "import", SEED);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/stored +mi_20261122T00Z/);
    expect(r.stdout).toMatch(/stored +mi_20261122T04Z/);
    const again = await cli("digest", "import", SEED);
    expect(again.stdout).toMatch(/skipped mi_20261122T00Z/);
    const store = await openStore(env.DATABASE_URL as string);
    expect((await store.latestDigest())?.id).toBe("mi_20261122T04Z");
    await store.close();
  });

  it("digest import refuses an invalid file, names the field and stores nothing", async () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify([{ id: "x", title: "t" }]));
    const r = await cli("digest", "import", bad);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/executiveSummary/);
    expect(r.stderr).toMatch(/Nothing was stored/);
    const store = await openStore(env.DATABASE_URL as string);
    expect(await store.latestDigest()).toBeUndefined();
    await store.close();
  });

  it("a bad configuration fails fast naming the variable", async () => {
    env.PORT = "eighty";
    const r = await cli("migrate");
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/PORT/);
  });
});

describe("intel-digest payments", () => {
  it("summarises the ledger with exact revenue and lists recent entries", async () => {
    const store = await openStore(env.DATABASE_URL as string);
    await store.migrate();
    const base = {
      route: "getHistory",
      resource: "/v1/intelligence/history",
      x402Version: 2,
      network: "eip155:8453",
      asset: "0x833589fcd6edb6e08f4c7c32d4f71b54bda02913",
      payTo: "0x0000000000000000000000000000000000000001",
      payer: "0x00000000000000000000000000000000000000aa",
      amount: "30000",
      validBefore: new Date(Date.now() + 60_000),
      at: new Date(),
    };
    for (const [i, outcome] of (["settled", "settled", "released"] as const).entries()) {
      const id = `p${i}`;
      await store.reservePayment({ ...base, id, nonce: `0x${String(i + 1).padStart(64, "0")}` });
      await store.resolvePayment(id, outcome, {
        at: new Date(),
        ...(outcome === "settled" ? { txHash: `0x${"ab".repeat(32)}` } : {}),
      });
    }
    await store.close();
    const r = await cli("payments", "--list", "5");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/calls with a payment +3/);
    expect(r.stdout).toMatch(/settled +2/);
    expect(r.stdout).toMatch(/revenue settled +\$0\.06/);
    expect(r.stdout).toMatch(/released \(not charged\) 1/);
    expect(r.stdout.match(/getHistory/g)).toHaveLength(3);
    expect((await cli("payments", "--list", "x")).code).toBe(2);
  });
});

describe("intel-digest collect and sources", () => {
  it("collects the replay snapshot with a line per source and a summary, then lists source health", async () => {
    env.SOURCES_MODE = "replay";
    const r = await cli("collect");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Collecting 20 sources \(replay\)/m);
    const lines = r.stdout.split("\n").filter((l) => /^ {2}(ok|failed|not_modified) /.test(l));
    expect(lines).toHaveLength(20);
    expect(lines.every((l) => /^ {2}ok +[a-z0-9-]+ +\d+ items +\d+ ms$/.test(l))).toBe(true);
    expect(r.stdout).toMatch(/Stored \d{3} new items/);
    expect(r.stdout).toMatch(/20\/20 sources answered/);

    const again = await cli("collect");
    expect(again.stdout).toMatch(/Stored 0 new items \(\d+ seen again/);

    const s = await cli("sources");
    expect(s.code).toBe(0);
    expect(s.stdout).toMatch(/^20 sources \(replay\)/);
    expect(s.stdout).toMatch(/^arxiv +ai-research +arxiv +ok +\d+s ago/m);
  });

  it("exits 1 when every source failed, naming each failure", async () => {
    // A port that was just free: nothing listens there, so the connection is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const roster = join(dir, "roster.json");
    writeFileSync(
      roster,
      JSON.stringify([
        {
          id: "dead-feed",
          name: "Dead",
          domain: "dev",
          adapter: "feed",
          settings: { urls: [`http://127.0.0.1:${port}/f`] },
        },
      ]),
    );
    env.SOURCES_FILE = roster;
    env.SOURCES_MODE = "live";
    const r = await cli("collect");
    expect(r.code).toBe(1);
    expect(r.stdout, r.stdout).toMatch(/failed +dead-feed +0 items +\d+ ms +connection refused/);
    expect(r.stdout).toMatch(/0\/1 sources answered.*failed: dead-feed/);
  });

  it("refuses to collect or serve live without OPERATOR_CONTACT while sec-edgar is enabled", async () => {
    delete env.OPERATOR_CONTACT;
    env.SOURCES_MODE = "live";
    for (const cmd of ["collect", "serve"]) {
      const r = await cli(cmd);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(
        /^OPERATOR_CONTACT is required: the source roster enables sec-edgar in live mode/,
      );
      expect(r.stderr).not.toMatch(/at \w+ \(/); // a message, not a stack trace
    }
  });

  it("refuses a bad roster file, listing every problem by entry and field", async () => {
    const roster = join(dir, "roster.json");
    writeFileSync(
      roster,
      JSON.stringify({
        mode: "extend",
        sources: [
          {
            id: "Bad Id",
            name: "x",
            domain: "dev",
            adapter: "feed",
            settings: { urls: ["https://x.example/f"] },
          },
          { id: "mine", name: "Mine", domain: "weather", adapter: "nope", settings: {} },
        ],
      }),
    );
    env.SOURCES_FILE = roster;
    for (const cmd of ["collect", "serve"]) {
      const r = await cli(cmd);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/invalid source roster/);
      expect(r.stderr).toMatch(/sources\[0\]\.id/);
      expect(r.stderr).toMatch(/sources\[1\]\.domain/);
    }
  });
});
