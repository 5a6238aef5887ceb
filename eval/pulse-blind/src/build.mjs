// Builds ../items.jsonl from the hand-written stories and singletons in this folder, with this set's week, seed
// and id ranges; the shared builder is eval/lib/build-set.mjs. Run: node eval/pulse-blind/src/build.mjs [output path]
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
    /** Day 0 of the set is Monday 2026-12-14; items are written as [source, "D HH:MM", title, content, opts?]. */
    day0: Date.UTC(2026, 11, 14),
    seed: 0xb11d7e57,
    hnStart: 46_668_000,
    mastodonSnowStart: 115_738_000_000_000_000n,
    mastodonUsers: [
      "mastodon.social/@pellucid",
      "hachyderm.io/@dvorak_e",
      "infosec.exchange/@saltedhash",
      "fosstodon.org/@birgitta",
      "mstdn.social/@haruto_k",
      "sigmoid.social/@ottoline",
      "mastodon.online/@ferdia",
      "tech.lgbt/@quill",
      "journa.host/@mbrennan",
      "social.coop/@priyamvada",
      "mas.to/@cobaltjay",
    ],
    devUsers: [
      "ngozi_dev",
      "pkarlsson",
      "devon_ships",
      "yusuf_writes",
      "camila_r",
      "teodor_b",
      "mei_codes",
      "arvid_builds",
    ],
    stories: [...labs, ...business, ...platforms, ...policy, ...research],
    singletons,
  }),
);
