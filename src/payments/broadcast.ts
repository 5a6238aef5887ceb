import type { Hex, RpcTransactionReceipt } from "viem";
import type { JsonRpc } from "./json-rpc.js";

/**
 * One signed settlement transaction onto the chain, sent in the same JSON-RPC batch as the look for its receipt
 * (an automining chain answers both in one trip; otherwise the receipt is null and is polled for later).
 *
 * Nonce refusals are told apart, because the right reaction differs:
 * - "nonce too high": a lower nonce of ours has not reached the node yet (concurrent sends travel on separate
 *   connections, and an automining node refuses a gap instead of queueing it), or was given back and is about to be
 *   reused. The same transaction is sent again shortly, keeping its nonce, for a few seconds; counting again from
 *   the node now would hand out nonces still on their way.
 * - "nonce too low": the nonce was used. If by this very transaction (a resend after a lost answer), it was sent;
 *   otherwise the local count is stale, and the caller recounts and signs again.
 * Any other refusal is the caller's error to report.
 */
export type BroadcastResult =
  | { kind: "sent"; receipt: RpcTransactionReceipt | undefined }
  | { kind: "stale" };

/** How long a send overtaken by a lower nonce of ours waits for it, in total. */
const GAP_WAIT_MS = 3_000;

export async function broadcast(rpc: JsonRpc, serialized: Hex, hash: Hex): Promise<BroadcastResult> {
  const deadline = Date.now() + GAP_WAIT_MS;
  for (let pause = 1; ; pause = Math.min(pause * 2, 50)) {
    const [sent, receipt] = await rpc.batch([
      { method: "eth_sendRawTransaction", params: [serialized] },
      { method: "eth_getTransactionReceipt", params: [hash] },
    ]);
    const found = receipt?.ok && receipt.result ? (receipt.result as RpcTransactionReceipt) : undefined;
    if (!sent) throw new Error("no answer to eth_sendRawTransaction");
    if (sent.ok) {
      if (typeof sent.result === "string" && sent.result.toLowerCase() !== hash.toLowerCase()) {
        throw new Error(`node reported transaction ${sent.result}, expected ${hash}`);
      }
      return { kind: "sent", receipt: found };
    }
    const message = sent.error.message;
    if (/already known|known transaction/i.test(message)) return { kind: "sent", receipt: found };
    if (/nonce too high|nonce.*higher than/i.test(message) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, pause));
      continue;
    }
    if (/nonce too (low|high)|nonce.*(lower|higher) than|nonce.*already.*used/i.test(message)) {
      if (found || (await rpc.request("eth_getTransactionByHash", [hash]).catch(() => null))) {
        return { kind: "sent", receipt: found };
      }
      return { kind: "stale" };
    }
    throw sent.error;
  }
}
