// Builds ../items.jsonl from the hand-written stories and singletons in this folder, with this set's week, seed
// and id ranges; the shared builder is eval/lib/build-set.mjs. Run: node eval/pulse-round8/src/build.mjs [output path]
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
    /** Day 0 of the set is Monday 2027-01-11; items are written as [source, "D HH:MM", title, content, opts?]. */
    day0: Date.UTC(2027, 0, 11),
    seed: 0x8b52d4e7,
    hnStart: 47_560_000,
    mastodonSnowStart: 115_911_000_000_000_000n,
    mastodonUsers: [
      "mastodon.social/@fernlight",
      "hachyderm.io/@corvina_p",
      "infosec.exchange/@ackflood",
      "fosstodon.org/@tamsin_r",
      "mstdn.social/@hiroko_m",
      "sigmoid.social/@logitlens",
      "mastodon.online/@caoimhe_d",
      "tech.lgbt/@sorrel_j",
      "journa.host/@abakare",
      "social.coop/@nomvula",
      "mas.to/@umberhawk",
    ],
    devUsers: [
      "yara_builds",
      "joaquin_ships",
      "freya_codes",
      "emeka_ops",
      "ilona_dev",
      "tariq_writes",
      "saoirse_ships",
      "bartek_codes",
    ],
    stories: [...labs, ...business, ...platforms, ...policy, ...research],
    singletons,
  }),
);
