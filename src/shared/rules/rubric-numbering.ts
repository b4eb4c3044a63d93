import type { Rubric, RubricBody } from '../contract/rubrics';

/** Why a rubric or its scores cannot be stored: the field, and a sentence for the person. */
export class RubricRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const refuse = (field: string, message: string) => new RubricRefusal(field, message);

/**
 * The rubric as stored: titles and descriptions trimmed, each criterion worth its best level, and every
 * criterion and level numbered. A number the earlier rubric gave (a level only within its criterion) is
 * kept, so the scores given with it stay; anything else is new and numbered after the highest yet. A
 * blank title, or a number the earlier rubric did not give there, throws a RubricRefusal.
 */
export function numberedRubric(body: RubricBody, earlier: Rubric | null): Rubric {
  const earlierCriteria = new Map((earlier?.criteria ?? []).map((criterion) => [criterion.id, criterion]));
  let highest = 0;
  for (const criterion of earlier?.criteria ?? []) {
    highest = Math.max(highest, criterion.id);
    for (const level of criterion.levels) highest = Math.max(highest, level.id);
  }
  const nextId = () => {
    highest += 1;
    return highest;
  };
  const usedCriteria = new Set<number>();

  const criteria = body.criteria.map((criterion, place) => {
    const field = `criteria.${place}`;
    const title = criterion.title.trim();
    if (!title) throw refuse(`${field}.title`, `Give criterion ${place + 1} a title.`);
    const kept = criterion.id === undefined ? undefined : earlierCriteria.get(criterion.id);
    if (criterion.id !== undefined && (!kept || usedCriteria.has(criterion.id)))
      throw refuse(`${field}.id`, `Criterion ${place + 1} names a criterion this rubric does not have.`);
    if (kept) usedCriteria.add(kept.id);
    const earlierLevels = new Set((kept?.levels ?? []).map((level) => level.id));
    const usedLevels = new Set<number>();
    const levels = criterion.levels.map((level, levelPlace) => {
      const levelTitle = level.title.trim();
      if (!levelTitle)
        throw refuse(
          `${field}.levels.${levelPlace}.title`,
          `Give level ${levelPlace + 1} of “${title}” a title.`,
        );
      if (level.id !== undefined && (!earlierLevels.has(level.id) || usedLevels.has(level.id)))
        throw refuse(
          `${field}.levels.${levelPlace}.id`,
          `Level ${levelPlace + 1} of “${title}” names a level this criterion does not have.`,
        );
      const id = level.id ?? nextId();
      usedLevels.add(id);
      return { id, title: levelTitle, description: level.description.trim(), points: level.points };
    });
    return {
      id: kept?.id ?? nextId(),
      title,
      description: criterion.description.trim(),
      points: Math.max(...levels.map((level) => level.points)),
      levels,
    };
  });
  return { criteria };
}
