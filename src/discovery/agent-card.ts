import type { RouteDef } from "../api/route-def.js";
import { absoluteUrl, DOC_IDS, type DocContext, methodOf, urlOf } from "./doc-context.js";

/** The A2A protocol version the card follows (0.3.0, no streaming, no push notifications; README, "Agents: A2A"). */
export const A2A_PROTOCOL_VERSION = "0.3.0";

/** The fields of A2A 0.3.0's AgentCard this service fills in (fixtures/a2a-0.3.0.schema.json has them all). */
export interface AgentCard {
  protocolVersion: string;
  name: string;
  description: string;
  url: string;
  preferredTransport: "JSONRPC";
  additionalInterfaces: Array<{ url: string; transport: string }>;
  version: string;
  provider: { organization: string; url: string };
  documentationUrl: string;
  capabilities: { streaming: boolean; pushNotifications: boolean; stateTransitionHistory: boolean };
  defaultInputModes: string[];
  defaultOutputModes: string[];
  skills: AgentSkill[];
  supportsAuthenticatedExtendedCard: boolean;
}

export interface AgentSkill {
  id: string;
  name: string;
  description: string;
  tags: string[];
  examples: string[];
  inputModes: string[];
  outputModes: string[];
}

const INPUT_MODES = ["text/plain", "application/json"];
const OUTPUT_MODES = ["application/json", "text/plain"];

/**
 * `/.well-known/agent-card.json`. No `securitySchemes`: nothing is authenticated, and paid skills are paid per call
 * with x402, which the card has no field for; the skill descriptions carry the price from the table.
 */
export function agentCard(routes: readonly RouteDef[], ctx: DocContext): AgentCard {
  const a2aUrl = absoluteUrl(ctx, "/a2a");
  return {
    protocolVersion: A2A_PROTOCOL_VERSION,
    name: ctx.serviceName,
    description: `${ctx.description} Informational only; not investment, financial or business advice.`,
    url: a2aUrl,
    preferredTransport: "JSONRPC",
    additionalInterfaces: [{ url: a2aUrl, transport: "JSONRPC" }],
    version: ctx.interfaceVersion,
    provider: { organization: ctx.serviceName, url: ctx.publicBaseUrl },
    documentationUrl: urlOf(routes, ctx, DOC_IDS.llmsFull),
    capabilities: { streaming: false, pushNotifications: false, stateTransitionHistory: false },
    defaultInputModes: INPUT_MODES,
    defaultOutputModes: OUTPUT_MODES,
    skills: routes.flatMap((r) =>
      r.skill
        ? [
            {
              id: r.skill.id,
              name: r.skill.name,
              description: `${r.skill.description} HTTP: ${methodOf(r)} ${absoluteUrl(ctx, r.path)}.`,
              tags: r.skill.tags,
              examples: r.skill.examples,
              inputModes: r.request?.body ? ["application/json", "text/plain"] : INPUT_MODES,
              outputModes: [r.contentType],
            },
          ]
        : [],
    ),
    supportsAuthenticatedExtendedCard: false,
  };
}
