import type { Static } from 'typebox';
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
