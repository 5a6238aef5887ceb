import { z } from "zod";
import type { RouteDef } from "../api/route-def.js";

/**
 * Reads the route table's zod schemas as JSON Schema, so parameters and fields in the documents are the ones the
 * router validates and answers with, never a hand-kept copy.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
  example?: unknown;
}

export interface ParamDoc {
  name: string;
  in: "query" | "path" | "body";
  type: string;
  required: boolean;
  default?: unknown;
  description?: string;
  /** A value the router accepts, from the schema's `example`. */
  example?: unknown;
}

export interface FieldDoc {
  /** Dotted path; `[]` marks the elements of an array (`data[].title`). */
  path: string;
  type: string;
  required: boolean;
  description?: string;
}

const toJson = (schema: z.ZodType, io: "input" | "output"): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;

/**
 * The schema a value ends up checked against: query strings are parsed (`"48"` → 48) and then range-checked by the
 * piped schema, which is where the range lives; a trailing transform (a default filled in) documents nothing.
 */
function checkedLeaf(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodPipe)
    return schema.out instanceof z.ZodTransform
      ? checkedLeaf(schema.in as z.ZodType)
      : checkedLeaf(schema.out as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return checkedLeaf(schema.unwrap() as z.ZodType);
  return schema;
}

function fieldParam(name: string, where: "query" | "path", field: z.ZodType): ParamDoc {
  const input = toJson(field, "input");
  const leaf = toJson(checkedLeaf(field), "output");
  // What an absent value becomes is the schema's own answer, defaults applied by a transform included.
  const absent = field.safeParse(undefined);
  const doc: ParamDoc = {
    name,
    in: where,
    type: typeLabel({ ...leaf, pattern: leaf.pattern ?? input.pattern }),
    required: !absent.success,
  };
  if (absent.success && absent.data !== undefined) doc.default = absent.data;
  if (input.description) doc.description = input.description;
  if (input.example !== undefined) doc.example = input.example;
  return doc;
}

export function routeParams(route: RouteDef): ParamDoc[] {
  const params: ParamDoc[] = [];
  for (const [where, obj] of [
    ["path", route.request?.params],
    ["query", route.request?.query],
  ] as const) {
    if (!obj) continue;
    for (const [name, field] of Object.entries(obj.shape))
      params.push(fieldParam(name, where, field as z.ZodType));
  }
  const body = route.request?.body;
  if (body) {
    const root = toJson(body, "input");
    const schema = resolve(root, root.$defs ?? {});
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      const p = resolve(prop, root.$defs ?? {});
      const doc: ParamDoc = {
        name,
        in: "body",
        type: typeLabel(p, root.$defs),
        required: schema.required?.includes(name) ?? false,
      };
      if (p.default !== undefined) doc.default = p.default;
      if (p.description) doc.description = p.description;
      params.push(doc);
    }
  }
  return params;
}

/** The body example of a route with a JSON body, from the schema's `example`. */
export function bodyExample(route: RouteDef): unknown {
  const body = route.request?.body;
  if (!body) return undefined;
  const root = toJson(body, "input");
  return resolve(root, root.$defs ?? {}).example;
}

/** Every field of a response, top-level and nested, in schema order. */
export function responseFields(schema: z.ZodType): FieldDoc[] {
  const root = toJson(schema, "output");
  const out: FieldDoc[] = [];
  walk(root, "", root.$defs ?? {}, out, new Set());
  return out;
}

function resolve(schema: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema {
  const name = schema.$ref?.replace(/^#\/\$defs\//, "");
  const target = name === undefined ? undefined : defs[name];
  // Keywords beside a $ref (a description given at the use site) win over the definition's.
  if (target) {
    const { $ref: _ref, ...local } = schema;
    return { ...resolve(target, defs), ...local };
  }
  return schema;
}

function walk(
  schema: JsonSchema,
  prefix: string,
  defs: Record<string, JsonSchema>,
  out: FieldDoc[],
  stack: Set<string>,
): void {
  if (schema.$ref) {
    if (stack.has(schema.$ref)) return;
    stack.add(schema.$ref);
    walk(resolve(schema, defs), prefix, defs, out, stack);
    stack.delete(schema.$ref);
    return;
  }
  if (schema.type === "array" && schema.items) {
    walk(schema.items, `${prefix}[]`, defs, out, stack);
    return;
  }
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    const p = resolve(prop, defs);
    const doc: FieldDoc = {
      path,
      type: typeLabel(p, defs),
      required: schema.required?.includes(name) ?? false,
    };
    if (p.description) doc.description = p.description;
    out.push(doc);
    if (p.properties || (p.type === "array" && p.items)) walk(prop, path, defs, out, stack);
  }
}

/** zod's `.int()` bounds integers to the safe range, which says nothing to a reader. */
const bound = (n: number | undefined): number | undefined =>
  n === undefined || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? undefined : n;

function range(s: JsonSchema, kind: "value" | "length" | "items"): string | undefined {
  const [min, max, unit] =
    kind === "value"
      ? [bound(s.minimum), bound(s.maximum), ""]
      : kind === "length"
        ? [s.minLength, s.maxLength, " characters"]
        : [s.minItems, s.maxItems, " items"];
  if (min !== undefined && max !== undefined) return `${min} to ${max}${unit}`;
  const low =
    min !== undefined
      ? `>= ${min}`
      : bound(s.exclusiveMinimum) !== undefined
        ? `> ${s.exclusiveMinimum}`
        : "";
  const high =
    max !== undefined
      ? `<= ${max}`
      : bound(s.exclusiveMaximum) !== undefined
        ? `< ${s.exclusiveMaximum}`
        : "";
  const text = [low, high].filter(Boolean).join(" and ");
  return text ? `${text}${unit}` : undefined;
}

const join = (...parts: Array<string | undefined>): string => parts.filter(Boolean).join(", ");

/** A compact, readable type: `integer, 1 to 168`, `string: good | bad`, `array of object`. */
export function typeLabel(schema: JsonSchema, defs: Record<string, JsonSchema> = {}): string {
  const s = resolve(schema, defs);
  if (s.const !== undefined) return `constant ${JSON.stringify(s.const)}`;
  if (s.enum) return `${s.type ?? "value"}: ${s.enum.map((v) => String(v)).join(" | ")}`;
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.map((u) => typeLabel(u, defs)).join(" or ");
  const type = Array.isArray(s.type) ? s.type.join(" or ") : s.type;
  if (type === "array") {
    const items = s.items ? typeLabel(s.items, defs) : "any";
    return join(`array of ${items.includes(",") ? `(${items})` : items}`, range(s, "items"));
  }
  if (type === "object") return s.properties ? "object" : "JSON object";
  if (type === "integer" || type === "number") return join(type, range(s, "value"));
  if (type === "string") {
    const base = s.format ? `string (${s.format})` : "string";
    const length = s.minLength === 1 && s.maxLength === undefined ? "non-empty" : range(s, "length");
    // A format already says what the pattern checks, and date-time patterns are unreadable.
    const pattern = s.pattern && !s.format ? `pattern \`${s.pattern}\`` : undefined;
    return join(base, length, pattern);
  }
  return type ?? "any";
}
