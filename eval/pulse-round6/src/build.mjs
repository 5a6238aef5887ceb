// Builds ../items.jsonl from the hand-written stories and singletons in this folder, with this set's week, seed
// and id ranges; the shared builder is eval/lib/build-set.mjs. Run: node eval/pulse-round6/src/build.mjs [output path]
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
    /** Day 0 of the set is Monday 2026-12-28; items are written as [source, "D HH:MM", title, content, opts?]. */
    day0: Date.UTC(2026, 11, 28),
    seed: 0x6e3a9b21,
    hnStart: 47_104_000,
    mastodonSnowStart: 115_827_000_000_000_000n,
    mastodonUsers: [
      "mastodon.social/@halcyonfern",
      "hachyderm.io/@dmitri_v",
      "infosec.exchange/@packetloss",
      "fosstodon.org/@gwenllian",
      "mstdn.social/@renko",
      "sigmoid.social/@ptolemy_a",
      "mastodon.online/@aoife_b",
      "tech.lgbt/@moss",
      "journa.host/@tcaldwell",
      "social.coop/@amara_n",
      "mas.to/@saffronjay",
    ],
    devUsers: [
      "obinna_ships",
      "mkaminski",
      "tess_ships",
      "yusuf_dev",
      "camille_rdz",
      "henrik_codes",
      "meiling_dev",
      "ruairi_ops",
    ],
    stories: [...labs, ...business, ...platforms, ...policy, ...research],
    singletons,
  }),
);
