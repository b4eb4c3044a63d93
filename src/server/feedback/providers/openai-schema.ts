import { type Static, Type } from 'typebox';
import { FEEDBACK_CATEGORIES, SEVERITIES } from '../../../shared/contract/feedback';

/**
 * The answer's shape, built twice from one description so the two cannot drift apart:
 * - `strict`, sent as the response format: closed objects and enums, as strict structured output needs.
 * - loose, checked on arrival: a server that ignores the format may add keys or invent a category; an
 *   unknown category costs only that item (dropped and counted), not the whole draft.
 */
function essayFeedbackSchema(strict: boolean) {
  const closed = strict ? { additionalProperties: false } : {};
  const item = Type.Object(
    {
      quote: Type.String({ description: 'A passage copied character for character from the essay.' }),
      category: strict ? Type.Enum([...FEEDBACK_CATEGORIES]) : Type.String(),
      severity: strict ? Type.Enum([...SEVERITIES]) : Type.String(),
      comment: Type.String({ description: 'What the student should notice about this passage, and why.' }),
      suggestion: Type.String({ description: 'A concrete revision, or an empty string.' }),
    },
    closed,
  );
  return Type.Object(
    {
      items: Type.Array(item),
      overall_feedback: Type.String(),
      detailed_analysis: Type.Array(Type.String()),
      strengths: Type.Array(Type.String()),
      areas_for_improvement: Type.Array(Type.String()),
      encouragement: Type.String(),
      general_feedback: Type.String({ description: 'One paragraph summing up the feedback.' }),
      // The range lives in the description: several compatible servers reject numeric bounds in strict mode.
      suggested_grade: strict
        ? Type.Integer({ description: 'A whole number from 0 to 100.' })
        : Type.Union([Type.Number(), Type.Null()]),
    },
    closed,
  );
}

export const ESSAY_FEEDBACK_RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: { name: 'essay_feedback', strict: true, schema: essayFeedbackSchema(true) },
} as const;

export const EssayFeedbackAnswerSchema = essayFeedbackSchema(false);
export type EssayFeedbackAnswer = Static<typeof EssayFeedbackAnswerSchema>;
export type ProposedItem = EssayFeedbackAnswer['items'][number];
