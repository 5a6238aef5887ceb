import { runPaymentContract } from "../store/contract-payments.js";
import type { Store } from "../store/types.js";
import { MemoryPaymentLedger } from "./memory-ledger.js";

// The store's own payments contract, run against the in-memory ledger the payment tests use: whatever the
// gate relies on there, the SQL stores provide too. A "sibling replica" of a memory ledger is itself.
runPaymentContract(
  async () => new MemoryPaymentLedger() as unknown as Store,
  async (_ctx, store) => store,
);
