// Preloaded into the `hardhat node` child (node --require). The parent holds the write end of our stdin;
// when the parent dies for any reason, including SIGKILL where no 'exit' handler runs, stdin reaches EOF
// and the devnet goes with it instead of lingering on its port.
process.stdin.on("end", () => process.exit(0));
process.stdin.on("error", () => process.exit(0));
process.stdin.resume();
