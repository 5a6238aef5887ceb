import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import formats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { agentCard } from "./agent-card.js";
import { ctx, pricesIn, routes } from "./fixtures/test-context.js";

const schemaFile = new URL("./fixtures/a2a-0.3.0.schema.json", import.meta.url);
const a2aSchema = JSON.parse(readFileSync(schemaFile, "utf8")) as { $schema: string };

function agentCardValidator() {
  // The schema is draft-07 (its `$schema`), which is Ajv's default dialect.
  const ajv = new Ajv({ allErrors: true });
  // CommonJS under NodeNext: the plugin is the module's `default` property.
  formats.default(ajv);
  ajv.addSchema(a2aSchema, "a2a");
  const validate = ajv.getSchema("a2a#/definitions/AgentCard");
  if (!validate) throw new Error("AgentCard definition not found in the A2A schema");
  return validate;
}

describe("agentCard", () => {
  const card = agentCard(routes, ctx);

  it("uses the draft-07 A2A schema whose AgentCard defaults to protocol 0.3.0", () => {
    expect(a2aSchema.$schema).toBe("http://json-schema.org/draft-07/schema#");
    const def = (
      a2aSchema as unknown as { definitions: Record<string, { properties: Record<string, unknown> }> }
    ).definitions.AgentCard;
    expect(def?.properties.protocolVersion).toMatchObject({ default: "0.3.0" });
  });

  it("validates against the official A2A 0.3.0 AgentCard definition", () => {
    const validate = agentCardValidator();
    const ok = validate(card);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it("is rejected by the same validator when a required field is missing", () => {
    const validate = agentCardValidator();
    const { url: _url, ...withoutUrl } = card;
    expect(validate(withoutUrl)).toBe(false);
    expect(validate({ ...card, skills: [{ id: "x" }] })).toBe(false);
  });

  it("announces the A2A endpoint, version and capabilities of the spec", () => {
    expect(card).toMatchObject({
      protocolVersion: "0.3.0",
      url: "https://intel.example.com/a2a",
      preferredTransport: "JSONRPC",
      version: "1.0.0",
      provider: { organization: "Intel Digest", url: "https://intel.example.com" },
      documentationUrl: "https://intel.example.com/llms-full.txt",
      capabilities: { streaming: false, pushNotifications: false, stateTransitionHistory: false },
      defaultInputModes: ["text/plain", "application/json"],
      defaultOutputModes: ["application/json", "text/plain"],
    });
  });

  it("has one skill per route of the table that has a skill, in table order", () => {
    const withSkill = routes.filter((r) => r.skill);
    expect(card.skills.map((s) => s.id)).toEqual(withSkill.map((r) => r.skill?.id));
    for (const [i, r] of withSkill.entries()) {
      const skill = card.skills[i];
      expect(skill?.name).toBe(r.skill?.name);
      expect(skill?.tags).toEqual(r.skill?.tags);
      expect(skill?.examples).toEqual(r.skill?.examples);
      expect(skill?.description).toContain(`https://intel.example.com${r.path}`);
    }
  });

  it("prices a paid skill with its route's price and a free skill with none", () => {
    for (const r of routes.filter((route) => route.skill)) {
      const skill = card.skills.find((s) => s.id === r.skill?.id);
      expect(pricesIn(skill?.description ?? ""), r.id).toEqual(r.price ? [r.price] : []);
    }
  });
});
