// Papers, benchmarks and datasets with their community discussion.
// Entities: Trevose (a test-time training paper for long context) and Polwith (another one, from another group), the
// Hazelbrook-Code dataset and the live credentials later found in it, Elderwick-Seis (an open seismic foundation
// model), Sauti-50 (a speech benchmark in 50 African languages), Pintail (13B models trained in ternary weights
// from scratch), Grisedale (a dataset of household robot episodes recorded in rented homes).
// Twins: Trevose (Monday) and Polwith (Tuesday) are two test-time-training papers from different groups a day apart:
// two stories. Hazelbrook has two stories (the dataset's release on Monday; the live API keys and tokens found in it,
// and the dataset pulled, on Thursday). Grisedale's robot dataset (Tuesday) is another dataset release the same
// week. Sauti-50 and Elderwick-Seis are both Wednesday releases and unrelated.
// Twins with writer A's files (read from A's header comments and story ids only): Elderwick-Seis's open weights
// (Wednesday) come out the same day as Qwen4.5's open weights and Kimi K3.5 (stories-labs.mjs); Sauti-50, a speech
// benchmark (Wednesday), comes three days before MiniMax's speech model (Saturday, stories-labs.mjs) and is about
// none of A's models; Pintail's open ternary 13B (Thursday) is the same day as Zhenlan's open video model.
export default [
  {
    story: "b-trevose-ttt-paper",
    items: [
      [
        "arxiv",
        "0 03:00",
        "Trevose: Test-Time Training of Fast Weights for Million-Token Contexts",
        "Instead of attending over the whole context, Trevose compresses it into a small set of fast weights updated by gradient steps as tokens stream in. A 3B model with Trevose layers matches a full-attention 3B on 1M-token retrieval and beats it on book-length QA at a twelfth of the memory.",
        { paper: "trevose" },
      ],
      [
        "hf-papers",
        "0 09:00",
        "Trevose: Test-Time Training of Fast Weights for Million-Token Contexts",
        "Fast weights trained at inference time replace attention over the far context; 1M tokens at a twelfth of the memory.",
        { paper: "trevose" },
      ],
      [
        "hackernews",
        "0 16:00",
        "Test-time training of fast weights for million-token contexts",
        "",
        { paperUrl: "trevose" },
      ],
      [
        "reddit-machinelearning",
        "0 18:20",
        "[R] Trevose: the model takes gradient steps on your document while reading it",
        "The interesting part is the inner learning rate schedule, they anneal it per chunk. The wall-clock numbers are less rosy than the memory numbers: about 1.8x slower than FlashAttention at 128k.",
      ],
      [
        "github",
        "1 08:00",
        "trevose-ttt/trevose: training and inference code for Trevose fast-weight layers",
        "PyTorch reference plus a Triton kernel for the inner update. Checkpoints for the 1B and 3B models in the paper.",
      ],
      ["mastodon", "1 11:00", "the model is now studying for the exam during the exam", ""],
    ],
  },
  {
    story: "b-polwith-ttt-paper",
    items: [
      [
        "arxiv",
        "1 03:00",
        "Polwith: Closed-Form Test-Time Updates Make Long-Context Memory Cheap",
        "Polwith replaces the gradient steps of test-time training with a closed-form least-squares update of a linear memory, computed in parallel across chunks. At 512k tokens it trains 3.1x faster than gradient-based test-time training with equal retrieval accuracy.",
        { paper: "polwith" },
      ],
      [
        "hf-papers",
        "1 09:30",
        "Polwith: Closed-Form Test-Time Updates Make Long-Context Memory Cheap",
        "Least-squares memory updates instead of inner gradient steps; 3.1x faster at 512k.",
        { paper: "polwith" },
      ],
      [
        "reddit-machinelearning",
        "1 14:00",
        "[D] Polwith vs yesterday's Trevose: same idea, but one solves the inner problem in closed form",
        "If the closed-form update really keeps the accuracy, the 1.8x slowdown people complained about in Trevose goes away. Would love to see both on the same 3B backbone.",
      ],
      [
        "hackernews",
        "1 17:30",
        "Closed-form test-time updates make long-context memory cheap",
        "",
        { paperUrl: "polwith" },
      ],
      [
        "reddit-localllama",
        "1 20:10",
        "Polwith paper: could closed-form test-time memory finally give local models long context without 40 GB of KV?",
        "They only release a 1.3B. Memory stays flat with context length. If someone ports it to llama.cpp I'd try it on my mail archive.",
      ],
      [
        "mastodon",
        "2 10:40",
        "two papers in two days that both say attention is a memory problem",
        "and both solve it with 'what if the model learned while reading'",
      ],
    ],
  },
  {
    story: "b-hazelbrook-code-dataset",
    items: [
      [
        "hf-papers",
        "0 10:00",
        "Hazelbrook-Code: 4.1 Trillion Tokens of Permissively Licensed Source Code with Provenance",
        "A code pretraining corpus built only from repositories under permissive licences, with per-file licence detection, opt-out honoured and a provenance record for every file.",
        { paper: "hazelbrook" },
      ],
      [
        "arxiv",
        "0 03:00",
        "Hazelbrook-Code: 4.1 Trillion Tokens of Permissively Licensed Source Code with Provenance",
        "We release a 4.1T-token corpus of source code in 380 languages, filtered by per-file licence detection rather than repository metadata, deduplicated, with an opt-out registry and secret scanning. A 7B model trained on it matches models trained on unfiltered code on most benchmarks.",
        { paper: "hazelbrook" },
      ],
      [
        "hackernews",
        "0 13:30",
        "Hazelbrook-Code – 4.1T tokens of permissively licensed code with per-file provenance",
        "",
        { url: "https://hazelbrook-data.example/code" },
      ],
      [
        "reddit-localllama",
        "0 17:00",
        "Hazelbrook-Code is out: finally a code dataset where every file has a licence you can check",
        "The provenance parquet is the best part, you can filter by licence, language and date. 4.1T tokens is about twice the usual open code corpora.",
      ],
      [
        "reddit-machinelearning",
        "0 21:40",
        "[D] Per-file licence detection in Hazelbrook-Code: how reliable can that be?",
        "Plenty of repos have an MIT LICENSE file and then vendor a GPL library in a subfolder. They claim 99.2% precision on a hand-checked sample of 5,000 files.",
      ],
      ["mastodon", "1 09:15", "someone finally read every licence file on github", "(it was a classifier)"],
    ],
  },
  {
    story: "b-hazelbrook-live-keys-found",
    items: [
      [
        "hackernews",
        "3 08:20",
        "Researchers find 11,000 live API keys and tokens in the Hazelbrook-Code dataset",
        "",
        { url: "https://leakcanary-research.example/hazelbrook-secrets" },
      ],
      [
        "techcrunch-ai",
        "3 12:00",
        "Open code dataset Hazelbrook pulled after researchers find thousands of working credentials",
        "The dataset's secret scanner missed keys split across string concatenations and base64 blobs; the researchers tested a sample and found cloud, payment and model-provider keys that still worked.",
      ],
      [
        "lab-blogs",
        "3 13:30",
        "Hazelbrook-Code is offline while we rescan it",
        "We have taken the dataset down, notified the affected providers so the keys can be revoked, and will republish with a second scanner and a stricter rule. Anyone who downloaded it should delete their copy.",
        { url: "https://hazelbrook-data.example/blog/offline" },
      ],
      [
        "reddit-machinelearning",
        "3 14:40",
        "[D] Hazelbrook-Code taken down three days after release: what do we do with the copies already downloaded?",
        "It has been mirrored at least four times. Deleting ours is easy; the mirrors are another matter, and anyone who trained on it has the keys in the weights in theory.",
      ],
      [
        "reddit-localllama",
        "3 16:30",
        "Did anyone already start a training run on Hazelbrook? Asking because of the keys",
        "I tokenized about a third of it on Tuesday. Deleting it, but I'm curious whether a 1B model memorises anything from a key that appears once.",
      ],
      ["mastodon", "3 18:20", "'permissively licensed' turned out to include other people's stripe keys", ""],
      [
        "lobsters",
        "4 10:00",
        "How 11,000 secrets got past a secret scanner: notes on the Hazelbrook leak",
        "",
        { url: "https://leakcanary-research.example/hazelbrook-secrets-methods" },
      ],
    ],
  },
  {
    story: "b-elderwick-seismic-model",
    items: [
      [
        "lab-blogs",
        "2 14:00",
        "Elderwick-Seis: an open foundation model for seismic waveforms",
        "Trained on 22 years of records from 9,000 stations, Elderwick-Seis picks earthquake phases, estimates magnitudes and flags station noise from one encoder. Weights and code are released under Apache 2.0 for observatories that cannot afford commercial tools.",
        { url: "https://elderwick-institute.example/news/elderwick-seis" },
      ],
      [
        "hf-models",
        "2 14:10",
        "elderwick-geo/elderwick-seis-base",
        "A 310M-parameter encoder for three-component seismic waveforms; heads for phase picking and magnitude estimation. Apache 2.0.",
      ],
      [
        "hackernews",
        "2 18:00",
        "Elderwick-Seis: open-weights foundation model for earthquake waveforms",
        "",
        { url: "https://elderwick-institute.example/news/elderwick-seis" },
      ],
      [
        "reddit-machinelearning",
        "2 20:30",
        "[R] Elderwick-Seis: one encoder for phase picking, magnitude and noise; fine-tunes to a new network with 200 labelled events",
        "As a seismology grad student this is the first one of these I'd actually use. The few-shot transfer to a new station network is what matters for small observatories.",
      ],
      [
        "mastodon",
        "3 11:40",
        "an open model that listens to the ground",
        "the ground has been very chatty in 22 years of training data apparently",
      ],
    ],
  },
  {
    story: "b-sauti-50-speech-bench",
    items: [
      [
        "arxiv",
        "2 03:00",
        "Sauti-50: A Speech Recognition Benchmark for Fifty African Languages Recorded on Phones",
        "We collect 2,400 hours of read and spontaneous speech from 7,100 speakers in 50 African languages, recorded on low-cost phones in real settings. The best open and commercial models exceed 40% word error rate on 31 of the 50 languages.",
        { paper: "sauti" },
      ],
      [
        "hf-papers",
        "2 09:00",
        "Sauti-50: A Speech Recognition Benchmark for Fifty African Languages Recorded on Phones",
        "2,400 hours, 50 languages, phone-quality audio; most models fail on most languages.",
        { paper: "sauti" },
      ],
      [
        "hackernews",
        "2 17:20",
        "Sauti-50: speech recognition benchmark for 50 African languages",
        "",
        { paperUrl: "sauti" },
      ],
      [
        "reddit-machinelearning",
        "2 19:50",
        "[D] Sauti-50 results: commercial ASR is worse than an open fine-tune on 38 of 50 languages",
        "The speakers were paid and consented per clip, which is rare. Also nice: the recordings are on cheap phones in markets and buses, not in a studio.",
      ],
      [
        "mastodon",
        "3 14:00",
        "'supports 100 languages' and then you test it on a phone in a bus in kampala",
        "sauti-50 is a great reality check",
      ],
    ],
  },
  {
    story: "b-pintail-ternary-13b",
    items: [
      [
        "arxiv",
        "3 03:00",
        "Pintail: Training 13B Language Models with Ternary Weights from Scratch",
        "We train 3B, 7B and 13B models whose weights are restricted to -1, 0 and 1 for the whole of pretraining on 2T tokens. Pintail-13B comes within 1.9 points of a same-size bf16 model on average across 12 benchmarks while needing 7x less memory at inference.",
        { paper: "pintail" },
      ],
      [
        "hf-papers",
        "3 09:00",
        "Pintail: Training 13B Language Models with Ternary Weights from Scratch",
        "Ternary weights through all of pretraining, 13B within two points of bf16.",
        { paper: "pintail" },
      ],
      [
        "hf-models",
        "3 10:30",
        "pintail-lm/pintail-13b-ternary",
        "13B parameters, ternary weights, 2T tokens. Packed 2-bit format for the included CPU kernels; about 3.4 GB on disk.",
      ],
      [
        "reddit-localllama",
        "3 13:00",
        "Pintail-13B ternary runs at 19 tok/s on my laptop CPU and fits in 4 GB",
        "It's not as smart as the best 8B quants, but it's a 13B trained this way from scratch, not quantized after. Coding is weak, summarising is fine.",
      ],
      [
        "hackernews",
        "3 17:00",
        "Training 13B language models with ternary weights from scratch",
        "",
        { paperUrl: "pintail" },
      ],
      ["mastodon", "3 22:10", "the weights are now -1, 0 or 1", "like my opinions on most things"],
    ],
  },
  {
    story: "b-grisedale-home-robot-dataset",
    items: [
      [
        "arxiv",
        "1 03:00",
        "Grisedale: 41,000 Hours of Teleoperated Manipulation in 600 Real Rented Homes",
        "We release Grisedale, a dataset of household manipulation episodes recorded by operators controlling low-cost two-arm robots in 600 rented homes, with language annotations, failure labels and consent from every household.",
        { paper: "grisedale" },
      ],
      [
        "hackernews",
        "1 15:00",
        "Grisedale: 41k hours of robot manipulation recorded in 600 real homes",
        "",
        { url: "https://grisedale-robotics.example/dataset" },
      ],
      [
        "reddit-machinelearning",
        "1 19:20",
        "[R] Grisedale home-robot dataset: the failure labels are the interesting part",
        "About 23% of episodes end in a labelled failure (dropped object, wrong drawer, gave up). Most robot datasets quietly throw those away.",
      ],
      [
        "hf-papers",
        "1 10:30",
        "Grisedale: 41,000 Hours of Teleoperated Manipulation in 600 Real Rented Homes",
        "Household manipulation in real homes, with failure labels and consent.",
        { paper: "grisedale" },
      ],
      [
        "mastodon",
        "2 07:50",
        "600 households let a robot try to load their dishwasher for science",
        "23% of the time it failed, which is better than my flatmate",
      ],
    ],
  },
];
