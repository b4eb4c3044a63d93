import type { FeedbackCategoryName, Severity } from '../../../shared/contract/feedback';
import type { DraftItem } from '../draft';
import type { Candidate, TextRange } from './types';

/** An instructor approves items one by one; past about forty the draft stops being a help. */
export const MAX_ITEMS = 40;
const MAX_PASSAGES = 12;
/** A quote is a phrase or a sentence, never a whole paragraph. */
const MAX_QUOTE = 300;
const MIN_PASSAGE_WORDS = 3;

const SEVERITY_RANK: Record<Severity, number> = { high: 0, medium: 1, low: 2 };
const CATEGORY_RANK: Record<FeedbackCategoryName, number> = {
  grammar: 0,
  argument: 1,
  evidence: 2,
  structure: 3,
  clarity: 4,
  style: 5,
};

const byPriority = (a: Candidate, b: Candidate) =>
  SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
  CATEGORY_RANK[a.category] - CATEGORY_RANK[b.category] ||
  a.range.start - b.range.start;

export const overlaps = (a: TextRange, b: TextRange) => a.start < b.end && b.start < a.end;

const SPACE = /[\s]/u;
const SPACE_OR_COMMA = /[\s,;:]/u;

/** Narrows a range past the characters `edge` matches at both ends; null when nothing is left. */
function tidy(text: string, { start, end }: TextRange, edge = SPACE): TextRange | null {
  let [lead, trail] = [0, 0];
  while (start + lead < end && edge.test(text[start + lead])) lead++;
  while (end - trail > start + lead && edge.test(text[end - trail - 1])) trail++;
  return end - trail > start + lead ? { start: start + lead, end: end - trail } : null;
}

function shorten(text: string, range: TextRange): TextRange | null {
  if (range.end - range.start <= MAX_QUOTE) return range;
  let cut = text.lastIndexOf(' ', range.start + MAX_QUOTE);
  if (cut <= range.start)
    cut = range.start + MAX_QUOTE - (/[\uD800-\uDBFF]/.test(text[range.start + MAX_QUOTE - 1]) ? 1 : 0);
  return tidy(text, { start: range.start, end: cut }, SPACE_OR_COMMA);
}

/** The longest stretch of the passage that no placed item covers, if it still reads as a phrase. */
function freePart(text: string, range: TextRange, taken: TextRange[]): TextRange | null {
  const inside = taken.filter((other) => overlaps(other, range)).sort((a, b) => a.start - b.start);
  const gaps: TextRange[] = [];
  let from = range.start;
  for (const other of inside) {
    if (other.start > from) gaps.push({ start: from, end: other.start });
    from = Math.max(from, other.end);
  }
  if (from < range.end) gaps.push({ start: from, end: range.end });
  const best = gaps
    .map((gap) => tidy(text, gap, SPACE_OR_COMMA))
    .filter(
      (gap): gap is TextRange =>
        gap !== null && text.slice(gap.start, gap.end).split(/\s+/u).length >= MIN_PASSAGE_WORDS,
    )
    .sort((a, b) => b.end - b.start - (a.end - a.start))[0];
  return best ? shorten(text, best) : null;
}

/** A comment as the draft shows it, beside the finding it came from. */
export interface PlacedCandidate {
  candidate: Candidate;
  item: DraftItem;
}

const toItem = (text: string, candidate: Candidate, range: TextRange): DraftItem => ({
  startIndex: range.start,
  endIndex: range.end,
  quote: text.slice(range.start, range.end),
  category: candidate.category,
  severity: candidate.severity,
  comment: candidate.comment,
  suggestion: candidate.suggestion,
});

/**
 * Places word-level findings first, most serious first, then lets each passage comment take the free
 * part of its sentence, so a structure note does not hide the spelling slips inside its sentence.
 * Section 5: no two items overlap, since a highlighted passage is not highlighted again.
 */
export function placeCandidates(text: string, candidates: Candidate[]): PlacedCandidate[] {
  const passages = candidates
    .filter((c) => c.scope === 'passage')
    .sort(byPriority)
    .slice(0, MAX_PASSAGES);
  const words = candidates.filter((c) => c.scope === 'word').sort(byPriority);
  const placed: Array<[Candidate, TextRange]> = [];
  const taken = () => placed.map(([, range]) => range);
  for (const candidate of words) {
    if (placed.length === MAX_ITEMS - passages.length) break;
    const range = tidy(text, candidate.range);
    if (range && !taken().some((other) => overlaps(other, range))) placed.push([candidate, range]);
  }
  const passageRanges: TextRange[] = [];
  for (const candidate of passages) {
    for (const option of [candidate.range, ...(candidate.alternatives ?? [])]) {
      // Two comments on one sentence would split it between them: the later one looks elsewhere.
      if (passageRanges.some((other) => overlaps(other, option))) continue;
      const range = freePart(text, option, taken());
      if (range) {
        placed.push([candidate, range]);
        passageRanges.push(option);
        break;
      }
    }
  }
  return placed
    .sort(([, a], [, b]) => a.start - b.start)
    .map(([candidate, range]) => ({ candidate, item: toItem(text, candidate, range) }));
}

/**
 * One finding per span: two checks that find the same slip on the same words (an agreement check and a
 * relative-clause check on one verb) make one comment and count once.
 */
export function distinctSpans(candidates: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return candidates.filter(({ range }) => {
    const key = `${range.start}:${range.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
