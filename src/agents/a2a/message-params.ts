import { z } from "zod";
import { RpcError } from "./json-rpc.js";

/** A2A 0.3.0 shapes of the params this agent reads, checked before anything runs; unknown members are kept. */
const Metadata = z.record(z.string(), z.unknown());
const TextPart = z.looseObject({ kind: z.literal("text"), text: z.string(), metadata: Metadata.optional() });
const DataPart = z.looseObject({
  kind: z.literal("data"),
  data: z.record(z.string(), z.unknown()),
  metadata: Metadata.optional(),
});
const FilePart = z.looseObject({
  kind: z.literal("file"),
  file: z.record(z.string(), z.unknown()),
  metadata: Metadata.optional(),
});

export const MessageSchema = z.looseObject({
  kind: z.literal("message"),
  messageId: z.string().min(1),
  role: z.enum(["user", "agent"]),
  parts: z.array(z.discriminatedUnion("kind", [TextPart, DataPart, FilePart])).min(1),
  contextId: z.string().optional(),
  taskId: z.string().optional(),
  referenceTaskIds: z.array(z.string()).optional(),
  extensions: z.array(z.string()).optional(),
  metadata: Metadata.optional(),
});

export const MessageSendParams = z.looseObject({
  message: MessageSchema,
  configuration: z
    .looseObject({
      acceptedOutputModes: z.array(z.string()).optional(),
      blocking: z.boolean().optional(),
      historyLength: z.number().int().min(0).optional(),
      pushNotificationConfig: z.unknown().optional(),
    })
    .optional(),
  metadata: Metadata.optional(),
});
export type MessageSendParams = z.infer<typeof MessageSendParams>;

export const TaskQueryParams = z.looseObject({
  id: z.string().min(1),
  historyLength: z.number().int().min(0).optional(),
  metadata: Metadata.optional(),
});

export const TaskIdParams = z.looseObject({ id: z.string().min(1), metadata: Metadata.optional() });

/** Parses `params`, or fails with -32602 naming every failing field from `params.` down. */
export function parseParams<T extends z.ZodType>(schema: T, params: unknown): z.infer<T> {
  const r = schema.safeParse(params);
  if (r.success) return r.data;
  const details = r.error.issues.map((i) => ({
    field: ["params", ...i.path.map(String)].join("."),
    message: i.message,
  }));
  throw new RpcError(
    "invalidParams",
    `Invalid params: ${details.map((d) => `${d.field}: ${d.message}`).join("; ")}`,
    { details },
  );
}
