import type { Candidate, TextRange } from './types';

/** A grammar slip found by the engine's own word patterns rather than by harper. */
export function patternFinding(
  range: TextRange,
  severity: Candidate['severity'],
  comment: string,
  suggestion: string,
): Candidate {
  return {
    scope: 'word',
    range: { start: range.start, end: range.end },
    category: 'grammar',
    severity,
    comment,
    suggestion,
  };
}

export const wordSet = (list: string) => new Set(list.trim().split(/\s+/));
