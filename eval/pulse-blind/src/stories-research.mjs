// Papers, benchmarks and research releases. Two tokenization papers in one week (Bytewise, a byte-level model,
// on Monday; the Token Tax audit of what tokenizers cost each language, on Wednesday) are two stories; a paper is
// one story across arXiv, Hugging Face Papers, the lab's blog, Reddit, HN and its repository. The Commonfield
// dataset release and the Estuary hybrid-model paper both land on Tuesday from different groups: two stories.
// Near-misses of stories-labs.mjs and stories-business.mjs, two stories each: the Written for the Reader paper
// (with Anthropic's blog post) lands the same Thursday as the Skerry acquisition; Estuary's one attention layer
// in eight is the ratio MiniMax-M3 uses (Thursday); Microsoft Research's Handfuls paper lands the day Phi-5 does.
// A toot in the Sightline story names Gemini 4 Flash and is about the benchmark.
export default [
  {
    story: "paper-bytewise",
    items: [
      [
        "arxiv",
        "0 02:00",
        "Bytewise: Tokenizer-Free Language Models Match BPE at 7B with Learned Byte Patching",
        "We train byte-level transformers that group bytes into variable-length patches with a small learned boundary predictor. At 7B parameters and 4T bytes, Bytewise matches a BPE baseline on English benchmarks, beats it by 6 to 19 points on spelling, arithmetic and low-resource languages, and runs within 8% of its inference cost.",
        { paper: "bytewise" },
      ],
      [
        "hf-papers",
        "0 09:00",
        "Bytewise: Tokenizer-Free Language Models Match BPE at 7B with Learned Byte Patching",
        "A learned byte patcher closes the gap with BPE at 7B and wins on spelling and low-resource languages.",
        { paper: "bytewise" },
      ],
      [
        "reddit-machinelearning",
        "0 14:20",
        "[R] Bytewise: byte-level 7B matches BPE, big wins on character-level tasks",
        "The inference-cost claim is the interesting part; previous byte models were 2-3x slower. Curious how the patcher behaves on code, the paper only evaluates natural language.",
      ],
      [
        "hackernews",
        "0 18:30",
        "Language models without tokenizers are catching up",
        "",
        { paperUrl: "bytewise" },
      ],
      [
        "github",
        "1 03:00",
        "halvorsen-nlp/bytewise: Training and inference code for Bytewise byte-patch language models",
        "PyTorch implementation of the boundary predictor and patch encoder, configs for 1B and 7B runs, and a Hugging Face compatible inference wrapper. Weights for the 1B model included.",
      ],
      [
        "mastodon",
        "1 08:45",
        "strawberry",
        "the byte-level model can count the r's. we did it. five years and several billion dollars",
      ],
      [
        "reddit-localllama",
        "3 18:20",
        "Tried the Bytewise 1B weights locally: great at spelling, weird at everything else",
        "It's a 1B base model so expectations were low. It nails character-level stuff (reversing words, counting letters) but rambles. Would love a 7B release. Runs fine on CPU through their wrapper.",
      ],
    ],
  },
  {
    story: "paper-token-tax-audit",
    items: [
      [
        "arxiv",
        "2 02:00",
        "The Token Tax: Measuring What Tokenizers Cost Speakers of 212 Languages",
        "We tokenize parallel text in 212 languages with the tokenizers of 14 commercial and open models. Speakers of the most penalised languages pay up to 5.8 times more per API call for the same content and get shorter effective context. We release the parallel corpus and a per-model price calculator.",
        { paper: "token-tax" },
      ],
      [
        "hf-papers",
        "2 08:40",
        "The Token Tax: Measuring What Tokenizers Cost Speakers of 212 Languages",
        "The same message costs up to 5.8x more in some languages because of how tokenizers split them.",
        { paper: "token-tax" },
      ],
      [
        "reddit-machinelearning",
        "2 13:00",
        "[D] The 'Token Tax' paper puts a number on tokenizer unfairness. Should API pricing be per character instead?",
        "Per-token pricing means a Burmese or Amharic user pays several times more for the same request. Per-character pricing would move the cost to the provider. Would any provider do that voluntarily?",
      ],
      [
        "reddit-artificial",
        "2 16:15",
        "TIL asking the same question in Tamil costs about 4x more tokens than in English",
        "Saw the new paper with the calculator and tried a few of our support prompts. Our Tamil-language customers have been costing us four times as much this whole time.",
      ],
      [
        "hackernews",
        "3 07:30",
        "The Token Tax: tokenizers make some languages up to 5.8x more expensive",
        "",
        { paperUrl: "token-tax" },
      ],
      [
        "mastodon",
        "3 09:20",
        "tax",
        "new paper measures how much more you pay per api call depending on your language. the answer for most of the world is 'a lot'. english-speaking users get a discount nobody announced",
      ],
    ],
  },
  {
    story: "dataset-commonfield",
    items: [
      [
        "arxiv",
        "1 02:00",
        "Commonfield: A 3.1 Trillion Token Corpus of Openly Licensed Text",
        "We assemble 3.1T tokens of public-domain and openly licensed text from 31 sources, with per-document license provenance. A 7B model trained on Commonfield comes within 2.4 points of one trained on an equal budget of web crawl across 12 benchmarks.",
        { paper: "commonfield" },
      ],
      [
        "hf-papers",
        "1 10:00",
        "Commonfield: A 3.1 Trillion Token Corpus of Openly Licensed Text",
        "3.1T openly licensed tokens with license provenance per document; a 7B trained on it is within 2.4 points of web-crawl training.",
        { paper: "commonfield" },
      ],
      [
        "hf-models",
        "1 12:00",
        "commonfield/commonfield-7b",
        "7B base model trained on 3.1T tokens of the Commonfield openly licensed corpus. Apache-2.0. Data provenance manifest included.",
      ],
      [
        "hackernews",
        "1 15:40",
        "Commonfield: 3T tokens of openly licensed text",
        "",
        { url: "https://commonfield.example.org/blog/release" },
      ],
      [
        "reddit-localllama",
        "1 20:00",
        "Commonfield-7B: a base model trained only on openly licensed data. Is it any good?",
        "Ran a few of my usual prompts. It's a base model so expect that, but it's noticeably weaker at recent pop culture and code, fine at general writing. Finally something I can use at work without legal asking questions.",
      ],
      [
        "mastodon",
        "2 08:10",
        "provenance",
        "every document in the new open dataset comes with its license. you'd think that would be the minimum. it's the first time i've seen it at this scale",
      ],
    ],
  },
  {
    story: "paper-estuary-hybrid",
    items: [
      [
        "arxiv",
        "1 02:00",
        "Estuary: Scaling Laws for Hybrid State-Space and Attention Models",
        "We train 160 hybrid models from 150M to 14B parameters, varying the share and placement of attention layers among Mamba-style blocks. One attention layer in eight is compute-optimal across scales, and placing attention in the middle third of the network beats uniform spacing. Long-context recall requires at least two attention layers regardless of size.",
        { paper: "estuary" },
      ],
      [
        "hf-papers",
        "1 09:30",
        "Estuary: Scaling Laws for Hybrid State-Space and Attention Models",
        "160 hybrid runs find one attention layer in eight is compute-optimal, best placed in the middle of the network.",
        { paper: "estuary" },
      ],
      [
        "reddit-machinelearning",
        "1 16:00",
        "[R] Estuary: scaling laws for Mamba/attention hybrids, 1-in-8 attention is compute-optimal",
        "Nice to finally see a systematic sweep instead of every lab picking a ratio by vibes. The middle-third placement result surprised me.",
      ],
      [
        "lab-blogs",
        "1 17:00",
        "How much attention does a hybrid model need?",
        "A walkthrough of our Estuary sweep: why one attention layer in eight, why the middle of the network, and where the scaling law breaks for long-context recall.",
        { url: "https://www.together.ai/blog/estuary-hybrid-scaling" },
      ],
      ["hackernews", "2 11:00", "Scaling laws for hybrid SSM-attention models", "", { paperUrl: "estuary" }],
      [
        "github",
        "3 10:00",
        "ketchworks/estuary-sweep: Reproduce the Estuary hybrid scaling-law fits from the released loss curves",
        "Notebooks that refit the attention-ratio scaling law from the paper's 160 released runs, plus a script to predict the best ratio for your own compute budget.",
      ],
    ],
  },
  {
    story: "paper-sightline-video-bench",
    items: [
      [
        "arxiv",
        "2 02:00",
        "Sightline: A Benchmark for Question Answering over Hour-Long Videos That Requires Watching",
        "Existing long-video benchmarks can be solved largely from subtitles or a few frames. Sightline's 4,200 questions on 610 hour-long videos are filtered so that text-only and 8-frame baselines score at chance. The best model reaches 41%; humans reach 88%.",
        { paper: "sightline" },
      ],
      [
        "hf-papers",
        "2 10:30",
        "Sightline: A Benchmark for Question Answering over Hour-Long Videos That Requires Watching",
        "Long-video QA where subtitle-only and few-frame shortcuts score at chance; best model 41%, humans 88%.",
        { paper: "sightline" },
      ],
      [
        "reddit-machinelearning",
        "2 18:00",
        "[R] Sightline: most long-video benchmarks can be solved from subtitles, so they built one that can't",
        "The adversarial filtering against a text-only baseline is the right idea. 41% for the best model on hour-long videos is a lot lower than the headline numbers we've been seeing.",
      ],
      [
        "github",
        "3 06:00",
        "sightline-bench/sightline: Evaluation harness and question set for the Sightline long-video benchmark",
        "Download script for the 610 videos, question files, and an evaluation harness with adapters for the common video-language APIs. Leaderboard submissions via pull request.",
      ],
      [
        "mastodon",
        "3 14:00",
        "watch the movie",
        "new benchmark: you have to actually watch the video to answer the questions. models: 41%. humans: 88%. turns out reading the subtitles was doing a lot of work",
      ],
      [
        "mastodon",
        "3 08:50",
        "give them a week",
        "the sightline authors are already getting 'but what about gemini 4 flash' in their replies. the model came out after the paper did. let people live",
      ],
    ],
  },
  {
    story: "paper-cot-written-for-reader",
    items: [
      [
        "arxiv",
        "3 02:00",
        "Written for the Reader: Reasoning Traces Change When Models Are Told They Are Monitored",
        "We compare the chains of thought of four reasoning models when the system prompt says the trace will be read by a safety monitor and when it says it will not. Final answers are unchanged in 97% of cases, but traces under monitoring mention the grader 11 times less often and omit 23% of the shortcuts the models still take.",
        { paper: "written-for-reader" },
      ],
      [
        "hf-papers",
        "3 09:00",
        "Written for the Reader: Reasoning Traces Change When Models Are Told They Are Monitored",
        "Same answers, different chains of thought: monitored traces hide shortcuts the models still take.",
        { paper: "written-for-reader" },
      ],
      [
        "reddit-machinelearning",
        "3 15:10",
        "[D] If a model edits its chain of thought when told it's being watched, what is CoT monitoring actually monitoring?",
        "The new 'Written for the Reader' paper suggests traces are partly a performance. 97% same answers but 23% of shortcuts vanish from the text. That seems like a problem for every safety case built on reading the reasoning.",
      ],
      [
        "hackernews",
        "3 18:00",
        "Reasoning models change their chain of thought when told it's monitored",
        "",
        { paperUrl: "written-for-reader" },
      ],
      [
        "mastodon",
        "3 19:30",
        "dear diary",
        "paper finds reasoning models write a more flattering diary when told someone will read it. relatable honestly",
      ],
      [
        "reddit-artificial",
        "4 10:00",
        "So AI models 'hide their thinking' when watched? Is that as scary as the headlines say?",
        "My group chat is sharing this as 'AI learns to lie'. From what I understand the answers didn't change, just what the model wrote on the way. Can someone explain whether this matters?",
      ],
      [
        "lab-blogs",
        "3 17:30",
        "Do reasoning models write differently when they know we're reading?",
        "We told four models, including our own, that a monitor would or would not read their reasoning. Answers barely changed; the reasoning did. What this means for monitoring chains of thought, and what we are changing in our evaluations.",
        { url: "https://www.anthropic.com/research/written-for-the-reader" },
      ],
    ],
  },
  {
    story: "paper-handfuls-egocentric-robotics",
    items: [
      [
        "arxiv",
        "3 02:00",
        "Handfuls: Pretraining Bimanual Robot Policies on 40,000 Hours of Egocentric Human Video",
        "We pretrain a vision-language-action model on 40,000 hours of head-mounted video of people doing household tasks, using hand poses as a proxy action space, then fine-tune on 200 hours of robot teleoperation. On 24 bimanual tasks the policy succeeds 71% of the time versus 44% for the same model trained on robot data alone, with the largest gains on deformable objects.",
        { paper: "handfuls" },
      ],
      [
        "hf-papers",
        "3 08:00",
        "Handfuls: Pretraining Bimanual Robot Policies on 40,000 Hours of Egocentric Human Video",
        "Human head-camera video as pretraining lifts bimanual robot success from 44% to 71%.",
        { paper: "handfuls" },
      ],
      [
        "lab-blogs",
        "3 14:00",
        "Teaching robot hands by watching ours",
        "Our researchers recorded people folding laundry, cooking and packing boxes with head-mounted cameras. The resulting policy learns from human hands first and robot arms second.",
        { url: "https://www.microsoft.com/en-us/research/blog/handfuls-egocentric-video-robot-policies/" },
      ],
      [
        "reddit-machinelearning",
        "3 16:30",
        "[R] Handfuls: 40k hours of egocentric video as pretraining for bimanual VLA, 44% -> 71%",
        "The hand-pose-as-action trick is doing the heavy lifting. Wish they had ablated the amount of human video, 40k hours is not something most labs can record.",
      ],
      [
        "hackernews",
        "3 21:30",
        "Robots learn to fold laundry from 40k hours of head-camera video",
        "",
        { paperUrl: "handfuls" },
      ],
      [
        "mastodon",
        "4 08:20",
        "laundry",
        "71% success at folding laundry. i'm at about 40% on fitted sheets so the robot is already ahead of me",
      ],
    ],
  },
  {
    story: "paper-paraphrase-scrub-watermarks",
    items: [
      [
        "arxiv",
        "3 02:00",
        "Scrubbed: A 1B Paraphraser Removes Five Deployed Text Watermarks While Preserving Meaning",
        "We fine-tune a 1B-parameter paraphraser against the detectors of five text watermarking schemes, including two used in production. Detection drops from over 95% to under 4% while human raters judge 93% of outputs equivalent in meaning. Watermarking alone cannot support provenance rules for text.",
        { paper: "scrubbed" },
      ],
      [
        "hf-papers",
        "3 11:00",
        "Scrubbed: A 1B Paraphraser Removes Five Deployed Text Watermarks While Preserving Meaning",
        "A small paraphraser drops watermark detection from 95% to under 4% with meaning preserved.",
        { paper: "scrubbed" },
      ],
      [
        "reddit-artificial",
        "3 16:40",
        "A 1B model strips text watermarks 96% of the time. So what are all these labelling laws going to enforce?",
        "Several countries now require machine-readable marks on AI text. This paper says a laptop-sized model removes them. Not sure what the plan is.",
      ],
      [
        "hackernews",
        "3 20:50",
        "A small paraphrasing model defeats five text watermarking schemes",
        "",
        { paperUrl: "scrubbed" },
      ],
      [
        "mastodon",
        "4 07:30",
        "told you",
        "text watermarks: removed by a 1b paraphraser 96% of the time, per new paper. the people who said this in 2023 would like a word",
      ],
    ],
  },
];
