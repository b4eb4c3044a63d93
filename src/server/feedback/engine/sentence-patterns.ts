import type { EssayDocument, Sentence } from './types';

/**
 * The closed classes of English, the words grammar is built from rather than what an essay is about:
 * articles and determiners, pronouns and their possessives, prepositions, conjunctions, auxiliaries
 * and modals, negation, and the quantifiers and degree words that govern what follows them.
 */
const FUNCTION_WORDS = new Set([
  ...['the', 'a', 'an', 'this', 'these', 'those', 'no', 'some', 'any', 'all', 'many', 'much', 'more', 'most'],
  ...['i', 'you', 'he', 'she', 'it', 'we', 'they', 'me', 'him', 'her', 'us', 'them'],
  ...['my', 'your', 'his', 'its', 'our', 'their'],
  ...['of', 'to', 'in', 'on', 'at', 'for', 'with', 'by', 'from', 'as', 'than'],
  ...['and', 'or', 'but', 'so', 'because', 'if', 'when', 'that', 'which', 'who'],
  ...['is', 'are', 'was', 'were', 'be', 'been', 'am', 'do', 'does', 'did', 'have', 'has', 'had'],
  ...['will', 'would', 'can', 'could', 'should', 'may', 'might', 'must', 'not'],
  ...['there', 'here', 'then', 'very', 'too', 'also', 'just'],
]);

const SENTENCE_START = '<s>';
const SENTENCE_END = '</s>';

/** Punctuation between words: a single mark as itself, anything longer ("...", "?!", "--") as one kind. */
const mark = (gap: string) => (gap.length === 1 ? gap : 'P');

/**
 * A sentence as the grade model reads its construction: each function word as itself, every other word
 * as its part of speech ("the NOUN of NOUN VERB because we VERB"), punctuation kept, start and end marked.
 * What it is about drops out, so the patterns carry over from one assignment's topic to another's.
 */
function unitsOf(text: string, sentence: Sentence): string[] {
  const units = [SENTENCE_START];
  sentence.words.forEach((word, index) => {
    const gap = index > 0 ? text.slice(sentence.words[index - 1].end, word.start).trim() : '';
    if (gap) units.push(mark(gap));
    units.push(FUNCTION_WORDS.has(word.lower) ? word.lower : word.pos);
  });
  const last = sentence.words.at(-1);
  const tail = last ? text.slice(last.end, sentence.end).trim() : '';
  if (tail) units.push(mark(tail));
  units.push(SENTENCE_END);
  return units;
}

/**
 * How often each unit and each pair of adjacent units occurs, as a share of all units or all pairs of
 * the essay: "the NOUN" 0.04, "because we" 0.003. Learners' essays differ from proficient ones in these
 * shares (missing articles, "is VERB", a comma before "because"), whatever the topic.
 */
export function sentencePatterns(doc: EssayDocument): Map<string, number> {
  const counts = new Map<string, number>();
  const totals = [0, 0];
  const add = (pattern: string, order: 0 | 1) => {
    counts.set(pattern, (counts.get(pattern) ?? 0) + 1);
    totals[order]++;
  };
  for (const sentence of doc.sentences) {
    const units = unitsOf(doc.text, sentence);
    units.forEach((unit, index) => {
      add(unit, 0);
      if (index > 0) add(`${units[index - 1]} ${unit}`, 1);
    });
  }
  const shares = new Map<string, number>();
  for (const [pattern, count] of counts) shares.set(pattern, count / totals[pattern.includes(' ') ? 1 : 0]);
  return shares;
}
