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
  means: number[];
  scales: number[];
  weights: number[];
}

/** The model's estimate of the human Overall score, 1.0–5.0. */
export function predictOverall(features: number[], model: GradeModel = GRADE_MODEL): number {
  let overall = model.intercept;
  FEATURE_NAMES.forEach((name, index) => {
    const value = features[index];
    if (Number.isNaN(value)) return;
    const z = (value - (model.means[index] ?? 0)) / (model.scales[index] || 1);
    const held = name === 'logWords' ? z : Math.max(-FEATURE_LIMIT, Math.min(FEATURE_LIMIT, z));
    overall += (model.weights[index] ?? 0) * held;
  });
  return overall;
}

/**
 * Overall 1 maps to 20 and 5 to 100, linearly (20 points per band): the lowest band of the scale still
 * describes an essay that was written, so it is not a zero.
 */
export function overallToGrade(overall: number): number {
  return Math.max(0, Math.min(100, Math.round(20 + (overall - 1) * 20)));
}

/** The inverse, on the ELLIPSE scale of half bands, for comparing with human scores. */
export function gradeToOverall(grade: number): number {
  return Math.max(1, Math.min(5, Math.round((1 + (grade - 20) / 20) * 2) / 2));
}
