import { routeById } from "./routes.js";

/** The digest index's `_links`, from the route table like every other path. */
export const INDEX_LINKS = {
  latest: routeById("getLatest").path,
  history: routeById("getHistory").path,
} as const;
