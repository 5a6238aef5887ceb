import { decodePaymentResponseHeader } from "@x402/core/http";
import type { LocalAccount } from "viem";
import { z } from "zod";
import type { DigestBrief, MasterDigest } from "../../../src/digest/schema.js";
import {
  type BriefAnswer,
  type Catalog,
  type DigestIndex,
  type FeedbackAnswer,
  type HistoryAnswer,
  type LatestAnswer,
  type NarrativeAnswer,
  type NarrativesAnswer,
  PAID_METHODS,
  type PaidAnswer,
  type PaidMethod,
  type PulseDigestsAnswer,
  paidPrices,
  pathOf,
  type RecentContentAnswer,
  routeOf,
  type SampleAnswer,
} from "./answers.js";
import { IntelDigestError } from "./errors.js";
import { type Payer, type PaymentContext, SpendLedger, startPaidCall, toAccount } from "./payment.js";
import { checkForNew, type PollOptions, pollLatest } from "./poll.js";
import { call, type TransportOptions } from "./transport.js";

export interface ClientOptions {
  /** The service, e.g. "http://127.0.0.1:8080". */
  baseUrl: string;
  /** Default `globalThis.fetch`. Every request, paid retries included, goes through it. */
  fetch?: typeof fetch;
  /** Enables paid calls, signed by the official x402 client. The key never appears in errors or logs. */
  payer?: { privateKey: `0x${string}` } | { account: LocalAccount };
  /** Test tokens (devnet) must be allow-listed for the official client; see devnet/x402-local.ts. */
  allowAssets?: string[];
  /** Refuse, before signing, a 402 asking more than this. Default 0.05. */
  maxPricePerCallUsd?: number;
  /** Refuse, before signing, a payment that would take this client's settled spend past this. Default 1.00. */
  maxSpendUsd?: number;
  /** Retries of a 429 or 503 that carries Retry-After. Default 1. */
  maxRetries?: number;
  /** Longest Retry-After waited for; a longer one is thrown at once. Default 10. */
  maxRetryWaitSeconds?: number;
  userAgent?: string;
}

export interface FeedbackInput {
  digestId: string;
  rating: "good" | "bad";
  digestType?: "master" | "hourly" | "community";
  comment?: string;
}

export interface IntelDigestClient {
  index(): Promise<DigestIndex>;
  brief(): Promise<BriefAnswer>;
  latest(): Promise<LatestAnswer>;
  sample(): Promise<SampleAnswer>;
  feedback(input: FeedbackInput): Promise<FeedbackAnswer>;
  catalog(): Promise<Catalog>;
  history(q?: { hours?: number; limit?: number }): Promise<PaidAnswer<HistoryAnswer>>;
  narratives(): Promise<PaidAnswer<NarrativesAnswer>>;
  narrative(id: number): Promise<PaidAnswer<NarrativeAnswer>>;
  pulseDigests(q?: { since?: number }): Promise<PaidAnswer<PulseDigestsAnswer>>;
  recentContent(): Promise<PaidAnswer<RecentContentAnswer>>;
  /** Prices by method name, read from the service's route table (src/api/routes.ts). */
  readonly prices: Record<PaidMethod, string>;
  /** Settled (charged) calls only. */
  spent(): { usd: number; calls: number };
  /** Free polling: read /index; when its id differs from the last seen, read /latest (or /brief) and call onNew. */
  pollLatest(
    onNew: (digest: MasterDigest) => void | Promise<void>,
    opts?: PollOptions & { form?: "latest" },
  ): Promise<void>;
  pollLatest(
    onNew: (digest: DigestBrief) => void | Promise<void>,
    opts: PollOptions & { form: "brief" },
  ): Promise<void>;
  /** One poll step: `changed` (and the digest) when the index id differs from `lastId`. */
  checkForNew(lastId?: string): Promise<{ changed: boolean; id: string; digest?: MasterDigest }>;
}

const Options = z.object({
  baseUrl: z.url(),
  maxPricePerCallUsd: z.number().nonnegative().default(0.05),
  maxSpendUsd: z.number().nonnegative().default(1),
  maxRetries: z.number().int().nonnegative().default(1),
  maxRetryWaitSeconds: z.number().nonnegative().default(10),
  userAgent: z.string().min(1).default("intel-digest-client/0.1.0"),
  allowAssets: z.array(z.string()).default([]),
});

export function createIntelDigestClient(opts: ClientOptions): IntelDigestClient {
  const { payer, fetch: userFetch, ...rest } = opts;
  const parsed = Options.safeParse(rest);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new IntelDigestError("invalid_options", `Invalid client options: ${issues}`);
  }
  const o = parsed.data;
  const fetchFn = userFetch ?? globalThis.fetch.bind(globalThis);
  const transport: TransportOptions = {
    baseUrl: o.baseUrl,
    fetch: fetchFn,
    userAgent: o.userAgent,
    maxRetries: o.maxRetries,
    maxRetryWaitSeconds: o.maxRetryWaitSeconds,
  };
  const ledger = new SpendLedger({ maxPricePerCallUsd: o.maxPricePerCallUsd, maxSpendUsd: o.maxSpendUsd });
  const payment: PaymentContext | undefined = payer
    ? { account: toAccount(payer as Payer), allowAssets: o.allowAssets, ledger, fetch: fetchFn }
    : undefined;
  const prices = Object.freeze(paidPrices());

  const get = async <S extends z.ZodType>(path: string, schema: S) =>
    (await call(transport, { method: "GET", path, schema })).data;

  const paid = async <S extends z.ZodType>(
    method: PaidMethod,
    path: string,
    schema: S,
  ): Promise<PaidAnswer<z.infer<S>>> => {
    const price = prices[method];
    if (!payment) {
      const { data } = await call(transport, { method: "GET", path, schema, price });
      return { ...(data as object), charged: false, price } as PaidAnswer<z.infer<S>>;
    }
    const paidCall = startPaidCall(payment);
    let charged = false;
    try {
      const { data, response } = await call(transport, {
        method: "GET",
        path,
        schema,
        price,
        fetch: paidCall.fetch,
      });
      charged = (data as { charged?: unknown }).charged === true;
      const receipt = readReceipt(response);
      return { ...(data as object), charged, price, ...(receipt ? { payment: receipt } : {}) } as PaidAnswer<
        z.infer<S>
      >;
    } catch (err) {
      if (err instanceof IntelDigestError && err.charged === true) charged = true;
      throw err;
    } finally {
      const reserved = paidCall.reservedMicro();
      if (reserved > 0) ledger.settle(reserved, charged);
    }
  };

  const client: IntelDigestClient = {
    prices,
    index: () => get(pathOf("getIndex"), routeOf("getIndex").response),
    brief: () => get(pathOf("getBrief"), routeOf("getBrief").response),
    latest: () => get(pathOf("getLatest"), routeOf("getLatest").response),
    sample: () => get(pathOf("getSample"), routeOf("getSample").response),
    catalog: () => get(pathOf("getCatalog"), routeOf("getCatalog").response),
    feedback: async (input) =>
      (
        await call(transport, {
          method: "POST",
          path: pathOf("postFeedback"),
          body: input,
          schema: routeOf("postFeedback").response,
        })
      ).data,
    history: (q = {}) =>
      paid("history", `${pathOf(PAID_METHODS.history)}${query(q)}`, routeOf(PAID_METHODS.history).response),
    narratives: () =>
      paid("narratives", pathOf(PAID_METHODS.narratives), routeOf(PAID_METHODS.narratives).response),
    narrative: (id) =>
      paid("narrative", pathOf(PAID_METHODS.narrative, { id }), routeOf(PAID_METHODS.narrative).response),
    pulseDigests: (q = {}) =>
      paid(
        "pulseDigests",
        `${pathOf(PAID_METHODS.pulseDigests)}${query(q)}`,
        routeOf(PAID_METHODS.pulseDigests).response,
      ),
    recentContent: () =>
      paid("recentContent", pathOf(PAID_METHODS.recentContent), routeOf(PAID_METHODS.recentContent).response),
    spent: () => ledger.spent(),
    checkForNew: (lastId) => checkForNew(client, lastId),
    pollLatest: (onNew: (d: never) => void | Promise<void>, pollOpts?: PollOptions) =>
      pollLatest(client, onNew, pollOpts),
  };
  return client;
}

function query(q: Record<string, number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined) params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : "";
}

function readReceipt(res: Response): { transaction: string; payer: string; network?: string } | undefined {
  const header = res.headers.get("payment-response");
  if (!header) return undefined;
  try {
    const r = decodePaymentResponseHeader(header);
    return { transaction: r.transaction, payer: r.payer ?? "", network: r.network };
  } catch {
    return undefined;
  }
}
