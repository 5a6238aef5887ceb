import type { ResolvedSource } from "./roster-file.js";

/**
 * Some APIs refuse anonymous clients: SEC EDGAR wants the caller's contact in the User-Agent. Such a source
 * (its adapter sets `contactRequired`) would fail every live run with a 403, so a live collector refuses to start
 * without `OPERATOR_CONTACT` instead. Replay is exempt: it sends nothing to the network, and it is what a first
 * `SOURCES_MODE=replay npm start` runs without any setup.
 */
export class ContactRequiredError extends Error {
  readonly sources: string[];
  constructor(sources: { id: string; why: string }[]) {
    const ids = sources.map((s) => s.id);
    super(
      [
        `OPERATOR_CONTACT is required: the source roster enables ${ids.join(", ")} in live mode.`,
        ...sources.map((s) => `  - ${s.id}: ${s.why}.`),
        "Set OPERATOR_CONTACT to an email address people can reach you at (it goes into the collector's User-Agent),",
        `or switch ${ids.length > 1 ? "those sources" : "that source"} off in SOURCES_FILE, or run with SOURCES_MODE=replay.`,
      ].join("\n"),
    );
    this.name = "ContactRequiredError";
    this.sources = ids;
  }
}

/** Throws `ContactRequiredError` when a live roster needs a contact and none is set. */
export function requireContact(
  sources: readonly ResolvedSource[],
  contact: string | undefined,
  mode: "live" | "replay",
): void {
  if (mode === "replay" || contact?.trim()) return;
  const needing = sources.flatMap(({ spec, adapter }) =>
    adapter.contactRequired ? [{ id: spec.id, why: adapter.contactRequired }] : [],
  );
  if (needing.length) throw new ContactRequiredError(needing);
}
