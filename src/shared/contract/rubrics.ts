import type { Static } from 'typebox';
import { route } from './route-spec';
import type {
  RubricBodySchema,
  RubricCriterionSchema,
  RubricLevelSchema,
  RubricLibraryEntrySchema,
  RubricSchema,
  RubricScoreBodySchema,
  RubricScoreSchema,
} from './schemas/rubrics';

export type Rubric = Static<typeof RubricSchema>;
export type RubricCriterion = Static<typeof RubricCriterionSchema>;
export type RubricLevel = Static<typeof RubricLevelSchema>;
export type RubricBody = Static<typeof RubricBodySchema>;
export type RubricScore = Static<typeof RubricScoreSchema>;
export type RubricScoreBody = Static<typeof RubricScoreBodySchema>;
export type RubricLibraryEntry = Static<typeof RubricLibraryEntrySchema>;

/** An assignment's rubric, and the instructor's rubrics to start a new one from. */
export const RUBRIC_ROUTES = {
  getRubric: route('GET', '/admin/assignments/:id/rubric'),
  saveRubric: route('PUT', '/admin/assignments/:id/rubric'),
  getRubricLibrary: route('GET', '/admin/rubrics'),
} as const;
