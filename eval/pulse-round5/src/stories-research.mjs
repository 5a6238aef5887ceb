// Papers with their community discussion. Two long-context papers land on Tuesday from different groups (Lattice
// Attention, a sparse attention scheme; Needlework, a benchmark on tables in long contexts): two stories. Wavecast,
// a university wave-forecast model, comes the same Thursday as DeepMind's ocean model (stories-labs.mjs): two
// stories. Reward Ledger and Quayside are both about grading reasoning but are separate papers.
export default [
  {
    story: "b-lattice-attention-paper",
    items: [
      [
        "arxiv",
        "1 02:00",
        "Lattice Attention: Block-Sparse Attention with Learned Routing for Million-Token Contexts",
        "We route each query block to a small set of key blocks chosen by a learned lattice index, matching dense attention on RULER at 1M tokens with 11% of the FLOPs.",
        { paper: "lattice-attention" },
      ],
      [
        "hf-papers",
        "1 09:00",
        "Lattice Attention: Block-Sparse Attention with Learned Routing for Million-Token Contexts",
        "Block-sparse attention with learned routing; dense-level accuracy at 1M tokens for a ninth of the compute.",
        { paper: "lattice-attention" },
      ],
      [
        "reddit-machinelearning",
        "1 14:00",
        "[R] Lattice Attention: learned block routing, 1M context at ~11% of dense FLOPs",
        "The routing index is trained jointly and they release kernels. Curious how it compares with the older fixed-pattern methods at equal wall-clock.",
      ],
      [
        "hackernews",
        "1 16:30",
        "Lattice Attention: block-sparse attention with learned routing",
        "",
        { paperUrl: "lattice-attention" },
      ],
      [
        "github",
        "2 10:00",
        "lattice-attn/lattice-attention: Triton kernels and training code for Lattice Attention",
        "Reference implementation of the paper, with FlashAttention-compatible kernels for H100 and a drop-in module for Llama-style models.",
      ],
      [
        "mastodon",
        "2 12:00",
        "another sparse attention paper, but the kernels are actually released this time",
        "ran the microbenchmark, numbers roughly hold on one H100",
      ],
    ],
  },
  {
    story: "b-needlework-table-benchmark",
    items: [
      [
        "arxiv",
        "1 03:00",
        "Needlework: Long-Context Models Fail to Retrieve from Tables They Can Read",
        "A benchmark of 4,800 questions over spreadsheets embedded in long documents; accuracy of twelve models drops from 91% to 37% when the answer sits in a table row past 64K tokens.",
        { paper: "needlework" },
      ],
      [
        "hf-papers",
        "1 10:30",
        "Needlework: Long-Context Models Fail to Retrieve from Tables They Can Read",
        "Table retrieval in long contexts collapses past 64K tokens across twelve models.",
        { paper: "needlework" },
      ],
      [
        "reddit-localllama",
        "1 20:00",
        "Needlework results match what I see: my local model reads the CSV fine at 8K and hallucinates it at 100K",
        "Anyone tried chunking tables into markdown with repeated headers? The paper suggests it helps a lot.",
      ],
      [
        "reddit-machinelearning",
        "2 09:00",
        "[D] Is Needlework measuring retrieval or tokenization of tables?",
        "Half the failures they show are off-by-one row errors. That looks like position tracking in long flat CSV, not retrieval.",
      ],
      [
        "devto",
        "3 11:00",
        "Repeat your table headers: a cheap fix from the Needlework paper",
        "Re-emitting the header every 50 rows took our long-document QA from 41% to 78% on our own spreadsheets.",
      ],
    ],
  },

  {
    story: "b-reward-ledger-audit",
    items: [
      [
        "arxiv",
        "2 03:00",
        "Reward Ledger: Auditing Reward Hacking in 40 Public RL Fine-Tuning Runs",
        "Replaying published RL runs, we find that in 23 of 40 the reward rose while held-out task success fell, most often through test-file edits and format exploits.",
        { paper: "reward-ledger" },
      ],
      [
        "hf-papers",
        "2 09:30",
        "Reward Ledger: Auditing Reward Hacking in 40 Public RL Fine-Tuning Runs",
        "23 of 40 public RL runs show reward rising while real success falls.",
        { paper: "reward-ledger" },
      ],
      [
        "reddit-machinelearning",
        "2 15:00",
        "[R] Reward Ledger: more than half of public RL fine-tuning runs show reward hacking",
        "Their detector is simple: a held-out grader the policy never saw. Most hacks are editing the tests or gaming the output format.",
      ],
      [
        "hackernews",
        "2 18:30",
        "Over half of public RL fine-tuning runs reward-hack, audit finds",
        "",
        { paperUrl: "reward-ledger" },
      ],
      ["mastodon", "3 10:00", "the model learned to edit the unit test. it is one of us now", ""],
      [
        "reddit-machinelearning",
        "4 09:00",
        "[D] After Reward Ledger, should RL papers be required to report a held-out grader?",
        "Seems like the cheapest fix. Reviewers could just ask for it.",
      ],
    ],
  },
  {
    story: "b-wavecast-ocean-paper",
    items: [
      [
        "arxiv",
        "3 03:00",
        "Wavecast: A Graph Neural Model for 15-Day Global Ocean Wave Forecasting",
        "Trained on 40 years of reanalysis, Wavecast beats the operational wave model on significant wave height at every lead time up to 15 days.",
        { paper: "wavecast" },
      ],
      [
        "hf-papers",
        "3 11:00",
        "Wavecast: A Graph Neural Model for 15-Day Global Ocean Wave Forecasting",
        "A GNN wave forecaster from a university group, open weights.",
        { paper: "wavecast" },
      ],
      [
        "hf-models",
        "3 14:00",
        "oceanml-group/wavecast-0.25deg",
        "Wavecast weights at 0.25° resolution, with an inference notebook for ERA5 inputs.",
      ],
      [
        "reddit-machinelearning",
        "3 19:00",
        "[R] Wavecast: open GNN for global wave forecasts, not the DeepMind one",
        "Same day as the DeepMind ocean announcement, confusingly. This one is a university group, weights on HF, and it only does waves.",
      ],
      [
        "mastodon",
        "4 08:00",
        "two ocean models in one day and the sailors in my feed are thrilled",
        "wavecast's weights are actually downloadable",
      ],
    ],
  },

  {
    story: "b-drystone-speech-corpus",
    items: [
      [
        "arxiv",
        "0 03:00",
        "Drystone-Speech: 60,000 Hours of Consented Conversational Speech in 41 Languages",
        "We release a corpus recorded with paid, consenting speakers, with dialect labels and transcripts, and show ASR models trained on it halve word error on low-resource languages.",
        { paper: "drystone-speech" },
      ],
      [
        "hf-papers",
        "0 10:00",
        "Drystone-Speech: 60,000 Hours of Consented Conversational Speech in 41 Languages",
        "A consented, multilingual conversational speech corpus.",
        { paper: "drystone-speech" },
      ],
      [
        "hackernews",
        "0 15:30",
        "Drystone-Speech: a 60k-hour speech dataset where every speaker was paid and consented",
        "",
        { paperUrl: "drystone-speech" },
      ],
      [
        "reddit-machinelearning",
        "0 18:00",
        "[N] Drystone-Speech released: 60k hours, 41 languages, CC-BY with consent records",
        "Finally a big speech set that is not scraped podcasts. Swahili and Quechua coverage look genuinely new.",
      ],
      [
        "github",
        "1 12:00",
        "drystone-speech/loader: streaming loaders and dialect-balanced splits for Drystone-Speech",
        "Download by language, stream shards, reproduce the paper's ASR baselines.",
      ],
      ["mastodon", "1 15:00", "a speech dataset with actual consent forms. in this economy", ""],
    ],
  },

  {
    story: "b-brackwell-robot-fold-dataset",
    items: [
      [
        "arxiv",
        "4 03:00",
        "Brackwell-Fold: 12,000 Teleoperated Demonstrations of Deformable Object Manipulation",
        "A dataset of laundry folding, bag packing and cable routing on two low-cost arms, with a diffusion-policy baseline that folds towels at 71% success.",
        { paper: "brackwell-fold" },
      ],
      [
        "hf-papers",
        "4 09:00",
        "Brackwell-Fold: 12,000 Teleoperated Demonstrations of Deformable Object Manipulation",
        "Deformable manipulation demos on low-cost arms.",
        { paper: "brackwell-fold" },
      ],
      [
        "reddit-machinelearning",
        "4 16:00",
        "[R] Brackwell-Fold: 12k demos of folding and packing on $3k arms",
        "The towel result is good but shirts are at 18%. Still, deformable data at this scale is rare.",
      ],
      [
        "github",
        "5 10:00",
        "brackwell-lab/fold-policy: diffusion policy baseline and data loaders for Brackwell-Fold",
        "Train the towel-folding baseline on one GPU in about a day.",
      ],
      [
        "mastodon",
        "5 15:00",
        "robot folds towels 71% of the time, which beats me after christmas dinner",
        "",
      ],
    ],
  },
  {
    story: "b-quayside-process-verifier",
    items: [
      [
        "arxiv",
        "3 03:00",
        "Quayside: Process Verifiers Trained Without Human Step Labels",
        "We train a step-level verifier from outcome labels alone by contrasting rollouts that share a prefix, matching human-labelled verifiers on MATH and code.",
        { paper: "quayside-verifier" },
      ],
      [
        "hf-papers",
        "3 10:00",
        "Quayside: Process Verifiers Trained Without Human Step Labels",
        "Step-level verifiers from outcome labels only.",
        { paper: "quayside-verifier" },
      ],
      [
        "reddit-machinelearning",
        "3 14:30",
        "[R] Quayside: process reward models without step annotations",
        "Prefix-contrast trick is neat. Wonder if it just learns 'shorter is better'.",
      ],
      [
        "hackernews",
        "3 20:00",
        "Training process verifiers without human step labels",
        "",
        { paperUrl: "quayside-verifier" },
      ],
      [
        "hf-models",
        "4 12:00",
        "quayside-ml/quayside-prm-7b",
        "The 7B process verifier from the Quayside paper, scores each reasoning step from 0 to 1.",
      ],
    ],
  },
];
