/**
 * Clustering quality against reference labels, for the evaluation (eval/pulse): B-cubed precision, recall and F1,
 * normalised mutual information and the adjusted Rand index. Labels are any comparable values; position i of
 * `predicted` and `truth` describe the same item.
 */

type Label = string | number;

function check(predicted: readonly Label[], truth: readonly Label[]): void {
  if (predicted.length !== truth.length) throw new Error("predicted and truth differ in length");
}

/** Cluster sizes, keyed by the label as a string (so 1 and "1" are one cluster). */
function sizes(labels: readonly Label[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of labels) out.set(String(l), (out.get(String(l)) ?? 0) + 1);
  return out;
}

/** Joint counts n_ij keyed by "predicted\u0000truth". */
function joint(predicted: readonly Label[], truth: readonly Label[]): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i < predicted.length; i++) {
    const key = `${String(predicted[i])}\u0000${String(truth[i])}`;
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

export interface BCubed {
  precision: number;
  recall: number;
  f1: number;
}

/**
 * B-cubed (Bagga & Baldwin 1998; Amigó et al. 2009): per item, the share of its predicted cluster that shares its
 * true label (precision) and the share of its true class that shares its predicted cluster (recall), averaged.
 */
export function bcubed(predicted: readonly Label[], truth: readonly Label[]): BCubed {
  check(predicted, truth);
  const n = predicted.length;
  if (n === 0) return { precision: 1, recall: 1, f1: 1 };
  const p = sizes(predicted);
  const t = sizes(truth);
  const both = joint(predicted, truth);
  let precision = 0;
  let recall = 0;
  for (let i = 0; i < n; i++) {
    const pi = String(predicted[i]);
    const ti = String(truth[i]);
    const common = both.get(`${pi}\u0000${ti}`) ?? 0;
    precision += common / (p.get(pi) ?? 1);
    recall += common / (t.get(ti) ?? 1);
  }
  precision /= n;
  recall /= n;
  return { precision, recall, f1: (2 * precision * recall) / (precision + recall) };
}

function entropy(counts: Iterable<number>, n: number): number {
  let h = 0;
  for (const c of counts) if (c > 0) h -= (c / n) * Math.log(c / n);
  return h;
}

/**
 * Mutual information normalised by the arithmetic mean of the two entropies (scikit-learn's default). Two
 * one-cluster labelings are identical: 1.
 */
export function nmi(predicted: readonly Label[], truth: readonly Label[]): number {
  check(predicted, truth);
  const n = predicted.length;
  const p = sizes(predicted);
  const t = sizes(truth);
  if (p.size === 1 && t.size === 1) return 1;
  let mi = 0;
  for (const [key, nij] of joint(predicted, truth)) {
    const [pk, tk] = key.split("\u0000") as [string, string];
    const pi = p.get(pk) ?? 1;
    const tj = t.get(tk) ?? 1;
    mi += (nij / n) * Math.log((n * nij) / (pi * tj));
  }
  const norm = (entropy(p.values(), n) + entropy(t.values(), n)) / 2;
  return norm === 0 ? 0 : Math.max(0, Math.min(1, mi / norm));
}

const pairs = (x: number): number => (x * (x - 1)) / 2;

/** Adjusted Rand index (Hubert & Arabie 1985): pair agreement corrected for chance; 1 = identical, ~0 = random. */
export function ari(predicted: readonly Label[], truth: readonly Label[]): number {
  check(predicted, truth);
  const n = predicted.length;
  let index = 0;
  for (const nij of joint(predicted, truth).values()) index += pairs(nij);
  let a = 0;
  for (const c of sizes(predicted).values()) a += pairs(c);
  let b = 0;
  for (const c of sizes(truth).values()) b += pairs(c);
  const expected = n < 2 ? 0 : (a * b) / pairs(n);
  const max = (a + b) / 2;
  // Both labelings all singletons (or both one cluster): no pair to disagree on, identical partitions.
  if (max === expected) return 1;
  return (index - expected) / (max - expected);
}
