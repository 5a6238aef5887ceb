import { encodePaymentSignatureHeader } from "@x402/core/http";
import type { PaymentPayload, PaymentRequirements } from "@x402/core/types";
import { generatePrivateKey } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { createPayerClient } from "../../devnet/x402-local.js";
import { decodePayment, v1NetworkName } from "./decode.js";

const ASSET = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const PAY_TO = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const ours: PaymentRequirements = {
  scheme: "exact",
  network: "eip155:8453",
  asset: ASSET,
  amount: "30000",
  payTo: PAY_TO,
  maxTimeoutSeconds: 60,
  extra: { name: "USD Coin", version: "2" },
};

async function signedV2(): Promise<PaymentPayload> {
  return createPayerClient(generatePrivateKey(), ASSET).createPaymentPayload({
    x402Version: 2,
    resource: { url: "https://api.example/v1/intelligence/history" },
    accepts: [ours],
  });
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

describe("decodePayment", () => {
  it("no header → none", () => {
    expect(decodePayment({}, [ours])).toEqual({ kind: "none" });
    expect(decodePayment({ paymentSignature: "", xPayment: "" }, [ours])).toEqual({ kind: "none" });
  });

  it("round-trips a V2 payload from PAYMENT-SIGNATURE, extracting the authorization", async () => {
    const payload = await signedV2();
    const decoded = decodePayment({ paymentSignature: encodePaymentSignatureHeader(payload) }, [ours]);
    expect(decoded).toMatchObject({ kind: "payment", transport: "payment-signature", x402Version: 2 });
    if (decoded.kind !== "payment") throw new Error("unreachable");
    expect(decoded.payload).toEqual(payload);
    const auth = payload.payload.authorization as Record<string, string>;
    expect(decoded.authorization).toEqual(auth);
    expect(decoded.authorization.value).toBe("30000");
    expect(decoded.authorization.nonce).toMatch(/^0x[0-9a-f]{64}$/);
    expect(Number(decoded.authorization.validBefore)).toBeGreaterThan(Date.now() / 1000);
  });

  it("accepts a V2 payload in the legacy X-PAYMENT header, noting the transport", async () => {
    const payload = await signedV2();
    const decoded = decodePayment({ xPayment: encodePaymentSignatureHeader(payload) }, [ours]);
    expect(decoded).toEqual(
      expect.objectContaining({ kind: "payment", transport: "x-payment", x402Version: 2, payload }),
    );
  });

  it("prefers PAYMENT-SIGNATURE when both headers are sent", async () => {
    const payload = await signedV2();
    const decoded = decodePayment(
      { paymentSignature: encodePaymentSignatureHeader(payload), xPayment: "junk" },
      [ours],
    );
    expect(decoded).toMatchObject({ kind: "payment", transport: "payment-signature" });
  });

  it("normalises a V1 payload (network `base`) to the V2 shape against our requirements", async () => {
    const v2 = await signedV2();
    const v1 = { x402Version: 1, scheme: "exact", network: "base", payload: v2.payload };
    const decoded = decodePayment({ xPayment: b64(v1) }, [ours]);
    expect(decoded).toEqual({
      kind: "payment",
      transport: "x-payment",
      x402Version: 1,
      v1Network: "base",
      payload: { x402Version: 2, accepted: ours, payload: v2.payload },
      authorization: v2.payload.authorization,
    });
  });

  it("a V1 payload for another network keeps its own network in `accepted`, so matching fails on it", async () => {
    const v2 = await signedV2();
    for (const [network, caip] of [
      ["base-sepolia", "eip155:84532"],
      ["polygon", "polygon"],
      ["constructor", "constructor"],
    ]) {
      const decoded = decodePayment(
        { xPayment: b64({ x402Version: 1, scheme: "exact", network, payload: v2.payload }) },
        [ours],
      );
      if (decoded.kind !== "payment") throw new Error(`expected a payment, got ${decoded.kind}`);
      expect(decoded.payload.accepted).toEqual({ ...ours, network: caip });
    }
  });

  it("refuses a V1 payload in PAYMENT-SIGNATURE, which is V2-only", async () => {
    const v2 = await signedV2();
    const v1 = { x402Version: 1, scheme: "exact", network: "base", payload: v2.payload };
    expect(decodePayment({ paymentSignature: b64(v1) }, [ours])).toEqual({
      kind: "malformed",
      transport: "payment-signature",
      reason: "unsupported x402 version",
    });
  });

  it.each([
    ["not base64", "%%%not-base64%%%"],
    ["base64 of non-JSON", Buffer.from("hello").toString("base64")],
    ["JSON null", b64(null)],
    ["an array", b64([1, 2])],
    ["V2 without accepted", b64({ x402Version: 2, payload: {} })],
    ["an oversized header", "A".repeat(20_000)],
  ])("garbage (%s) → malformed payment header", (_label, header) => {
    expect(decodePayment({ paymentSignature: header }, [ours])).toEqual({
      kind: "malformed",
      transport: "payment-signature",
      reason: "malformed payment header",
    });
  });

  it("an unknown version or a non-EIP-3009 payload gets its own reason", async () => {
    const v2 = await signedV2();
    expect(decodePayment({ xPayment: b64({ ...v2, x402Version: 3 }) }, [ours])).toMatchObject({
      kind: "malformed",
      reason: "unsupported x402 version",
    });
    const permit2ish = { ...v2, payload: { signature: "0x00", permit2Authorization: {} } };
    expect(decodePayment({ xPayment: b64(permit2ish) }, [ours])).toMatchObject({
      kind: "malformed",
      transport: "x-payment",
      reason: "unsupported payment payload",
    });
    const badNonce = {
      ...v2,
      payload: { ...v2.payload, authorization: { ...(v2.payload.authorization as object), nonce: "0x1" } },
    };
    expect(decodePayment({ paymentSignature: b64(badNonce) }, [ours])).toMatchObject({ kind: "malformed" });
  });

  it("maps CAIP-2 networks back to V1 names", () => {
    expect(v1NetworkName("eip155:8453")).toBe("base");
    expect(v1NetworkName("eip155:84532")).toBe("base-sepolia");
    expect(v1NetworkName("eip155:1")).toBeUndefined();
  });
});
