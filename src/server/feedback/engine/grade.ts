import { FEATURE_NAMES } from './features';
import { GRADE_MODEL } from './grade-model';

/** The model's estimate of the human Overall score, 1.0–5.0. */
export function predictOverall(features: number[], model = GRADE_MODEL): number {
  let overall = model.intercept;
  FEATURE_NAMES.forEach((_, index) => {
    const scale = model.scales[index] || 1;
    overall += (model.weights[index] ?? 0) * ((features[index] - (model.means[index] ?? 0)) / scale);
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
