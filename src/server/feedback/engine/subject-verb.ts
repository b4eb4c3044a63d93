import { patternFinding, wordSet } from './pattern-finding';
import { q } from './phrasing';
import type { Candidate, EssayDocument, TextRange, Word } from './types';
import { isPluralNoun, isSingularNoun } from './word-forms';

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
/** "Thirty minutes is not enough": an amount counted in these units is one quantity, and singular. */
const UNITS = wordSet(`second minute hour day week month year dollar pound euro cent mile kilometre kilometer
  metre meter kilogram gram litre liter percent`);
/**
 * Singular nouns that name a group, which British English lets take a plural verb ("the staff are"),
 * and Latin plurals that look singular: the singular-subject check leaves them alone.
 */
const GROUP_NOUNS = wordSet(`team staff police family government class group crowd committee council audience
  public majority minority media data criteria phenomena couple pair number rest variety range lot half
  school college university company club crew board army band choir jury orchestra party cast navy
  management department office series species`);
/** "If my brother were here", "I wish the library were open": the subjunctive "were" is right. */
const SUBJUNCTIVE_BEFORE = wordSet('if wish though unless suppose supposing');

/** Where the subject's noun phrase begins: back over its determiners, adjectives and nouns. */
function phraseStart(words: Word[], i: number): number {
  let first = i;
  while (first > 0 && NOUN_PHRASE.has(words[first - 1].pos)) first--;
  return first;
}

/**
 * Only a plain subject counts ("The results is", "because people is", ", and students eats"), not the
 * end of a longer phrase ("the information in videos is"), whose head noun is elsewhere. An "and" starts
 * a clause only after a comma; without one it may join two nouns into one subject.
 */
function isPlainSubject(words: Word[], i: number, text: string): boolean {
  const first = phraseStart(words, i);
  if (SINGULAR_DETERMINERS.has(words[first]?.lower ?? '')) return false;
  if (first === 0 || CLAUSE_START.has(words[first - 1].pos)) return true;
  const joiner = words[first - 1];
  return joiner.pos === 'CCONJ' && first > 1 && /,\s*$/.test(text.slice(words[first - 2].end, joiner.start));
}

type Problem = [TextRange, string, string];

/** "thinks", "goes": a present-tense verb with the -s of he, she and it. */
export const isThirdPersonSingular = (word: Word) =>
  word.pos === 'VERB' && (word.lower === `${word.lemma}s` || word.lower === `${word.lemma}es`);

/** A singular common noun that is not a group: "the library", "my brother". */
const isSingularSubject = (word: Word) =>
  word.pos === 'NOUN' && isSingularNoun(word.lower, word.lemma) && !GROUP_NOUNS.has(word.lower);

/** What is wrong between the subject at `i` and the verb after it, or null when they agree. */
function disagreement(words: Word[], i: number, text: string): Problem | null {
  const [word, next, after] = [words[i], words[i + 1], words[i + 2]];
  if (!next) return null;
  const subject = q(word.text);
  const amount = UNITS.has(word.lemma) && words[i - 1]?.pos === 'NUM';
  const plural =
    word.pos === 'NOUN' && (isPluralNoun(word.lower, word.lemma) || word.lower === 'people') && !amount;
  const fix = SINGULAR_VERBS[next.lower] ?? (isThirdPersonSingular(next) ? next.lemma : undefined);
  if (plural && fix && isPlainSubject(words, i, text)) {
    return [next, `${subject} is plural, so the verb must be plural too.`, `Write ${q(fix)}.`];
  }
  const singularFix = next.lower === 'are' || next.lower === 'were' ? PLURAL_VERBS[next.lower] : undefined;
  if (
    singularFix &&
    isSingularSubject(word) &&
    isPlainSubject(words, i, text) &&
    !words.slice(0, i).some((before) => SUBJUNCTIVE_BEFORE.has(before.lower))
  ) {
    return [next, `${subject} is singular, so the verb must be singular too.`, `Write ${q(singularFix)}.`];
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
      const problem = disagreement(words, i, doc.text);
      return problem ? [patternFinding(problem[0], 'high', problem[1], problem[2])] : [];
    }),
  );
}
