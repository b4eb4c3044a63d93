import { patternFinding } from './pattern-finding';
import { q } from './phrasing';
import type { Candidate, EssayDocument } from './types';

/** Openers that are always set off by a comma when they begin a sentence. */
const INTRODUCTORY =
  /^(in my opinion|in my view|first of all|in addition|in conclusion|for example|for instance|on the other hand|as a result|in fact|in other words|in general|in short|to conclude|to sum up|in summary|however|therefore|moreover|furthermore|nevertheless|consequently|additionally|firstly|secondly|thirdly|lastly|nowadays|personally|unfortunately|fortunately)\b(?!\s*[,:;.!?])/i;

export function commaCandidates(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap((sentence) => {
    const opener = INTRODUCTORY.exec(doc.text.slice(sentence.start, sentence.end));
    if (!opener || sentence.words.length < 4) return [];
    const range = { start: sentence.start, end: sentence.start + opener[0].length };
    return [
      patternFinding(
        range,
        'low',
        `An opening phrase such as ${q(opener[0])} is followed by a comma.`,
        `Write ${q(`${opener[0]},`)}.`,
      ),
    ];
  });
}
