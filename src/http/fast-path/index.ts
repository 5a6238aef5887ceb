export { createFastPath, type FastPath, type FastPathDeps } from "./answer.js";
export { type CachedRoute, cachedRoutes } from "./cached-routes.js";
export { createServerWithFastPath, withFastPath } from "./listener.js";
