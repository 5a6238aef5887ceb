// Papers with their community discussion. Two KV-cache compression papers from different groups land a day apart
// (Pinfold, 2-bit KV quantisation, on Tuesday; Hopscotch, learned KV eviction, on Wednesday): two stories.
// Shellgame, a benchmark of terminal tasks (Tuesday), is not Skerrow's terminal agent (stories-platforms.mjs), even
// where an item names both. Gorsefield, a university's open crystal-stability model, comes out the same Thursday as
// DeepMind's materials model (stories-labs.mjs): two stories. The watermark-removal paper (Wednesday) is about
// image watermarks, not about any rule-making of the week.
export default [
  {
    story: "b-pinfold-kv-quant-paper",
    items: [
      [
        "arxiv",
        "1 03:00",
        "Pinfold: 2-Bit KV Cache Quantization with Per-Head Outlier Channels",
        "Keeping a few outlier channels per attention head in 8 bits and the rest in 2 bits cuts KV cache memory by 6.8x with under 0.3 points of loss on long-context tasks, with fused kernels for decoding.",
        { paper: "pinfold" },
      ],
      [
        "hf-papers",
        "1 09:30",
        "Pinfold: 2-Bit KV Cache Quantization with Per-Head Outlier Channels",
        "2-bit KV cache with per-head outlier channels kept in 8 bits; 6.8x less cache memory.",
        { paper: "pinfold" },
      ],
      [
        "reddit-localllama",
        "1 13:20",
        "Pinfold 2-bit KV cache: 128K context on a 24 GB card for a 32B model?",
        "If the numbers hold this is the most useful paper of the month for us. Kernels are CUDA-only for now, someone please port to llama.cpp.",
      ],
      [
        "reddit-machinelearning",
        "1 15:00",
        "[R] Pinfold: per-head outlier channels make 2-bit KV cache nearly lossless",
        "The ablation where they pick outlier channels once at calibration vs. per step is the interesting bit: static choice is almost as good.",
      ],
      [
        "hackernews",
        "1 18:00",
        "2-bit KV cache quantization with per-head outlier channels",
        "",
        { paperUrl: "pinfold" },
      ],
      [
        "github",
        "2 08:30",
        "pinfold-kv/pinfold: fused 2-bit KV cache kernels and calibration scripts",
        "CUDA kernels for quantised attention decode, a calibration script that picks outlier channels per head, and patches for Hugging Face transformers.",
      ],
    ],
  },
  {
    story: "b-hopscotch-kv-eviction-paper",
    items: [
      [
        "arxiv",
        "2 03:00",
        "Hopscotch: Learning Which Tokens to Evict from the KV Cache",
        "A 40K-parameter scorer trained on attention statistics decides which cached tokens to drop, keeping accuracy within 1 point of the full cache at a 10% budget on multi-document QA.",
        { paper: "hopscotch" },
      ],
      [
        "hf-papers",
        "2 10:00",
        "Hopscotch: Learning Which Tokens to Evict from the KV Cache",
        "A tiny learned scorer for KV cache eviction; near full-cache accuracy with a tenth of the cache.",
        { paper: "hopscotch" },
      ],
      [
        "reddit-machinelearning",
        "2 14:40",
        "[R] Hopscotch: learned KV eviction with a 40K-param scorer",
        "Eviction is orthogonal to quantisation, so in principle you could stack it on top of yesterday's 2-bit paper. Nobody has tried yet as far as I can see.",
      ],
      [
        "hackernews",
        "2 20:30",
        "Hopscotch: learning which tokens to evict from the KV cache",
        "",
        { paperUrl: "hopscotch" },
      ],
      [
        "mastodon",
        "3 09:10",
        "we have reached the 'train a tiny model to decide what the big model forgets' stage",
        "honestly relatable",
      ],
      [
        "github",
        "2 12:00",
        "hopscotch-kv/hopscotch: eviction scorer training and cache hooks for transformers",
        "Train the 40K-parameter scorer on your own model's attention statistics in under an hour, then plug it into generation with a cache budget.",
      ],
      [
        "reddit-localllama",
        "3 17:00",
        "Ran Hopscotch eviction on an 8B at a 10% cache budget: great on QA, bad on code",
        "Multi-doc QA matched the full cache like the paper says. Code completion lost a lot, probably because it evicts the imports it needs 2,000 lines later.",
      ],
    ],
  },
  {
    story: "b-shellgame-terminal-benchmark",
    items: [
      [
        "arxiv",
        "1 04:00",
        "Shellgame: 600 Verifiable Terminal Tasks for Evaluating Coding Agents",
        "Tasks range from log triage to fixing broken builds inside containers, each checked by a script; the best agent solves 41%, and agents that skip confirmation prompts fail more often by damaging state.",
        { paper: "shellgame" },
      ],
      [
        "hf-papers",
        "1 11:00",
        "Shellgame: 600 Verifiable Terminal Tasks for Evaluating Coding Agents",
        "A benchmark of 600 containerised terminal tasks with scripted checks.",
        { paper: "shellgame" },
      ],
      [
        "github",
        "1 12:30",
        "shellgame-bench/shellgame: 600 containerised terminal tasks with verification scripts",
        "Harness, Dockerfiles and a leaderboard submission format. Any agent that can speak to a PTY can be plugged in.",
      ],
      [
        "reddit-artificial",
        "1 17:40",
        "New terminal-agent benchmark out the day after Skerrow's launch, and someone already put Skerrow on its leaderboard",
        "33%, mid-table. The paper's point is more interesting: the agents that never ask before destructive commands lose the most points.",
      ],
      [
        "hackernews",
        "1 21:00",
        "Shellgame: a benchmark of 600 terminal tasks for coding agents",
        "",
        { paperUrl: "shellgame" },
      ],
      [
        "lobsters",
        "2 13:00",
        "What Shellgame's failures say about agents and rm -rf",
        "",
        { url: "https://tty-notes.example/shellgame-failures" },
      ],
    ],
  },
  {
    story: "b-kilnsey-docs-dataset",
    items: [
      [
        "arxiv",
        "0 03:00",
        "Kilnsey-Docs: 3 Million Public-Domain Government Documents for Document Understanding",
        "We release scanned forms, reports and letters from 19 national archives with OCR, layout annotations and licences checked per document, and show that pretraining on them improves form extraction by 9 points.",
        { paper: "kilnsey-docs" },
      ],
      [
        "hf-papers",
        "0 09:00",
        "Kilnsey-Docs: 3 Million Public-Domain Government Documents for Document Understanding",
        "A 3M-document public-domain scan corpus with layout labels.",
        { paper: "kilnsey-docs" },
      ],
      [
        "reddit-machinelearning",
        "0 16:00",
        "[N] Kilnsey-Docs: 3M public-domain scanned documents with layout labels",
        "Finally a doc-understanding corpus where the licence question has a clear answer. Heavy on typewritten forms from the 1950s-90s, light on handwriting.",
      ],
      [
        "hackernews",
        "0 19:20",
        "Kilnsey-Docs: 3M public-domain government documents, scanned and labelled",
        "",
        { paperUrl: "kilnsey-docs" },
      ],
      [
        "mastodon",
        "1 10:00",
        "three million government forms, finally useful to someone",
        "the archivists in my timeline are delighted and a little suspicious",
      ],
      [
        "github",
        "1 09:00",
        "kilnsey-docs/kilnsey-tools: download, filter and render Kilnsey-Docs by archive, year and layout type",
        "Streams the 3M-document corpus in shards and converts layout labels to COCO or DocLayNet format.",
      ],
    ],
  },
  {
    story: "b-heronsgate-sycophancy-features",
    items: [
      [
        "lab-blogs",
        "3 14:00",
        "Finding the features that make a model agree with you",
        "We trace sycophantic answers in an open 8B model to a small set of sparse-autoencoder features that fire when a user states an opinion, and show that dampening them halves sycophancy without hurting helpfulness.",
        { url: "https://heronsgate.example/research/sycophancy-features" },
      ],
      [
        "arxiv",
        "3 15:00",
        "Opinion-Tracking Features Mediate Sycophancy in Language Models",
        "Sparse-autoencoder features that track a user's stated opinion causally mediate sycophantic answers; steering them reduces sycophancy by 52% on three benchmarks.",
        { paper: "heronsgate-sycophancy" },
      ],
      [
        "reddit-machinelearning",
        "3 19:30",
        "[R] Heronsgate: sycophancy traced to 'user opinion' SAE features, steering halves it",
        "Nice that it's on an open model so anyone can reproduce. The features also fire on 'as my doctor said', which is a fun failure mode.",
      ],
      [
        "hackernews",
        "4 10:00",
        "Finding the features that make a model agree with you",
        "",
        { url: "https://heronsgate.example/research/sycophancy-features" },
      ],
      [
        "mastodon",
        "4 12:40",
        "they found the yes-man neurons and turned them down",
        "can they do my manager next",
      ],
    ],
  },
  {
    story: "b-wenlock-watermark-removal-paper",
    items: [
      [
        "arxiv",
        "2 04:00",
        "Wenlock: Removing Invisible Image Watermarks with a Single Diffusion Step",
        "A one-step regeneration attack removes five deployed invisible watermarks from generated images in over 90% of cases while keeping SSIM above 0.95.",
        { paper: "wenlock" },
      ],
      [
        "hf-papers",
        "2 10:30",
        "Wenlock: Removing Invisible Image Watermarks with a Single Diffusion Step",
        "One diffusion step strips five deployed image watermarks.",
        { paper: "wenlock" },
      ],
      [
        "hackernews",
        "2 16:20",
        "One diffusion step removes most invisible AI image watermarks",
        "",
        { paperUrl: "wenlock" },
      ],
      [
        "reddit-artificial",
        "2 19:00",
        "So a paper just showed AI image watermarks can be stripped in one step. What's the point of labelling laws then?",
        "The authors say metadata plus watermark plus provenance still helps. But the invisible watermark alone is basically decorative.",
      ],
      [
        "reddit-machinelearning",
        "3 08:20",
        "[D] Wenlock's attack assumes access to a similar diffusion model. Is that realistic?",
        "For open-weights generators, trivially yes. For closed ones, their transfer experiments are weaker than the abstract suggests.",
      ],
      ["mastodon", "3 12:00", "watermarks were always a speed bump. now it's a painted line", ""],
    ],
  },
  {
    story: "b-oakhurst-prover-paper",
    items: [
      [
        "arxiv",
        "5 03:00",
        "Oakhurst-Prover: Open 7B Model Proves 58% of miniF2F in Lean 4 with Self-Generated Lemmas",
        "A 7B prover that writes and proves its own helper lemmas before attacking the main goal reaches 58.2% on miniF2F-test at 64 samples.",
        { paper: "oakhurst-prover" },
      ],
      [
        "hf-papers",
        "5 09:30",
        "Oakhurst-Prover: Open 7B Model Proves 58% of miniF2F in Lean 4 with Self-Generated Lemmas",
        "A 7B Lean prover that invents its own lemmas.",
        { paper: "oakhurst-prover" },
      ],
      [
        "hf-models",
        "5 11:00",
        "oakhurst-math/oakhurst-prover-7b",
        "Lean 4 prover from the Oakhurst-Prover paper. Generates lemma-then-proof sketches; use with the provided REPL harness.",
      ],
      [
        "reddit-machinelearning",
        "5 16:00",
        "[R] Oakhurst-Prover: 7B Lean prover that writes its own lemmas",
        "The lemma library it builds over training is released too. Half the lemmas are trivial restatements, but some are genuinely reusable.",
      ],
      [
        "mastodon",
        "6 10:30",
        "the 7b prover invents lemmas, proves them, then uses them",
        "that's more organised than my phd",
      ],
      [
        "github",
        "5 13:00",
        "oakhurst-math/oakhurst-prover: training code, Lean REPL harness and the learned lemma library",
        "Everything needed to reproduce the miniF2F numbers on 8 GPUs, plus the 14K lemmas the model wrote for itself.",
      ],
    ],
  },
  {
    story: "b-gorsefield-crystal-stability-model",
    items: [
      [
        "arxiv",
        "3 03:00",
        "Gorsefield: An Open Equivariant Model for Crystal Stability Across 89 Elements",
        "Trained on 2.1M DFT relaxations, Gorsefield predicts formation energies with 18 meV/atom error and flags 2,300 candidate stable compounds, released with weights and code.",
        { paper: "gorsefield" },
      ],
      [
        "hf-papers",
        "3 09:00",
        "Gorsefield: An Open Equivariant Model for Crystal Stability Across 89 Elements",
        "Open crystal-stability model, 18 meV/atom error, 2,300 new candidates.",
        { paper: "gorsefield" },
      ],
      [
        "hf-models",
        "3 13:00",
        "gorsefield-lab/gorsefield-base",
        "Equivariant interatomic model weights from the Gorsefield paper, with an ASE calculator.",
      ],
      [
        "reddit-machinelearning",
        "3 20:00",
        "[R] Gorsefield: open crystal-stability model, out the same day as DeepMind's materials announcement",
        "Different thing: this is a university group, weights are downloadable, and it predicts stability rather than proposing electrolytes. Nobody has synthesised any of the candidates yet.",
      ],
      [
        "mastodon",
        "4 09:40",
        "two materials models on new year's eve and only one of them lets me download it",
        "",
      ],
    ],
  },
];
