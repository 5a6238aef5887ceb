// Builds ../items.jsonl from the hand-written stories and singletons in this folder, with this set's week, seed
// and id ranges; the shared builder is eval/lib/build-set.mjs. Run: node eval/pulse-dev/src/build.mjs [output path]
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
    /** Day 0 of the set is Monday 2026-11-23; items are written as [source, "D HH:MM", title, content, opts?]. */
    day0: Date.UTC(2026, 10, 23),
    seed: 0xde5e7023,
    hnStart: 46_436_000,
    mastodonSnowStart: 115_596_000_000_000_000n,
    mastodonUsers: [
      "mastodon.social/@brannigan",
      "hachyderm.io/@lucia_m",
      "infosec.exchange/@pkt",
      "fosstodon.org/@ekrause",
      "mstdn.social/@yuki",
      "sigmoid.social/@aflores",
      "mastodon.online/@dervla",
      "tech.lgbt/@jo",
      "journa.host/@mbeck",
      "social.coop/@ravi",
    ],
    devUsers: [
      "priya_codes",
      "mvandenberg",
      "sofiaruns",
      "kwame_dev",
      "dmitri",
      "elena_builds",
      "nguyenhoang",
      "cwatts",
    ],
    stories: [...labs, ...business, ...platforms, ...policy, ...research],
    singletons,
  }),
);
