import { q } from './phrasing';
import type { Candidate, EssayDocument, Word } from './types';

const MAX_NOTES = 3;
/** Three times within two sentences is where a reader starts to hear the echo. */
const ECHO_COUNT = 3;

/** Words students lean on, with plainer or more exact alternatives to offer. */
const ALTERNATIVES: Record<string, string> = {
  important: '“essential”, “crucial” or “significant”',
  good: '“helpful”, “valuable” or “beneficial”',
  bad: '“harmful”, “damaging” or “unfair”',
  thing: 'the name of the thing you mean',
  things: 'the names of the things you mean',
  big: '“large”, “major” or “serious”',
  help: '“support”, “assist” or “benefit”',
  get: '“gain”, “receive” or “earn”',
  think: '“believe”, “argue” or “suggest”',
  people: '“students”, “citizens” or “they”',
  because: 'a new sentence, or “since”',
};

function localEchoes(doc: EssayDocument): Candidate[] {
  const found: Candidate[] = [];
  const flagged = new Set<string>();
  for (let index = 0; index + 1 < doc.sentences.length && found.length < MAX_NOTES; index++) {
    const [first, second] = [doc.sentences[index], doc.sentences[index + 1]];
    if (first.paragraph !== second.paragraph) continue;
    const seen = new Map<string, Word[]>();
    for (const word of [...first.words, ...second.words]) {
      if (word.stop || word.lower.length < 4 || word.pos === 'PROPN' || word.pos === 'NUM') continue;
      const list = seen.get(word.lower) ?? [];
      list.push(word);
      seen.set(word.lower, list);
    }
    for (const [lower, words] of seen) {
      if (words.length < ECHO_COUNT || flagged.has(lower) || found.length === MAX_NOTES) continue;
      flagged.add(lower);
      const third = words[ECHO_COUNT - 1];
      found.push({
        scope: 'word',
        range: { start: third.start, end: third.end },
        category: 'style',
        severity: 'low',
        comment: `${q(third.text)} is used ${words.length} times in two sentences, so the repetition starts to show.`,
        suggestion: `Replace this one with ${ALTERNATIVES[lower] ?? 'a synonym or a pronoun'}.`,
      });
    }
  }
  return found;
}

/** Three sentences in a row that open with the same word sound like a list. */
function repeatedOpeners(doc: EssayDocument): Candidate[] {
  const found: Candidate[] = [];
  for (let index = 2; index < doc.sentences.length && found.length < 2; index++) {
    const openers = doc.sentences.slice(index - 2, index + 1).map((sentence) => sentence.words[0]);
    if (openers.some((word) => !word) || new Set(openers.map((word) => word.lower)).size !== 1) continue;
    const third = openers[2];
    found.push({
      scope: 'word',
      range: { start: third.start, end: third.end },
      category: 'style',
      severity: 'low',
      comment: `Three sentences in a row begin with ${q(third.text)}, which makes the passage sound like a list.`,
      suggestion: 'Vary the openings: start this one with a time phrase, a reason or a linking word instead.',
    });
    index += 2;
  }
  return found;
}

export function repetitionCandidates(doc: EssayDocument): Candidate[] {
  return [...localEchoes(doc), ...repeatedOpeners(doc)];
}
