/** Feedback votes and what the feedback rules need from the store. `src/store/` implements it. */

export const DIGEST_TYPES = ["master", "hourly", "community"] as const;
export type DigestType = (typeof DIGEST_TYPES)[number];
export const RATINGS = ["good", "bad"] as const;
export type Rating = (typeof RATINGS)[number];

export interface FeedbackInput {
  digestId: string;
  digestType: DigestType;
  rating: Rating;
  comment?: string | undefined;
  /** Salted hash of the client's IP: the raw IP is never stored. */
  clientHash: string;
  at: Date;
}

export interface FeedbackRecord extends FeedbackInput {
  createdAt: Date;
  updatedAt: Date;
}

export interface FeedbackStore {
  /** One vote per (client, digestId, digestType): a second vote replaces the first. */
  recordFeedback(f: FeedbackInput): Promise<{ replaced: boolean }>;
  listFeedback(q: { digestId: string; digestType?: DigestType }): Promise<FeedbackRecord[]>;
}

/** Secrets the service keeps in its database (the feedback salt). */
export interface MetaStore {
  /** A named random secret (hex), created on first use and stable afterwards (e.g. the feedback salt). */
  secret(name: string): Promise<string>;
}
