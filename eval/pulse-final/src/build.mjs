// Builds ../items.jsonl from the hand-written stories and singletons in this folder, with this set's week, seed
// and id ranges; the shared builder is eval/lib/build-set.mjs. Run: node eval/pulse-final/src/build.mjs [output path]
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
    /** Day 0 of the set is Monday 2026-12-07; items are written as [source, "D HH:MM", title, content, opts?]. */
    day0: Date.UTC(2026, 11, 7),
    seed: 0xf1a1c0de,
    hnStart: 46_590_000,
    mastodonSnowStart: 115_690_000_000_000_000n,
    mastodonUsers: [
      "mastodon.social/@wrenfield",
      "hachyderm.io/@tomasz",
      "infosec.exchange/@nullbyte",
      "fosstodon.org/@ingrid_h",
      "mstdn.social/@kenji",
      "sigmoid.social/@marisol",
      "mastodon.online/@oisin",
      "tech.lgbt/@sam_r",
      "journa.host/@lkowalski",
      "social.coop/@anjali",
    ],
    devUsers: [
      "amara_dev",
      "jkowalczyk",
      "lina_ships",
      "tobi_builds",
      "rafael_m",
      "hana_codes",
      "olumide",
      "greta_writes",
    ],
    stories: [...labs, ...business, ...platforms, ...policy, ...research],
    singletons,
  }),
);
