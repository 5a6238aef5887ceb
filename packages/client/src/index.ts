/** intel-digest-client: the typed client of the intel-digest API (free routes, x402-paid routes, polling). */

/** What a feedback vote may say: the service's own lists. */
export { DIGEST_TYPES, RATINGS } from "../../../src/feedback/store.js";
export type {
  BriefAnswer,
  Catalog,
  DigestBrief,
  DigestIndex,
  FeedbackAnswer,
  HistoryAnswer,
  LatestAnswer,
  MasterDigest,
  NarrativeAnswer,
  NarrativesAnswer,
  PaidAnswer,
  PaidMethod,
  PulseDigestsAnswer,
  RecentContentAnswer,
  SampleAnswer,
} from "./answers.js";
export {
  type ClientOptions,
  createIntelDigestClient,
  type FeedbackInput,
  type IntelDigestClient,
} from "./client.js";
export { IntelDigestError, PaymentRequiredError, SpendLimitError } from "./errors.js";
export type { PollOptions } from "./poll.js";
