import type { Rubric } from '../contract/rubrics';

/** An assignment without a rubric: no criteria. */
export const NO_RUBRIC: Rubric = { criteria: [] };

/** "1 point", "4 points". */
export const pointsLabel = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;

/** A criterion's chosen level, as the grading screen and the server hold it. */
export interface ChosenLevel {
  criterion_id: number;
  level_id: number | null;
}

/**
 * The grade a scored rubric gives: the chosen levels' points over the criteria's points, as 0–100,
 * rounded half up. Null until every criterion has a level (a half-scored rubric says nothing yet), and
 * for a rubric worth no points at all.
 */
export function rubricGrade(rubric: Rubric, chosen: readonly ChosenLevel[]): number | null {
  if (rubric.criteria.length === 0) return null;
  let earned = 0;
  let possible = 0;
  for (const criterion of rubric.criteria) {
    const choice = chosen.find((score) => score.criterion_id === criterion.id);
    const level = criterion.levels.find((candidate) => candidate.id === choice?.level_id);
    if (!level) return null;
    earned += level.points;
    possible += criterion.points;
  }
  if (possible === 0) return null;
  // Whole numbers throughout, so a half is exactly a half: round(100·earned/possible).
  return Math.floor((earned * 200 + possible) / (2 * possible));
}

/** The points a rubric is worth in all. */
export const rubricPoints = (rubric: Rubric): number =>
  rubric.criteria.reduce((sum, criterion) => sum + criterion.points, 0);
