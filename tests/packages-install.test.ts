import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { npm, type Packed, pack, writeOfflineProject } from "./helpers/packed-install.js";

/**
 * The published form of the workspace packages: each builds on its own, packs, and installs into an empty folder
 * (offline, from the npm cache) where it runs as a user would run it. Nothing here imports the repo's sources.
 */

const run = promisify(execFile);
const ROOT = new URL("../", import.meta.url).pathname;
const TSC = join(ROOT, "node_modules/typescript/bin/tsc");
const work = mkdtempSync(join(tmpdir(), "intel-packed-"));
const project = join(work, "project");
let packed: Packed[];

beforeAll(async () => {
  // The client first: the MCP server builds against the client's published types.
  for (const dir of ["packages/client", "packages/mcp"]) {
    rmSync(join(ROOT, dir, "dist"), { recursive: true, force: true });
    // Each package's own build script, as `npm publish` would run it from the package's folder.
    await npm(["run", "build"], join(ROOT, dir));
  }
  packed = [];
  for (const dir of ["packages/client", "packages/mcp"]) packed.push(await pack(ROOT, dir, work));
  await run("mkdir", ["-p", project]);
  writeOfflineProject(ROOT, project, packed);
  await npm(["ci", "--offline", "--ignore-scripts", "--no-audit", "--no-fund"], project);
}, 300_000);
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("packed packages installed in an empty folder", () => {
  it("the tarballs hold the build, its types and the README, and no sources or tests", async () => {
    for (const p of packed) {
      const list = (await run("tar", ["-tzf", p.tarball])).stdout.split("\n").filter(Boolean);
      expect(list).toContain("package/package.json");
      expect(list).toContain("package/README.md");
      expect(list.some((f) => f.endsWith(".d.ts"))).toBe(true);
      expect(list.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toEqual([]);
      expect(list.filter((f) => f.includes(".test."))).toEqual([]);
    }
  });

  it("npx intel-digest-mcp answers initialize and lists the free tools", async () => {
    const transport = new StdioClientTransport({
      command: "npx",
      args: ["--offline", "intel-digest-mcp"],
      cwd: project,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        INTEL_DIGEST_URL: "http://127.0.0.1:9",
      },
      stderr: "pipe",
    });
    const client = new Client({ name: "packed-install-test", version: "0.0.0" });
    await client.connect(transport);
    try {
      expect(client.getServerVersion()).toMatchObject({ name: "intel-digest-mcp", version: "0.1.0" });
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual([
        "get_brief",
        "get_index",
        "get_latest",
        "get_sample",
        "submit_feedback",
      ]);
    } finally {
      await client.close();
    }
  });

  it("the client imports by name, and a TypeScript user gets its types", async () => {
    const script = `import("intel-digest-client").then((m) => {
      const c = m.createIntelDigestClient({ baseUrl: "http://127.0.0.1:9" });
      console.log(JSON.stringify({ create: typeof m.createIntelDigestClient, latest: typeof c.latest, ratings: m.RATINGS }));
    })`;
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], { cwd: project });
    expect(JSON.parse(stdout)).toEqual({ create: "function", latest: "function", ratings: ["good", "bad"] });

    writeFileSync(
      join(project, "use.ts"),
      `import { createIntelDigestClient, type IntelDigestClient, type MasterDigest } from "intel-digest-client";
const client: IntelDigestClient = createIntelDigestClient({ baseUrl: "http://127.0.0.1:9" });
export const title = async (): Promise<string> => {
  const digest: MasterDigest = (await client.latest()).data;
  return digest.title;
};
// @ts-expect-error: the answer's fields are typed, so a misspelt one is a compile error.
export const wrong = async () => (await client.latest()).data.titel;
`,
    );
    expect(existsSync(join(project, "node_modules/intel-digest-client/package.json"))).toBe(true);
    const options = {
      strict: true,
      skipLibCheck: true,
      module: "nodenext",
      target: "es2022",
      types: [],
      noEmit: true,
    };
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({ compilerOptions: options, files: ["use.ts"] }),
    );
    await run(process.execPath, [TSC, "-p", "tsconfig.json"], { cwd: project });
  });
});
