import type { A2aTaskStore } from "../agents/a2a/store.js";
import type { DigestRunStore, DigestStore } from "../digest/store.js";
import type { FeedbackStore, MetaStore } from "../feedback/store.js";
import type { PaymentLedger } from "../payments/ledger.js";
import type { PaidAnswerStore } from "../payments/paid-answers.js";
import type { PulseStore } from "../pulse/store.js";
import type { ContentStore } from "../sources/store.js";

/**
 * The whole store: every domain's interface (each declared in its own folder), implemented once with Kysely for
 * SQLite and PostgreSQL; one contract suite (`contract.ts`) runs against both. Only the composition root and the
 * CLI hold a `Store`; domain code takes the narrow interface it declares.
 */
export interface Store
  extends DigestStore,
    FeedbackStore,
    MetaStore,
    PaymentLedger,
    PaidAnswerStore,
    ContentStore,
    PulseStore,
    DigestRunStore,
    A2aTaskStore {
  readonly kind: "sqlite" | "postgres";
  /** Applies pending versioned migrations; returns the versions applied now. */
  migrate(): Promise<number[]>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
