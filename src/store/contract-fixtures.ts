import { randomBytes, randomUUID } from "node:crypto";
import type { MasterDigest } from "../digest/schema.js";
import type { FeedbackInput } from "../feedback/store.js";
import type { PaymentEntryInput } from "../payments/ledger.js";

/**
 * Test data for the store contract. Ids are random so no test depends on another's rows; the text is deliberately
 * awkward (quotes, newlines, non-ASCII, float noise) because the digest must round-trip byte-for-byte.
 */

export const at = (iso: string): Date => new Date(iso);

/** `base` shifted by whole minutes, as the ISO-with-millis string the schema requires. */
export const isoPlus = (base: string, minutes: number): string =>
  new Date(new Date(base).getTime() + minutes * 60_000).toISOString();

export function makeDigest(createdAt: string, over: Partial<MasterDigest> = {}): MasterDigest {
  return {
    id: `mi_test_${randomUUID()}`,
    title: `Agents eat SaaS — “quoted” 'single' "double" 🚀 ${createdAt}`,
    executiveSummary: "Line one.\nLine two with a tab\tand a backslash \\ and é ü ß 中文.",
    fullAnalysis: "# Heading\n\n- bullet `code`\n- <b>html</b> & entities &amp;\n",
    crossDomainInsights: ["AI x payments", "x402 adoption"],
    narratives: [
      { title: "Agentic commerce", stage: "building", momentum: 0.1 + 0.2 },
      { title: "GPU glut", stage: "fading", momentum: 1 / 3 },
    ],
    signals: [{ source: "hackernews", signal: "Show HN: agents that pay", strength: "high" }],
    sentiment: { overall: "mixed", confidence: 0.73 },
    sourcesUsed: ["hackernews", "reddit", "arxiv"],
    processingTimeMs: 48_213,
    createdAt,
    ...over,
  };
}

export const randomSlot = (): string => `slot_${randomUUID()}`;

export function makeVote(over: Partial<FeedbackInput> = {}): FeedbackInput {
  return {
    digestId: `mi_test_${randomUUID()}`,
    digestType: "master",
    rating: "good",
    clientHash: `client_${randomUUID()}`,
    at: new Date("2026-11-22T08:30:00.000Z"),
    ...over,
  };
}

const hex = (bytes: number): string => `0x${randomBytes(bytes).toString("hex")}`;
export const randomAddress = (): string => hex(20);
export const randomNonce = (): string => hex(32);
/** `0x` kept lower-case, the hex digits upper-cased: the same address or nonce, spelled differently. */
export const upperHex = (h: string): string => `0x${h.slice(2).toUpperCase()}`;

/** A fresh authorization (random payer and nonce) for a fresh ledger entry. */
export function makePayment(over: Partial<PaymentEntryInput> = {}): PaymentEntryInput {
  return {
    id: `pay_test_${randomUUID()}`,
    route: "digest.latest",
    resource: "/v1/digest/latest?lang=en&note=“quoted” é",
    x402Version: 1,
    network: "base-sepolia",
    asset: "0x036cbd53842c5426634e7929541ec2318f3dcf7e",
    payTo: "0x209693Bc6afc0C5328bA36FaF03C514EF312287C",
    payer: randomAddress(),
    amount: "10000",
    nonce: randomNonce(),
    validBefore: new Date("2026-11-22T08:05:00.000Z"),
    at: new Date("2026-11-22T08:00:00.123Z"),
    ...over,
  };
}
