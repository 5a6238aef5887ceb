import { HTTPFacilitatorClient } from "@x402/core/http";
import type { PaymentRequired, PaymentRequirements } from "@x402/core/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FacilitatorServer, startFacilitatorServer } from "./facilitator-server.js";
import { type Devnet, startDevnet } from "./start.js";
import { createPayerClient, devnetRequirements } from "./x402-local.js";

const paymentRequired = (accepts: PaymentRequirements): PaymentRequired => ({
  x402Version: 2,
  resource: { url: "http://127.0.0.1/v1/facilitator-server-test" },
  accepts: [accepts],
});

describe("startFacilitatorServer", () => {
  let devnet: Devnet;
  let server: FacilitatorServer;
  let client: HTTPFacilitatorClient;

  beforeAll(async () => {
    devnet = await startDevnet();
    server = await startFacilitatorServer({ rpcUrl: devnet.rpcUrl, settlerKey: devnet.settler.privateKey });
    client = new HTTPFacilitatorClient({ url: server.url });
  });

  afterAll(async () => {
    await server?.close();
    await devnet?.stop();
  });

  it("listens on 127.0.0.1 and answers GET /supported with exact on eip155:8453", async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const supported = await client.getSupported();
    expect(supported.kinds).toContainEqual(
      expect.objectContaining({ x402Version: 2, scheme: "exact", network: "eip155:8453" }),
    );
    expect(supported.signers["eip155:*"] ?? Object.values(supported.signers).flat()).toContain(
      devnet.settler.address,
    );
  });

  it("verifies and settles through HTTPFacilitatorClient; balances move by exactly the amount", async () => {
    const requirements = devnetRequirements(devnet.usdc, devnet.payTo.address, 25_000n);
    const payload = await createPayerClient(devnet.payer.privateKey, devnet.usdc).createPaymentPayload(
      paymentRequired(requirements),
    );
    const before = await devnet.balanceOf(devnet.payTo.address);

    expect(await client.verify(payload, requirements)).toMatchObject({
      isValid: true,
      payer: devnet.payer.address,
    });
    const settled = await client.settle(payload, requirements);
    expect(settled).toMatchObject({ success: true, network: "eip155:8453", payer: devnet.payer.address });
    expect(settled.transaction).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await devnet.balanceOf(devnet.payTo.address)).toBe(before + 25_000n);

    // An invalid payment is still a 200 carrying isValid: false, which the client returns rather than throws.
    const replay = await client.verify(payload, requirements);
    expect(replay).toMatchObject({ isValid: false, invalidReason: "invalid_exact_evm_nonce_already_used" });
    expect((await client.settle(payload, requirements)).success).toBe(false);
  });

  it("refuses malformed requests with 4xx and a JSON error", async () => {
    const post = (path: string, body: string) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
    const notJson = await post("/verify", "{");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: "body is not JSON" });
    expect((await post("/settle", JSON.stringify({ x402Version: 2 }))).status).toBe(400);
    expect((await post("/verify", "x".repeat(70_000))).status).toBe(413);
    expect((await fetch(`${server.url}/verify`)).status).toBe(405);
    expect((await fetch(`${server.url}/nope`)).status).toBe(404);
    expect(server.calls.verify).toBeGreaterThanOrEqual(2);
  });
});
