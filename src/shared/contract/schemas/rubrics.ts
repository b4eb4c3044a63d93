import { type Static, Type } from 'typebox';
import { RUBRIC_LIMITS } from '../limits';
import type { RUBRIC_ROUTES } from '../rubrics';
import { ClosedObject, IdParamsSchema, Nullable, type RouteSchemas, servedBy } from './common';

const Title = Type.String({ minLength: 1, maxLength: RUBRIC_LIMITS.title });
const Description = Type.String({ maxLength: RUBRIC_LIMITS.description });
const Points = Type.Integer({ minimum: 0, maximum: RUBRIC_LIMITS.points });
/** Criteria and levels are numbered within their assignment's rubric; a new one comes without a number. */
export const RubricId = Type.Integer({ minimum: 1 });

export const RubricLevelSchema = Type.Object({
  id: RubricId,
  title: Title,
  description: Description,
  points: Points,
});
export type RubricLevel = Static<typeof RubricLevelSchema>;

export const RubricCriterionSchema = Type.Object({
  id: RubricId,
  title: Title,
  description: Description,
  /** The most a criterion gives: the points of its best level. */
  points: Points,
  levels: Type.Array(RubricLevelSchema),
});
export type RubricCriterion = Static<typeof RubricCriterionSchema>;

/** GET /admin/assignments/{id}/rubric, and the rubric the grading screen and the student see. */
export const RubricSchema = Type.Object({ criteria: Type.Array(RubricCriterionSchema) });
export type Rubric = Static<typeof RubricSchema>;

const levelBody = ClosedObject({
  id: Type.Optional(RubricId),
  title: Title,
  description: Description,
  points: Points,
});
const criterionBody = ClosedObject({
  id: Type.Optional(RubricId),
  title: Title,
  description: Description,
  levels: Type.Array(levelBody, { minItems: 1, maxItems: RUBRIC_LIMITS.levels }),
});

/**
 * PUT /admin/assignments/{id}/rubric: the whole rubric. A criterion or level with the id of one already
 * there keeps that id (and the scores given with it); one without an id is new; one left out is removed.
 * A criterion's points are those of its best level. No criteria removes the rubric.
 */
export const RubricBodySchema = ClosedObject({
  criteria: Type.Array(criterionBody, { maxItems: RUBRIC_LIMITS.criteria }),
});
export type RubricBody = Static<typeof RubricBodySchema>;

/** One criterion scored on a submission; the engine's suggestion beside the instructor's choice. */
export const RubricScoreSchema = Type.Object({
  criterion_id: RubricId,
  level_id: Nullable(RubricId),
  /** The chosen level's points; null until a level is chosen. */
  points: Nullable(Points),
  comment: Type.String(),
  suggested_level_id: Nullable(RubricId),
  /** Why the engine suggests that level, in a sentence; null without a suggestion. */
  suggestion_reason: Nullable(Type.String()),
});
export type RubricScore = Static<typeof RubricScoreSchema>;

/** PUT …/review: the instructor's choice on each criterion; the points come from the level. */
export const RubricScoreBodySchema = ClosedObject({
  criterion_id: RubricId,
  level_id: Nullable(RubricId),
  comment: Type.String({ maxLength: RUBRIC_LIMITS.comment }),
});
export type RubricScoreBody = Static<typeof RubricScoreBodySchema>;

/** GET /admin/rubrics: the instructor's rubric library, every assignment that has a rubric. */
export const RubricLibraryEntrySchema = Type.Object({
  assignment_id: Type.Integer(),
  assignment_title: Type.String(),
  course_title: Type.String(),
  criteria: Type.Array(Type.String()),
  points: Type.Integer(),
});
export type RubricLibraryEntry = Static<typeof RubricLibraryEntrySchema>;
export const RubricLibrarySchema = Type.Array(RubricLibraryEntrySchema);

/** What the server validates of each call of the domain (../rubrics.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const RUBRIC_ROUTE_SCHEMAS = {
  ...servedBy('admin/assignments/rubric', {
    getRubric: { params: IdParamsSchema, answer: { 200: RubricSchema } },
    saveRubric: { params: IdParamsSchema, body: RubricBodySchema, answer: { 200: RubricSchema } },
  }),
  ...servedBy('admin/rubrics', { getRubricLibrary: { answer: { 200: RubricLibrarySchema } } }),
} satisfies Record<keyof typeof RUBRIC_ROUTES, RouteSchemas>;
