import { describe, expect, it } from "vitest";
import { nextDigestAttempt, RETRY_MS } from "./schedule.js";
import { nextSlotStart, slotId, slotKey, slotStart } from "./slot.js";

const at = (iso: string) => new Date(iso);

describe("slot arithmetic", () => {
  it("puts every instant in the 4-hour UTC slot that holds it", () => {
    expect(slotStart(at("2026-11-22T03:59:59.999Z")).toISOString()).toBe("2026-11-22T00:00:00.000Z");
    expect(slotStart(at("2026-11-22T04:00:00.000Z")).toISOString()).toBe("2026-11-22T04:00:00.000Z");
    expect(slotStart(at("2026-11-22T23:30:00.000Z")).toISOString()).toBe("2026-11-22T20:00:00.000Z");
    expect(nextSlotStart(at("2026-11-22T23:30:00.000Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(slotId(at("2026-11-22T09:12:00.000Z"))).toBe("mi_20261122T08Z");
    expect(slotKey(at("2026-12-31T21:00:00.000Z"))).toBe("2026-12-31T20:00:00.000Z");
  });
});

describe("nextDigestAttempt", () => {
  it("at start-up produces the current slot at once (catch-up), whatever the time in the slot", () => {
    const now = at("2026-11-22T10:37:00.000Z");
    expect(nextDigestAttempt(now)).toEqual(now);
  });

  it("after publishing, waits for the next slot boundary", () => {
    expect(nextDigestAttempt(at("2026-11-22T08:00:04.000Z"), "published").toISOString()).toBe(
      "2026-11-22T12:00:00.000Z",
    );
    expect(nextDigestAttempt(at("2026-11-22T11:59:00.000Z"), "already_published").toISOString()).toBe(
      "2026-11-22T12:00:00.000Z",
    );
  });

  it("retries a cycle that did not publish every 15 minutes within its slot, never past it", () => {
    for (const kind of ["failed", "not_published", "busy"] as const) {
      const now = at("2026-11-22T08:10:00.000Z");
      expect(nextDigestAttempt(now, kind).getTime() - now.getTime()).toBe(RETRY_MS);
      expect(nextDigestAttempt(at("2026-11-22T11:50:00.000Z"), kind).toISOString()).toBe(
        "2026-11-22T12:00:00.000Z",
      );
    }
  });
});
