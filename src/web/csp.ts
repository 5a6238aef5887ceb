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
 * sets style attributes at run time, which needs 'unsafe-inline' for styles only. `connect-src` lets it load
 * /openapi.json and "try it out" against this service: its own origin, and the public base URL the OpenAPI document
 * names as its server when a proxy makes that a different origin.
 */
export function docsCsp(publicBaseUrl: string): string {
  const server = new URL(publicBaseUrl).origin;
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${server}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
