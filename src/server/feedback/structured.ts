import { Value } from 'typebox/value';
import type { StructuredFeedback } from '../../shared/contract/feedback';
import { StructuredFeedbackSchema } from '../../shared/contract/schemas/feedback';

/** Section 7: structured feedback that cannot be read is ignored, and the plain feedback stands. */
export function parseStructuredFeedback(json: string | null): StructuredFeedback | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return Value.Check(StructuredFeedbackSchema, value) ? (value as StructuredFeedback) : null;
  } catch {
    return null;
  }
}
