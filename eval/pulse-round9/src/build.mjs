// Builds ../items.jsonl from the hand-written stories and singletons in this folder, with this set's week, seed
// and id ranges; the shared builder is eval/lib/build-set.mjs. Run: node eval/pulse-round9/src/build.mjs [output path]
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
    /** Day 0 of the set is Monday 2027-01-18; items are written as [source, "D HH:MM", title, content, opts?]. */
    day0: Date.UTC(2027, 0, 18),
    seed: 0x9c63e1b1,
    hnStart: 47_790_000,
    mastodonSnowStart: 115_953_000_000_000_000n,
    mastodonUsers: [
      "mastodon.social/@quillfeather",
      "hachyderm.io/@orla_k",
      "infosec.exchange/@segfaultsally",
      "fosstodon.org/@bramble_j",
      "mstdn.social/@sora_t",
      "sigmoid.social/@softplus",
      "mastodon.online/@eimear_r",
      "tech.lgbt/@heron",
      "journa.host/@pnduka",
      "social.coop/@lwazi",
      "mas.to/@russetowl",
    ],
    devUsers: [
      "kemi_builds",
      "anders_ops",
      "leilani_dev",
      "tomas_ships",
      "ayodele_codes",
      "matteo_writes",
      "sunniva_dev",
      "kaito_builds",
    ],
    stories: [...labs, ...business, ...platforms, ...policy, ...research],
    singletons,
  }),
);
