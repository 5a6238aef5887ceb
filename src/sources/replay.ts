import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Replay mode: a `fetch` that answers from the recorded snapshot (`snapshot/sources/<source>/<n>.<ext>`) instead of
 * the network, so the whole pipeline runs offline through the same fetcher and adapters. The collector tags each
 * request with `REPLAY_HEADER` (`<source>/<n>`): the file is chosen by source and request order, not by URL, because
 * live URLs carry the current time.
 */

export const REPLAY_HEADER = "x-intel-replay";
/** When the bundled snapshot was recorded: replayed dates move forward by the time elapsed since then. */
export const RECORDED_AT = new Date("2026-11-22T06:00:00.000Z");

const TYPES: Record<string, string> = {
  json: "application/json; charset=utf-8",
  xml: "application/xml",
  rss: "application/rss+xml",
  atom: "application/atom+xml",
};

export interface Replay {
  transport: typeof fetch;
  /** How far to move recorded dates so the snapshot reads as fetched at `now`. */
  shiftMs(now: Date): number;
}

export function createReplay(dir: string, recordedAt: Date = RECORDED_AT): Replay {
  const transport = (async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    const tag = headers.get(REPLAY_HEADER) ?? "";
    const m = /^([a-z0-9][a-z0-9-]*)\/(\d+)$/.exec(tag);
    const file = m ? findFile(join(dir, m[1] ?? ""), m[2] ?? "") : undefined;
    if (!file)
      return new Response(JSON.stringify({ error: "not in the replay snapshot" }), {
        status: 404,
        headers: { "content-type": "application/json" },
      });
    const ext = file.slice(file.lastIndexOf(".") + 1);
    const extra = `${file.slice(0, -ext.length - 1)}.headers.json`;
    const sidecar = existsSync(extra)
      ? (JSON.parse(readFileSync(extra, "utf8")) as Record<string, string>)
      : {};
    const body = readFileSync(file);
    return new Response(body, {
      status: 200,
      headers: { "content-type": TYPES[ext] ?? "application/octet-stream", ...sidecar },
    });
  }) as typeof fetch;
  return { transport, shiftMs: (now) => Math.max(0, now.getTime() - recordedAt.getTime()) };
}

function findFile(folder: string, index: string): string | undefined {
  for (const ext of Object.keys(TYPES)) {
    const f = join(folder, `${index}.${ext}`);
    if (existsSync(f)) return f;
  }
  return undefined;
}
