import {
  type Address,
  createWalletClient,
  domainSeparator,
  encodeFunctionData,
  type Hex,
  keccak256,
  parseEventLogs,
  parseSignature,
  serializeSignature,
  toEventSelector,
  toFunctionSelector,
  toHex,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createNonceManager, jsonRpc } from "viem/nonce";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multicall3Abi, usdcAbi } from "./abi.js";
import { DEVNET_POLLING_INTERVAL_MS, devnetTransport, MULTICALL3_ADDRESS } from "./chain.js";
import { compileContracts } from "./compile.js";
import {
  type Eip3009Authorization,
  type Eip3009PrimaryType,
  newAuthorization,
  signAuthorization,
} from "./eip3009.js";
import { type Devnet, startDevnet } from "./start.js";

// secp256k1 group order; n - s is the high-s twin of a signature.
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

let devnet: Devnet;
let settlerWallet: ReturnType<typeof walletFor>;

function walletFor(privateKey: Hex) {
  return createWalletClient({
    account: privateKeyToAccount(privateKey, { nonceManager: createNonceManager({ source: jsonRpc() }) }),
    chain: devnet.chain,
    transport: devnetTransport(devnet.rpcUrl),
    pollingInterval: DEVNET_POLLING_INTERVAL_MS,
  });
}

/** Signs a payer → payTo authorization (1.23 USDC, valid 60 s) with `signerKey`, after `overrides`. */
async function sign(
  signerKey: Hex,
  overrides: Partial<Eip3009Authorization> = {},
  primaryType: Eip3009PrimaryType = "TransferWithAuthorization",
) {
  const message = {
    ...newAuthorization(devnet.payer.address, devnet.payTo.address, 1_230_000n),
    ...overrides,
  };
  return { message, signature: await signAuthorization(signerKey, devnet.usdc, message, primaryType) };
}

/** Submits like @x402/evm does for a 65-byte signature: the (v, r, s) overload, from the settler. */
async function submitVrs(message: Eip3009Authorization, signature: Hex) {
  const { v, r, s } = parseSignature(signature);
  const { from, to, value, validAfter, validBefore, nonce } = message;
  const hash = await settlerWallet.writeContract({
    address: devnet.usdc,
    abi: usdcAbi,
    functionName: "transferWithAuthorization",
    args: [from, to, value, validAfter, validBefore, nonce, Number(v), r, s],
  });
  return devnet.publicClient.waitForTransactionReceipt({ hash });
}

beforeAll(async () => {
  devnet = await startDevnet();
  settlerWallet = walletFor(devnet.settler.privateKey);
});

afterAll(async () => {
  await devnet?.stop();
});

describe("devnet chain", () => {
  it("is chain 8453 with Hardhat's default accounts in the documented roles", async () => {
    expect(await devnet.publicClient.getChainId()).toBe(8453);
    expect(devnet.network).toBe("eip155:8453");
    const accounts = (await devnet.publicClient.transport.request({ method: "eth_accounts" })) as Address[];
    const roles = [devnet.deployer, devnet.settler, devnet.payTo, devnet.payer].map((a) =>
      a.address.toLowerCase(),
    );
    expect(accounts.slice(0, 4).map((a) => a.toLowerCase())).toEqual(roles);
    expect(await devnet.publicClient.getBalance({ address: devnet.settler.address })).toBeGreaterThan(
      10n ** 21n,
    );
  });

  it("has Multicall3 at its canonical address", async () => {
    const { publicClient } = devnet;
    expect(devnet.multicall3).toBe(MULTICALL3_ADDRESS);
    const ethBalance = await publicClient.readContract({
      address: MULTICALL3_ADDRESS,
      abi: multicall3Abi,
      functionName: "getEthBalance",
      args: [devnet.payer.address],
    });
    expect(ethBalance).toBe(await publicClient.getBalance({ address: devnet.payer.address }));
    expect(
      await publicClient.readContract({
        address: MULTICALL3_ADDRESS,
        abi: multicall3Abi,
        functionName: "getChainId",
      }),
    ).toBe(8453n);

    const balanceCall = encodeFunctionData({
      abi: usdcAbi,
      functionName: "balanceOf",
      args: [devnet.payer.address],
    });
    const reverting = encodeFunctionData({
      abi: usdcAbi,
      functionName: "transfer",
      args: [devnet.payTo.address, 1n],
    });
    const results = await publicClient.readContract({
      address: MULTICALL3_ADDRESS,
      abi: multicall3Abi,
      functionName: "aggregate3",
      args: [
        [
          { target: devnet.usdc, allowFailure: false, callData: balanceCall },
          // Multicall3 itself holds no USDC, so this transfer reverts; allowFailure keeps the batch alive.
          { target: devnet.usdc, allowFailure: true, callData: reverting },
        ],
      ],
    });
    expect(results.map((r) => r.success)).toEqual([true, false]);
    // viem's own multicall goes through the chain's contracts.multicall3 entry.
    const [symbol] = await publicClient.multicall({
      contracts: [{ address: devnet.usdc, abi: usdcAbi, functionName: "symbol" }],
      allowFailure: false,
    });
    expect(symbol).toBe("USDC");
  });
});

describe("TestUSDC", () => {
  it("has USDC's metadata, EIP-712 domain and typehashes", async () => {
    const read = (functionName: "name" | "symbol" | "decimals" | "version" | "DOMAIN_SEPARATOR") =>
      devnet.publicClient.readContract({ address: devnet.usdc, abi: usdcAbi, functionName });
    expect(await read("name")).toBe("USD Coin");
    expect(await read("symbol")).toBe("USDC");
    expect(await read("decimals")).toBe(6);
    expect(await read("version")).toBe("2");
    expect(await read("DOMAIN_SEPARATOR")).toBe(
      domainSeparator({
        domain: { name: "USD Coin", version: "2", chainId: 8453, verifyingContract: devnet.usdc },
      }),
    );
    const typehash = await devnet.publicClient.readContract({
      address: devnet.usdc,
      abi: usdcAbi,
      functionName: "TRANSFER_WITH_AUTHORIZATION_TYPEHASH",
    });
    expect(typehash).toBe(
      keccak256(
        toHex(
          "TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)",
        ),
      ),
    );
  });

  it("implements every function and event of the typed ABI used by callers", async () => {
    const { TestUSDC } = await compileContracts();
    const selectors = (abi: readonly { type: string }[]) =>
      abi.flatMap((item) => {
        if (item.type === "function") return [toFunctionSelector(item as never)];
        if (item.type === "event") return [toEventSelector(item as never)];
        return [];
      });
    const compiled = new Set(selectors(TestUSDC.abi));
    for (const selector of selectors(usdcAbi)) expect(compiled).toContain(selector);
  });

  it("minted 1,000 USDC to the payer", async () => {
    expect(await devnet.balanceOf(devnet.payer.address)).toBe(1_000_000_000n);
  });

  it("settles a payer-signed transferWithAuthorization submitted by the settler", async () => {
    const { message, signature } = await sign(devnet.payer.privateKey);
    const [payerBefore, payToBefore] = await Promise.all([
      devnet.balanceOf(devnet.payer.address),
      devnet.balanceOf(devnet.payTo.address),
    ]);

    const receipt = await submitVrs(message, signature);

    expect(receipt.status).toBe("success");
    expect(receipt.from.toLowerCase()).toBe(devnet.settler.address.toLowerCase());
    expect(await devnet.balanceOf(devnet.payer.address)).toBe(payerBefore - message.value);
    expect(await devnet.balanceOf(devnet.payTo.address)).toBe(payToBefore + message.value);
    const events = parseEventLogs({ abi: usdcAbi, logs: receipt.logs });
    expect(events.map((e) => e.eventName)).toEqual(["AuthorizationUsed", "Transfer"]);
    const used = await devnet.publicClient.readContract({
      address: devnet.usdc,
      abi: usdcAbi,
      functionName: "authorizationState",
      args: [message.from, message.nonce],
    });
    expect(used).toBe(true);

    // Replaying the identical authorization must fail: the nonce is spent.
    await expect(submitVrs(message, signature)).rejects.toThrow(/authorization is used or canceled/);
  });

  it("rejects expired, not-yet-valid and wrongly signed authorizations", async () => {
    const now = BigInt(Math.floor(Date.now() / 1000));
    const expired = await sign(devnet.payer.privateKey, { validBefore: now - 1n });
    await expect(submitVrs(expired.message, expired.signature)).rejects.toThrow(/authorization is expired/);

    const early = await sign(devnet.payer.privateKey, { validAfter: now + 3600n });
    await expect(submitVrs(early.message, early.signature)).rejects.toThrow(/authorization is not yet valid/);

    // Signed by the settler, claiming to move the payer's funds.
    const forged = await sign(devnet.settler.privateKey);
    await expect(submitVrs(forged.message, forged.signature)).rejects.toThrow(/invalid signature/);

    // Same signature, malleated to its high-s twin: ecrecover accepts it, the token must not.
    const good = await sign(devnet.payer.privateKey);
    const { r, s, yParity } = parseSignature(good.signature);
    const highS = serializeSignature({
      r,
      s: toHex(SECP256K1_N - BigInt(s), { size: 32 }),
      yParity: 1 - yParity,
    });
    await expect(submitVrs(good.message, highS)).rejects.toThrow(/invalid signature/);
  });

  it("accepts the bytes-signature overload and enforces receiveWithAuthorization's payee check", async () => {
    const { message, signature } = await sign(devnet.payer.privateKey, { value: 5n });
    const { from, to, value, validAfter, validBefore, nonce } = message;
    const args = [from, to, value, validAfter, validBefore, nonce, signature] as const;
    const hash = await settlerWallet.writeContract({
      address: devnet.usdc,
      abi: usdcAbi,
      functionName: "transferWithAuthorization",
      args,
    });
    expect((await devnet.publicClient.waitForTransactionReceipt({ hash })).status).toBe("success");

    const receive = await sign(devnet.payer.privateKey, { value: 7n }, "ReceiveWithAuthorization");
    const m = receive.message;
    const receiveArgs = [
      m.from,
      m.to,
      m.value,
      m.validAfter,
      m.validBefore,
      m.nonce,
      receive.signature,
    ] as const;
    await expect(
      settlerWallet.writeContract({
        address: devnet.usdc,
        abi: usdcAbi,
        functionName: "receiveWithAuthorization",
        args: receiveArgs,
      }),
    ).rejects.toThrow(/caller must be the payee/);
    const payeeHash = await walletFor(devnet.payTo.privateKey).writeContract({
      address: devnet.usdc,
      abi: usdcAbi,
      functionName: "receiveWithAuthorization",
      args: receiveArgs,
    });
    expect((await devnet.publicClient.waitForTransactionReceipt({ hash: payeeHash })).status).toBe("success");
  });

  it("mint is restricted to the deployer", async () => {
    await devnet.mint(devnet.settler.address, 42n);
    expect(await devnet.balanceOf(devnet.settler.address)).toBe(42n);
    await expect(
      settlerWallet.writeContract({
        address: devnet.usdc,
        abi: usdcAbi,
        functionName: "mint",
        args: [devnet.settler.address, 1n],
      }),
    ).rejects.toThrow(/caller is not a minter/);
  });
});
