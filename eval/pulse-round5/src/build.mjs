// Builds ../items.jsonl from the hand-written stories and singletons in this folder, with this set's week, seed
// and id ranges; the shared builder is eval/lib/build-set.mjs. Run: node eval/pulse-round5/src/build.mjs [output path]
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
    /** Day 0 of the set is Monday 2026-12-21; items are written as [source, "D HH:MM", title, content, opts?]. */
    day0: Date.UTC(2026, 11, 21),
    seed: 0x5e7c0de5,
    hnStart: 46_742_000,
    mastodonSnowStart: 115_781_000_000_000_000n,
    mastodonUsers: [
      "mastodon.social/@wrenfield",
      "hachyderm.io/@tomasz_k",
      "infosec.exchange/@nullroute",
      "fosstodon.org/@ilsabeth",
      "mstdn.social/@kenji_o",
      "sigmoid.social/@marguerite",
      "mastodon.online/@oisin",
      "tech.lgbt/@pebble",
      "journa.host/@rfaraday",
      "social.coop/@anjali_m",
      "mas.to/@vermilion",
    ],
    devUsers: [
      "adaeze_dev",
      "lkowalski",
      "sam_deploys",
      "farid_codes",
      "lucia_m",
      "bjorn_h",
      "xiaoyu_dev",
      "nils_builds",
    ],
    stories: [...labs, ...business, ...platforms, ...policy, ...research],
    singletons,
  }),
);
