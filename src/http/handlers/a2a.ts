import type { Context } from "hono";
import { createA2aAgent, storedTasks } from "../../agents/a2a/index.js";
import { ROUTES } from "../../api/routes.js";
import { defaultNextExpected } from "../../digest/views.js";
import type { AppDeps } from "../deps.js";

/**
 * `POST /a2a`: the parsed body (left by the JSON-RPC body guard) → the A2A agent → its JSON-RPC answer, always HTTP
 * 200 (JSON-RPC errors included). Tasks are kept in the store, so `tasks/get` works on every replica.
 */
export function a2aHandler(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const agent = createA2aAgent({
    routes: ROUTES,
    current: deps.current,
    store: deps.store,
    tasks: storedTasks(deps.store, { now }),
    now,
    nextExpected: deps.nextExpected ?? defaultNextExpected,
    baseUrl: deps.docs.publicBaseUrl,
    network: deps.docs.network,
    onInternalError: (err, method) => deps.logger.error({ err, method }, "a2a method failed"),
  });
  return async (c: Context): Promise<Response> => {
    const answer = await agent.handle(c.get("jsonRpcBody"), { clientIp: c.get("clientIp") as string });
    return c.json(answer, 200);
  };
}
