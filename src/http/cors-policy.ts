/** One CORS policy, used by the Hono `cors()` middleware and by the fast path alike. */
export const CORS_ALLOW_ORIGIN = "*";
export const CORS_EXPOSE_HEADERS = [
  "PAYMENT-REQUIRED",
  "PAYMENT-RESPONSE",
  "X-PAYMENT-RESPONSE",
  "RateLimit",
  "RateLimit-Policy",
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  "Retry-After",
  "ETag",
  "X-Request-Id",
];
