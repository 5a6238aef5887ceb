import { html } from "./escape.js";

/** Files of the API reference, served from the swagger-ui-dist package (no CDN: the service may run offline). */
export const DOCS_VENDOR_FILES = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
  "favicon-32x32.png": "image/png",
} as const;
export const DOCS_INIT_FILE = "docs-init.js";

/**
 * Starts Swagger UI on the service's own OpenAPI document. It is a file rather than an inline script so the page's
 * CSP needs no 'unsafe-inline' script. Paid operations carry their price in `x-payment-info`; it is copied into the
 * operation summary so prices show in the collapsed list, not only inside each operation.
 */
export const DOCS_INIT_JS = `"use strict";
(function () {
  var root = document.getElementById("swagger-ui");
  fetch(root.getAttribute("data-spec"), { headers: { accept: "application/json" } })
    .then(function (r) {
      if (!r.ok) throw new Error("OpenAPI document answered " + r.status);
      return r.json();
    })
    .then(function (spec) {
      Object.keys(spec.paths || {}).forEach(function (path) {
        var item = spec.paths[path];
        Object.keys(item).forEach(function (method) {
          var op = item[method];
          var info = op && op["x-payment-info"];
          if (info && info.price) op.summary = (op.summary || "") + " \\u2014 $" + info.price.amount + " per call (x402)";
        });
      });
      window.SwaggerUIBundle({
        spec: spec,
        domNode: root,
        deepLinking: true,
        showExtensions: true,
        displayOperationId: false,
        defaultModelsExpandDepth: 0,
        validatorUrl: null,
        presets: [window.SwaggerUIBundle.presets.apis],
        layout: "BaseLayout",
      });
    })
    .catch(function (err) {
      root.textContent = "Could not load the API description: " + err.message;
    });
})();
`;

/** The /docs page: a shell that loads the vendored Swagger UI and points it at `/openapi.json`. */
export function renderDocsPage(m: {
  serviceName: string;
  assetsPath: string;
  openapiPath: string;
  homePath: string;
}) {
  const a = (file: string) => `${m.assetsPath}/${file}`;
  return `<!doctype html>${html`<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>API reference · ${m.serviceName}</title>
<link rel="icon" type="image/png" href="${a("favicon-32x32.png")}">
<link rel="stylesheet" href="${a("swagger-ui.css")}">
<script src="${a("swagger-ui-bundle.js")}" defer></script>
<script src="${a(DOCS_INIT_FILE)}" defer></script>
</head><body><header><p><a href="${m.homePath}">← ${m.serviceName}</a></p></header>
<main id="swagger-ui" data-spec="${m.openapiPath}"><h1>API reference</h1><p>Loading the interactive reference of <a href="${m.openapiPath}">${m.openapiPath}</a>…</p></main>
</body></html>`}`;
}
