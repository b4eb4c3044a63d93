export const median = (values: number[]) => percentile(values, 50);

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Average ranks, ties sharing the mean of the ranks they span. */
function ranks(values: number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1].value === order[i].value) j++;
    for (let k = i; k <= j; k++) result[order[k].index] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return result;
}

export function pearson(x: number[], y: number[]): number {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [mx, my] = [mean(x), mean(y)];
  let [sxy, sxx, syy] = [0, 0, 0];
  x.forEach((value, i) => {
    sxy += (value - mx) * (y[i] - my);
    sxx += (value - mx) ** 2;
    syy += (y[i] - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

export const spearman = (x: number[], y: number[]) => pearson(ranks(x), ranks(y));

/** Quadratic weighted kappa between two ratings on the same ordered scale of `levels`. */
export function quadraticWeightedKappa(a: number[], b: number[], levels: number[]): number {
  const n = levels.length;
  const index = (value: number) => levels.indexOf(value);
  const observed = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const [histA, histB] = [new Array<number>(n).fill(0), new Array<number>(n).fill(0)];
  a.forEach((value, i) => {
    observed[index(value)][index(b[i])]++;
    histA[index(value)]++;
    histB[index(b[i])]++;
  });
  let [num, den] = [0, 0];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const weight = (i - j) ** 2 / (n - 1) ** 2;
      num += weight * observed[i][j];
      den += (weight * histA[i] * histB[j]) / a.length;
    }
  }
  return 1 - num / den;
}
