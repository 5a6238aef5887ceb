// Papers, benchmarks and research releases. Two machine-unlearning papers in one week (Forget-Me-Not, a
// method, on Monday; Relearn, an audit showing unlearned knowledge comes back, on Wednesday) are two stories;
// a paper is one story across arXiv, Hugging Face Papers, the lab's blog, Reddit, HN and its repository.
// DeepMind's SynthPath post lands the same Thursday afternoon as its Genie 4 post (stories-labs.mjs): two
// stories.
export default [
  {
    story: "paper-forget-me-not",
    items: [
      [
        "arxiv",
        "0 02:00",
        "Forget-Me-Not: Targeted Unlearning by Null-Space Projection of Factual Associations",
        "Existing unlearning methods degrade general capability or leave the forgotten facts recoverable by paraphrase. We locate the MLP subspaces that store a target set of associations and project updates into their null space, removing 96% of targeted facts on TOFU and WMDP while retaining 99.1% of MMLU accuracy on 8B and 70B models.",
        { paper: "forget-me-not" },
      ],
      [
        "hf-papers",
        "0 08:30",
        "Forget-Me-Not: Targeted Unlearning by Null-Space Projection of Factual Associations",
        "Null-space projection removes targeted facts on TOFU and WMDP with almost no loss on MMLU.",
        { paper: "forget-me-not" },
      ],
      [
        "reddit-machinelearning",
        "0 15:00",
        "[R] Forget-Me-Not: unlearning via null-space projection, 96% forget rate with ~1% MMLU drop",
        "Results look strong but the eval is the usual QA probes. Would like to see a fine-tuning attack on the unlearned model before calling it removed.",
      ],
      [
        "github",
        "0 18:00",
        "okafor-lab/forget-me-not: Null-space unlearning for transformer language models",
        "Code for locating association subspaces, the projection step, and TOFU/WMDP evaluation scripts. Works with Hugging Face checkpoints.",
      ],
      [
        "hackernews",
        "1 10:20",
        "Making LLMs forget specific facts without breaking everything else",
        "",
        { paperUrl: "forget-me-not" },
      ],
    ],
  },
  {
    story: "paper-relearn-audit",
    items: [
      [
        "arxiv",
        "2 02:00",
        "Relearn: Unlearned Knowledge Returns After Fine-Tuning on Unrelated Data",
        "We audit nine unlearning methods on three model families. Fine-tuning an unlearned model for 50 steps on unrelated public text restores between 61% and 94% of the removed knowledge. We argue that current unlearning suppresses access rather than removing information, and release a benchmark of relearning attacks.",
        { paper: "relearn" },
      ],
      [
        "hf-papers",
        "2 09:00",
        "Relearn: Unlearned Knowledge Returns After Fine-Tuning on Unrelated Data",
        "Fifty steps of fine-tuning on unrelated text bring back most of what nine unlearning methods removed.",
        { paper: "relearn" },
      ],
      [
        "reddit-machinelearning",
        "2 13:30",
        "[D] The Relearn paper basically says unlearning doesn't work. Does this matter for the right-to-erasure argument?",
        "If 50 steps on Wikipedia bring 'forgotten' personal data back, then unlearning can't be what companies point to when a GDPR request comes in.",
      ],
      [
        "mastodon",
        "2 17:00",
        "suppression, not removal",
        "new paper: unlearned models relearn the forgotten stuff after 50 steps of fine-tuning on wikipedia. the model didn't forget. it was just being polite",
      ],
      [
        "hackernews",
        "3 08:30",
        "Unlearned knowledge comes back after 50 steps of unrelated fine-tuning",
        "",
        { paperUrl: "relearn" },
      ],
    ],
  },
  {
    story: "hourglass-agent-benchmark",
    items: [
      [
        "arxiv",
        "1 02:00",
        "HourGlass: A Benchmark of Day-Long Software Tasks for Autonomous Agents",
        "We present 212 tasks drawn from real engineering tickets whose median human completion time is 7.5 hours, each with hidden acceptance tests. The best agent completes 23% of tasks; success falls below 5% for tasks over 16 human-hours. Failures are dominated by lost context and unverified assumptions rather than coding errors.",
        { paper: "hourglass" },
      ],
      [
        "hf-papers",
        "1 08:00",
        "HourGlass: A Benchmark of Day-Long Software Tasks for Autonomous Agents",
        "212 engineering tasks that take humans a working day; the best agent solves 23%.",
        { paper: "hourglass" },
      ],
      [
        "github",
        "1 12:00",
        "hourglass-bench/hourglass: Day-long software engineering tasks with hidden acceptance tests",
        "Docker environments for 212 tasks, a harness for any agent that speaks the OpenAI tool-calling format, and the public leaderboard.",
      ],
      [
        "reddit-machinelearning",
        "1 14:00",
        "[R] HourGlass: agents solve 23% of day-long engineering tasks, under 5% for multi-day ones",
        "The failure analysis is the most useful part: agents mostly lose track of what they already tried, not fail to write code.",
      ],
      [
        "hackernews",
        "1 15:30",
        "Coding agents complete 23% of tasks that take a human engineer a full day",
        "",
        { paperUrl: "hourglass" },
      ],
      [
        "reddit-localllama",
        "2 11:00",
        "Ran HourGlass with a local 32B coder: 4% solve rate, which honestly is better than I expected",
        "Took 3 days on two 3090s. Most failures were the agent giving up after the context filled with test logs.",
      ],
      [
        "venturebeat-ai",
        "2 15:00",
        "The HourGlass benchmark shows how far agents are from a full day of engineering work",
        "For enterprises budgeting for 'AI engineers', the benchmark's authors say the gap is about keeping state over hours, not raw coding skill.",
      ],
    ],
  },
  {
    story: "deepmind-retrosynthesis",
    items: [
      [
        "lab-blogs",
        "3 15:00",
        "SynthPath: planning how to make molecules",
        "SynthPath proposes step-by-step routes to synthesise a target molecule from purchasable starting materials. Chemists at two partner labs carried out 48 of its routes for drug-like molecules; 39 produced the target, against 27 for routes planned by the previous best tool.",
        { url: "https://deepmind.google/discover/blog/synthpath-planning-molecule-synthesis/" },
      ],
      [
        "hackernews",
        "3 16:10",
        "SynthPath: DeepMind's model for planning chemical synthesis routes",
        "",
        { url: "https://deepmind.google/discover/blog/synthpath-planning-molecule-synthesis/" },
      ],
      [
        "theverge-ai",
        "3 17:00",
        "Google DeepMind's new AI plans how to make molecules, and chemists say its recipes actually work",
        "In wet-lab tests, 39 of 48 routes it proposed produced the target compound. The model will be offered to pharmaceutical partners, not released openly.",
      ],
      [
        "reddit-machinelearning",
        "3 19:40",
        "[N] DeepMind SynthPath: 39/48 proposed synthesis routes worked in the wet lab",
        "48 routes is a small sample and they were picked by the partner labs. Still, first retrosynthesis result I've seen with this much real chemistry behind it.",
      ],
      [
        "mastodon",
        "4 10:00",
        "organic chem",
        "grad students in organic chemistry reading the synthpath blog post like it's a layoff notice",
      ],
    ],
  },
  {
    story: "openai-sparse-circuits-paper",
    items: [
      [
        "lab-blogs",
        "2 17:00",
        "Tracing how models refuse: sparse circuits in a frontier model",
        "We trained sparse autoencoders on a production-scale model and traced the features that drive refusals. A circuit of about 40 features explains 88% of refusal decisions on our evaluation set, and ablating it removes refusals without changing other behaviour.",
        { url: "https://openai.com/index/sparse-refusal-circuits/" },
      ],
      [
        "hackernews",
        "2 18:00",
        "OpenAI traces refusals to a 40-feature circuit",
        "",
        { url: "https://openai.com/index/sparse-refusal-circuits/" },
      ],
      [
        "reddit-machinelearning",
        "2 20:30",
        "[D] OpenAI's refusal-circuit paper: is publishing an ablation that removes refusals a good idea?",
        "The method needs white-box access so it doesn't help against their API, but it's a recipe for open-weight models. Curious how people see the dual-use question.",
      ],
      [
        "reddit-localllama",
        "3 07:50",
        "Someone already applied OpenAI's refusal-circuit method to an open 8B and published the ablated weights",
        "Same approach as the old abliteration trick, but with SAE features instead of one direction. Less damage to the model, from a quick test.",
      ],
      [
        "mastodon",
        "3 10:30",
        "forty features",
        "openai found the part of the model that says no. took the internet about fourteen hours to delete it from an open model",
      ],
    ],
  },
  {
    story: "nordlys-open-model-release",
    items: [
      [
        "hf-models",
        "4 08:00",
        "nordlys-ai/Nordlys-32B-Instruct",
        "32B instruct model trained on 9T tokens with 1.4T tokens of Norwegian, Swedish, Danish, Finnish and Icelandic. Apache 2.0. Evaluations on ScandEval and a new Nordic civic-knowledge set.",
      ],
      [
        "google-news-ai-policy",
        "4 09:30",
        "Nordic universities release open AI model to reduce reliance on US tech - Financial Times",
        "The model was trained on the EuroHPC LUMI supercomputer and is backed by the five Nordic governments.",
      ],
      [
        "hackernews",
        "4 12:00",
        "Nordlys-32B: an open model from the Nordic universities",
        "",
        { url: "https://nordlys.ai/blog/nordlys-32b" },
      ],
      [
        "reddit-localllama",
        "4 14:30",
        "Nordlys 32B is the first local model that writes Norwegian without sounding like a translated English ad",
        "Tested nynorsk too, which every other model mangles. English and coding are roughly Qwen-32B-level minus a bit.",
      ],
      [
        "mastodon",
        "4 16:00",
        "icelandic",
        "an open model that can decline icelandic nouns correctly. genuinely emotional about this",
      ],
      [
        "devto",
        "5 10:00",
        "Fine-tuning Nordlys-32B on Norwegian legal text with QLoRA on one GPU",
        "Nordlys came out yesterday, so I tried it on 12,000 court summaries. Data prep, the LoRA config that fit in 48 GB, and before/after answers.",
      ],
    ],
  },
  {
    story: "paper-ripple-diffusion-lm",
    items: [
      [
        "arxiv",
        "2 02:00",
        "Ripple: Scaling Masked Diffusion Language Models to 14B Parameters",
        "We train a 14B masked diffusion language model on 4T tokens and compare it with an autoregressive model trained on the same data. Ripple matches the autoregressive baseline on knowledge and reasoning benchmarks, exceeds it on reversal and infilling tasks, and decodes 3.1x faster at equal quality using 64 parallel refinement steps.",
        { paper: "ripple" },
      ],
      [
        "hf-papers",
        "2 08:30",
        "Ripple: Scaling Masked Diffusion Language Models to 14B Parameters",
        "A 14B diffusion LM matches its autoregressive twin and decodes 3x faster.",
        { paper: "ripple" },
      ],
      [
        "hf-models",
        "2 10:00",
        "ripple-lm/Ripple-14B",
        "Masked diffusion language model, 14B parameters, 4T tokens. Needs the ripple sampler (pip install ripple-lm); not compatible with standard generate().",
      ],
      [
        "reddit-machinelearning",
        "2 16:00",
        "[R] Ripple: a 14B diffusion LM that matches an AR model trained on identical data",
        "The controlled comparison is what makes this worth reading. The reversal-curse result is striking: 71% vs 6% on reversed facts.",
      ],
      [
        "reddit-localllama",
        "3 12:20",
        "Ripple-14B needs its own sampler, so no GGUF yet. Anyone working on llama.cpp support?",
        "Tried it in fp16 on a 4090 with their script. Fast, but it fills in the whole answer at once, so streaming looks weird.",
      ],
    ],
  },
];
