import { Hono } from "hono";
import { AppError, toErrorBody } from "../../errors/index.js";
import type { Logger } from "../../log/logger.js";
import { PULSE_UPSTREAM_PATHS } from "../../pulse/upstream-paths.js";
import {
  listDigests,
  listNarratives,
  narrativeDetail,
  recentContent,
  type ViewStore,
} from "../../pulse/views.js";
import { bearerAuth } from "./auth.js";

/**
 * The Pulse upstream API (docs/pulse.md): what the gateway's paid `/v1/pulse/*` routes proxy. Thin: parse the input,
 * call one view, answer JSON. Errors use the gateway's envelope without internals.
 */
export interface PulseUpstreamDeps {
  store: ViewStore;
  logger: Pick<Logger, "error" | "debug">;
  /** When set, every route but /health requires `Authorization: Bearer <token>`. */
  token?: string | undefined;
  now?: () => Date;
}

/** A whole positive number that fits a safe integer, written plainly ("7", not "07", "7.0" or "7e0"). */
const positiveInt = (raw: string): number | undefined =>
  /^[1-9]\d{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : undefined;
const wholeNumber = (raw: string): number | undefined => (raw === "0" ? 0 : positiveInt(raw));

export function createPulseUpstreamApp(deps: PulseUpstreamDeps): Hono {
  const now = deps.now ?? (() => new Date());
  const { store } = deps;
  const app = new Hono();

  app.onError((err, c) => {
    if (!(err instanceof AppError)) deps.logger.error({ err, path: c.req.path }, "pulse upstream error");
    const { status, body } = toErrorBody(err);
    return c.json(body, status);
  });
  app.notFound((c) => {
    const { status, body } = toErrorBody(
      new AppError("not_found", `No route ${c.req.method} ${c.req.path}.`),
    );
    return c.json(body, status);
  });
  app.use(async (c, next) => {
    const t = performance.now();
    await next();
    c.header("Cache-Control", "no-store");
    deps.logger.debug(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - t) },
      "pulse upstream request",
    );
  });

  // Liveness stays open so a probe needs no secret; it says nothing about the data.
  app.get(PULSE_UPSTREAM_PATHS.health, (c) =>
    c.json({ status: "ok", service: "intel-digest-pulse", time: now().toISOString() }),
  );
  app.use(bearerAuth({ token: deps.token }));

  app.get(PULSE_UPSTREAM_PATHS.narratives, async (c) => c.json(await listNarratives(store)));

  app.get(PULSE_UPSTREAM_PATHS.narrative, async (c) => {
    const id = positiveInt(c.req.param("id"));
    if (id === undefined) throw new AppError("invalid_request", "A narrative id is a positive integer.");
    const detail = await narrativeDetail(store, id);
    if (!detail.found) throw new AppError("not_found", `No narrative with id ${id}.`);
    return c.json(detail.body);
  });

  app.get(PULSE_UPSTREAM_PATHS.digests, async (c) => {
    const raw = c.req.query("since");
    const since = raw === undefined ? undefined : wholeNumber(raw);
    if (raw !== undefined && since === undefined) {
      throw new AppError("invalid_request", "`since` is a whole number (a digest id).");
    }
    return c.json(await listDigests(store, since));
  });

  app.get(PULSE_UPSTREAM_PATHS.recent, async (c) => c.json(await recentContent(store, now())));

  return app;
}
