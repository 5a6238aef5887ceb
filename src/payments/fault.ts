/**
 * Points on the paid path where the fault suite (`tests/faults/`) kills the process, to prove that a crash at
 * any of them neither charges without an answer nor answers without a charge. `FAULT_INJECT` names them; the
 * config refuses it when `NODE_ENV=production`. The gate only calls the hook; what a fault does is main.ts's.
 */
export const FAULT_PHASES = ["after_reserve", "during_work", "before_settle", "after_settle"] as const;
export type FaultPhase = (typeof FAULT_PHASES)[number];
export type FaultHook = (phase: FaultPhase) => void;
