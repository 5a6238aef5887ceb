export { A2A_PROTOCOL_VERSION, type AgentCard, type AgentSkill, agentCard } from "./agent-card.js";
export {
  type Catalog,
  type CatalogProduct,
  DEFAULT_FAMILY,
  defaultCatalog,
  loadCatalog,
  OWN_SLUG,
  ownProduct,
} from "./catalog.js";
export { type DiscoveryDoc, discoveryDoc } from "./discovery.js";
export { type DocContext, type RateLimits, SPEC_RATE_LIMITS } from "./doc-context.js";
export { llmsFullTxt, llmsTxt } from "./llms.js";
export {
  TERMS_EFFECTIVE_DATE,
  TERMS_VERSION,
  type Terms,
  type TermsClause,
  terms,
  termsJson,
  termsText,
} from "./terms.js";
export { type X402WellKnown, x402WellKnown } from "./x402.js";
