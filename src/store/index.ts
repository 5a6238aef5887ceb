export { type OpenStoreOptions, openStore } from "./open.js";
export { CorruptRowError } from "./rows.js";
export {
  DIGEST_TYPES,
  type DigestStore,
  type DigestType,
  type FeedbackInput,
  type FeedbackRecord,
  type FeedbackStore,
  type MetaStore,
  RATINGS,
  type Rating,
  type Store,
} from "./types.js";
