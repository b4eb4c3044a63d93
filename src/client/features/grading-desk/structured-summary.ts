import type { DerivedLine } from '../../../shared/rules/summary-lines';
import { jsonObjectOf } from '../../lib/stored-json';

/** The parts of section 3's structured feedback that the instructor edits. */
export interface EditableSummary {
  overall_feedback: string;
  strengths: string[];
  areas_for_improvement: string[];
  encouragement: string;
}

export const EMPTY_SUMMARY: EditableSummary = {
  overall_feedback: '',
  strengths: [],
  areas_for_improvement: [],
  encouragement: '',
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const linesOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string') : [];

const isDerivedLine = (value: unknown): value is DerivedLine => {
  const line = value as DerivedLine | null;
  return (
    !!line &&
    (line.list === 'strengths' || line.list === 'areas_for_improvement') &&
    typeof line.line === 'string' &&
    Number.isInteger(line.position) &&
    Array.isArray(line.items) &&
    line.items.every(Number.isInteger)
  );
};

/** The summary lines the engine drew from comments (`line_items`); none when absent or malformed. */
export function parseDerivedLines(json: string | null): DerivedLine[] {
  const lines = jsonObjectOf(json)?.line_items;
  return Array.isArray(lines) ? lines.filter(isDerivedLine) : [];
}

/**
 * Reads `structured_feedback_json`. JSON that cannot be parsed, or is not an object, is ignored
 * (section 7), and the editor starts empty; a field of the wrong type counts as missing.
 */
export function parseSummary(json: string | null): EditableSummary {
  const fields = jsonObjectOf(json);
  if (!fields) return EMPTY_SUMMARY;
  return {
    overall_feedback: textOf(fields.overall_feedback),
    strengths: linesOf(fields.strengths),
    areas_for_improvement: linesOf(fields.areas_for_improvement),
    encouragement: textOf(fields.encouragement),
  };
}
