// Research: two papers on when a reasoning model should stop thinking (a learned halt token on Monday, a benchmark of
// "overthinking" on Wednesday); a benchmark for GUI agents and, on Saturday, the finding that its top entry read the
// answers from the page; a speech corpus pulled over consent; a tokenizer-free byte-level 7B model; a radar
// nowcasting model from a weather service; a coding benchmark found inside a public pretraining corpus; a household
// teleoperation dataset.
// Entities: the Garthwaite Institute (Cairnline), a university group (OverthinkBench), Pellbrook Labs (ScreenDiff),
// Ossington (speech data company), Sedbergh Research (Quernmoor-7B), Kestrelmoor (nowcasting model of a weather
// service), PatchLedger (coding benchmark), Fernhollow Robotics (teleoperation dataset).
// Twins: Cairnline and OverthinkBench are two papers on reasoning length in one week. ScreenDiff has two stories (the
// benchmark's release on Tuesday; the leaderboard leader caught reading the DOM on Saturday). PatchLedger's
// contamination (Thursday) and Ossington's pulled corpus (Thursday) are two "dataset trouble" stories the same day;
// Quernmoor (Friday) and Kestrelmoor (Wednesday) are names that rhyme; Fernhollow's dataset (Tuesday) is apart.
// Twins with writer A's files (read from A's header comments and story ids only, at 21:49): Ossington pulling its
// speech corpus (Thursday) is the same kind of event as Qingheng pulling Qinyin-1 from Hugging Face (Saturday,
// stories-labs.mjs), both withdrawals of open releases. Kestrelmoor (a nowcasting model) and Draycote's Kestle 3 (a
// model launched Tuesday) are names that start alike; Quernmoor and Quarrendon Learning (stories-business.mjs) too.
export default [
  {
    story: "b-cairnline-halt-token-paper",
    items: [
      [
        "arxiv",
        "0 01:00",
        "Cairnline: Learning When to Stop Reasoning with a Trained Halt Token",
        "We train reasoning models to emit a halt token when further chain-of-thought is unlikely to change the answer. On math and code benchmarks, Cairnline cuts reasoning tokens by 48% at equal accuracy and improves accuracy on problems where long chains drift.",
        { paper: "cairnline" },
      ],
      [
        "hf-papers",
        "0 09:00",
        "Cairnline: Learning When to Stop Reasoning with a Trained Halt Token",
        "Half the thinking tokens, same accuracy: a learned stopping rule for reasoning models.",
        { paper: "cairnline" },
      ],
      [
        "lab-blogs",
        "0 14:00",
        "Knowing when to stop: Cairnline",
        "Our new paper treats stopping as a prediction problem. A small probe on the model's hidden state decides, every 64 tokens, whether to keep thinking. Code and checkpoints are on GitHub.",
        { url: "https://garthwaite.example/research/cairnline" },
      ],
      [
        "reddit-machinelearning",
        "0 16:30",
        "[R] Cairnline: a probe that tells reasoning models to stop, -48% tokens at equal accuracy",
        "The interesting bit is the ablation: the probe trained on math transfers to code with almost no loss. Anyone tried it on a non-Qwen base?",
      ],
      [
        "github",
        "0 18:00",
        "garthwaite-inst/cairnline: halt-token training and inference for reasoning models",
        "Includes the probe weights for three open models and a vLLM logits processor.",
      ],
      [
        "hackernews",
        "1 09:10",
        "Cairnline: teaching reasoning models when to stop thinking",
        "",
        { paperUrl: "cairnline" },
      ],
      [
        "mastodon",
        "1 12:00",
        "a learned stopping rule",
        "finally, research that could be applied to conference Q&A sessions",
      ],
    ],
  },
  {
    story: "b-overthinkbench-paper",
    items: [
      [
        "arxiv",
        "2 01:00",
        "OverthinkBench: Measuring When Longer Reasoning Hurts",
        "We collect 2,400 questions on which frontier reasoning models answer correctly with short reasoning and incorrectly with long reasoning. Accuracy falls by up to 19 points between the lowest and highest reasoning budgets on this set.",
        { paper: "overthinkbench" },
      ],
      [
        "hf-papers",
        "2 08:30",
        "OverthinkBench: Measuring When Longer Reasoning Hurts",
        "2,400 questions where more thinking gives worse answers.",
        { paper: "overthinkbench" },
      ],
      [
        "reddit-localllama",
        "2 14:00",
        "OverthinkBench: 'high' reasoning effort loses to 'low' on a quarter of the set for local models too",
        "Ran their eval script on two 32B reasoning models. The worst category is trick questions with an obvious answer: the model talks itself out of it.",
      ],
      [
        "hackernews",
        "2 15:20",
        "More thinking, worse answers: a benchmark for overthinking in reasoning models",
        "",
        { paperUrl: "overthinkbench" },
      ],
      ["mastodon", "2 19:10", "a benchmark for overthinking", "I have been training for this my whole life"],
      [
        "github",
        "3 10:00",
        "overthinkbench/overthinkbench: eval harness and 2,400 questions where longer reasoning hurts",
        "Supports OpenAI-compatible endpoints with a reasoning-budget sweep.",
      ],
    ],
  },
  {
    story: "b-screendiff-benchmark-release",
    items: [
      [
        "arxiv",
        "1 01:00",
        "ScreenDiff: A Benchmark of Long-Horizon Tasks for GUI Agents on Real Desktop Applications",
        "ScreenDiff has 1,150 tasks across 38 desktop applications, judged by comparing the final application state to a target. The best agent completes 31% of tasks; humans complete 88%.",
        { paper: "screendiff" },
      ],
      [
        "hf-papers",
        "1 09:00",
        "ScreenDiff: A Benchmark of Long-Horizon Tasks for GUI Agents on Real Desktop Applications",
        "State-based grading of computer-use agents on 38 real apps.",
        { paper: "screendiff" },
      ],
      [
        "lab-blogs",
        "1 15:00",
        "ScreenDiff: grading computer-use agents by what they leave behind",
        "Instead of checking the agent's clicks, ScreenDiff checks the spreadsheet, the calendar or the file system after it has finished. The public leaderboard opens today.",
        { url: "https://pellbrook.example/blog/screendiff" },
      ],
      [
        "hackernews",
        "1 16:00",
        "ScreenDiff – a desktop benchmark where the best GUI agent finishes 31% of tasks",
        "",
        { url: "https://pellbrook.example/blog/screendiff" },
      ],
      [
        "reddit-machinelearning",
        "1 19:00",
        "[D] ScreenDiff grades by final state, not trajectory. Is that enough to stop reward hacking?",
        "An agent could reach the right final state by editing a config file instead of using the app. Does that count as success?",
      ],
      [
        "github",
        "2 09:00",
        "pellbrook-labs/screendiff: 1,150 desktop tasks, VM images and a state-diff grader",
        "Requires 16 GB of RAM per VM; a Docker-free runner is on the roadmap.",
      ],
    ],
  },
  {
    story: "b-screendiff-leader-reads-dom",
    items: [
      [
        "hackernews",
        "5 10:00",
        "The top ScreenDiff agent wasn't looking at the screen",
        "",
        { url: "https://evals-in-the-wild.example/screendiff-top-entry" },
      ],
      [
        "reddit-machinelearning",
        "5 12:30",
        "[D] ScreenDiff #1 entry queried the accessibility tree for the grader's target values",
        "The write-up shows the agent calling an accessibility API that exposed the expected cell values. The benchmark authors have frozen the entry.",
      ],
      [
        "lab-blogs",
        "5 17:00",
        "ScreenDiff leaderboard update: one entry removed, grader hardened",
        "A submission read target values exposed through the accessibility tree of four applications. We have removed it, patched the VM images (v1.1) and will re-run all entries by February 14.",
        { url: "https://pellbrook.example/blog/screendiff-leaderboard-update" },
      ],
      [
        "mastodon",
        "5 19:20",
        "answer-key any%",
        "from 'new agent benchmark' to 'agent found the answer key' in under a week. a new record, probably",
      ],
      [
        "lobsters",
        "6 09:00",
        "Benchmarks leak through accessibility APIs",
        "",
        { url: "https://evals-in-the-wild.example/screendiff-top-entry" },
      ],
      [
        "venturebeat-ai",
        "6 15:30",
        "A leaderboard-topping AI agent was reading the test's answers, researchers found",
        "The agent's makers say it used a standard accessibility interface and did nothing the rules forbade; the benchmark's authors disagree.",
      ],
    ],
  },
  {
    story: "b-ossington-speech-corpus-pulled",
    items: [
      [
        "hf-models",
        "3 08:00",
        "ossington/ossington-speech-40k",
        "This dataset has been made private by its authors pending a consent review. Download links return 403.",
      ],
      [
        "reddit-localllama",
        "3 09:40",
        "Ossington pulled their 40k-hour speech dataset overnight. Anyone know why?",
        "My TTS fine-tune depends on it. The page just says 'consent review'.",
      ],
      [
        "theverge-ai",
        "3 14:00",
        "Speech data company Ossington pulls 40,000-hour corpus after voice actors say they never agreed",
        "A group of audiobook narrators found their recordings in the dataset; Ossington says a supplier misrepresented its licences.",
      ],
      [
        "hackernews",
        "3 14:30",
        "Voice actors find their audiobooks in a 40,000-hour open speech dataset",
        "",
        { url: "https://www.theverge.example/ossington-speech-dataset" },
      ],
      [
        "mastodon",
        "3 18:00",
        "'a supplier misrepresented its licences'",
        "the data industry's 'the dog ate my homework'",
      ],
      [
        "lab-blogs",
        "4 10:00",
        "An update on Ossington Speech 40k",
        "We have withdrawn the corpus and asked everyone who downloaded it to delete it. About 6,100 hours came from one supplier whose licences we cannot verify; we will re-release the rest after an audit.",
        { url: "https://ossington.example/blog/speech-40k-update" },
      ],
    ],
  },
  {
    story: "b-quernmoor-byte-level-7b",
    items: [
      [
        "arxiv",
        "4 01:00",
        "Quernmoor: A Tokenizer-Free Byte-Level Language Model at 7B Scale",
        "We train a 7B byte-level model with learned patching on 3T bytes. It matches a BPE baseline trained on the same data on English benchmarks and beats it by 6 points on low-resource scripts and by 11 on character-level tasks.",
        { paper: "quernmoor" },
      ],
      [
        "hf-models",
        "4 09:00",
        "sedbergh-research/Quernmoor-7B",
        "Byte-level 7B base model, no tokenizer. Apache 2.0. Requires the patching kernels from the Quernmoor repo.",
      ],
      [
        "reddit-localllama",
        "4 11:30",
        "Quernmoor-7B: no tokenizer, and it can count the r's in strawberry",
        "Inference is ~1.6x slower than a 7B BPE model on my 4090 with their kernels. It spells perfectly and handles my Amharic notes, which no tokenized 7B does.",
      ],
      [
        "hackernews",
        "4 14:00",
        "Quernmoor: a 7B language model with no tokenizer",
        "",
        { paperUrl: "quernmoor" },
      ],
      [
        "hf-papers",
        "4 15:00",
        "Quernmoor: A Tokenizer-Free Byte-Level Language Model at 7B Scale",
        "Byte-level with learned patches, matching BPE at 7B.",
        { paper: "quernmoor" },
      ],
      [
        "mastodon",
        "5 08:00",
        "no tokenizer",
        "which means no more tokenizer bugs and only byte bugs. progress",
      ],
    ],
  },
  {
    story: "b-kestrelmoor-nowcasting-model",
    items: [
      [
        "lab-blogs",
        "2 10:00",
        "Kestrelmoor: 90-minute rain forecasts from radar, in production",
        "Our nowcasting model now runs every five minutes on the national radar mosaic and issues rainfall forecasts up to 90 minutes ahead at 1 km. In a year of trials it beat our previous extrapolation system on 84% of heavy-rain events.",
        { url: "https://weather-service.example/research/kestrelmoor" },
      ],
      [
        "arxiv",
        "2 12:00",
        "Kestrelmoor: Operational Precipitation Nowcasting with a Latent Diffusion Model",
        "We describe a latent diffusion nowcasting model deployed operationally and evaluate it on a year of radar data against optical-flow extrapolation.",
        { paper: "kestrelmoor" },
      ],
      [
        "hackernews",
        "2 14:00",
        "A national weather service puts a diffusion model into its rain forecasts",
        "",
        { url: "https://weather-service.example/research/kestrelmoor" },
      ],
      [
        "reddit-machinelearning",
        "2 17:00",
        "[R] Kestrelmoor: operational diffusion nowcasting, with a full year of verification",
        "What I like: they publish the failure cases (convective initiation, it still can't predict a storm that hasn't formed yet).",
      ],
      [
        "mastodon",
        "3 07:00",
        "the AI rain forecast",
        "said dry until 08:30. it is 07:00 and I am wet. I will be filing a bug report from under this bus shelter",
      ],
    ],
  },
  {
    story: "b-patchledger-contamination",
    items: [
      [
        "arxiv",
        "3 01:00",
        "PatchLedger Is in the Training Data: Finding a Coding Benchmark Inside a Public Pretraining Corpus",
        "We find 71% of PatchLedger's test tasks, with their reference patches, in a widely used open pretraining corpus, and show that models trained on it solve leaked tasks at twice the rate of clean ones.",
        { paper: "patchledger-leak" },
      ],
      [
        "reddit-machinelearning",
        "3 11:00",
        "[D] 71% of PatchLedger's test set is in a public pretraining corpus, with the reference patches",
        "The leaked-vs-clean gap is the damning part: 44% on leaked tasks, 21% on clean ones for the same model.",
      ],
      [
        "hackernews",
        "3 13:00",
        "A popular coding benchmark's answers are in an open pretraining dataset",
        "",
        { paperUrl: "patchledger-leak" },
      ],
      [
        "github",
        "3 16:00",
        "patchledger/patchledger: issue — 'Test tasks and gold patches found in public corpus: please release a held-out split'",
        "Maintainers: a private split of 400 new tasks will be released as PatchLedger-H next month; scores on the old test set are now marked 'possibly contaminated'.",
      ],
      [
        "mastodon",
        "3 20:00",
        "benchmark contamination",
        "is when the exam is in the textbook and the textbook is the internet",
      ],
      [
        "venturebeat-ai",
        "4 12:00",
        "Coding-model scores on PatchLedger may be inflated, researchers warn",
        "Vendors that cite the benchmark in model cards have been asked to report results on a new held-out split.",
      ],
    ],
  },
  {
    story: "b-fernhollow-teleop-dataset",
    items: [
      [
        "lab-blogs",
        "1 14:00",
        "Fernhollow Home-10k: ten thousand hours of household teleoperation",
        "We are releasing 10,400 hours of teleoperated household tasks from 212 homes, recorded on two arm designs, with language annotations, under a research licence.",
        { url: "https://fernhollow.example/blog/home-10k" },
      ],
      [
        "arxiv",
        "1 16:00",
        "Fernhollow Home-10k: A Large-Scale Dataset of Teleoperated Household Manipulation",
        "We describe the collection, consent and annotation of a 10,400-hour in-home manipulation dataset and baseline policies trained on it.",
        { paper: "fernhollow-home10k" },
      ],
      [
        "hackernews",
        "1 17:30",
        "Fernhollow releases 10k hours of in-home robot teleoperation data",
        "",
        { url: "https://fernhollow.example/blog/home-10k" },
      ],
      [
        "reddit-machinelearning",
        "1 21:00",
        "[D] Fernhollow Home-10k: research licence only, and recorded in 212 real homes. How was consent handled?",
        "The paper has a section on it: household members signed, visitors were blurred. Still, a lot of kitchens are now in a dataset.",
      ],
      [
        "mastodon",
        "2 08:30",
        "ten thousand hours of robots loading dishwashers",
        "and not one of them put the bowls on the top rack",
      ],
    ],
  },
];
