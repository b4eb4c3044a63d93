import { FEATURE_NAMES } from './features';
import { GRADE_MODEL } from './grade-model';

/**
 * Past four standard deviations the linear model is extrapolating, so features are held there; length
 * is the exception, since an answer shorter than any essay it was fitted on should keep losing marks.
 * A missing feature (NaN: not measurable on so short a text) counts as average.
 */
const FEATURE_LIMIT = 4;

export interface GradeModel {
  intercept: number;
  /**
   * How far predictions are spread around the mean: a least-squares fit draws every essay towards the
   * middle, so its predictions are widened until they vary as much as the human scores of the essays
   * it was fitted on (variance matching, computed on those essays alone).
   */
  spread: number;
  means: number[];
  scales: number[];
  weights: number[];
  /**
   * The sentence patterns the model reads beside the features (sentence-patterns.ts), each with its
   * mean share, standard deviation and weight; a pattern an essay never uses has the share 0.
   */
  patterns: ReadonlyArray<readonly [pattern: string, mean: number, scale: number, weight: number]>;
}

/**
 * The features that measure how much was written. ELLIPSE's raters read timed essays, where length goes
 * with fluency, so the model rewards it; an assignment that sets a word range has said how long is long
 * enough.
 */
const LENGTH_FEATURES = new Set<string>(['logWords', 'sqrtWords', 'logDistinctWords']);

const held = (z: number) => Math.max(-FEATURE_LIMIT, Math.min(FEATURE_LIMIT, z));

/**
 * The model's estimate of the human Overall score, 1.0–5.0. `lengthMet`: the essay is within the word
 * range its assignment sets, so being shorter than the essays the model was fitted on costs nothing
 * (its length counts as theirs at least); a longer one still gains, and one outside the range is read
 * as the model reads any essay. `patterns`: the essay's sentence patterns; without them the essay
 * counts as average in each.
 */
export function predictOverall(
  features: number[],
  model: GradeModel = GRADE_MODEL,
  lengthMet = false,
  patterns?: ReadonlyMap<string, number>,
): number {
  let deviation = 0;
  FEATURE_NAMES.forEach((name, index) => {
    const value = features[index];
    if (Number.isNaN(value)) return;
    const z = (value - (model.means[index] ?? 0)) / (model.scales[index] || 1);
    const measured = lengthMet && LENGTH_FEATURES.has(name) ? Math.max(0, z) : z;
    deviation += (model.weights[index] ?? 0) * (name === 'logWords' ? measured : held(measured));
  });
  if (patterns)
    for (const [pattern, mean, scale, weight] of model.patterns)
      deviation += weight * held(((patterns.get(pattern) ?? 0) - mean) / (scale || 1));
  return model.intercept + model.spread * deviation;
}

/**
 * The ELLIPSE scale's half bands as grades, the way instructors read a grade out of 100: an essay the
 * raters call proficient (4) is a B (85), a developing one (3) a C (74), a very limited one (1) still a
 * written essay (45), not a zero. Between the bands the grade is interpolated, so the order of essays
 * (and Spearman's figure) is the model's own; only the scale is the instructor's.
 */
const BAND_GRADES: Array<[overall: number, grade: number]> = [
  [1, 45],
  [1.5, 52],
  [2, 60],
  [2.5, 67],
  [3, 74],
  [3.5, 80],
  [4, 85],
  [4.5, 91],
  [5, 97],
];

/** Interpolates `value` along the knots, from their `from` column to their `to` column, clamped at the ends. */
function interpolate(value: number, from: 0 | 1, to: 0 | 1): number {
  const first = BAND_GRADES[0];
  const last = BAND_GRADES[BAND_GRADES.length - 1];
  if (value <= first[from]) return first[to];
  if (value >= last[from]) return last[to];
  const upper = BAND_GRADES.findIndex((knot) => knot[from] >= value);
  const [low, high] = [BAND_GRADES[upper - 1], BAND_GRADES[upper]];
  return low[to] + ((value - low[from]) / (high[from] - low[from])) * (high[to] - low[to]);
}

export function overallToGrade(overall: number): number {
  return Math.round(interpolate(overall, 0, 1));
}

/** The inverse, on the ELLIPSE scale of half bands, for comparing with human scores. */
export function gradeToOverall(grade: number): number {
  return Math.round(interpolate(grade, 1, 0) * 2) / 2;
}
