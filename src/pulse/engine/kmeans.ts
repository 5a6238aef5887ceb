/**
 * The evaluation's baseline: k-means (Lloyd) with k-means++ seeding on L2-normalised sparse vectors, seeded and
 * restarted, keeping the run with the lowest inertia. Told k, unlike the engine. Items are sparse (a few dozen
 * terms), centroids dense over the vocabulary, so one iteration costs items × k × terms-per-item.
 */

export interface SparseRow {
  /** Column indices (vocabulary ids) and values, same length. */
  index: readonly number[];
  value: readonly number[];
}

export interface KMeansOptions {
  k: number;
  /** Columns (vocabulary size). */
  dim: number;
  seed: number;
  restarts: number;
  maxIterations: number;
}

/** mulberry32: a small seeded generator, so the baseline is reproducible run to run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function squaredNorm(row: SparseRow): number {
  let s = 0;
  for (const v of row.value) s += v * v;
  return s;
}

/** ‖x − c‖² = ‖x‖² + ‖c‖² − 2 x·c, with x sparse. */
function distance(row: SparseRow, rowNorm: number, c: Float64Array, cNorm: number): number {
  let d = 0;
  for (let i = 0; i < row.index.length; i++)
    d += (row.value[i] as number) * (c[row.index[i] as number] as number);
  return Math.max(0, rowNorm + cNorm - 2 * d);
}

function toDense(row: SparseRow, dim: number): Float64Array {
  const c = new Float64Array(dim);
  for (let i = 0; i < row.index.length; i++) c[row.index[i] as number] = row.value[i] as number;
  return c;
}

function norm2(c: Float64Array): number {
  let s = 0;
  for (const v of c) s += v * v;
  return s;
}

/** k-means++: each next seed drawn with probability proportional to its squared distance to the nearest seed. */
function seeds(
  rows: readonly SparseRow[],
  norms: number[],
  opts: KMeansOptions,
  rand: () => number,
): Float64Array[] {
  const centers = [toDense(rows[Math.floor(rand() * rows.length)] as SparseRow, opts.dim)];
  const nearest = rows.map((r, i) =>
    distance(r, norms[i] as number, centers[0] as Float64Array, norm2(centers[0] as Float64Array)),
  );
  while (centers.length < opts.k) {
    const total = nearest.reduce((a, b) => a + b, 0);
    let pick = 0;
    if (total > 0) {
      let x = rand() * total;
      for (pick = 0; pick < rows.length - 1; pick++) {
        x -= nearest[pick] as number;
        if (x <= 0) break;
      }
    } else pick = Math.floor(rand() * rows.length);
    const c = toDense(rows[pick] as SparseRow, opts.dim);
    const cn = norm2(c);
    centers.push(c);
    for (let i = 0; i < rows.length; i++) {
      nearest[i] = Math.min(nearest[i] as number, distance(rows[i] as SparseRow, norms[i] as number, c, cn));
    }
  }
  return centers;
}

function lloyd(rows: readonly SparseRow[], norms: number[], opts: KMeansOptions, rand: () => number) {
  const centers = seeds(rows, norms, opts, rand);
  const labels = new Array<number>(rows.length).fill(-1);
  let inertia = 0;
  for (let iter = 0; iter < opts.maxIterations; iter++) {
    const cNorms = centers.map(norm2);
    let moved = 0;
    inertia = 0;
    const dist = new Array<number>(rows.length);
    for (let i = 0; i < rows.length; i++) {
      let best = 0;
      let bestD = Number.POSITIVE_INFINITY;
      for (let j = 0; j < centers.length; j++) {
        const d = distance(
          rows[i] as SparseRow,
          norms[i] as number,
          centers[j] as Float64Array,
          cNorms[j] as number,
        );
        if (d < bestD) {
          bestD = d;
          best = j;
        }
      }
      if (labels[i] !== best) moved++;
      labels[i] = best;
      dist[i] = bestD;
      inertia += bestD;
    }
    if (moved === 0) break;
    const counts = new Array<number>(opts.k).fill(0);
    for (const c of centers) c.fill(0);
    for (let i = 0; i < rows.length; i++) {
      const j = labels[i] as number;
      const c = centers[j] as Float64Array;
      counts[j] = (counts[j] as number) + 1;
      const r = rows[i] as SparseRow;
      for (let t = 0; t < r.index.length; t++) {
        const d = r.index[t] as number;
        c[d] = (c[d] as number) + (r.value[t] as number);
      }
    }
    for (let j = 0; j < opts.k; j++) {
      const c = centers[j] as Float64Array;
      if (counts[j] === 0) {
        // An empty cluster takes the point farthest from its centre (the usual repair).
        let far = 0;
        for (let i = 1; i < rows.length; i++) if ((dist[i] as number) > (dist[far] as number)) far = i;
        c.set(toDense(rows[far] as SparseRow, opts.dim));
        dist[far] = 0;
        continue;
      }
      for (let d = 0; d < c.length; d++) c[d] = (c[d] as number) / (counts[j] as number);
    }
  }
  return { labels, inertia };
}

/** Cluster index per row, from the restart with the lowest inertia. */
export function kmeans(rows: readonly SparseRow[], opts: KMeansOptions): number[] {
  if (rows.length === 0) return [];
  const k = Math.min(opts.k, rows.length);
  const norms = rows.map(squaredNorm);
  const rand = seededRandom(opts.seed);
  let best: { labels: number[]; inertia: number } | undefined;
  for (let r = 0; r < opts.restarts; r++) {
    const run = lloyd(rows, norms, { ...opts, k }, rand);
    if (!best || run.inertia < best.inertia) best = run;
  }
  return best?.labels ?? [];
}
