import type { Rubric, RubricBody } from '../../../shared/contract';
import { RUBRIC_LIMITS } from '../../../shared/contract/limits';

/** A level as the editor holds it: points as typed, so a half-typed number survives. */
export interface LevelDraft {
  id?: number;
  /** Stable while editing, for React's keys and the fields' names; never sent. */
  key: string;
  title: string;
  description: string;
  points: string;
}

export interface CriterionDraft {
  id?: number;
  key: string;
  title: string;
  description: string;
  levels: LevelDraft[];
}

export interface RubricDraft {
  criteria: CriterionDraft[];
}

let keys = 0;
const nextKey = () => {
  keys += 1;
  return `k${keys}`;
};

/** A new criterion with the four levels most rubrics use, ready to be renamed. */
export function newCriterion(): CriterionDraft {
  return {
    key: nextKey(),
    title: '',
    description: '',
    levels: [
      ['Exemplary', '4'],
      ['Proficient', '3'],
      ['Developing', '2'],
      ['Beginning', '1'],
    ].map(([title, points]) => ({ key: nextKey(), title, description: '', points })),
  };
}

export const newLevel = (): LevelDraft => ({ key: nextKey(), title: '', description: '', points: '0' });

/** The editor's copy of a stored rubric; `keepIds` false makes it a copy for another assignment. */
export function rubricDraftOf(rubric: Rubric, keepIds = true): RubricDraft {
  return {
    criteria: rubric.criteria.map((criterion) => ({
      ...(keepIds ? { id: criterion.id } : {}),
      key: nextKey(),
      title: criterion.title,
      description: criterion.description,
      levels: criterion.levels.map((level) => ({
        ...(keepIds ? { id: level.id } : {}),
        key: nextKey(),
        title: level.title,
        description: level.description,
        points: String(level.points),
      })),
    })),
  };
}

/** Each problem by the field it belongs to, as the server names them: `criteria.0.levels.1.points`. */
export type RubricProblems = Record<string, string>;

const POINTS = /^\d{1,4}$/;

export function rubricProblems(draft: RubricDraft): RubricProblems {
  const problems: RubricProblems = {};
  if (draft.criteria.length > RUBRIC_LIMITS.criteria)
    problems.criteria = `Keep the rubric to ${RUBRIC_LIMITS.criteria} criteria or fewer.`;
  draft.criteria.forEach((criterion, place) => {
    const field = `criteria.${place}`;
    if (!criterion.title.trim()) problems[`${field}.title`] = `Give criterion ${place + 1} a title.`;
    if (criterion.levels.length === 0) problems[`${field}.levels`] = 'Give the criterion at least one level.';
    if (criterion.levels.length > RUBRIC_LIMITS.levels)
      problems[`${field}.levels`] = `Keep it to ${RUBRIC_LIMITS.levels} levels or fewer.`;
    criterion.levels.forEach((level, levelPlace) => {
      const levelField = `${field}.levels.${levelPlace}`;
      if (!level.title.trim()) problems[`${levelField}.title`] = `Give level ${levelPlace + 1} a title.`;
      const points = level.points.trim();
      if (!POINTS.test(points) || Number(points) > RUBRIC_LIMITS.points)
        problems[`${levelField}.points`] = `Points are a whole number from 0 to ${RUBRIC_LIMITS.points}.`;
    });
  });
  return problems;
}

/** What PUT …/rubric takes: trimmed, numbers as numbers, ids where the level or criterion is kept. */
export function rubricBodyOf(draft: RubricDraft): RubricBody {
  return {
    criteria: draft.criteria.map((criterion) => ({
      ...(criterion.id === undefined ? {} : { id: criterion.id }),
      title: criterion.title.trim(),
      description: criterion.description.trim(),
      levels: criterion.levels.map((level) => ({
        ...(level.id === undefined ? {} : { id: level.id }),
        title: level.title.trim(),
        description: level.description.trim(),
        points: Number(level.points.trim()),
      })),
    })),
  };
}

/** The points the draft is worth so far: each criterion's best level. */
export const draftPoints = (draft: RubricDraft): number =>
  draft.criteria.reduce((sum, criterion) => {
    const best = Math.max(0, ...criterion.levels.map((level) => Number(level.points) || 0));
    return sum + best;
  }, 0);
