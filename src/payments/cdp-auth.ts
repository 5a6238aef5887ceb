import { createPrivateKey, type KeyObject, randomBytes, sign } from "node:crypto";
import type { Secret } from "./config.js";

/** Coinbase's hosted facilitator (CDP). */
export const CDP_FACILITATOR_URL = "https://api.cdp.coinbase.com/platform/v2/x402";

type AuthHeaders = {
  verify: Record<string, string>;
  settle: Record<string, string>;
  supported: Record<string, string>;
};

interface SigningKey {
  alg: "EdDSA" | "ES256";
  key: KeyObject;
}

/**
 * CDP API keys come as a base64 Ed25519 key (seed ‖ public key, 64 bytes) or a PEM EC (P-256) key. Parsed
 * once, at start-up, so a bad key fails fast; the error never repeats the secret.
 */
export function parseCdpKey(secret: Secret): SigningKey {
  const value = secret.reveal().trim().replace(/\\n/g, "\n");
  if (value.includes("-----BEGIN")) {
    try {
      const key = createPrivateKey(value);
      if (key.asymmetricKeyType === "ec") return { alg: "ES256", key };
    } catch {
      // fall through to the generic message
    }
  } else {
    const raw = Buffer.from(value, "base64");
    if (raw.length === 64) {
      const jwk = {
        kty: "OKP",
        crv: "Ed25519",
        d: raw.subarray(0, 32).toString("base64url"),
        x: raw.subarray(32).toString("base64url"),
      };
      try {
        return { alg: "EdDSA", key: createPrivateKey({ key: jwk, format: "jwk" }) };
      } catch {
        // fall through
      }
    }
  }
  throw new Error("CDP_API_KEY_SECRET is neither a base64 Ed25519 key nor a PEM EC private key");
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/**
 * A CDP bearer JWT, as `@coinbase/cdp-sdk`'s `generateJwt` makes it: header {alg, kid, typ, nonce}, claims
 * {sub, iss: "cdp", aud: ["cdp_service"], uris: ["METHOD host/path"], iat, nbf, exp}, built on node:crypto
 * because the SDK is not a dependency.
 */
export function generateCdpJwt(opts: {
  apiKeyId: string;
  key: SigningKey;
  method: "GET" | "POST";
  url: string;
  nowSeconds?: number;
  expiresInSeconds?: number;
}): string {
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  const { host, pathname } = new URL(opts.url);
  const header = {
    alg: opts.key.alg,
    kid: opts.apiKeyId,
    typ: "JWT",
    nonce: randomBytes(16).toString("hex"),
  };
  const claims = {
    sub: opts.apiKeyId,
    iss: "cdp",
    aud: ["cdp_service"],
    uris: [`${opts.method} ${host}${pathname}`],
    iat: now,
    nbf: now,
    exp: now + (opts.expiresInSeconds ?? 120),
  };
  const input = `${b64url(header)}.${b64url(claims)}`;
  const signature =
    opts.key.alg === "EdDSA"
      ? sign(null, Buffer.from(input), opts.key.key)
      : sign("sha256", Buffer.from(input), { key: opts.key.key, dsaEncoding: "ieee-p1363" });
  return `${input}.${signature.toString("base64url")}`;
}

/** `createAuthHeaders` for `HTTPFacilitatorClient`: a fresh JWT per call and path, as CDP requires. */
export function createCdpAuthHeaders(opts: {
  apiKeyId: string;
  apiKeySecret: Secret;
  facilitatorUrl: string;
}): () => Promise<AuthHeaders> {
  const key = parseCdpKey(opts.apiKeySecret);
  const base = opts.facilitatorUrl.replace(/\/+$/, "");
  const headers = (method: "GET" | "POST", path: string) => ({
    Authorization: `Bearer ${generateCdpJwt({ apiKeyId: opts.apiKeyId, key, method, url: `${base}/${path}` })}`,
    "Correlation-Context": "sdk_language=typescript,source=x402",
  });
  return async () => ({
    verify: headers("POST", "verify"),
    settle: headers("POST", "settle"),
    supported: headers("GET", "supported"),
  });
}
