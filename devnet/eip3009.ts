import { randomBytes } from "node:crypto";
import { type Address, type Hex, toHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { transferWithAuthorizationTypes } from "./abi.js";
import { DEVNET_CHAIN_ID, USDC_NAME, USDC_VERSION } from "./chain.js";

export interface Eip3009Authorization {
  from: Address;
  to: Address;
  value: bigint;
  validAfter: bigint;
  validBefore: bigint;
  nonce: Hex;
}

export type Eip3009PrimaryType = "TransferWithAuthorization" | "ReceiveWithAuthorization";

/** An authorization valid from now for `validForSeconds`, with a fresh random nonce (as x402 clients make). */
export function newAuthorization(
  from: Address,
  to: Address,
  value: bigint,
  validForSeconds = 60,
): Eip3009Authorization {
  const now = BigInt(Math.floor(Date.now() / 1000));
  return {
    from,
    to,
    value,
    validAfter: 0n,
    validBefore: now + BigInt(validForSeconds),
    nonce: toHex(randomBytes(32)),
  };
}

/** Signs an EIP-3009 authorization for a USDC-domain token ("USD Coin", version "2") by hand. */
export async function signAuthorization(
  privateKey: Hex,
  token: Address,
  authorization: Eip3009Authorization,
  primaryType: Eip3009PrimaryType = "TransferWithAuthorization",
): Promise<Hex> {
  // Both authorizations share their fields and differ only in the primary type's name.
  const fields = transferWithAuthorizationTypes.TransferWithAuthorization;
  return privateKeyToAccount(privateKey).signTypedData({
    domain: { name: USDC_NAME, version: USDC_VERSION, chainId: DEVNET_CHAIN_ID, verifyingContract: token },
    types: { [primaryType]: fields } as Record<Eip3009PrimaryType, typeof fields>,
    primaryType,
    message: authorization,
  });
}
