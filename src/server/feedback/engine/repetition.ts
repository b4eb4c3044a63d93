import { q } from './phrasing';
import type { Candidate, EssayDocument, Word } from './types';

/** A light note on the word where a repetition starts to show. */
const repetitionNote = (word: Word, comment: string, suggestion: string): Candidate => ({
  scope: 'word',
  range: { start: word.start, end: word.end },
  category: 'style',
  severity: 'low',
  topic: 'repetition',
  comment,
  suggestion,
});

const MAX_NOTES = 3;
/** Three times within two sentences is where a reader starts to hear the echo. */
const ECHO_COUNT = 3;

/**
 * Words the essay is about ("school" in an essay on school hours) must come back; only a word that is
 * not the essay's topic is worth a note: one absent from the first paragraph (the title and the
 * introduction) and used fewer than five times in all.
 */
function topicWords(doc: EssayDocument): Set<string> {
  const counts = new Map<string, number>();
  for (const word of doc.words) counts.set(word.lemma, (counts.get(word.lemma) ?? 0) + 1);
  const opening = doc.paragraphs
    .slice(0, 2)
    .flatMap((paragraph) => paragraph.sentences.flatMap((s) => s.words));
  return new Set([
    ...opening.map((word) => word.lemma),
    ...[...counts].filter(([, count]) => count >= 5).map(([lemma]) => lemma),
  ]);
}

function localEchoes(doc: EssayDocument): Candidate[] {
  const found: Candidate[] = [];
  const flagged = new Set<string>();
  const topic = topicWords(doc);
  for (let index = 0; index + 1 < doc.sentences.length && found.length < MAX_NOTES; index++) {
    const [first, second] = [doc.sentences[index], doc.sentences[index + 1]];
    if (first.paragraph !== second.paragraph) continue;
    const seen = new Map<string, Word[]>();
    for (const word of [...first.words, ...second.words]) {
      if (word.stop || word.lower.length < 4 || word.pos === 'PROPN' || word.pos === 'NUM') continue;
      if (topic.has(word.lemma)) continue;
      const list = seen.get(word.lower) ?? [];
      list.push(word);
      seen.set(word.lower, list);
    }
    for (const [lower, words] of seen) {
      if (words.length < ECHO_COUNT || flagged.has(lower) || found.length === MAX_NOTES) continue;
      flagged.add(lower);
      const third = words[ECHO_COUNT - 1];
      found.push(
        repetitionNote(
          third,
          `${q(third.text)} is used ${words.length} times in two sentences, so the repetition starts to show.`,
          'Let a pronoun stand for one of them, or join the two sentences so the word is needed once.',
        ),
      );
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
    found.push(
      repetitionNote(
        third,
        `Three sentences in a row begin with ${q(third.text)}, which makes the passage sound like a list.`,
        'Vary the openings: start this one with a time phrase, a reason or a linking word instead.',
      ),
    );
    index += 2;
  }
  return found;
}

export function repetitionCandidates(doc: EssayDocument): Candidate[] {
  return [...localEchoes(doc), ...repeatedOpeners(doc)];
}
