import { predictOverall } from '../src/server/feedback/engine/grade';

export interface RidgeModel {
  lambda: number;
  intercept: number;
  spread: number;
  means: number[];
  scales: number[];
  weights: number[];
}

function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) pivot = row;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = a[row][col] / a[col][col];
      for (let k = col; k <= n; k++) a[row][k] -= factor * a[col][k];
    }
  }
  return a.map((row, i) => row[n] / row[i]);
}

/**
 * Ridge regression on standardised features; the intercept is the mean target and is not penalised.
 * A missing value (NaN) stands at the feature's mean, as the engine's prediction treats it.
 */
export function fitRidge(x: number[][], y: number[], lambda: number): RidgeModel {
  const d = x[0].length;
  const present = (j: number) => x.map((row) => row[j]).filter((value) => !Number.isNaN(value));
  const means = Array.from(
    { length: d },
    (_, j) => present(j).reduce((sum, value) => sum + value, 0) / present(j).length,
  );
  const scales = means.map(
    (mean, j) =>
      Math.sqrt(present(j).reduce((sum, value) => sum + (value - mean) ** 2, 0) / present(j).length) || 1,
  );
  const z = x.map((row) => row.map((value, j) => (Number.isNaN(value) ? 0 : (value - means[j]) / scales[j])));
  const intercept = y.reduce((sum, value) => sum + value, 0) / y.length;
  const gram = Array.from({ length: d }, (_, i) =>
    Array.from(
      { length: d },
      (_, j) => z.reduce((sum, row) => sum + row[i] * row[j], 0) + (i === j ? lambda : 0),
    ),
  );
  const moment = Array.from({ length: d }, (_, j) =>
    z.reduce((sum, row, k) => sum + row[j] * (y[k] - intercept), 0),
  );
  const fitted = { lambda, intercept, means, scales, weights: solve(gram, moment), spread: 1 };
  // Least squares draws predictions towards the mean; widen them to the spread of the human scores of
  // these same essays (nothing held out is looked at).
  const deviations = x.map((row) => predictOverall(row, fitted) - intercept);
  return { ...fitted, spread: standardDeviation(y) / (standardDeviation(deviations) || 1) };
}

function standardDeviation(values: number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
}

/** Out-of-fold predictions, made as the engine makes them: every essay by a model that never saw it. */
export function crossValidate(x: number[][], y: number[], lambda: number, folds = 10): number[] {
  const predictions = new Array<number>(y.length);
  for (let fold = 0; fold < folds; fold++) {
    const train = x.map((_, i) => i).filter((i) => i % folds !== fold);
    const model = fitRidge(
      train.map((i) => x[i]),
      train.map((i) => y[i]),
      lambda,
    );
    x.forEach((row, i) => {
      if (i % folds === fold) predictions[i] = predictOverall(row, model);
    });
  }
  return predictions;
}
