import { html, type Raw } from "./escape.js";
import type { MomentumHistory } from "./momentum-series.js";

// A narrow canvas: on a 360 px phone the chart is drawn at ~0.7 scale, so its 14 px labels stay legible.
const W = 520;
const H = 260;
const PAD = { left: 40, right: 14, top: 12, bottom: 44 };

const fmt = (v: number): string => v.toFixed(2);
/** "24 Nov 16:00", in UTC like every time the service publishes. */
export const cycleLabel = (iso: string): string => {
  const d = new Date(iso);
  const mon = d.toLocaleString("en-GB", { month: "short", timeZone: "UTC" });
  return `${d.getUTCDate()} ${mon} ${String(d.getUTCHours()).padStart(2, "0")}:00`;
};

/**
 * An inline SVG line chart of momentum (0-1) per cycle. It is an image to assistive technology, named by its title and
 * described in words (`desc`); the exact numbers follow it in a table, so nothing is only in the picture. Colours come
 * from classes (`s0`…`s4`) that the stylesheet sets per colour scheme; there are no inline styles.
 */
export function momentumChart(h: MomentumHistory): Raw {
  const n = h.cycles.length;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (n === 1 ? plotW / 2 : (i * plotW) / (n - 1));
  const y = (v: number) => PAD.top + (1 - Math.min(1, Math.max(0, v))) * plotH;
  // Counted back from the newest cycle, so the newest always has a label and no two labels collide.
  const labelEvery = Math.max(1, Math.ceil(n / 5));

  const grid = [0, 0.25, 0.5, 0.75, 1].map(
    (v) =>
      html`<line class="grid" x1="${PAD.left}" x2="${W - PAD.right}" y1="${fmt(y(v))}" y2="${fmt(y(v))}"/><text x="${PAD.left - 6}" y="${fmt(y(v) + 4)}" text-anchor="end">${v.toFixed(2)}</text>`,
  );
  const xLabels = h.cycles.map((c, i) => {
    if ((n - 1 - i) % labelEvery !== 0) return "";
    const [day, time] = [cycleLabel(c).slice(0, -6), cycleLabel(c).slice(-5)];
    const anchor = n > 1 && i === n - 1 ? "end" : i === 0 && n > 1 ? "start" : "middle";
    return html`<text x="${fmt(x(i))}" y="${H - PAD.bottom + 18}" text-anchor="${anchor}"><tspan>${time}</tspan><tspan x="${fmt(x(i))}" dy="16">${day}</tspan></text>`;
  });
  const lines = h.series.map((s, k) => {
    // A gap (null) breaks the line: the narrative was absent from that digest, not at zero.
    const segments: string[] = [];
    let current: string[] = [];
    s.values.forEach((v, i) => {
      if (v === null) {
        if (current.length) segments.push(current.join(" "));
        current = [];
      } else current.push(`${fmt(x(i))},${fmt(y(v))}`);
    });
    if (current.length) segments.push(current.join(" "));
    const dots = s.values.map((v, i) =>
      v === null ? "" : html`<circle class="s${k}" cx="${fmt(x(i))}" cy="${fmt(y(v))}" r="3.5"/>`,
    );
    return html`<g>${segments.map((p) => html`<polyline class="series s${k}" points="${p}"/>`)}${dots}</g>`;
  });

  const first = h.cycles[0] ?? "";
  const last = h.cycles[n - 1] ?? "";
  const desc = `Momentum from 0 to 1 over the last ${n} digests, ${cycleLabel(first)} to ${cycleLabel(last)} UTC. ${h.series
    .map((s) => `${s.title}: ${trendWords(s.values)}`)
    .join(". ")}.`;

  return html`<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="chart-title chart-desc" xmlns="http://www.w3.org/2000/svg"><title id="chart-title">Narrative momentum over recent digests</title><desc id="chart-desc">${desc}</desc>${grid}${xLabels}${lines}</svg>
<ul class="legend">${h.series.map((s, k) => html`<li><svg width="18" height="10" aria-hidden="true"><line class="series s${k}" x1="0" x2="18" y1="5" y2="5"/></svg>${s.title}</li>`)}</ul>
<details><summary>Chart data</summary><div class="table-wrap"><table><caption class="skip">Momentum per digest</caption><thead><tr><th scope="col">Narrative</th>${h.cycles.map((c) => html`<th scope="col">${cycleLabel(c)}</th>`)}</tr></thead><tbody>${h.series.map((s) => html`<tr><th scope="row">${s.title}</th>${s.values.map((v) => html`<td class="num">${v === null ? "–" : fmt(v)}</td>`)}</tr>`)}</tbody></table></div></details>`;
}

function trendWords(values: Array<number | null>): string {
  const present = values.filter((v): v is number => v !== null);
  const last = present.at(-1);
  const first = present[0];
  if (last === undefined || first === undefined) return "no data";
  if (present.length === 1) return `new at ${fmt(last)}`;
  const dir = last > first + 0.02 ? "rising" : last < first - 0.02 ? "falling" : "steady";
  return `${dir} from ${fmt(first)} to ${fmt(last)}`;
}
