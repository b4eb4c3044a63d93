import type { HarperFinding } from './harper-findings';
import { classifyHarperFinding, type HarperAdvice } from './harper-rules';
import { lessonFor } from './lessons';
import { joinAlternatives, plainMessage, q } from './phrasing';
import { isRegionalVariant } from './regional-spelling';
import { straightApostrophes } from './spelling';
import type { Candidate } from './types';

/**
 * "Students can effect change": the verb "effect" (to bring about) before "change", which harper takes
 * for a slip for "affect".
 */
const bringsAbout = (text: string, finding: HarperFinding) =>
  finding.rule === 'NounVerbConfusion' &&
  /^effect(s|ed|ing)?$/i.test(finding.problem.trim()) &&
  /^\s+(?:(?:real|lasting|positive|social|political)\s+)?changes?\b/i.test(
    text.slice(finding.range.end, finding.range.end + 40),
  );

/**
 * "What he wants will be clear", "the things I learned will help": harper asks for "to" after the verb,
 * but that verb ends a clause and the word after it, a modal or a finite form of "be", "have" or "do",
 * begins the main one; "to" never stands before those ("want to will" is not English).
 */
const FINITE_NEXT =
  /^\s+(will|would|can|could|shall|should|may|might|must|am|is|are|was|were|has|had|does|did)\b/i;
const endsClause = (text: string, finding: HarperFinding) =>
  finding.rule === 'MissingTo' && FINITE_NEXT.test(text.slice(finding.range.end, finding.range.end + 12));

export interface GrammarResult {
  candidates: Candidate[];
  /** Findings counted for the summary and the grade model, before repeated ones are thinned out. */
  grammarCount: number;
  spellingCount: number;
}

/** The same misspelling twenty times is one lesson: the instructor sees its first occurrences only. */
const REPEATS_SHOWN = 2;

function suggestionFor(finding: HarperFinding, spelling: boolean): string {
  // Harper ranks its spelling guesses; the second is rarely the word meant, so only the first is offered.
  // Harper also proposes possessives ("Chev's") for unknown words; they are never the word meant.
  const candidates = spelling
    ? finding.replacements.filter((option) => !/['’]s$/.test(option) || /['’]/.test(finding.problem))
    : finding.replacements;
  const options = [...new Set(candidates)].slice(0, spelling ? 1 : 2);
  if (options.length === 0) return 'Reread this passage aloud and correct it.';
  if (options[0] === '') return `Delete ${q(finding.problem)}.`;
  // A change of spacing alone ("," to ", ") cannot be shown in quotation marks: harper's advice says it.
  if (options.every((option) => option.trim() === '' || option.trim() === finding.problem.trim())) {
    return plainMessage(finding.message);
  }
  if (finding.insertAfter) return `Add ${q(options[0])} after ${q(finding.problem)}.`;
  return `Replace ${q(finding.problem)} with ${joinAlternatives(options)}.`;
}

function commentFor(finding: HarperFinding, advice: HarperAdvice): string {
  if (advice.spelling) return `${q(finding.problem)} is misspelled.`;
  return lessonFor(finding) ?? `${advice.lead} ${plainMessage(finding.message)}`;
}

/**
 * Acronyms ("SYA"), capitalised words inside a sentence (mostly names: "Cuevas") and words the student
 * quotes or brackets are not treated as misspellings.
 */
function isLiteral(text: string, finding: HarperFinding): boolean {
  const { start, end } = finding.range;
  const sentenceStart = /(^|[.!?]["”’)]?)\s*$/u.test(text.slice(Math.max(0, start - 4), start));
  return (
    /^\p{Lu}{2,}$/u.test(finding.problem) ||
    (/^\p{Lu}/u.test(finding.problem) && !sentenceStart) ||
    (/["“‘'(]/.test(text[start - 1] ?? '') && /["”’')]/.test(text[end] ?? ''))
  );
}

/**
 * Harper's dictionary flags names and rare words too, so a spelling finding stands only where
 * retext-spell's Hunspell dictionary does not know the word either (precision over recall).
 */
export function grammarCandidates(
  text: string,
  findings: HarperFinding[],
  unknownWords: Set<string>,
): GrammarResult {
  const accepted = findings.flatMap((finding) => {
    const advice = classifyHarperFinding(finding);
    const unknown = unknownWords.has(straightApostrophes(finding.problem)) && !isLiteral(text, finding);
    if (!advice || (advice.spelling && !unknown)) return [];
    if (advice.spelling && isRegionalVariant(finding.problem, finding.replacements)) return [];
    if (bringsAbout(text, finding) || endsClause(text, finding)) return [];
    return [{ finding, advice, key: `${finding.rule}:${finding.problem.toLowerCase()}` }];
  });
  const totals = new Map<string, number>();
  for (const { key } of accepted) totals.set(key, (totals.get(key) ?? 0) + 1);
  const shown = new Map<string, number>();
  const candidates: Candidate[] = [];
  for (const { finding, advice, key } of accepted) {
    const times = (shown.get(key) ?? 0) + 1;
    shown.set(key, times);
    if (times > REPEATS_SHOWN) continue;
    const total = totals.get(key) ?? 1;
    const again = times === 1 && total > 1 ? ` It happens ${total} times in the essay.` : '';
    candidates.push({
      scope: 'word',
      range: finding.range,
      category: advice.category,
      severity: advice.severity,
      comment: `${commentFor(finding, advice)}${again}`,
      suggestion: suggestionFor(finding, advice.spelling),
      spelling: advice.spelling,
    });
  }
  return {
    candidates,
    grammarCount: accepted.filter(({ advice }) => advice.category === 'grammar').length,
    spellingCount: accepted.filter(({ advice }) => advice.spelling).length,
  };
}
