// Builds ../items.jsonl from the hand-written stories and singletons in this folder, with this set's week, seed
// and id ranges; the shared builder is eval/lib/build-set.mjs. Run: node eval/pulse-round11/src/build.mjs [output path]
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
    /** Day 0 of the set is Monday 2027-02-01; items are written as [source, "D HH:MM", title, content, opts?]. */
    day0: Date.UTC(2027, 1, 1),
    seed: 0xb4e2d17a,
    hnStart: 48_260_000,
    mastodonSnowStart: 122_600_000_000_000_000n,
    mastodonUsers: [
      "mastodon.social/@gorsewhin",
      "hachyderm.io/@ilkka_v",
      "infosec.exchange/@checksum_kat",
      "fosstodon.org/@morwenna_t",
      "mstdn.social/@aoi_fujisaki",
      "sigmoid.social/@relu_rosa",
      "mastodon.online/@clodagh_m",
      "tech.lgbt/@foxglove_m",
      "journa.host/@tadesse_w",
      "social.coop/@sipho_m",
      "mas.to/@indigomink",
    ],
    devUsers: [
      "bongani_ships",
      "ottilie_dev",
      "rasmus_codes",
      "chidi_builds",
      "valentina_ops",
      "sakura_writes",
      "ezra_deploys",
      "hamza_dev",
    ],
    stories: [...labs, ...business, ...platforms, ...policy, ...research],
    singletons,
  }),
);
