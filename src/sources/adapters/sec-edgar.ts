import { z } from "zod";
import type { Adapter, RawItem } from "../types.js";
import { literal, parseEach, parseJsonBody } from "./json-body.js";
import { ITEMS_8K } from "./sec-8k-items.js";

/**
 * SEC EDGAR full-text search (efts.sec.gov, an Elasticsearch front end). Each hit is one document of a filing, so a
 * filing whose 8-K and press-release exhibit both match comes back twice: items are one per filing (accession
 * number), pointing at its main document. EDGAR refuses clients without a contact in the User-Agent; the fetcher
 * adds the operator's contact, and a live collector with this source enabled does not start without one.
 */

export const SecEdgarSettings = z.strictObject({
  query: z.string().trim().min(1, "must not be empty").max(500),
  // Amendments are matched by their root form: "S-1" also finds S-1/A filings.
  forms: z
    .array(z.string().regex(/^[A-Z0-9][A-Z0-9 ./-]*$/i, "must be EDGAR form types such as 8-K or S-1"))
    .min(1)
    .max(30)
    .default(["8-K", "S-1", "10-Q", "10-K"]),
  lookbackDays: z.int().min(1).max(30).default(3),
});
export type SecEdgarSettings = z.infer<typeof SecEdgarSettings>;

const KIND = "sec-edgar";
const DAY_MS = 86_400_000;

const Hit = z.looseObject({
  _id: z.string(),
  _source: z.looseObject({
    ciks: z.array(z.string()).min(1),
    display_names: z.array(z.string()).nullish(),
    form: z.string(),
    adsh: z.string().regex(/^\d{10}-\d{2}-\d{6}$/),
    file_date: z.string().nullish(),
    file_type: z.string().nullish(),
    file_description: z.string().nullish(),
    period_ending: z.string().nullish(),
    items: z.array(z.string()).nullish(),
    biz_locations: z.array(z.string()).nullish(),
    sequence: z.union([z.number(), z.string()]).nullish(),
  }),
});
type Hit = z.infer<typeof Hit>;

const Body = z.looseObject({ hits: z.looseObject({ hits: z.array(z.unknown()) }) });

const FORM_NAMES: Record<string, string> = {
  "S-1": "Registration statement",
  "S-1/A": "Amended registration statement",
  "10-Q": "Quarterly report",
  "10-K": "Annual report",
  "424B4": "Final prospectus",
  "S-4": "Registration statement for a business combination",
};

export const secEdgarAdapter: Adapter<SecEdgarSettings> = {
  kind: KIND,
  settings: SecEdgarSettings,
  contactRequired:
    "SEC EDGAR answers 403 to clients whose User-Agent does not name who is calling (an email address), and may block their IP",

  requests(settings, ctx) {
    const end = ctx.now.toISOString().slice(0, 10);
    const start = new Date(ctx.now.getTime() - settings.lookbackDays * DAY_MS).toISOString().slice(0, 10);
    const forms = settings.forms.map(encodeURIComponent).join(",");
    const q = encodeURIComponent(settings.query);
    return [
      {
        url: `https://efts.sec.gov/LATEST/search-index?q=${q}&dateRange=custom&startdt=${start}&enddt=${end}&forms=${forms}`,
        accept: "json",
      },
    ];
  },

  parse(res, _settings, ctx) {
    const body = parseJsonBody(KIND, res, Body, "an EDGAR search result ({hits: {hits: [...]}})");
    const hits = parseEach(KIND, body.hits.hits, Hit, "an EDGAR filing document");
    const filings = new Map<string, Hit[]>();
    for (const hit of hits) {
      const docs = filings.get(hit._source.adsh);
      if (docs) docs.push(hit);
      else filings.set(hit._source.adsh, [hit]);
    }
    return [...filings.values()].map((docs) => toItem(docs, ctx.now));
  },
};

function toItem(docs: Hit[], now: Date): RawItem {
  // The main document is the one typed as the form itself (sequence 1); exhibits carry EX-… types.
  const main =
    docs.find((d) => d._source.file_type === d._source.form || Number(d._source.sequence) === 1) ?? docs[0];
  const src = (main as Hit)._source;
  const company = companyName(src.display_names?.[0]) ?? `CIK ${src.ciks[0]}`;
  const items = (src.items ?? []).filter((i) => i !== "");
  const itemNames = items.map((i) => (ITEMS_8K[i] ? `${i} ${ITEMS_8K[i]}` : i));
  const headline = items.filter((i) => i !== "9.01").map((i) => ITEMS_8K[i] ?? `Item ${i}`);
  const what =
    headline.join("; ") ||
    FORM_NAMES[src.form] ||
    (src.file_description ?? "").trim() ||
    itemNames.join("; ");
  const period =
    src.period_ending && !src.form.startsWith("8-K") ? ` for the period ending ${src.period_ending}` : "";

  const content = [
    `Form ${src.form} filed ${src.file_date ?? "(date not given)"} by ${company}${
      src.biz_locations?.[0] ? `, ${src.biz_locations[0]}` : ""
    }.`,
    itemNames.length ? `Items: ${itemNames.join("; ")}.` : "",
    // An 8-K's "period" is the date of the event it reports.
    src.period_ending
      ? `${src.form.startsWith("8-K") ? "Date of report" : "Period"}: ${src.period_ending}.`
      : "",
    `Matching documents: ${docs.map(describeDoc).join("; ")}.`,
  ];
  return {
    // The accession number names the filing; `_id` names one of its documents, and which one matches can vary.
    sourceId: src.adsh,
    title: literal(`${company} files ${src.form}${what ? `: ${what}` : ""}${period}`),
    content: literal(content.filter(Boolean).join(" ")),
    url: documentUrl(main as Hit),
    author: company,
    publishedAt: filingDate(src.file_date, now),
  };
}

/** "NVIDIA CORP  (NVDA)  (CIK 0001045810)" → "NVIDIA CORP (NVDA)". */
function companyName(display: string | undefined): string | undefined {
  const name = display
    ?.replace(/\(CIK \d+\)/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return name || undefined;
}

function describeDoc(hit: Hit): string {
  const { file_type, file_description } = hit._source;
  const description = file_description?.trim() === file_type ? undefined : file_description?.trim();
  const label = [file_type, description].filter(Boolean).join(" ") || "document";
  return `${label} (${fileName(hit) ?? "index"})`;
}

const fileName = (hit: Hit) => hit._id.split(":")[1] || undefined;

function documentUrl(hit: Hit): string {
  const cik = (hit._source.ciks[0] as string).replace(/^0+/, "");
  const adsh = hit._source.adsh;
  const folder = `https://www.sec.gov/Archives/edgar/data/${cik}/${adsh.replace(/-/g, "")}`;
  return `${folder}/${fileName(hit) ?? `${adsh}-index.htm`}`;
}

/**
 * EDGAR gives the filing date only (the Eastern-time business day). Midday UTC (07:00 or 08:00 in New York) sits
 * inside that day whatever the reader's zone, so the date never shifts by a day when shown. A filing accepted after
 * 17:30 ET is dated the next business day, which can be later than now: such a date is capped at `now`.
 */
function filingDate(day: string | null | undefined, now: Date): Date | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const d = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return undefined;
  return d > now ? new Date(now) : d;
}
