import { randomUUID } from "node:crypto";
import { RpcError } from "./json-rpc.js";
import { intentOfText, type SkillEntry } from "./skills.js";
import type { Message, Part } from "./types.js";

/** Which skill a message asks for, and the answer when it is unclear. */

const ids = (skills: readonly SkillEntry[]) => skills.map((s) => s.id);

export interface SkillRequest {
  skill: SkillEntry;
  params: Record<string, unknown>;
  /** Where the parameters sit in the request, to name failing fields. */
  at: string;
}

/** A data part `{ "skill": id, ...params }` wins; otherwise the text parts are read with the keyword rules. */
export function requestedSkill(skills: readonly SkillEntry[], message: Message): SkillRequest | undefined {
  const dataIndex = message.parts.findIndex((part) => part.kind === "data" && "skill" in part.data);
  if (dataIndex >= 0) {
    const part = message.parts[dataIndex] as Extract<Part, { kind: "data" }>;
    const at = `params.message.parts.${dataIndex}.data`;
    const { skill: id, ...params } = part.data;
    const skill = skills.find((s) => s.id === id);
    if (!skill) {
      throw new RpcError(
        "invalidParams",
        `Unknown skill ${JSON.stringify(id)}; skills: ${ids(skills).join(", ")}.`,
        {
          details: [{ field: `${at}.skill`, message: `must be one of ${ids(skills).join(", ")}` }],
        },
      );
    }
    return { skill, params, at };
  }
  const texts = message.parts.flatMap((part, i) => (part.kind === "text" ? [{ text: part.text, i }] : []));
  if (!texts.length && message.parts.every((part) => part.kind === "file")) {
    throw new RpcError(
      "contentTypeNotSupported",
      "File parts are not read: send a text part or a data part naming a skill.",
      {
        supported: ["text/plain", "application/json"],
      },
    );
  }
  for (const { text, i } of texts) {
    const intent = intentOfText(text, ids(skills));
    const skill = intent && skills.find((s) => s.id === intent.skill);
    if (intent && skill) return { skill, params: intent.params, at: `params.message.parts.${i}.text` };
  }
  return undefined;
}

export function skillListMessage(skills: readonly SkillEntry[], contextId: string, asked: Message): Message {
  const list = skills.map((s) => `- ${s.id}: ${s.description}`).join("\n");
  return {
    kind: "message",
    messageId: randomUUID(),
    role: "agent",
    contextId,
    ...(asked.taskId ? { taskId: asked.taskId } : {}),
    parts: [
      {
        kind: "text",
        text: `I could not tell which skill you want. Name one in words (e.g. "brief", "latest digest", "index", "sample", "feedback good mi_…") or send a data part {"skill": "<id>", ...params}. Skills:\n${list}`,
      },
      {
        kind: "data",
        data: {
          skills: skills.map((s) => ({
            id: s.id,
            name: s.name,
            description: s.description,
            method: s.method,
            path: s.path,
            ...(s.price ? { price: s.price } : {}),
          })),
        },
      },
    ],
  };
}
