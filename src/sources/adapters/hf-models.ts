import { z } from "zod";
import type { Adapter, RawItem } from "../types.js";
import { parseEach, parseJsonBody, toDate } from "./json-body.js";

/** Hugging Face Hub models, trending (or most liked, most downloaded) first: which open models people pick up. */

const KIND = "hf-models";

export const HfModelsSettings = z.strictObject({
  sort: z.enum(["trendingScore", "likes", "downloads"]).default("trendingScore"),
  limit: z.int().min(1).max(100).default(50),
});
export type HfModelsSettings = z.infer<typeof HfModelsSettings>;

const Model = z.looseObject({
  _id: z.string().nullish(),
  id: z.string().min(1),
  likes: z.number().nullish(),
  downloads: z.number().nullish(),
  private: z.boolean().nullish(),
  pipeline_tag: z.string().nullish(),
  library_name: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  createdAt: z.string().nullish(),
});
type Model = z.infer<typeof Model>;

export const hfModelsAdapter: Adapter<HfModelsSettings> = {
  kind: KIND,
  settings: HfModelsSettings,

  requests(settings) {
    const params = new URLSearchParams({
      sort: settings.sort,
      direction: "-1",
      limit: String(settings.limit),
      full: "false",
    });
    return [{ url: `https://huggingface.co/api/models?${params}`, accept: "json" }];
  },

  parse(res, settings) {
    const models = parseJsonBody(KIND, res, z.array(z.unknown()), "a model list (an array)");
    const items: RawItem[] = [];
    for (const model of parseEach(KIND, models, Model, "a model ({id})")) {
      if (model.private) continue;
      // Downloads when that is what the list ranks by; otherwise likes, the Hub's own unit of interest (the
      // trending score is an undocumented, decaying blend of recent likes that means nothing outside the list).
      const metric = settings.sort === "downloads" ? "downloads" : "likes";
      const value = metric === "downloads" ? model.downloads : model.likes;
      items.push({
        // The Mongo _id survives renames and transfers between organisations; the repo id does not.
        sourceId: model._id || model.id,
        title: model.id,
        content: describe(model),
        url: `https://huggingface.co/${model.id}`,
        author: model.id.includes("/") ? model.id.split("/")[0] : undefined,
        engagement: typeof value === "number" ? { metric, value } : undefined,
        publishedAt: toDate(model.createdAt),
      });
    }
    return items;
  },
};

/**
 * What is news about a model, in a line: its task, what it was built from, its papers ("Text generation; fine-tune
 * of Qwen/Qwen3.5-72B; arXiv:2611.13388"). Licence, formats and languages are left out on purpose: every model card
 * carries them, and such shared boilerplate would pull unrelated models into one narrative downstream.
 */
function describe(model: Model): string {
  const tags = model.tags ?? [];
  const values = (prefix: string) =>
    tags.filter((t) => t.startsWith(prefix)).map((t) => t.slice(prefix.length));
  const task = model.pipeline_tag ? model.pipeline_tag.replace(/-/g, " ") : "";
  // The Hub writes the base model both as `base_model:X` and as `base_model:<relation>:X`.
  const relation = tags.find((t) => /^base_model:(finetune|quantized|adapter|merge):/.test(t))?.split(":")[1];
  const base = values("base_model:").find((v) => !/^(finetune|quantized|adapter|merge):/.test(v));
  const made = {
    finetune: "fine-tune of",
    quantized: "quantization of",
    adapter: "adapter for",
    merge: "merge of",
  };
  const parts = [
    task ? `${task[0]?.toUpperCase()}${task.slice(1)}` : "",
    base ? `${made[relation as keyof typeof made] ?? "based on"} ${base}` : "",
    ...values("arxiv:").map((id) => `arXiv:${id}`),
  ];
  return parts.filter(Boolean).join("; ");
}
