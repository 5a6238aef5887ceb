export { CDP_FACILITATOR_URL, createCdpAuthHeaders, generateCdpJwt, parseCdpKey } from "./cdp-auth.js";
export {
  chainIdOf,
  type PaymentMode,
  type PaymentsConfig,
  type PaymentsConfigSource,
  Secret,
  toPaymentsConfig,
} from "./config.js";
export {
  type DecodedPayment,
  decodePayment,
  type EvmAuthorization,
  type PaymentTransport,
  V1_NETWORKS,
} from "./decode.js";
export {
  type ChainReader,
  createChainReader,
  createFacilitatorClient,
  DEFAULT_FACILITATOR_URL,
  type FacilitatorOptions,
  facilitatorUrlOf,
} from "./facilitator.js";
export { createPaymentGate } from "./gate.js";
export type {
  FreeAnswerResult,
  GateResult,
  PaidRequest,
  PaidResult,
  PaymentGate,
  PaymentGateDeps,
  PaymentGateDescription,
  PaymentRequiredResult,
  PaymentsLogger,
  WorkResult,
} from "./gate-types.js";
export {
  asFacilitatorClient,
  createLocalFacilitator,
  DEFAULT_RPC_OPTIONS,
  type RpcOptions,
  readSettlerKey,
} from "./local-facilitator.js";
export { MemoryPaymentLedger } from "./memory-ledger.js";
export { formatUsdPrice, USDC_DECIMALS, usdToAtomic } from "./price.js";
export {
  MAX_TIMEOUT_SECONDS,
  type PaidRoute,
  type PaymentErrorCode,
  type PaymentRequiredBody,
  paymentRequiredBody,
} from "./requirements.js";
