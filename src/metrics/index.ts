export { instrumentFacilitator, instrumentLedger } from "./payments.js";
export { registerPipelineRole } from "./pipeline-role.js";
export { createMetrics, type Metrics } from "./registry.js";
export { registerSourceHealth } from "./source-health.js";
