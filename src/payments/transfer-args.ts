import { type Address, getAddress, type Hex, parseSignature } from "viem";

/** An EIP-3009 `transferWithAuthorization` as an x402 exact payload carries it (decimal strings, hex nonce). */
export interface Eip3009Authorization {
  from: string;
  to: string;
  value: string;
  validAfter: string;
  validBefore: string;
  nonce: string;
}

/**
 * The arguments of `transferWithAuthorization` for an ECDSA signature, in the order the contract takes them. Verify's
 * simulation and the settlement must encode the same call, so both build it here.
 */
export function transferWithAuthorizationArgs(
  auth: Eip3009Authorization,
  signature: Hex,
): readonly [Address, Address, bigint, bigint, bigint, Hex, number, Hex, Hex] {
  const sig = parseSignature(signature);
  return [
    getAddress(auth.from),
    getAddress(auth.to),
    BigInt(auth.value),
    BigInt(auth.validAfter),
    BigInt(auth.validBefore),
    auth.nonce as Hex,
    Number(sig.v ?? BigInt(sig.yParity)),
    sig.r,
    sig.s,
  ];
}
