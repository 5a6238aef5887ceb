import { describe, expect, it } from "vitest";
import { makeItem } from "./fixtures.js";
import { commonWords, readsAsReport, type StoryItem, storySummary } from "./story-sentences.js";

// One story told by a forum, a news site, a research abstract and a lab blog, as the replay snapshot tells it.
const TITLE = "Qwen3.5-72B: open weights, and the best open model on SWE-bench";
const forum: StoryItem = {
  domain: "community",
  item: makeItem({
    id: 1,
    source: "hackernews",
    score: 0.98,
    title: "Ask HN: Best local setup for Qwen3.5-72B?",
    content:
      "I have a budget of about $4,000. The options I see: two used 3090s, a Mac with 128 GB unified memory, or one of the new Strix Halo boxes. Which runs Qwen3.5-72B best?",
  }),
};
const news: StoryItem = {
  domain: "ai-business",
  item: makeItem({
    id: 2,
    source: "techcrunch-ai",
    score: 0.2,
    title: "Alibaba's Qwen3.5-72B tops open models on coding benchmarks",
    content:
      "Alibaba released Qwen3.5-72B under the Apache 2.0 license on Friday, and the open-weights model now leads open models on SWE-bench Verified. The company says the model handles 128,000 tokens of context.",
  }),
};
const paper: StoryItem = {
  domain: "ai-research",
  item: makeItem({
    id: 3,
    source: "hf-papers",
    score: 0.9,
    title: "Qwen3.5 Technical Report",
    content:
      "We present Qwen3.5, a family of open-weight models. Qwen3.5-72B achieves state-of-the-art results among open-weight models on SWE-bench Verified.",
  }),
};
const blog: StoryItem = {
  domain: "ai-research",
  item: makeItem({
    id: 4,
    source: "lab-blogs",
    score: 0.5,
    title: "Introducing Qwen3.5",
    content: "We're releasing Qwen3.5 today. You can download the weights from Hugging Face.",
  }),
};

describe("a narrative's story sentences", () => {
  it("tells the story from a news outlet's reported sentence, not the most engaged forum post", () => {
    const story = storySummary(TITLE, [forum, paper, blog, news], "I have a budget of about $4,000.");
    expect(story).toBe(
      "Alibaba released Qwen3.5-72B under the Apache 2.0 license on Friday, and the open-weights model now leads open models on SWE-bench Verified.",
    );
  });

  it("takes a research abstract's third-person sentence when no outlet tells it, never a first-person one", () => {
    const story = storySummary(TITLE, [forum, blog, paper], "I have a budget of about $4,000.");
    expect(story).toBe(
      "Qwen3.5-72B achieves state-of-the-art results among open-weight models on SWE-bench Verified.",
    );
  });

  it("says nothing rather than quote a post, when no item and not Pulse's summary reads as reporting", () => {
    const pulse =
      "I have a budget of about $4,000. The options I see: two used 3090s, a Mac or a Strix Halo box.";
    expect(storySummary(TITLE, [forum, blog], pulse)).toBe("");
  });

  it("keeps to the story: a reported sentence sharing too few of the title's telling words is left out", () => {
    const aside: StoryItem = {
      domain: "ai-business",
      item: makeItem({
        id: 5,
        source: "venturebeat-ai",
        title: "Open models round-up",
        content: "Nvidia reported data center revenue of $62 billion for the quarter, above estimates.",
      }),
    };
    expect(storySummary(TITLE, [aside, paper], "")).toMatch(/^Qwen3\.5-72B achieves/);
    // A word in most of the cycle's headlines ("open") does not make a sentence about this story.
    const common = commonWords([...Array(40).keys()].map((i) => `Open source tool number ${i}`));
    expect(common.has("open")).toBe(true);
    const vague: StoryItem = {
      domain: "ai-business",
      item: makeItem({
        id: 6,
        source: "theverge-ai",
        title: "x",
        content: "Open models keep getting better, and the best ones are now free to download for everyone.",
      }),
    };
    expect(storySummary(TITLE, [vague], "", common)).toBe("");
  });

  it("reads as a report: a whole third-person statement that stands on its own", () => {
    expect(readsAsReport("The US Senate passed the bill on Thursday by a wide margin.")).toBe(true);
    for (const s of [
      "We introduce Lookahead Drafting, a training-free method.",
      "Our team has been asked to let the agent click through.",
      "You can now run it on a laptop with 64 GB of memory.",
      "Which setup runs the model best for under $4,000?",
      "But the headline number uses a custom agent scaffold.",
      "This is huge news for everyone who runs models locally!",
      "The company said the model handles long contexts and…",
    ])
      expect(readsAsReport(s), s).toBe(false);
  });
});
