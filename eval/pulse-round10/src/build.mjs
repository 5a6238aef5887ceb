// Builds ../items.jsonl from the hand-written stories and singletons in this folder, with this set's week, seed
// and id ranges; the shared builder is eval/lib/build-set.mjs. Run: node eval/pulse-round10/src/build.mjs [output path]
import { fileURLToPath } from "node:url";
import { buildItems, writeItems } from "../../lib/build-set.mjs";
import singletons from "./singletons.mjs";
import business from "./stories-business.mjs";
import labs from "./stories-labs.mjs";
import platforms from "./stories-platforms.mjs";
import policy from "./stories-policy.mjs";
import research from "./stories-research.mjs";

const OUT = process.argv[2] ?? fileURLToPath(new URL("../items.jsonl", import.meta.url));

writeItems(
  OUT,
  buildItems({
    /** Day 0 of the set is Monday 2027-01-25; items are written as [source, "D HH:MM", title, content, opts?]. */
    day0: Date.UTC(2027, 0, 25),
    seed: 0xa7e10c53,
    hnStart: 48_020_000,
    mastodonSnowStart: 119_240_000_000_000_000n,
    mastodonUsers: [
      "mastodon.social/@thistlewick",
      "hachyderm.io/@petra_vl",
      "infosec.exchange/@rst_packet",
      "fosstodon.org/@wynne_a",
      "mstdn.social/@natsuki_h",
      "sigmoid.social/@dropout_dee",
      "mastodon.online/@ronan_f",
      "tech.lgbt/@alder_k",
      "journa.host/@ckamau",
      "social.coop/@zodwa",
      "mas.to/@tealmarten",
    ],
    devUsers: [
      "odile_builds",
      "kasimir_dev",
      "nkechi_ships",
      "torvald_ops",
      "miren_codes",
      "ugo_writes",
      "halla_ships",
      "dariusz_builds",
    ],
    stories: [...labs, ...business, ...platforms, ...policy, ...research],
    singletons,
  }),
);
