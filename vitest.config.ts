import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Tests run the workspace packages from their sources (the published exports point at their builds).
  resolve: {
    alias: [
      {
        find: /^intel-digest-client$/,
        replacement: fileURLToPath(new URL("./packages/client/src/index.ts", import.meta.url)),
      },
    ],
  },
  test: {
    include: [
      "src/**/*.test.ts",
      "tests/**/*.test.ts",
      "devnet/**/*.test.ts",
      "packages/*/src/**/*.test.ts",
      "packages/*/test/**/*.test.ts",
    ],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Suites share the local PostgreSQL and Redis; each test uses its own schema or key prefix.
    pool: "forks",
  },
});
