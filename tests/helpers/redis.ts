import { Redis } from "ioredis";

/** The local Redis the suites share (CI runs one); `TEST_REDIS_URL` points elsewhere. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Why Redis can't be used (undefined when it answers PING), so a suite can skip on a laptop and fail in CI. */
export async function probeRedis(url = TEST_REDIS_URL): Promise<string | undefined> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The connection error (e.g. ECONNREFUSED) says more than connect()'s "Connection is closed.".
  let cause: string | undefined;
  client.on("error", (e: Error) => {
    cause ??= e.message;
  });
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (e) {
    return cause ?? (e instanceof Error ? e.message : String(e));
  } finally {
    client.disconnect();
  }
}
