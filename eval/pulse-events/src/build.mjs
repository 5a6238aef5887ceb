// Builds ../items.jsonl from the hand-written stories and singletons in this folder, with this set's week, seed
// and id ranges; the shared builder is eval/lib/build-set.mjs. Run: node eval/pulse-events/src/build.mjs [output path]
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
    /** Day 0 of the set is Monday 2026-11-30; items are written as [source, "D HH:MM", title, content, opts?]. */
    day0: Date.UTC(2026, 10, 30),
    seed: 0x5eed2026,
    hnStart: 46_512_000,
    mastodonSnowStart: 115_640_000_000_000_000n,
    mastodonUsers: [
      "mastodon.social/@kgreen",
      "hachyderm.io/@tmarsh",
      "infosec.exchange/@wren",
      "fosstodon.org/@pbarros",
      "mstdn.social/@ilse",
      "hachyderm.io/@nadiaq",
      "sigmoid.social/@rvk",
      "mastodon.online/@feargal",
      "tech.lgbt/@sam",
      "journa.host/@oduya",
    ],
    devUsers: [
      "mkowal",
      "aishwarya_dev",
      "tomasz",
      "jpreston",
      "lenaworks",
      "okonkwo",
      "rbuilds",
      "haruto_k",
    ],
    stories: [...labs, ...business, ...platforms, ...policy, ...research],
    singletons,
  }),
);
