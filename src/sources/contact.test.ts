import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContactRequiredError } from "./contact.js";
import { type CollectorOptions, createCollector } from "./runtime.js";

const base: CollectorOptions = {
  mode: "live",
  sourcesFile: undefined,
  snapshotDir: "snapshot/sources",
  packageVersion: "0.0.0",
  publicBaseUrl: "http://localhost:8080",
  contact: undefined,
  retentionDays: 14,
  secrets: {},
};
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function rosterFile(body: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), "intel-contact-"));
  dirs.push(dir);
  const file = join(dir, "roster.json");
  writeFileSync(file, JSON.stringify(body));
  return file;
}

describe("OPERATOR_CONTACT for sources that require one", () => {
  it("refuses a live built-in roster without a contact, naming the variable, the source and why", () => {
    const build = () => createCollector(base);
    expect(build).toThrow(ContactRequiredError);
    expect(build).toThrow(
      /^OPERATOR_CONTACT is required: the source roster enables sec-edgar in live mode\./,
    );
    expect(build).toThrow(
      /sec-edgar: SEC EDGAR answers 403 to clients whose User-Agent does not name who is calling/,
    );
    expect(build).toThrow(/SOURCES_MODE=replay/);
    // Blank is no contact.
    expect(() => createCollector({ ...base, contact: "  " })).toThrow(ContactRequiredError);
  });

  it("starts with a contact, in replay mode, or with sec-edgar switched off", () => {
    expect(createCollector({ ...base, contact: "ops@example.com" }).sources).toHaveLength(20);
    expect(createCollector({ ...base, mode: "replay" }).sources).toHaveLength(20);
    const off = rosterFile({ mode: "extend", sources: [{ id: "sec-edgar", enabled: false }] });
    expect(createCollector({ ...base, sourcesFile: off }).sources).toHaveLength(19);
  });

  it("applies to an operator's own entry using the sec-edgar adapter", () => {
    const own = rosterFile([
      {
        id: "edgar-chips",
        name: "EDGAR: chips",
        domain: "markets",
        adapter: "sec-edgar",
        settings: { query: "semiconductor" },
      },
    ]);
    expect(() => createCollector({ ...base, sourcesFile: own })).toThrow(/enables edgar-chips in live mode/);
  });
});
