import { type createPublicKey, generateKeyPairSync, verify } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HTTPFacilitatorClient } from "@x402/core/http";
import { describe, expect, it } from "vitest";
import { CDP_FACILITATOR_URL, createCdpAuthHeaders, generateCdpJwt, parseCdpKey } from "./cdp-auth.js";
import { type PaymentsConfigSource, Secret, toPaymentsConfig } from "./config.js";
import {
  createChainReader,
  createFacilitatorClient,
  DEFAULT_FACILITATOR_URL,
  facilitatorUrlOf,
} from "./facilitator.js";
import { readSettlerKey } from "./local-facilitator.js";

const KEY = `0x${"11".repeat(32)}`;
const base: PaymentsConfigSource = {
  PAYMENT_MODE: "facilitator",
  PAY_TO_ADDRESS: "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc",
  X402_NETWORK: "eip155:8453",
  X402_ASSET: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
  X402_ASSET_NAME: "USD Coin",
  X402_ASSET_VERSION: "2",
  FACILITATOR_URL: undefined,
  CDP_API_KEY_ID: undefined,
  CDP_API_KEY_SECRET: undefined,
  RPC_URL: undefined,
  SETTLER_PRIVATE_KEY: undefined,
  SETTLER_PRIVATE_KEY_FILE: undefined,
  publicBaseUrl: "https://intel.example/",
};

function ed25519Secret(): { secret: string; publicKey: ReturnType<typeof createPublicKey> } {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const jwk = privateKey.export({ format: "jwk" });
  const raw = Buffer.concat([Buffer.from(jwk.d ?? "", "base64url"), Buffer.from(jwk.x ?? "", "base64url")]);
  return { secret: raw.toString("base64"), publicKey };
}

function decodeJwt(token: string) {
  const [h, c, s] = token.split(".");
  return {
    header: JSON.parse(Buffer.from(h ?? "", "base64url").toString()),
    claims: JSON.parse(Buffer.from(c ?? "", "base64url").toString()),
    input: Buffer.from(`${h}.${c}`),
    signature: Buffer.from(s ?? "", "base64url"),
  };
}

describe("toPaymentsConfig", () => {
  it("checksums addresses, derives the chain id, trims the base URL and wraps secrets", () => {
    const c = toPaymentsConfig({ ...base, SETTLER_PRIVATE_KEY: KEY, CDP_API_KEY_SECRET: "s3cret" });
    expect(c.payTo).toBe("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC");
    expect(c.chainId).toBe(8453);
    expect(c.publicBaseUrl).toBe("https://intel.example");
    expect(c.settlerPrivateKey?.reveal()).toBe(KEY);
    const shown = `${JSON.stringify(c)} ${String(c.settlerPrivateKey)} ${c.cdpApiKeySecret}`;
    expect(shown).not.toContain("1111");
    expect(shown).not.toContain("s3cret");
  });
});

describe("readSettlerKey", () => {
  const dir = mkdtempSync(join(tmpdir(), "settler-"));

  it("reads SETTLER_PRIVATE_KEY_FILE, trimmed, with or without 0x", () => {
    const file = join(dir, "key");
    writeFileSync(file, `  ${"22".repeat(32)}\n`);
    expect(readSettlerKey({ settlerPrivateKey: undefined, settlerPrivateKeyFile: file })?.reveal()).toBe(
      `0x${"22".repeat(32)}`,
    );
    // The variable wins over the file.
    expect(
      readSettlerKey({ settlerPrivateKey: new Secret(KEY), settlerPrivateKeyFile: file })?.reveal(),
    ).toBe(KEY);
    expect(
      readSettlerKey({ settlerPrivateKey: undefined, settlerPrivateKeyFile: undefined }),
    ).toBeUndefined();
  });

  it("fails naming the file, never its content", () => {
    const file = join(dir, "bad");
    writeFileSync(file, "0xnot-a-key-but-secret-ish\n");
    expect(() => readSettlerKey({ settlerPrivateKey: undefined, settlerPrivateKeyFile: file })).toThrow(
      /SETTLER_PRIVATE_KEY_FILE \(.*bad\) does not hold a 32-byte hex private key$/,
    );
    try {
      readSettlerKey({ settlerPrivateKey: undefined, settlerPrivateKeyFile: file });
    } catch (e) {
      expect(String(e)).not.toContain("secret-ish");
    }
    expect(() =>
      readSettlerKey({ settlerPrivateKey: undefined, settlerPrivateKeyFile: join(dir, "missing") }),
    ).toThrow(/could not be read \(ENOENT\)/);
  });
});

describe("createFacilitatorClient", () => {
  it("facilitator mode uses FACILITATOR_URL, else CDP's with keys, else x402.org's", () => {
    expect(facilitatorUrlOf(toPaymentsConfig({ ...base, FACILITATOR_URL: "http://127.0.0.1:1" }))).toBe(
      "http://127.0.0.1:1",
    );
    const { secret } = ed25519Secret();
    const cdp = toPaymentsConfig({ ...base, CDP_API_KEY_ID: "kid", CDP_API_KEY_SECRET: secret });
    expect(facilitatorUrlOf(cdp)).toBe(CDP_FACILITATOR_URL);
    expect(facilitatorUrlOf(toPaymentsConfig(base))).toBe(DEFAULT_FACILITATOR_URL);
    expect(createFacilitatorClient(cdp)).toBeInstanceOf(HTTPFacilitatorClient);
  });

  it("sends CDP bearer JWTs, one per path, to the facilitator", async () => {
    const seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
    const server = createServer((req, res) => {
      seen.push({ url: req.url ?? "", headers: req.headers });
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ kinds: [{ x402Version: 2, scheme: "exact", network: "eip155:8453" }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/platform/v2/x402`;
    try {
      const { secret, publicKey } = ed25519Secret();
      const client = createFacilitatorClient(
        toPaymentsConfig({
          ...base,
          FACILITATOR_URL: url,
          CDP_API_KEY_ID: "key-id",
          CDP_API_KEY_SECRET: secret,
        }),
      );
      await client.getSupported();
      expect(seen[0]?.url).toBe("/platform/v2/x402/supported");
      const auth = seen[0]?.headers.authorization ?? "";
      expect(auth).toMatch(/^Bearer /);
      const jwt = decodeJwt(auth.slice("Bearer ".length));
      expect(jwt.header).toMatchObject({ alg: "EdDSA", kid: "key-id", typ: "JWT" });
      expect(jwt.claims).toMatchObject({
        sub: "key-id",
        iss: "cdp",
        uris: [`GET ${new URL(url).host}/platform/v2/x402/supported`],
      });
      expect(verify(null, jwt.input, publicKey, jwt.signature)).toBe(true);
    } finally {
      server.close();
    }
  });

  it("local mode without RPC or key yields a client that refuses, not a crash", async () => {
    const client = createFacilitatorClient(toPaymentsConfig({ ...base, PAYMENT_MODE: "local" }));
    await expect(client.getSupported()).rejects.toThrow(/unavailable/);
    expect(createChainReader(toPaymentsConfig(base))).toBeUndefined();
  });
});

describe("CDP JWTs", () => {
  it("signs ES256 with a PEM EC key, in JOSE (r‖s) form", () => {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const pem = privateKey.export({ format: "pem", type: "sec1" }).toString();
    const key = parseCdpKey(new Secret(pem));
    const token = generateCdpJwt({
      apiKeyId: "k",
      key,
      method: "POST",
      url: `${CDP_FACILITATOR_URL}/settle`,
      nowSeconds: 1_000,
    });
    const jwt = decodeJwt(token);
    expect(jwt.header.alg).toBe("ES256");
    expect(jwt.claims).toEqual({
      sub: "k",
      iss: "cdp",
      aud: ["cdp_service"],
      uris: ["POST api.cdp.coinbase.com/platform/v2/x402/settle"],
      iat: 1_000,
      nbf: 1_000,
      exp: 1_120,
    });
    expect(jwt.signature).toHaveLength(64);
    expect(verify("sha256", jwt.input, { key: publicKey, dsaEncoding: "ieee-p1363" }, jwt.signature)).toBe(
      true,
    );
  });

  it("gives verify, settle and supported their own headers", async () => {
    const { secret } = ed25519Secret();
    const headers = await createCdpAuthHeaders({
      apiKeyId: "k",
      apiKeySecret: new Secret(secret),
      facilitatorUrl: CDP_FACILITATOR_URL,
    })();
    const uri = (h: Record<string, string>) => decodeJwt((h.Authorization ?? "").slice(7)).claims.uris[0];
    expect(uri(headers.verify)).toBe("POST api.cdp.coinbase.com/platform/v2/x402/verify");
    expect(uri(headers.settle)).toBe("POST api.cdp.coinbase.com/platform/v2/x402/settle");
    expect(uri(headers.supported)).toBe("GET api.cdp.coinbase.com/platform/v2/x402/supported");
  });

  it("rejects a bad secret without repeating it", () => {
    expect(() => parseCdpKey(new Secret("hunter2-not-a-key"))).toThrow(
      "CDP_API_KEY_SECRET is neither a base64 Ed25519 key nor a PEM EC private key",
    );
  });
});
