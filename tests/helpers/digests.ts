import { randomBytes } from "node:crypto";
import type { MasterDigest } from "../../src/digest/schema.js";
import { slotId } from "../../src/digest/slot.js";

/** A realistic digest for tests: fresh id per call unless the slot id is asked for. */
export function makeDigest(createdAt: Date, overrides: Partial<MasterDigest> = {}): MasterDigest {
  const tag = randomBytes(3).toString("hex");
  return {
    id: `${slotId(createdAt)}_${tag}`,
    title: `Inference price war reaches open-weight models (${tag})`,
    executiveSummary:
      "Three labs cut API prices within 48 hours while open-weight releases closed most of the benchmark gap. Developer discussion shifted from model choice to serving cost, and prediction markets moved toward a consolidation story.",
    fullAnalysis:
      "## Top narratives\n\n1. **Inference price cuts** (peak, momentum 0.82): three providers cut per-token prices.\n2. **Open-weight parity** (building, 0.64): new checkpoints match last year's frontier on coding tasks.\n\n## Signals\n\n- Hacker News: serving-cost threads doubled.\n- arXiv: 14 papers on speculative decoding.\n\n## Coverage\n\n12 sources, 418 items.",
    crossDomainInsights: [
      "Price cuts on the business side coincide with a burst of inference-efficiency papers on arXiv.",
      "Prediction markets price consolidation while developer forums discuss self-hosting.",
    ],
    narratives: [
      { title: "Inference price cuts", stage: "peak", momentum: 0.82 },
      { title: "Open-weight parity on coding", stage: "building", momentum: 0.64 },
    ],
    signals: [
      { source: "hackernews", signal: "Serving-cost threads doubled week over week.", strength: "high" },
      { source: "arxiv", signal: "14 new papers on speculative decoding.", strength: "medium" },
    ],
    sentiment: { overall: "mixed", confidence: 0.71 },
    sourcesUsed: ["hackernews", "arxiv", "techcrunch-ai", "polymarket"],
    processingTimeMs: 8412,
    createdAt: createdAt.toISOString(),
    ...overrides,
  };
}
