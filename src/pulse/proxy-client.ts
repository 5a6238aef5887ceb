import {
  acceptAnswer,
  badAnswer,
  checkNarrativeId,
  checkSince,
  type PulseClient,
  unknownNarrative,
} from "./client.js";
import type { PulseKind } from "./types.js";
import { getUpstream } from "./upstream-fetch.js";
import { narrativePath, PULSE_UPSTREAM_PATHS } from "./upstream-paths.js";

export { isBelowThreshold, PULSE_CAPS } from "./caps.js";
export type { PulseClient } from "./client.js";
export type {
  PulseBodies,
  PulseKind,
  UpstreamDigests,
  UpstreamNarrative,
  UpstreamNarratives,
  UpstreamRecent,
} from "./types.js";

export interface PulseClientOptions {
  /** Base URL of the Pulse upstream API; a path prefix is kept (`http://host/pulse` → `http://host/pulse/narratives`). */
  baseUrl: string;
  /** Deadline for the whole exchange, body included. */
  timeoutMs: number;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string | undefined;
  fetch?: typeof fetch;
  /** Largest body read before giving up with `upstream_error`; 8 MB unless set. */
  maxBodyBytes?: number;
}

export const DEFAULT_MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * Client of the Pulse upstream API (docs/pulse.md). Every failure is an `AppError` with one of the upstream codes
 * (or `not_found` for an unknown narrative), and every answer has been checked against its schema and capped, so
 * what it returns can be sold as is.
 */
export function createPulseClient(opts: PulseClientOptions): PulseClient {
  const base = parseBaseUrl(opts.baseUrl);
  if (!(Number.isFinite(opts.timeoutMs) && opts.timeoutMs > 0)) {
    throw new TypeError("createPulseClient: timeoutMs must be a positive number");
  }
  const maxBodyBytes = opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const headers: Record<string, string> = { accept: "application/json" };
  if (opts.token !== undefined && opts.token !== "") {
    // Checked here so a bad token fails at start-up rather than as an opaque fetch error on the first paid call.
    if (!/^[\x21-\x7e]+$/.test(opts.token))
      throw new TypeError("createPulseClient: token has invalid characters");
    headers.authorization = `Bearer ${opts.token}`;
  }

  const get = async <K extends PulseKind>(
    kind: K,
    path: string,
    query?: Record<string, string>,
    onNotFound?: () => Error,
  ) => {
    const url = new URL(`${base.pathname.replace(/\/+$/, "")}${path}`, base);
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
    const answer = await getUpstream({
      fetch: opts.fetch ?? fetch,
      url,
      headers,
      timeoutMs: opts.timeoutMs,
      maxBodyBytes,
    });
    if (answer.status === 404 && onNotFound) throw onNotFound();
    if (answer.status !== 200) {
      // Only the status and path go into the cause: never the token, and the body is not read at all.
      throw badAnswer("answered with an error", new Error(`HTTP ${answer.status} on GET ${path}`));
    }
    return acceptAnswer(kind, answer.json);
  };

  return {
    narratives: () => get("narratives", PULSE_UPSTREAM_PATHS.narratives),

    narrative: async (id) => {
      checkNarrativeId(id);
      return get("narrative", narrativePath(id), undefined, () => unknownNarrative(id));
    },

    digests: async (since) => {
      checkSince(since);
      const query = since === undefined ? undefined : { since: String(since) };
      return get("digests", PULSE_UPSTREAM_PATHS.digests, query);
    },

    recent: () => get("recent", PULSE_UPSTREAM_PATHS.recent),
  };
}

function parseBaseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // The raw value is left out: an operator's URL may carry secrets.
    throw new TypeError("createPulseClient: baseUrl is not an absolute URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new TypeError("createPulseClient: baseUrl must be http or https");
  }
  if (url.username !== "" || url.password !== "") {
    throw new TypeError("createPulseClient: baseUrl must not carry credentials; use the token option");
  }
  url.search = "";
  url.hash = "";
  return url;
}
