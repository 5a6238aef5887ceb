export { createFetcher } from "./fetcher.js";
export type {
  Fetcher,
  FetcherOptions,
  FetchOutcome,
  FetchRequestOptions,
  ValidatorStore,
  Validators,
} from "./types.js";
