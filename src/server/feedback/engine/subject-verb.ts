import { patternFinding, wordSet } from './pattern-finding';
import { q } from './phrasing';
import type { Candidate, EssayDocument, TextRange, Word } from './types';
import { isPluralNoun } from './word-forms';

export const SINGULAR_VERBS: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };
export const PLURAL_VERBS: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does' };
const INDEFINITE = wordSet('everyone everybody someone somebody nobody anyone anybody everything nothing');
/** "Does everyone have…", "to let everybody do…": the verb after these is a bare infinitive. */
const BARE_INFINITIVE_BEFORE = wordSet(
  'do does did will would can could should may might must to let make help',
);
/** "each students has": the determiner, not the verb, is what the noun-number check corrects. */
const SINGULAR_DETERMINERS = wordSet('this a an another every each');
const NOUN_PHRASE = new Set(['DET', 'ADJ', 'NUM', 'PRON', 'NOUN', 'PROPN']);
/** "because people is"; not "and", which may join two nouns into one subject. */
const CLAUSE_START = new Set(['SCONJ']);

/**
 * Only a plain subject counts ("The results is", "because people is"), not the end of a longer phrase
 * ("the information in videos is"), whose head noun is elsewhere.
 */
function isPlainSubject(words: Word[], i: number): boolean {
  let first = i;
  while (first > 0 && NOUN_PHRASE.has(words[first - 1].pos)) first--;
  if (SINGULAR_DETERMINERS.has(words[first]?.lower ?? '')) return false;
  return first === 0 || CLAUSE_START.has(words[first - 1].pos);
}

type Problem = [TextRange, string, string];

/** "thinks", "goes": a present-tense verb with the -s of he, she and it. */
export const isThirdPersonSingular = (word: Word) =>
  word.pos === 'VERB' && (word.lower === `${word.lemma}s` || word.lower === `${word.lemma}es`);

/** What is wrong between the subject at `i` and the verb after it, or null when they agree. */
function disagreement(words: Word[], i: number): Problem | null {
  const [word, next, after] = [words[i], words[i + 1], words[i + 2]];
  if (!next) return null;
  const subject = q(word.text);
  const plural = word.pos === 'NOUN' && (isPluralNoun(word.lower, word.lemma) || word.lower === 'people');
  const fix = SINGULAR_VERBS[next.lower] ?? (isThirdPersonSingular(next) ? next.lemma : undefined);
  if (plural && fix && isPlainSubject(words, i)) {
    return [next, `${subject} is plural, so the verb must be plural too.`, `Write ${q(fix)}.`];
  }
  if (/^(he|she|it)$/.test(word.lower) && next.lower === 'do' && /^n[’']t$/.test(after?.lower ?? '')) {
    return [{ start: next.start, end: after.end }, `With ${subject} the verb is “does”.`, 'Write “doesn’t”.'];
  }
  if (
    INDEFINITE.has(word.lower) &&
    PLURAL_VERBS[next.lower] &&
    !BARE_INFINITIVE_BEFORE.has(words[i - 1]?.lower ?? '')
  ) {
    return [next, `${subject} takes a singular verb.`, `Write ${q(PLURAL_VERBS[next.lower])}.`];
  }
  return null;
}

/** A plural subject with a singular verb ("people is"), "he don't", and "everyone have". */
export function subjectVerbCandidates(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap(({ words }) =>
    words.flatMap((_, i) => {
      const problem = disagreement(words, i);
      return problem ? [patternFinding(problem[0], 'high', problem[1], problem[2])] : [];
    }),
  );
}
