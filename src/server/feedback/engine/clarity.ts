import { q } from './phrasing';
import type { Candidate, EssayDocument, Sentence } from './types';

/** Past ~35 words a reader loses the thread of a sentence; past ~55 it is usually several sentences run on. */
const LONG_SENTENCE = 35;
const RUN_ON_SENTENCE = 55;
const MAX_NOTES = 4;

const JOINS = /^(and|but|so|because|which|while|although|then|or)$/i;

/** The join nearest the middle of the sentence, where splitting it leaves two readable halves. */
function splitPoint(text: string, sentence: Sentence): string | null {
  const middle = (sentence.start + sentence.end) / 2;
  let best: { word: string; distance: number } | null = null;
  for (const [index, word] of sentence.words.entries()) {
    if (index < 4 || index > sentence.words.length - 4) continue;
    const afterComma = /[,;]\s*$/.test(text.slice(sentence.words[index - 1].end, word.start));
    if (!afterComma && !JOINS.test(word.text)) continue;
    const distance = Math.abs(word.start - middle);
    if (!best || distance < best.distance)
      best = { word: `${sentence.words[index - 1].text} ${word.text}`, distance };
  }
  return best?.word ?? null;
}

/** The longest sentences, longest first, as clarity comments on the sentence itself. */
export function clarityCandidates(doc: EssayDocument): Candidate[] {
  return doc.sentences
    .filter((sentence) => sentence.words.length > LONG_SENTENCE)
    .sort((a, b) => b.words.length - a.words.length)
    .slice(0, MAX_NOTES)
    .map((sentence) => {
      const length = sentence.words.length;
      const split = splitPoint(doc.text, sentence);
      return {
        scope: 'passage',
        range: { start: sentence.start, end: sentence.end },
        category: 'clarity',
        severity: length > RUN_ON_SENTENCE ? 'high' : 'medium',
        comment:
          length > RUN_ON_SENTENCE
            ? `This sentence runs on for ${length} words, so several ideas blur into one.`
            : `At ${length} words this sentence asks the reader to hold a lot at once.`,
        suggestion: split
          ? `Split it into two sentences around ${q(split)} and end each with a full stop.`
          : 'Split it into two or three shorter sentences, one idea each.',
      };
    });
}
