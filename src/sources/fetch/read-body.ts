/** Reads a response body into memory, refusing to hold more than `maxBytes`. */

export type ReadBodyResult = { kind: "ok"; body: Uint8Array } | { kind: "too_large" };

/**
 * Counts the bytes as they arrive (after decompression, so a small gzip bomb is caught too) and cancels the stream
 * past the cap. `signal` is raced against every read so a transport that ignores it still stops at the deadline.
 */
export async function readBody(
  res: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<ReadBodyResult> {
  if (res.body === null) return { kind: "ok", body: new Uint8Array(0) };
  const reader = res.body.getReader();
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => {});
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        return { kind: "too_large" };
      }
      chunks.push(value);
    }
  } catch (err) {
    reader.cancel().catch(() => {});
    throw err;
  }
  return { kind: "ok", body: concat(chunks, total) };
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1 && chunks[0] !== undefined) return chunks[0];
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** "5 MB", "1.5 MB", "64 KB", "100 bytes": binary units, as the cap is set in MiB. */
export function formatBytes(n: number): string {
  const trim = (x: number) => String(Math.round(x * 10) / 10);
  if (n >= 1024 * 1024) return `${trim(n / (1024 * 1024))} MB`;
  if (n >= 1024) return `${trim(n / 1024)} KB`;
  return `${n} bytes`;
}
