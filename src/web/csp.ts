import { PAGE_STYLE_HASH } from "./styles.js";

/**
 * Content-Security-Policy of the home page: no script at all, the one inline stylesheet allowed by its hash, no
 * framing. `form-action` and `base-uri` are closed because the page has neither forms nor a base.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src ${PAGE_STYLE_HASH}`,
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The API reference runs Swagger UI from our own origin. Scripts are files (no 'unsafe-inline' script); Swagger UI
 * sets style attributes at run time, which needs 'unsafe-inline' for styles only. `connect-src 'self'` lets it load
 * /openapi.json and try requests against this service, nothing else.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");
