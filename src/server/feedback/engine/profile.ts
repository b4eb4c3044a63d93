import { conclusionOf } from './essay-parts';
import type { GrammarResult } from './grammar';
import { EVIDENCE, FIGURE_OR_QUOTE, POSITION, SWEEPING_CLAIM, TRANSITION } from './markers';
import type { StyleResult } from './style';
import type { EssayDocument, Sentence } from './types';

/** What the summary and the grade model know about an essay: counts, not comments. */
export interface EssayProfile {
  words: number;
  paragraphs: number;
  sentences: number;
  meanSentenceLength: number;
  longestSentence: number;
  longSentences: number;
  readingEase: number;
  /**
   * Moving-average type-token ratio over 50-word windows: vocabulary variety independent of length.
   * NaN below 50 words, where every short text looks varied.
   */
  vocabularyVariety: number;
  meanWordLength: number;
  grammarIssues: number;
  spellingIssues: number;
  passive: number;
  wordy: number;
  thesis: boolean;
  conclusion: boolean;
  bodyParagraphs: number;
  linkedBodyParagraphs: number;
  transitionSentences: number;
  /** Up to three transitions the essay uses, as written, for the summary to name. */
  transitionsUsed: string[];
  sweepingClaims: number;
  evidenceSentences: number;
  /** Different words used (case aside): the size of the vocabulary, where variety is its spread. */
  distinctWords: number;
  /** Words of seven letters or more. */
  longWords: number;
  /** "i" written for the pronoun "I" (alone or in "i'm", "i've"…). */
  lowercaseI: number;
  /** Sentences that open with a lower-case letter. */
  lowercaseOpenings: number;
  commas: number;
  /** Semicolons and colons: the joints of longer sentences. */
  semicolonsAndColons: number;
}

const LONG_SENTENCE = 35;
const WINDOW = 50;

function vocabularyVariety(words: string[]): number {
  if (words.length < WINDOW) return Number.NaN;
  // The window slides one word at a time, counting what enters and leaves, rather than building a set
  // of fifty words at every step: the same sums, in a fiftieth of the work.
  const counts = new Map<string, number>();
  const enter = (word: string) => counts.set(word, (counts.get(word) ?? 0) + 1);
  const leave = (word: string) => {
    const left = (counts.get(word) ?? 1) - 1;
    if (left === 0) counts.delete(word);
    else counts.set(word, left);
  };
  for (const word of words.slice(0, WINDOW)) enter(word);
  let total = counts.size / WINDOW;
  const windows = words.length - WINDOW + 1;
  for (let start = 1; start < windows; start++) {
    leave(words[start - 1]);
    enter(words[start + WINDOW - 1]);
    total += counts.size / WINDOW;
  }
  return total / windows;
}

export function profileEssay(doc: EssayDocument, grammar: GrammarResult, style: StyleResult): EssayProfile {
  const sentenceText = (sentence: Sentence) => doc.text.slice(sentence.start, sentence.end);
  const lengths = doc.sentences.map((sentence) => sentence.words.length).filter((length) => length > 0);
  const intro = doc.paragraphs[0];
  const body = doc.paragraphs.length >= 3 ? doc.paragraphs.slice(1, -1) : doc.paragraphs.slice(1);
  const opening = (sentence: Sentence) =>
    doc.text.slice(sentence.start, sentence.words[4]?.end ?? sentence.end);
  const transitions = doc.sentences
    .map((sentence) => TRANSITION.exec(opening(sentence))?.[0])
    .filter(Boolean) as string[];
  return {
    words: doc.words.length,
    paragraphs: doc.paragraphs.length,
    sentences: lengths.length,
    meanSentenceLength: lengths.length ? doc.words.length / lengths.length : 0,
    longestSentence: Math.max(0, ...lengths),
    longSentences: lengths.filter((length) => length > LONG_SENTENCE).length,
    readingEase: doc.readingEase,
    vocabularyVariety: vocabularyVariety(doc.words.map((word) => word.lower)),
    meanWordLength: doc.words.length
      ? doc.words.reduce((sum, word) => sum + word.text.length, 0) / doc.words.length
      : 0,
    grammarIssues: grammar.grammarCount,
    spellingIssues: grammar.spellingCount,
    passive: style.counts.passive,
    wordy: style.counts.wordy + style.counts.weasel + style.counts.thereIs,
    thesis:
      doc.paragraphs.length >= 2 &&
      !!intro?.sentences.some((sentence) => POSITION.test(sentenceText(sentence))),
    conclusion: conclusionOf(doc) !== null,
    bodyParagraphs: body.length,
    linkedBodyParagraphs: body.filter((paragraph) => TRANSITION.test(opening(paragraph.sentences[0]))).length,
    transitionSentences: transitions.length,
    transitionsUsed: [...new Set(transitions.map((phrase) => phrase.toLowerCase()))].slice(0, 3),
    sweepingClaims: doc.sentences.filter((sentence) => SWEEPING_CLAIM.test(sentenceText(sentence))).length,
    evidenceSentences: doc.sentences.filter((sentence) => {
      const text = sentenceText(sentence);
      return EVIDENCE.test(text) || FIGURE_OR_QUOTE.test(text);
    }).length,
    distinctWords: new Set(doc.words.map((word) => word.lower)).size,
    longWords: doc.words.filter((word) => word.text.length >= 7).length,
    lowercaseI: doc.words.filter((word) => /^i(?:$|['’])/.test(word.text)).length,
    lowercaseOpenings: doc.sentences.filter((sentence) => /^\p{Ll}/u.test(sentence.words[0]?.text ?? ''))
      .length,
    commas: doc.text.match(/,/g)?.length ?? 0,
    semicolonsAndColons: doc.text.match(/[;:]/g)?.length ?? 0,
  };
}
