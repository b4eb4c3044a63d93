import { type GradeModel, predictOverall } from '../src/server/feedback/engine/grade';

/** What the grade model reads of one essay: its named features and its sentence patterns' shares. */
export interface GradeSample {
  features: number[];
  patterns: ReadonlyMap<string, number>;
}

/**
 * Ridge penalties: one for the named features, one for the sentence patterns, which are many and each
 * weak, so they need a far larger one.
 */
export interface Penalties {
  features: number;
  patterns: number;
}

export interface RidgeModel extends GradeModel {
  lambda: number;
  patternLambda: number;
}

/** Patterns used in fewer of the fitted essays than this share are too rare to weigh. */
const MIN_PATTERN_SHARE = 0.05;

function commonPatterns(samples: GradeSample[]): string[] {
  const essaysUsing = new Map<string, number>();
  for (const { patterns } of samples)
    for (const pattern of patterns.keys()) essaysUsing.set(pattern, (essaysUsing.get(pattern) ?? 0) + 1);
  return [...essaysUsing]
    .filter(([, essays]) => essays >= MIN_PATTERN_SHARE * samples.length)
    .map(([pattern]) => pattern)
    .sort();
}

/** Solves `matrix · x = vector` for a symmetric positive definite matrix (Cholesky); both are consumed. */
function solveSymmetric(matrix: Float64Array[], vector: Float64Array): Float64Array {
  const n = vector.length;
  for (let j = 0; j < n; j++) {
    const row = matrix[j];
    for (let k = 0; k < j; k++) row[j] -= row[k] * row[k];
    row[j] = Math.sqrt(row[j]);
    for (let i = j + 1; i < n; i++) {
      const other = matrix[i];
      let sum = other[j];
      for (let k = 0; k < j; k++) sum -= other[k] * row[k];
      other[j] = sum / row[j];
    }
  }
  for (let i = 0; i < n; i++) {
    let sum = vector[i];
    for (let k = 0; k < i; k++) sum -= matrix[i][k] * vector[k];
    vector[i] = sum / matrix[i][i];
  }
  for (let i = n - 1; i >= 0; i--) {
    let sum = vector[i];
    for (let k = i + 1; k < n; k++) sum -= matrix[k][i] * vector[k];
    vector[i] = sum / matrix[i][i];
  }
  return vector;
}

function meanAndScale(values: number[]): [number, number] {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const scale = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
  return [mean, scale || 1];
}

/**
 * Ridge regression on standardised features and pattern shares; the intercept is the mean target and is
 * not penalised. A missing feature (NaN) stands at the feature's mean, as the engine's prediction
 * treats it. Solved in its dual form (one equation per essay), since there are more patterns than
 * essays in a fold: with each column scaled by its penalty, w = Λ⁻¹Zᵀα where (ZΛ⁻¹Zᵀ + I)α = y − ȳ.
 */
export function fitRidge(samples: GradeSample[], y: number[], penalties: Penalties): RidgeModel {
  const featureCount = samples[0].features.length;
  const featureStats = Array.from({ length: featureCount }, (_, j) =>
    meanAndScale(samples.map((sample) => sample.features[j]).filter((value) => !Number.isNaN(value))),
  );
  const patternKeys = commonPatterns(samples);
  const patternStats = patternKeys.map((pattern) =>
    meanAndScale(samples.map((sample) => sample.patterns.get(pattern) ?? 0)),
  );
  const z = samples.map((sample) =>
    Float64Array.from([
      ...sample.features.map((value, j) =>
        Number.isNaN(value) ? 0 : (value - featureStats[j][0]) / featureStats[j][1],
      ),
      ...patternKeys.map(
        (pattern, j) => ((sample.patterns.get(pattern) ?? 0) - patternStats[j][0]) / patternStats[j][1],
      ),
    ]),
  );
  const inversePenalty = Float64Array.from(z[0], (_, j) =>
    j < featureCount ? 1 / penalties.features : 1 / penalties.patterns,
  );
  const scaled = z.map((row) => row.map((value, j) => value * inversePenalty[j]));
  const n = samples.length;
  const kernel = Array.from({ length: n }, () => new Float64Array(n));
  for (let i = 0; i < n; i++)
    for (let k = 0; k <= i; k++) {
      let sum = 0;
      for (let j = 0; j < z[k].length; j++) sum += scaled[i][j] * z[k][j];
      kernel[i][k] = sum + (i === k ? 1 : 0);
      kernel[k][i] = kernel[i][k];
    }
  const intercept = y.reduce((sum, value) => sum + value, 0) / n;
  const alpha = solveSymmetric(
    kernel,
    Float64Array.from(y, (value) => value - intercept),
  );
  const weights = new Float64Array(z[0].length);
  scaled.forEach((row, i) => {
    for (let j = 0; j < row.length; j++) weights[j] += alpha[i] * row[j];
  });
  const fitted: RidgeModel = {
    lambda: penalties.features,
    patternLambda: penalties.patterns,
    intercept,
    spread: 1,
    means: featureStats.map(([mean]) => mean),
    scales: featureStats.map(([, scale]) => scale),
    weights: [...weights.subarray(0, featureCount)],
    patterns: patternKeys.map((pattern, j) => [
      pattern,
      patternStats[j][0],
      patternStats[j][1],
      weights[featureCount + j],
    ]),
  };
  // Least squares draws predictions towards the mean; widen them to the spread of the human scores of
  // these same essays (nothing held out is looked at).
  const deviations = samples.map((sample) => predictOf(sample, fitted) - intercept);
  return { ...fitted, spread: standardDeviation(y) / (standardDeviation(deviations) || 1) };
}

/** The model's estimate for an essay, as the engine makes it. */
export const predictOf = (sample: GradeSample, model: GradeModel) =>
  predictOverall(sample.features, model, false, sample.patterns);

function standardDeviation(values: number[]): number {
  return meanAndScale(values)[1];
}

/** Out-of-fold predictions, made as the engine makes them: every essay by a model that never saw it. */
export function crossValidate(
  samples: GradeSample[],
  y: number[],
  penalties: Penalties,
  folds = 10,
): number[] {
  const predictions = new Array<number>(y.length);
  for (let fold = 0; fold < folds; fold++) {
    const train = samples.map((_, i) => i).filter((i) => i % folds !== fold);
    const model = fitRidge(
      train.map((i) => samples[i]),
      train.map((i) => y[i]),
      penalties,
    );
    samples.forEach((sample, i) => {
      if (i % folds === fold) predictions[i] = predictOf(sample, model);
    });
  }
  return predictions;
}
