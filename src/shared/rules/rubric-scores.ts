import type { Rubric, RubricScore, RubricScoreBody } from '../contract/rubrics';
import { RubricRefusal } from './rubric-numbering';
import type { LevelSuggestion } from './rubric-suggestions';

const refuse = (message: string) => new RubricRefusal('rubric_scores', message);

/**
 * The scores a review may store: each names a criterion of the assignment's rubric at most once, and a
 * level of that criterion (or none yet), else a RubricRefusal. Comments are kept trimmed; an empty,
 * unchosen score is dropped.
 */
export function checkedScores(rubric: Rubric, scores: readonly RubricScoreBody[]): RubricScoreBody[] {
  const seen = new Set<number>();
  const kept: RubricScoreBody[] = [];
  for (const score of scores) {
    const criterion = rubric.criteria.find((candidate) => candidate.id === score.criterion_id);
    if (!criterion) throw refuse('A rubric score names a criterion this assignment’s rubric does not have.');
    if (seen.has(criterion.id)) throw refuse(`“${criterion.title}” is scored twice.`);
    seen.add(criterion.id);
    if (score.level_id !== null && !criterion.levels.some((level) => level.id === score.level_id))
      throw refuse(`The level chosen for “${criterion.title}” is not one of its levels.`);
    const comment = score.comment.trim();
    if (score.level_id === null && !comment) continue;
    kept.push({ criterion_id: criterion.id, level_id: score.level_id, comment });
  }
  return kept;
}

/**
 * One score per criterion, in the rubric's order: the stored choice where it still fits the rubric (a
 * level since removed counts as not chosen), and the engine's suggestion beside it.
 */
export function scoresOf(
  rubric: Rubric,
  stored: readonly RubricScoreBody[] | null,
  suggestions: ReadonlyMap<number, LevelSuggestion> = new Map(),
): RubricScore[] {
  return rubric.criteria.map((criterion) => {
    const choice = stored?.find((score) => score.criterion_id === criterion.id);
    const level = criterion.levels.find((candidate) => candidate.id === choice?.level_id);
    const suggestion = suggestions.get(criterion.id);
    return {
      criterion_id: criterion.id,
      level_id: level?.id ?? null,
      points: level?.points ?? null,
      comment: choice?.comment ?? '',
      suggested_level_id: suggestion?.levelId ?? null,
      suggestion_reason: suggestion?.reason ?? null,
    };
  });
}
