import type { LocalLinter } from 'harper.js';
import type { TextRange } from './types';

/** What one harper lint says, copied out of WebAssembly memory. */
export interface HarperFinding {
  rule: string;
  kind: string;
  range: TextRange;
  problem: string;
  message: string;
  /** Replacement texts; an empty string means "delete". */
  replacements: string[];
  /** Whether the suggestion inserts after the problem text rather than replacing it. */
  insertAfter: boolean;
}

const INSERT_AFTER = 2;

/**
 * Harper's spans have been seen to count UTF-16 units in this release, but its core counts characters
 * (code points); whichever reading puts the lint's own problem text at the span is taken, else the lint
 * is left out rather than anchored in the wrong place.
 */
function toUtf16Range(text: string, start: number, end: number, problem: string): TextRange | null {
  if (text.slice(start, end) === problem) return { start, end };
  const points = Array.from(text);
  if (end > points.length) return null;
  const from = points.slice(0, start).join('').length;
  const to = from + points.slice(start, end).join('').length;
  return text.slice(from, to) === problem ? { start: from, end: to } : null;
}

/** Lints the text and frees every WebAssembly object, since the worker lints essays for its whole life. */
export async function harperFindings(linter: LocalLinter, text: string): Promise<HarperFinding[]> {
  const byRule = await linter.organizedLints(text, { language: 'plaintext' });
  const findings: HarperFinding[] = [];
  for (const [rule, lints] of Object.entries(byRule)) {
    for (const lint of lints) {
      const span = lint.span();
      const problem = lint.get_problem_text();
      const range = toUtf16Range(text, span.start, span.end, problem);
      const suggestions = lint.suggestions();
      if (range && problem.trim()) {
        findings.push({
          rule,
          kind: lint.lint_kind(),
          range,
          problem,
          message: lint.message(),
          replacements: suggestions.map((suggestion) => suggestion.get_replacement_text()),
          insertAfter: suggestions[0]?.kind() === INSERT_AFTER,
        });
      }
      for (const suggestion of suggestions) suggestion.free();
      span.free();
      lint.free();
    }
  }
  return findings.sort((a, b) => a.range.start - b.range.start);
}
