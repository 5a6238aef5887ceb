import pg from "pg";

/** The local PostgreSQL the suites share (CI runs one); `TEST_DATABASE_URL` points elsewhere. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Why PostgreSQL can't be used (undefined when it answers a query), so a suite can skip on a laptop and fail in CI. */
export async function probePostgres(url = TEST_DATABASE_URL): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  } finally {
    await client.end().catch(() => {});
  }
}
