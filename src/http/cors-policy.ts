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

/**
 * What the app's `cors()` middleware, given the two values above, adds to every answer that is not a preflight
 * (with or without an `Origin`); the fast path writes these. Lower-case names, as a Web `Headers` holds them.
 */
export const CORS_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  "access-control-allow-origin": CORS_ALLOW_ORIGIN,
  "access-control-expose-headers": CORS_EXPOSE_HEADERS.join(","),
};
