// The store's public face: how to open one, and the composed type. Each domain's interface and records live in
// that domain's folder (`src/digest/store.ts`, `src/sources/store.ts`, …); import them from there.
export { type OpenStoreOptions, openStore } from "./open.js";
export { CorruptRowError } from "./rows.js";
export type { Store } from "./types.js";
