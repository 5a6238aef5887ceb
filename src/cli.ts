#!/usr/bin/env -S node --max-semi-space-size=4
// A small young generation: V8 otherwise sizes it from the machine's memory (64 MB on 24 GB) and a collection or
// digest run leaves RSS ~50 MB higher for no speed gain (measured in bench/collect.mjs and BENCHMARKS.md).
import { parseArgs } from "node:util";
import { runCollect } from "./cli/collect.js";
import { runDigestOnce } from "./cli/digest-run.js";
import { importDigests } from "./cli/import-digest.js";
import { formatEntries, formatSummary } from "./cli/payments-report.js";
import { runPulseOnce } from "./cli/pulse.js";
import { formatSources } from "./cli/sources-report.js";
import { ConfigError, loadConfig, loadDotEnv } from "./config/index.js";
import { createLogger } from "./log/logger.js";
import { collectorFromConfig, startServer } from "./main.js";
import { startPulseRuntime } from "./pipeline/pulse-runtime.js";
import { ContactRequiredError } from "./sources/contact.js";
import { RosterError } from "./sources/roster-file.js";
import { openStore } from "./store/index.js";
import { openLeaderLock } from "./store/leader-lock.js";

const USAGE = `Usage: intel-digest <command>

Commands:
  serve                      run the HTTP service (default)
  migrate                    apply pending database migrations and exit
  collect                    run one collection of every source now, with progress per source
  sources                    the source roster and each source's health (last success, items, errors)
  pulse                      run the Pulse upstream API alone (PULSE_HOST:PULSE_PORT) with its hourly pipeline
  pulse run                  run one Pulse cycle now (engine, momentum and stages, hourly digest), with progress
  digest run                 produce the current slot's Master digest now (collect, Pulse, synthesise), with progress
  digest import <file.json>  validate a digest file (one digest or an array) and store it
  payments [--since <ISO>] [--list N]
                             summary of paid calls (revenue settled, failures); --list shows recent entries

Configuration comes from the environment and .env; see README.md.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      help: { type: "boolean", short: "h" },
      since: { type: "string" },
      list: { type: "string" },
    },
  });
  const [cmd = "serve", sub, arg] = positionals;
  if (values.help || cmd === "help") {
    console.log(USAGE);
    return 0;
  }
  loadDotEnv();
  const config = loadConfig();

  if (cmd === "serve") {
    const logger = createLogger(config.LOG_LEVEL);
    const server = await startServer(config, logger);
    const stop = async (signal: string) => {
      logger.info({ signal }, "shutting down");
      await server.close();
      process.exit(0);
    };
    process.once("SIGINT", () => void stop("SIGINT"));
    process.once("SIGTERM", () => void stop("SIGTERM"));
    return -1; // keep running
  }

  if (cmd === "migrate") {
    const store = await openStore(config.DATABASE_URL);
    try {
      const applied = await store.migrate();
      console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database is up to date.");
    } finally {
      await store.close();
    }
    return 0;
  }

  if (cmd === "collect" || cmd === "sources") {
    const collector = collectorFromConfig(config);
    const store = await openStore(config.DATABASE_URL);
    try {
      await store.migrate();
      if (cmd === "collect") return await runCollect(collector, store, (line) => console.log(line));
      console.log(formatSources(collector.sources, await store.sourceHealth(), new Date(), collector.mode));
      return 0;
    } finally {
      await store.close();
    }
  }

  if (cmd === "pulse" && sub === "run") {
    const store = await openStore(config.DATABASE_URL);
    try {
      await store.migrate();
      return await runPulseOnce(store, (line) => console.log(line));
    } finally {
      await store.close();
    }
  }

  if (cmd === "pulse" && sub === undefined) {
    const logger = createLogger(config.LOG_LEVEL);
    const collector = collectorFromConfig(config);
    const store = await openStore(config.DATABASE_URL);
    await store.migrate();
    const pulse = await startPulseRuntime({
      config,
      logger,
      store,
      collector,
      schedule: config.SCHEDULER === "on" && config.PIPELINE === "auto",
      // Like `serve`: one pipeline per database, whichever processes run it.
      lock: openLeaderLock(config.DATABASE_URL),
    });
    const stop = async (signal: string) => {
      logger.info({ signal }, "shutting down");
      await pulse.close();
      await store.close();
      process.exit(0);
    };
    process.once("SIGINT", () => void stop("SIGINT"));
    process.once("SIGTERM", () => void stop("SIGTERM"));
    return -1; // keep running
  }

  if (cmd === "payments") {
    const since = values.since ? new Date(values.since) : undefined;
    if (since && Number.isNaN(since.getTime())) {
      console.error(`--since must be an ISO date, got "${values.since}"`);
      return 2;
    }
    const list = values.list === undefined ? 0 : Number(values.list);
    if (!Number.isInteger(list) || list < 0 || list > 10_000) {
      console.error(`--list must be a whole number from 0 to 10000, got "${values.list}"`);
      return 2;
    }
    const store = await openStore(config.DATABASE_URL);
    try {
      await store.migrate();
      console.log(formatSummary(await store.paymentSummary(since), since));
      if (list) console.log(`\n${formatEntries(await store.recentPayments(list))}`);
    } finally {
      await store.close();
    }
    return 0;
  }

  if (cmd === "digest" && sub === "run") {
    const collector = collectorFromConfig(config);
    const store = await openStore(config.DATABASE_URL);
    try {
      await store.migrate();
      const logger = createLogger(config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL);
      return await runDigestOnce(config, store, collector, logger, (line) => console.log(line));
    } finally {
      await store.close();
    }
  }

  if (cmd === "digest" && sub === "import") {
    if (!arg) {
      console.error("digest import needs a file: intel-digest digest import <file.json>");
      return 2;
    }
    const store = await openStore(config.DATABASE_URL);
    try {
      await store.migrate();
      const results = await importDigests(store, arg);
      let failed = false;
      for (const r of results) {
        if (r.ok)
          console.log(
            `${r.inserted ? "stored " : "skipped"} ${r.id} (slot ${r.slot}${r.inserted ? "" : " already has a digest"})`,
          );
        else {
          failed = true;
          for (const p of r.problems) console.error(`invalid: ${p}`);
        }
      }
      if (failed) console.error("Nothing was stored: fix the file and run again.");
      return failed ? 1 : 0;
    } finally {
      await store.close();
    }
  }

  console.error(`Unknown command: ${positionals.join(" ") || cmd}\n\n${USAGE}`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof ConfigError || err instanceof RosterError || err instanceof ContactRequiredError)
      console.error(err.message);
    else console.error(err instanceof Error ? `Error: ${err.message}` : err);
    process.exitCode = 1;
  },
);
