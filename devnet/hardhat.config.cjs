// Hardhat 2 config for the local x402 devnet (`hardhat node` only; contracts are compiled with solc-js,
// see compile.ts). CommonJS because the package is "type": "module".
module.exports = {
  networks: {
    hardhat: {
      // Base mainnet's id, so payment requirements for `eip155:8453` work unchanged against the devnet.
      chainId: 8453,
      // Without this every block is at least 1 s after the previous one: with several blocks a second (or a
      // burst of automined ones) chain time runs ahead of wall time and fresh authorizations
      // (validBefore = now + 60 s) are already expired on-chain.
      allowBlocksWithSameTimestamp: true,
      // Interval mining, not automine: automine rejects a transaction whose nonce is ahead of the account's
      // ("Nonce too high … can't be queued when automining"), and one settler sending concurrent settlements
      // through viem's nonceManager routinely has its sends overtake each other. A real node (Base's
      // sequencer) queues such a gap for a moment, and so does Hardhat when it mines on a timer. 100 ms keeps
      // receipts quick; many transactions share a block.
      mining: { auto: false, interval: 100, mempool: { order: "fifo" } },
      // Default accounts: Hardhat's well-known test mnemonic, 10 000 ETH each.
    },
  },
  // Keep Hardhat away from devnet/contracts: its compile task would try to download solc.
  paths: { sources: "./hardhat-no-sources", cache: "./cache", artifacts: "./cache/hardhat-artifacts" },
};
