/** The 4-hour cadence: slots start at 00, 04, 08, 12, 16 and 20 UTC. Only this module knows the arithmetic. */
export const SLOT_HOURS = 4;
const SLOT_MS = SLOT_HOURS * 3_600_000;
export const CADENCE = "Every 4 hours, at 00:00, 04:00, 08:00, 12:00, 16:00 and 20:00 UTC.";

export const slotStart = (at: Date): Date => new Date(Math.floor(at.getTime() / SLOT_MS) * SLOT_MS);
export const nextSlotStart = (at: Date): Date => new Date(slotStart(at).getTime() + SLOT_MS);

/** `mi_20261122T08Z`: one id per slot, so producing a slot twice is a no-op. */
export function slotId(at: Date): string {
  const s = slotStart(at).toISOString(); // 2026-11-22T08:00:00.000Z
  return `mi_${s.slice(0, 4)}${s.slice(5, 7)}${s.slice(8, 10)}T${s.slice(11, 13)}Z`;
}

/** The slot key (its start, ISO) of the slot holding `at`. */
export const slotKey = (at: Date): string => slotStart(at).toISOString();
