import { z } from "zod";
import { MasterDigest } from "../../schema.js";

/**
 * What the model writes (the prose of a digest) and how it is checked. Two schemas on purpose: `ProseWire` is what the
 * provider is asked for (plain types only, because strict structured-output modes reject keywords such as
 * `minLength`), `DigestProse` is what we accept (the Master digest's own rules plus the editorial ones). Numbers and
 * lists never come from here: the engine takes them from the skeleton.
 */

export const PROSE_FIELDS = ["title", "executiveSummary", "fullAnalysis", "crossDomainInsights"] as const;

/** The sections of `fullAnalysis`, in order; the offline engine writes the same ones. */
export const ANALYSIS_SECTIONS = [
  "Top narratives",
  "Notable signals",
  "Cross-domain connections",
  "Sentiment",
  "Coverage",
] as const;

export const MAX_TITLE_CHARS = 160;
export const MAX_INSIGHTS = 8;

export const ProseWire = z.object({
  title: z
    .string()
    .describe(`One line naming the strongest narrative, at most ${MAX_TITLE_CHARS} characters.`),
  executiveSummary: z.string().describe("Two to four plain sentences."),
  fullAnalysis: z
    .string()
    .describe(`Markdown with the sections ${ANALYSIS_SECTIONS.map((s) => `"## ${s}"`).join(", ")}.`),
  crossDomainInsights: z.array(z.string()).describe("One sentence per cross-domain connection."),
}) satisfies z.ZodType<Pick<MasterDigest, (typeof PROSE_FIELDS)[number]>>;

/** A sentence ends at . ! or ? followed by whitespace and a capital, a quote or a digit, or at the end. */
export function countSentences(text: string): number {
  return text
    .trim()
    .split(/(?<=[.!?])\s+(?=["'“(A-Z0-9])/)
    .filter((s) => s.trim().length > 0).length;
}

const missingSections = (markdown: string): string[] => {
  const headings = new Set(
    [...markdown.matchAll(/^#{2,3}\s+(.+?)\s*#*\s*$/gm)].map((m) => (m[1] ?? "").trim().toLowerCase()),
  );
  return ANALYSIS_SECTIONS.filter((s) => !headings.has(s.toLowerCase()));
};

const line = z.string().trim().min(1);

/**
 * The prose we accept. Sentence counts are checked loosely (1–6 for the 2–4 asked) because a regex cannot tell an
 * abbreviation from a sentence end; missing sections or empty fields are real failures.
 */
export const DigestProse = z
  .object({
    title: line.max(MAX_TITLE_CHARS).refine((t) => !t.includes("\n"), "must be one line"),
    executiveSummary: line.refine((t) => {
      const n = countSentences(t);
      return n >= 1 && n <= 6;
    }, "must be 2–4 sentences"),
    fullAnalysis: line.superRefine((md, ctx) => {
      const missing = missingSections(md);
      if (missing.length > 0)
        ctx.addIssue({ code: "custom", message: `missing sections: ${missing.join(", ")}` });
    }),
    crossDomainInsights: z.array(line).max(MAX_INSIGHTS),
  })
  .strip();
export type DigestProse = z.infer<typeof DigestProse>;

/** The assembled draft, checked with the Master digest's own rules before it leaves the engine. */
export const DraftSchema = MasterDigest.pick({
  title: true,
  executiveSummary: true,
  fullAnalysis: true,
  crossDomainInsights: true,
  narratives: true,
  signals: true,
  sentiment: true,
  sourcesUsed: true,
});

/**
 * Reads the model's text as JSON, tolerating what JSON mode on small servers produces: a Markdown code fence or a
 * sentence around the object. Returns undefined when there is no JSON object in it.
 */
export function extractJson(text: string): unknown {
  const attempts = [text.trim()];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  if (fenced?.[1]) attempts.push(fenced[1].trim());
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start >= 0 && end > start) attempts.push(text.slice(start, end + 1));
  for (const candidate of attempts) {
    try {
      const value: unknown = JSON.parse(candidate);
      if (value !== null && typeof value === "object" && !Array.isArray(value)) return value;
    } catch {
      // Try the next reading.
    }
  }
  return undefined;
}

/** One short line naming what is wrong with the prose (for the fallback reason and the log). */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
    .join("; ");
}
