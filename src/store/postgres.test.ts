import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { probePostgres, TEST_DATABASE_URL } from "../../tests/helpers/postgres.js";
import { runStoreContract } from "./contract.js";
import { MIGRATIONS } from "./migrations.js";
import { openStore } from "./open.js";
import type { Store } from "./types.js";

const URL = TEST_DATABASE_URL;
const CI = Boolean(process.env.CI);

const unreachable = await probePostgres(URL);
const where = URL.replace(/\/\/[^@/]*@/, "//***@");
if (unreachable && !CI) {
  // biome-ignore lint/suspicious/noConsole: a skipped database suite must be visible in the test output.
  console.warn(
    `PostgreSQL store tests SKIPPED: ${where} is unreachable (${unreachable}). Set TEST_DATABASE_URL.`,
  );
}

describe.skipIf(Boolean(unreachable) && !CI)("postgres store", () => {
  const admin = new pg.Pool({ connectionString: URL, max: 2 });
  admin.on("error", () => {});
  const schemaOf = new WeakMap<Store, string>();
  let stores: Store[] = [];
  let schemas: string[] = [];

  beforeAll(() => {
    if (unreachable) throw new Error(`CI: PostgreSQL at ${where} is unreachable (${unreachable})`);
  });

  async function open(schema: string): Promise<Store> {
    const store = await openStore(URL, { pgSchema: schema });
    schemaOf.set(store, schema);
    stores.push(store);
    return store;
  }

  async function freshStore(): Promise<Store> {
    const schema = `store_test_${randomBytes(6).toString("hex")}`;
    schemas.push(schema);
    return open(schema);
  }

  afterEach(async () => {
    for (const s of stores) await s.close();
    for (const schema of schemas) await admin.query(`drop schema if exists ${schema} cascade`);
    stores = [];
    schemas = [];
  });

  afterAll(async () => {
    await admin.end();
  });

  runStoreContract("postgres", freshStore, {
    reopen(store) {
      const schema = schemaOf.get(store);
      if (!schema) throw new Error("not a store from freshStore()");
      return open(schema);
    },
  });

  describe("postgres specifics", () => {
    it("concurrent migrate() from two stores on one schema applies each migration once", async () => {
      const a = await freshStore();
      const schema = schemaOf.get(a) as string;
      const b = await open(schema);
      const [ra, rb] = await Promise.all([a.migrate(), b.migrate()]);
      const versions = MIGRATIONS.map((m) => m.version);
      expect([...ra, ...rb].sort((x, y) => x - y)).toEqual(versions);
      const { rows } = await admin.query(`select version from ${schema}.schema_migrations order by version`);
      expect(rows.map((r) => r.version)).toEqual(versions);
      expect(await a.migrate()).toEqual([]);
      expect(await b.ping()).toBe(true);
    });

    it("opening two stores on a new schema at once creates it once", async () => {
      const schema = `store_test_${randomBytes(6).toString("hex")}`;
      schemas.push(schema);
      const [a, b] = await Promise.all([open(schema), open(schema)]);
      await Promise.all([a.migrate(), b.migrate()]);
      expect(await a.secret("salt")).toBe(await b.secret("salt"));
    });

    it("keeps tables in the requested schema, with JSONB and timestamptz columns", async () => {
      const store = await freshStore();
      await store.migrate();
      const schema = schemaOf.get(store) as string;
      const { rows } = await admin.query(
        `select column_name, data_type from information_schema.columns
          where table_schema = $1 and table_name = 'digests' and column_name in ('body', 'created_at')
          order by column_name`,
        [schema],
      );
      expect(rows).toEqual([
        { column_name: "body", data_type: "jsonb" },
        { column_name: "created_at", data_type: "timestamp with time zone" },
      ]);
    });

    it("keeps payment amounts as text (atomic units outgrow bigint)", async () => {
      const store = await freshStore();
      await store.migrate();
      const { rows } = await admin.query(
        `select data_type from information_schema.columns
          where table_schema = $1 and table_name = 'payments' and column_name = 'amount'`,
        [schemaOf.get(store)],
      );
      expect(rows).toEqual([{ data_type: "text" }]);
    });

    it("rejects schema names that are not plain identifiers", async () => {
      await expect(openStore(URL, { pgSchema: "x; drop table y" })).rejects.toThrow(/schema name/);
    });
  });
});
