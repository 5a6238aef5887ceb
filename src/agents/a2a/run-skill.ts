import { z } from "zod";
import { INDEX_LINKS } from "../../api/links.js";
import { FeedbackBody } from "../../api/requests.js";
import type { RouteDef } from "../../api/route-def.js";
import type { CurrentDigest } from "../../digest/current.js";
import { currentDigest, sampleDigest } from "../../digest/reads.js";
import { toBrief } from "../../digest/schema.js";
import type { DigestStore } from "../../digest/store.js";
import { buildIndex } from "../../digest/views.js";
import type { AppError } from "../../errors/index.js";
import type { FeedbackStore, MetaStore } from "../../feedback/store.js";
import { submitFeedback } from "../../feedback/submit.js";
import { RpcError } from "./json-rpc.js";
import type { SkillEntry } from "./skills.js";

export interface SkillDeps {
  routes: readonly RouteDef[];
  current: Pick<CurrentDigest, "get">;
  store: Pick<DigestStore, "sampleDigest" | "digestById"> & FeedbackStore & MetaStore;
  now: () => Date;
  nextExpected: (now: Date) => Date;
  /** Public base URL, for the absolute route URLs of the answers. */
  baseUrl: string;
  /** CAIP-2 network of the x402 payments. */
  network: string;
}

/** What a skill answers: a short human text and the data, the same value the HTTP route carries. */
export interface SkillOutput {
  text: string;
  data: Record<string, unknown>;
}

/** Where in the request the skill's parameters came from, to name failing fields. */
export type ParamsLocation = string;

type FreeSkill = (deps: SkillDeps, params: Record<string, unknown>, ctx: RunContext) => Promise<SkillOutput>;

export interface RunContext {
  clientIp: string;
  at: ParamsLocation;
}

/** The free skills: the same domain calls as the HTTP handlers of their routes. */
const FREE: Record<string, FreeSkill> = {
  getBrief: async (deps) => {
    const d = await currentDigest(deps.current);
    const brief = toBrief(d);
    return { text: `${brief.title} (${brief.createdAt})\n\n${brief.executiveSummary}`, data: brief };
  },
  getIndex: async (deps) => {
    // The same two calls as the HTTP route's body (src/http/digest-bodies.ts).
    const index = buildIndex(await currentDigest(deps.current), deps.now(), deps.nextExpected, INDEX_LINKS);
    return {
      text: `Current digest ${index.index}, updated ${index.updatedAt}; cadence ${index.cadence}, next expected ${index.nextExpected}.`,
      data: index,
    };
  },
  getLatest: async (deps) => {
    const d = await currentDigest(deps.current);
    return { text: `${d.title} (${d.id}, ${d.createdAt})\n\n${d.executiveSummary}`, data: d };
  },
  getSample: async (deps) => {
    const s = await sampleDigest(deps.store, deps.now());
    return {
      text: `Sample digest ${s.id} (8 hours old or more): ${s.title}\n\n${s.executiveSummary}`,
      data: s,
    };
  },
  postFeedback: async (deps, params, ctx) => {
    const body = validate(FeedbackBody, params, ctx.at);
    const { replaced } = await submitFeedback(deps, body, ctx.clientIp, deps.now());
    const text = replaced
      ? `Feedback updated: your earlier vote on ${body.digestId} was replaced.`
      : `Feedback recorded for ${body.digestId}. Thank you.`;
    return {
      text,
      data: {
        digestId: body.digestId,
        digestType: body.digestType,
        rating: body.rating,
        replaced,
        message: text,
      },
    };
  },
};

export const isFreeSkill = (skill: SkillEntry): boolean => skill.price === undefined && skill.routeId in FREE;

export async function runFreeSkill(
  deps: SkillDeps,
  skill: SkillEntry,
  params: Record<string, unknown>,
  ctx: RunContext,
): Promise<SkillOutput> {
  const run = FREE[skill.routeId];
  if (!run) throw new Error(`skill ${skill.id} has no runner`);
  return run(deps, params, ctx);
}

/**
 * A paid skill is not run over A2A: the answer says what it costs, which HTTP call returns it and how to pay that
 * call with x402. Parameters given are validated with the route's own schemas and put into the URL.
 */
export function paymentInstructions(
  deps: SkillDeps,
  skill: SkillEntry & { price: string },
  params: Record<string, unknown>,
  at: ParamsLocation,
): SkillOutput {
  const route = deps.routes.find((r) => r.id === skill.routeId);
  if (!route?.request?.params && !route?.request?.query) pick(params, EMPTY, at);
  const asStrings = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === "number" ? String(v) : v]),
  );
  let path = skill.path;
  const query = new URLSearchParams();
  if (route?.request?.params) {
    // A missing path parameter is allowed: the answer keeps the `{name}` placeholder and says to fill it in.
    const schema = route.request.params.partial();
    const p = validate(schema, pick(asStrings, schema, at), at) as Record<string, string | undefined>;
    path = path.replace(/\{([^}]+)\}/g, (whole, name: string) =>
      p[name] ? encodeURIComponent(p[name]) : whole,
    );
  }
  if (route?.request?.query) {
    const given = pick(asStrings, route.request.query, at);
    validate(route.request.query, given, at);
    for (const [k, v] of Object.entries(given)) if (typeof v === "string") query.set(k, v);
  }
  const qs = query.toString();
  const url = `${deps.baseUrl.replace(/\/+$/, "")}${path}${qs ? `?${qs}` : ""}`;
  const missing = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
  const steps = [
    `${skill.method} ${url} without payment; the answer is HTTP 402 with a PAYMENT-REQUIRED header (base64 JSON x402 v2 payment requirements: scheme "exact", network ${deps.network}, USDC asset, amount, payTo).`,
    `Sign an EIP-3009 transferWithAuthorization for exactly that USDC amount to payTo on ${deps.network} (any x402 client does this, e.g. @x402/fetch with a viem account).`,
    `Repeat the same request with the signed payload in the PAYMENT-SIGNATURE header; the 200 answer carries PAYMENT-RESPONSE with the settlement transaction.`,
  ];
  const text = [
    `${skill.name} is paid: $${skill.price} per call in USDC via x402 on ${deps.network}. Call ${skill.method} ${url} over HTTP:`,
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    ...(missing.length ? [`Replace ${missing.map((m) => `{${m}}`).join(", ")} in the URL first.`] : []),
    "A call that fails or finds nothing is not charged.",
  ].join("\n");
  return {
    text,
    data: {
      skill: skill.id,
      paid: true,
      price: skill.price,
      currency: "USD",
      method: skill.method,
      path: skill.path,
      url,
      ...(missing.length ? { missingParams: missing } : {}),
      payment: {
        protocol: "x402",
        version: 2,
        scheme: "exact",
        network: deps.network,
        asset: "USDC",
        mechanism: "EIP-3009 transferWithAuthorization",
        requestHeader: "PAYMENT-SIGNATURE",
        challengeHeader: "PAYMENT-REQUIRED",
        receiptHeader: "PAYMENT-RESPONSE",
        steps,
      },
    },
  };
}

const EMPTY = z.object({});

const pick = (
  o: Record<string, unknown>,
  schema: z.ZodObject,
  at: ParamsLocation,
): Record<string, unknown> => {
  const extra = Object.keys(o).filter((k) => !(k in schema.shape));
  if (extra.length) {
    throw new RpcError("invalidParams", `Unknown parameter(s) for this skill: ${extra.join(", ")}.`, {
      code: "invalid_request",
      details: extra.map((k) => ({ field: k, location: at, message: "is not a parameter of this skill" })),
    });
  }
  return o;
};

/** The route's zod schema, failing as JSON-RPC invalid params that name each field (like the HTTP 400 details). */
function validate<T extends z.ZodType>(schema: T, value: unknown, at: ParamsLocation): z.infer<T> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const details = r.error.issues.map((i) => {
    const base = i.path.join(".");
    const keys =
      i.code === "unrecognized_keys" ? i.keys.map((k) => (base ? `${base}.${k}` : k)).join(", ") : "";
    return { field: keys || base || "params", location: at, message: i.message };
  });
  throw new RpcError(
    "invalidParams",
    `Invalid params: ${details.map((d) => `${d.field}: ${d.message}`).join("; ")}`,
    {
      code: "invalid_request",
      details,
    },
  );
}

/** Domain refusals of bad input (e.g. a malformed digest id) are invalid params too, with the HTTP route's details. */
export function rpcErrorOf(err: AppError, at: ParamsLocation): RpcError | undefined {
  if (err.code !== "invalid_request") return undefined;
  const details = Array.isArray(err.details)
    ? err.details.map((d: Record<string, unknown>) => ({ ...d, location: at }))
    : err.details;
  return new RpcError("invalidParams", err.message, { code: err.code, details });
}
