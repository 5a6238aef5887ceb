import { createHash } from "node:crypto";

/**
 * The page's one stylesheet, inlined so the page is a single request; the Content-Security-Policy allows exactly
 * this text by its hash (`styleHash`) instead of `'unsafe-inline'`. Colours are chosen for at least 4.5:1 contrast
 * against their background in both schemes; series colours are classes so dark mode can change them too.
 */
export const PAGE_CSS = `
:root{color-scheme:light dark;--bg:#fdfdfc;--fg:#1b1d21;--muted:#4f5561;--line:#d5d8de;--card:#f3f4f6;--link:#0b57b0;
--s0:#0b57b0;--s1:#b3261e;--s2:#1e7a34;--s3:#8a4b00;--s4:#6b3fa0;--accent:#0b57b0}
@media (prefers-color-scheme:dark){:root{--bg:#15171b;--fg:#e8eaed;--muted:#aab0bb;--line:#3a3f48;--card:#1f2228;
--link:#8ab4f8;--s0:#8ab4f8;--s1:#f28b82;--s2:#81c995;--s3:#fdd663;--s4:#c58af9;--accent:#8ab4f8}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--link)}
a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem}
header,main,footer{max-width:52rem;margin:0 auto;padding:0 1rem}
header{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:baseline;justify-content:space-between;
padding-top:1rem;padding-bottom:.75rem;border-bottom:1px solid var(--line)}
header .name{font-weight:700;font-size:1.1rem;color:var(--fg);text-decoration:none}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:0;padding:0;list-style:none}
h1{font-size:1.6rem;line-height:1.25;margin:1.25rem 0 .5rem}
h2{font-size:1.2rem;margin:2rem 0 .5rem;padding-top:.5rem;border-top:1px solid var(--line)}
.meta{color:var(--muted);margin:0 0 1rem;font-size:.95rem}
.meta span{white-space:nowrap}
.badge{display:inline-block;padding:0 .5rem;border:1px solid var(--line);border-radius:1rem;background:var(--card)}
.lead{font-size:1.05rem}
table{border-collapse:collapse;width:100%;font-size:.95rem}
th,td{text-align:left;padding:.4rem .5rem .4rem 0;border-bottom:1px solid var(--line);vertical-align:top}
th{font-weight:600;color:var(--muted)}
td.num{font-variant-numeric:tabular-nums;white-space:nowrap}
meter{width:5rem;vertical-align:middle;margin-left:.35rem}
ul.signals{padding-left:1.1rem}ul.signals li{margin:.35rem 0}
.strength{font-size:.85rem;color:var(--muted)}
code{font:.9em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--card);padding:0 .25rem;border-radius:3px;
overflow-wrap:anywhere}
.chart{width:100%;height:auto;display:block;margin:.5rem 0}
.chart text{fill:var(--muted);font-size:14px}
.chart .grid{stroke:var(--line);stroke-width:1}
.chart .series{fill:none;stroke-width:2.5}
.chart circle{stroke:var(--bg);stroke-width:1.5}
.s0{stroke:var(--s0);fill:var(--s0)}.s1{stroke:var(--s1);fill:var(--s1)}.s2{stroke:var(--s2);fill:var(--s2)}
.s3{stroke:var(--s3);fill:var(--s3)}.s4{stroke:var(--s4);fill:var(--s4)}
.chart .series.s0,.chart .series.s1,.chart .series.s2,.chart .series.s3,.chart .series.s4{fill:none}
ul.legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;font-size:.9rem}
ul.legend svg{vertical-align:middle;margin-right:.3rem}
details{margin:.5rem 0}summary{cursor:pointer;color:var(--muted)}
.table-wrap{overflow-x:auto}
footer{margin-top:2.5rem;padding-top:1rem;padding-bottom:2rem;border-top:1px solid var(--line);color:var(--muted);font-size:.9rem}
@media (max-width:40rem){h1{font-size:1.35rem}th.hide-narrow,td.hide-narrow{display:none}}
`.trim();

/** CSP source for the inline stylesheet above. */
export const PAGE_STYLE_HASH = `'sha256-${createHash("sha256").update(PAGE_CSS).digest("base64")}'`;
