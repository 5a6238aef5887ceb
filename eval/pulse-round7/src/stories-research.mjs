// Papers, benchmarks and datasets with their community discussion.
// Entities: Tansley (data-free model merging paper), Foxhollow (evolved merge recipes paper), Brightlow NPU-Bench
// (a benchmark of laptop and phone NPUs), the Ormesby Health Data Institute's clinical notes corpus and the paper
// that re-identifies some of its patients, Gristmill (an LLM-judge bias paper), Heathwick (an open weather model),
// the Corriemoor Institute (interpretability of arithmetic).
// Twins: two model-merging papers from different groups a day apart (Tansley on Monday, Foxhollow on Tuesday): two
// stories. Ormesby has two stories (the Ormesby-Notes release on Monday; the re-identification paper on Friday).
// Brightlow NPU-Bench (Wednesday) measures the same laptop NPUs that Lanthorn's backend and Pellicor's kit target
// (stories-platforms.mjs, Tuesday) and is neither. Gristmill's judge-bias paper (Tuesday) and Corriemoor's carry
// features (Thursday) are one story each; Heathwick's weather model (Wednesday) is a university release.
// Twins with writer A's files (from A's header comments and story ids only): Heathwick's open weights come out the
// same Wednesday as Mistral's open OCR model and Ardwyn's open weights (stories-labs.mjs); Brightlow's benchmark of
// laptop NPUs follows AMD's CES laptop chips (Tuesday, stories-business.mjs) and is not about them.
export default [
  {
    story: "b-tansley-merging-paper",
    items: [
      [
        "arxiv",
        "0 03:00",
        "Tansley: Data-Free Merging of Fine-Tuned Experts by Aligning Sign Subspaces",
        "Merging seven task experts fine-tuned from one 8B base, Tansley resolves sign conflicts in a low-rank subspace per layer and keeps 96% of the experts' average accuracy without any calibration data, against 81% for TIES.",
        { paper: "tansley" },
      ],
      [
        "hf-papers",
        "0 08:30",
        "Tansley: Data-Free Merging of Fine-Tuned Experts by Aligning Sign Subspaces",
        "Merge seven fine-tunes into one model with no data; 96% of expert accuracy.",
        { paper: "tansley" },
      ],
      [
        "reddit-localllama",
        "0 14:00",
        "Tansley merge: the first merging paper that beats TIES by a margin I'd notice",
        "The merged 8B keeps its coding fine-tune's HumanEval within 2 points. If mergekit picks this up the Frankenmerge crowd will have a field week.",
      ],
      [
        "hackernews",
        "0 19:00",
        "Data-free merging of fine-tuned models by aligning sign subspaces",
        "",
        { paperUrl: "tansley" },
      ],
      [
        "github",
        "1 07:30",
        "tansley-merge/tansley: reference implementation and merge configs for Llama, Qwen and Mistral bases",
        "Single script, runs on CPU for 8B models in about 20 minutes. Configs for the seven-expert merge in the paper.",
      ],
      [
        "reddit-machinelearning",
        "1 09:00",
        "[R] Tansley: sign-subspace alignment for merging experts, no calibration data",
        "Curious whether the subspace rank matters as much as they say. Their ablation only goes down to rank 16.",
      ],
    ],
  },
  {
    story: "b-foxhollow-merge-recipes-paper",
    items: [
      [
        "arxiv",
        "1 03:00",
        "Foxhollow: Evolving Layer-Wise Merge Recipes with a Cheap Proxy Objective",
        "An evolutionary search over per-layer merge weights, scored on a 200-example proxy set, finds merges of three to twelve models that beat the best single model on 9 of 11 benchmarks, with the search costing 6 GPU-hours.",
        { paper: "foxhollow" },
      ],
      [
        "hf-papers",
        "1 10:00",
        "Foxhollow: Evolving Layer-Wise Merge Recipes with a Cheap Proxy Objective",
        "Evolutionary search for per-layer merge weights, 6 GPU-hours.",
        { paper: "foxhollow" },
      ],
      [
        "reddit-machinelearning",
        "1 15:30",
        "[D] Foxhollow (evolved merges) vs yesterday's Tansley (data-free merges): opposite philosophies",
        "One says you don't need data, the other says 200 examples and a search is all you need. Someone should run both on the same seven experts.",
      ],
      [
        "hackernews",
        "1 20:10",
        "Evolving layer-wise merge recipes with a cheap proxy objective",
        "",
        { paperUrl: "foxhollow" },
      ],
      [
        "hf-models",
        "2 09:00",
        "foxhollow-lab/foxhollow-merge-12x8b",
        "Twelve 8B fine-tunes merged with the recipe found by Foxhollow's search. Recipe YAML included; 8B parameters, Apache 2.0.",
      ],
      ["mastodon", "2 12:30", "merging twelve models by natural selection", "darwin would have loved a gpu"],
    ],
  },
  {
    story: "b-brightlow-npu-bench",
    items: [
      [
        "arxiv",
        "2 03:00",
        "Brightlow NPU-Bench: Measuring Small Language Models on 38 Laptop and Phone Neural Processors",
        "We run 1B to 8B models on 38 NPUs shipped in 2025-2026 devices and find that memory bandwidth, not advertised TOPS, predicts decode speed (r = 0.91); 11 NPUs cannot run any 4-bit model without CPU fallback.",
        { paper: "brightlow" },
      ],
      [
        "hf-papers",
        "2 09:20",
        "Brightlow NPU-Bench: Measuring Small Language Models on 38 Laptop and Phone Neural Processors",
        "38 NPUs tested; TOPS don't predict tokens/s, bandwidth does.",
        { paper: "brightlow" },
      ],
      [
        "reddit-localllama",
        "2 13:40",
        "NPU-Bench: TOPS are marketing, memory bandwidth is everything (38 chips measured)",
        "Charts in the paper are brutal: the chip with the highest TOPS is 24th on decode speed. Matches what people found with Lanthorn's NPU backend yesterday, but this is a proper study.",
      ],
      [
        "hackernews",
        "2 16:00",
        "Benchmarking small LLMs on 38 laptop and phone NPUs",
        "",
        { paperUrl: "brightlow" },
      ],
      [
        "github",
        "2 17:30",
        "brightlow-bench/npu-bench: harness and raw results for 38 NPUs",
        "Scripts for OpenVINO, QNN, Core ML and XDNA; CSVs with every run. Send a PR with your device's results.",
      ],
      [
        "mastodon",
        "3 08:15",
        "all week at ces: 'our npu does 50 tops'",
        "the paper: 'ok but how fast does it read memory'",
      ],
    ],
  },
  {
    story: "b-ormesby-notes-dataset",
    items: [
      [
        "arxiv",
        "0 04:00",
        "Ormesby-Notes: 1.4 Million De-Identified Clinical Notes from Eight Hospitals for Credentialed Research",
        "We release discharge summaries, radiology reports and nursing notes from eight hospitals, de-identified by a hybrid rule and model pipeline with 99.2% recall on protected health information in an audited sample.",
        { paper: "ormesby-notes" },
      ],
      [
        "hf-papers",
        "0 10:00",
        "Ormesby-Notes: 1.4 Million De-Identified Clinical Notes from Eight Hospitals for Credentialed Research",
        "1.4M de-identified notes, credentialed access.",
        { paper: "ormesby-notes" },
      ],
      [
        "reddit-machinelearning",
        "0 15:00",
        "[N] Ormesby-Notes: 1.4M clinical notes, credentialed access like MIMIC",
        "Eight hospitals instead of one ICU is the big deal for generalisation. Access needs a training course and a data use agreement, ~2 weeks.",
      ],
      [
        "hackernews",
        "0 20:30",
        "Ormesby-Notes: 1.4M de-identified clinical notes for research",
        "",
        { paperUrl: "ormesby-notes" },
      ],
      [
        "mastodon",
        "1 09:30",
        "1.4 million hospital notes, de-identified",
        "'99.2% recall on PHI' is a great number until you multiply the remaining 0.8% by 1.4 million",
      ],
    ],
  },
  {
    story: "b-ormesby-notes-reidentification",
    items: [
      [
        "arxiv",
        "4 03:00",
        "Linking De-Identified Clinical Notes to Obituaries: A Re-Identification Study of Ormesby-Notes",
        "Matching rare diagnoses, ages and admission dates against public obituaries and local news, we re-identify 1,140 patients in Ormesby-Notes with high confidence, none of them through a missed identifier.",
        { paper: "ormesby-reid" },
      ],
      [
        "hackernews",
        "4 09:00",
        "Researchers re-identify 1,140 patients in a 'de-identified' clinical notes dataset",
        "",
        { paperUrl: "ormesby-reid" },
      ],
      [
        "reddit-machinelearning",
        "4 12:00",
        "[R] Ormesby-Notes re-identification: four days after release, 1,140 patients linked via obituaries",
        "The scary bit is that the de-identification pipeline worked as advertised. The notes just contain enough story to find the person.",
      ],
      [
        "techcrunch-ai",
        "4 16:00",
        "A four-day-old medical AI dataset already has a privacy problem",
        "The Ormesby Health Data Institute says it has notified its data-protection officer and will review the findings; the authors disclosed them two days before publishing.",
      ],
      [
        "mastodon",
        "4 18:30",
        "'none of them through a missed identifier'",
        "de-identification was never about identifiers. it was about stories",
      ],
      [
        "reddit-artificial",
        "5 10:00",
        "So the hospital notes dataset from Monday can be linked back to real people with obituaries. What now?",
        "I'm not a researcher, but I was a patient at one of these hospitals, and I'd like to know whether I'm in there.",
      ],
    ],
  },
  {
    story: "b-gristmill-judge-self-preference",
    items: [
      [
        "arxiv",
        "1 04:00",
        "Gristmill: LLM Judges Prefer Answers from Their Own Model Family, Even When Authorship Is Hidden",
        "Across 14 judge models and 21,000 pairwise comparisons, judges pick answers written by their own family 14 points more often than human raters do; paraphrasing the answers removes about half of the effect.",
        { paper: "gristmill" },
      ],
      [
        "hf-papers",
        "1 09:40",
        "Gristmill: LLM Judges Prefer Answers from Their Own Model Family, Even When Authorship Is Hidden",
        "Judge models favour their own family by 14 points.",
        { paper: "gristmill" },
      ],
      [
        "hackernews",
        "1 14:30",
        "LLM judges prefer answers from their own model family",
        "",
        { paperUrl: "gristmill" },
      ],
      [
        "reddit-machinelearning",
        "1 18:00",
        "[R] Gristmill: 14-point self-preference in LLM judges, half of it goes away if you paraphrase",
        "Paraphrase-before-judging is a cheap fix anyone can add to their eval harness today. Wish they'd tested ensembles of judges from different families.",
      ],
      [
        "devto",
        "2 10:30",
        "Adding a paraphrase step to our LLM-as-judge evals after the Gristmill paper",
        "One extra call per answer, 12% more eval cost, and our 'model B beats model A' result flipped. Here's the pipeline.",
      ],
      ["mastodon", "2 15:40", "the judge recognises its own handwriting", ""],
    ],
  },
  {
    story: "b-heathwick-weather-model",
    items: [
      [
        "arxiv",
        "2 04:00",
        "Heathwick: An Open 0.25° Global Weather Model Trained on Reanalysis and Station Data",
        "Heathwick produces 15-day forecasts in 40 seconds on one GPU and beats the operational physics model on 78% of verification targets at days 1 to 10, with weights and training code released.",
        { paper: "heathwick" },
      ],
      [
        "hf-models",
        "2 12:00",
        "heathwick-consortium/heathwick-0.25deg",
        "Open global weather model weights (0.25°, 13 pressure levels, 6-hourly). Inference needs one 40 GB GPU.",
      ],
      [
        "hackernews",
        "2 18:30",
        "Heathwick: an open 15-day global weather model that runs on one GPU",
        "",
        { paperUrl: "heathwick" },
      ],
      [
        "reddit-machinelearning",
        "3 07:50",
        "[R] Heathwick open weather model: good on averages, still smooths out extremes",
        "Their own appendix shows the 99th-percentile wind errors are worse than the physics model at day 5+. Usual story for ML weather, but open weights is great.",
      ],
      [
        "mastodon",
        "3 10:30",
        "a university put a weather model on hugging face and i ran tomorrow's forecast on my desk",
        "it says rain. it is always rain here so i can't grade it",
      ],
    ],
  },
  {
    story: "b-corriemoor-carry-features",
    items: [
      [
        "lab-blogs",
        "3 15:00",
        "How a small language model carries the one",
        "We find the features a 1B model uses for multi-digit addition: digit-wise sum features, a carry feature per position that reads the digits to its right, and a final assembly step. Ablating the carry feature makes the model add like a child who forgot to carry.",
        { url: "https://corriemoor.example/research/carry-features" },
      ],
      [
        "arxiv",
        "3 16:00",
        "Carry Features: A Mechanistic Account of Multi-Digit Addition in a 1B Language Model",
        "Attribution graphs on 60,000 addition problems reveal position-wise carry features whose ablation reproduces the classic forgotten-carry error in 93% of affected problems.",
        { paper: "corriemoor-carry" },
      ],
      [
        "hackernews",
        "3 19:20",
        "How a small language model carries the one",
        "",
        { url: "https://corriemoor.example/research/carry-features" },
      ],
      [
        "reddit-machinelearning",
        "4 09:10",
        "[R] Corriemoor: carry features in a 1B model, ablation reproduces human-style carry errors",
        "Beautiful paper. The part where the carry feature for position 4 looks at positions 1-3 in one step, not sequentially, explains why long additions break.",
      ],
      ["mastodon", "4 11:45", "the model forgot to carry the one", "we are all the same deep down"],
    ],
  },
];
