import { InMemoryPendingSettlementStore } from "@x402/core/facilitator";
import type {
  FacilitatorContext,
  PaymentPayload,
  PaymentRequirements,
  SettleResponse,
} from "@x402/core/types";
import { BUILDER_CODE_KEY, eip3009ABI } from "@x402/evm";
import { ExactEvmScheme } from "@x402/evm/exact/facilitator";
import { getAddress, type Hex, isAddressEqual, type Log, parseEventLogs } from "viem";
import type { LeanSigner } from "./lean-signer.js";
import { type Eip3009Authorization, transferWithAuthorizationArgs } from "./transfer-args.js";

/**
 * `@x402/evm`'s exact scheme for local mode, leaner in two places and otherwise itself:
 *
 * - `verify` starts the reads it will make as one batch first (`LeanSigner.prefetchVerify`).
 * - `settle` of a payload this same scheme verified moments ago, unchanged, skips the scheme's re-verification,
 *   which would hash the EIP-712 message and recover its ECDSA signature a second time (about 1.3 ms of pure-JS
 *   secp256k1 per paid call) to reach the answer already given. What can change since verify is still checked: the
 *   time window here, and the balance and the authorization's state by the signer's `eth_estimateGas` just before it
 *   sends. The transaction, the receipt checks and the reported reasons are the scheme's own. Anything else (a
 *   payload not verified here, smart-wallet signatures, Permit2, a builder-code suffix, a retried settlement) goes
 *   through the scheme unchanged.
 */
export class LeanExactEvmScheme extends ExactEvmScheme {
  private readonly verified = new Map<string, { at: number; fingerprint: string }>();
  private readonly pending: InMemoryPendingSettlementStore;

  constructor(private readonly lean: LeanSigner) {
    const pending = new InMemoryPendingSettlementStore();
    super(lean, { pendingSettlementStore: pending });
    this.pending = pending;
  }

  override async verify(...args: Parameters<ExactEvmScheme["verify"]>): ReturnType<ExactEvmScheme["verify"]> {
    const [payload, requirements] = args;
    const plain = plainEip3009(payload);
    const inner = payload.payload as { authorization?: Eip3009Authorization; signature?: string };
    if (inner.authorization && typeof inner.authorization.from === "string") {
      this.lean.prefetchVerify(requirements.asset, {
        authorization: inner.authorization,
        ...(typeof inner.signature === "string" ? { signature: inner.signature } : {}),
      });
    }
    // One event-loop turn, so the prefetch batch is on the wire before the scheme's CPU work (the ECDSA recovery)
    // holds the thread: the node simulates while this process recovers the signature.
    await new Promise((resolve) => setImmediate(resolve));
    const result = await super.verify(...args);
    if (result.isValid && plain) {
      dropOldest(this.verified);
      this.verified.set(plain.signature, { at: Date.now(), fingerprint: fingerprint(payload, requirements) });
    }
    return result;
  }

  override async settle(
    payload: PaymentPayload,
    requirements: PaymentRequirements,
    context?: FacilitatorContext,
  ): Promise<SettleResponse> {
    const plain = plainEip3009(payload);
    const seen = plain ? this.verified.get(plain.signature) : undefined;
    if (plain) this.verified.delete(plain.signature);
    const fresh =
      plain &&
      seen &&
      Date.now() - seen.at < VERIFIED_TTL_MS &&
      seen.fingerprint === fingerprint(payload, requirements) &&
      !context?.getExtension(BUILDER_CODE_KEY) &&
      !(await this.pending.get(plain.signature));
    if (!fresh || !plain) return super.settle(payload, requirements, context);
    return this.settleVerified(plain, payload, requirements);
  }

  private async settleVerified(
    { authorization: auth, signature }: PlainEip3009,
    payload: PaymentPayload,
    requirements: PaymentRequirements,
  ): Promise<SettleResponse> {
    const network = payload.accepted.network;
    const payer = auth.from;
    const fail = (errorReason: string, extra: Partial<SettleResponse> = {}): SettleResponse => ({
      success: false,
      errorReason,
      transaction: "",
      network,
      payer,
      ...extra,
    });
    // The scheme's own time checks, as its re-verification would make them.
    const now = Math.floor(Date.now() / 1000);
    if (BigInt(auth.validBefore) < BigInt(now + 6)) return fail(ERR.validBefore);
    if (BigInt(auth.validAfter) > BigInt(now)) return fail(ERR.validAfter);

    const asset = getAddress(requirements.asset);
    let tx: Hex;
    try {
      tx = await this.lean.writeContract({
        address: asset,
        abi: eip3009ABI,
        functionName: "transferWithAuthorization",
        args: transferWithAuthorizationArgs(auth, signature),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return fail(transferErrorReason(message), { errorMessage: message.slice(0, 500) });
    }
    let receipt: Awaited<ReturnType<LeanSigner["waitForTransactionReceipt"]>>;
    try {
      receipt = await this.lean.waitForTransactionReceipt({ hash: tx });
    } catch (error) {
      // Sent but not confirmed: kept so that a retry of this settlement waits for the same transaction.
      await this.pending.set(signature, tx);
      const message = error instanceof Error ? error.message : String(error);
      return fail(ERR.pending, { transaction: tx, errorMessage: message.slice(0, 500) });
    }
    if (receipt.status !== "success") return fail(ERR.transactionFailed, { transaction: tx });
    const logs = (receipt as { logs?: Log[] | null }).logs;
    if (logs != null && !hasTransfer(logs, asset, auth)) return fail(ERR.eventMismatch, { transaction: tx });
    return { success: true, transaction: tx, network, payer };
  }
}

/** A verified payload left unsettled (the work failed, or was not billable) is forgotten after this long. */
const VERIFIED_TTL_MS = 10 * 60_000;
/** Past this many, the oldest go (a forgotten entry only means the scheme's full settle path). */
const MAX_VERIFIED = 10_000;

/** @x402/evm's reason codes (`exact` scheme), as its settle reports them. */
const ERR = {
  validBefore: "invalid_exact_evm_payload_authorization_valid_before",
  validAfter: "invalid_exact_evm_payload_authorization_valid_after",
  transactionFailed: "invalid_exact_evm_transaction_failed",
  eventMismatch: "invalid_exact_evm_transfer_event_mismatch",
  nonceUsed: "invalid_exact_evm_nonce_already_used",
  insufficientBalance: "invalid_exact_evm_insufficient_balance",
  signature: "invalid_exact_evm_signature",
  pending: "settlement_pending",
} as const;

/** The scheme's mapping of a failed send (usually the estimate's revert) to a reason. */
function transferErrorReason(message: string): string {
  if (/authorization.*(expired|valid before)/i.test(message) || /AuthorizationExpired/i.test(message)) {
    return ERR.validBefore;
  }
  if (/authorization.*not.*valid|AuthorizationNotYetValid/i.test(message)) return ERR.validAfter;
  if (/authorization.*used|AuthorizationAlreadyUsed|AuthorizationUsedOrCanceled/i.test(message)) {
    return ERR.nonceUsed;
  }
  if (/transfer.*exceeds.*balance|insufficient.*balance|ERC20InsufficientBalance/i.test(message)) {
    return ERR.insufficientBalance;
  }
  if (/invalid.*signature|SignerMismatch|InvalidSignatureV|InvalidSignatureS/i.test(message))
    return ERR.signature;
  return ERR.transactionFailed;
}

interface PlainEip3009 {
  authorization: Eip3009Authorization;
  signature: Hex;
}

/** An EIP-3009 payload with a bare 65-byte ECDSA signature (no ERC-6492 wrapper, no Permit2). */
function plainEip3009(payload: PaymentPayload): PlainEip3009 | undefined {
  const inner = payload.payload as { authorization?: Eip3009Authorization; signature?: unknown };
  const auth = inner.authorization;
  if (!auth || typeof auth !== "object" || typeof auth.from !== "string") return undefined;
  if (typeof inner.signature !== "string" || !/^0x[0-9a-fA-F]{130}$/.test(inner.signature)) return undefined;
  return { authorization: auth, signature: inner.signature as Hex };
}

/** Everything the scheme's verify looked at, so a settle of anything else goes the scheme's full way. */
function fingerprint(payload: PaymentPayload, requirements: PaymentRequirements): string {
  return JSON.stringify([
    payload.x402Version,
    payload.accepted.scheme,
    payload.accepted.network,
    payload.payload,
    requirements.scheme,
    requirements.network,
    requirements.asset,
    requirements.payTo,
    requirements.amount,
    requirements.extra?.name,
    requirements.extra?.version,
  ]);
}

const transferEvent = [
  {
    type: "event",
    name: "Transfer",
    inputs: [
      { indexed: true, name: "from", type: "address" },
      { indexed: true, name: "to", type: "address" },
      { indexed: false, name: "value", type: "uint256" },
    ],
  },
] as const;

/** The receipt shows the token moving `value` from the payer to the payee, as the scheme checks it. */
function hasTransfer(logs: Log[], asset: Hex, auth: Eip3009Authorization): boolean {
  const transfers = parseEventLogs({
    abi: transferEvent,
    eventName: "Transfer",
    logs: logs.filter((log) => isAddressEqual(log.address, asset)),
  });
  return transfers.some(
    (log) =>
      isAddressEqual(log.args.from, getAddress(auth.from)) &&
      isAddressEqual(log.args.to, getAddress(auth.to)) &&
      log.args.value === BigInt(auth.value),
  );
}

/** Bounded memory: entries are added in time order, so the expired (or, past the cap, oldest) are at the front. */
function dropOldest(map: Map<string, { at: number }>): void {
  const now = Date.now();
  for (const [key, entry] of map) {
    if (now - entry.at < VERIFIED_TTL_MS && map.size < MAX_VERIFIED) return;
    map.delete(key);
  }
}
