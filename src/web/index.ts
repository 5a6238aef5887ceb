export { docsCsp, PAGE_CSP } from "./csp.js";
export { DOCS_INIT_FILE, DOCS_INIT_JS, DOCS_VENDOR_FILES, renderDocsPage } from "./docs-page.js";
export { escapeText, html, raw } from "./escape.js";
export { entryId, type FeedModel, feedUpdated, renderFeed } from "./feed.js";
export { momentumChart } from "./momentum-chart.js";
export { type MomentumHistory, momentumHistory } from "./momentum-series.js";
export { type PageModel, renderPage, WEB_IDS } from "./page.js";
