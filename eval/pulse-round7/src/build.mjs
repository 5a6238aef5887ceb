// Builds ../items.jsonl from the hand-written stories and singletons in this folder, with this set's week, seed
// and id ranges; the shared builder is eval/lib/build-set.mjs. Run: node eval/pulse-round7/src/build.mjs [output path]
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
    /** Day 0 of the set is Monday 2027-01-04; items are written as [source, "D HH:MM", title, content, opts?]. */
    day0: Date.UTC(2027, 0, 4),
    seed: 0x7a41c3d9,
    hnStart: 47_342_000,
    mastodonSnowStart: 115_871_000_000_000_000n,
    mastodonUsers: [
      "mastodon.social/@lindenmoss",
      "hachyderm.io/@bexley_t",
      "infosec.exchange/@sigterm",
      "fosstodon.org/@rhiannon_w",
      "mstdn.social/@takumi_s",
      "sigmoid.social/@gradnorm",
      "mastodon.online/@niamh_c",
      "tech.lgbt/@juniper",
      "journa.host/@eokafor",
      "social.coop/@thandiwe",
      "mas.to/@ochrefox",
    ],
    devUsers: [
      "zainab_builds",
      "lukas_ops",
      "ines_codes",
      "kofi_ships",
      "marta_dev",
      "pavel_writes",
      "siobhan_dev",
      "ravik_codes",
    ],
    stories: [...labs, ...business, ...platforms, ...policy, ...research],
    singletons,
  }),
);
