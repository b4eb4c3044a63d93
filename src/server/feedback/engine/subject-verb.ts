import { patternFinding, wordSet } from './pattern-finding';
import { q } from './phrasing';
import type { Candidate, EssayDocument, TextRange, Word } from './types';
import { isPluralNoun, isSingularNoun, thirdPersonOf } from './word-forms';

export const SINGULAR_VERBS: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };
export const PLURAL_VERBS: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does' };
const INDEFINITE = wordSet('everyone everybody someone somebody nobody anyone anybody everything nothing');
/** "Does everyone have…", "to let everybody do…": the verb after these is a bare infinitive. */
const BARE_INFINITIVE_BEFORE = wordSet(
  'do does did will would can could should may might must to let make help',
);
/** "each students has": the determiner, not the verb, is what the noun-number check corrects. */
const SINGULAR_DETERMINERS = wordSet('this a an another every each');
/** "some driver make trouble": the noun, counted as many, is what is wrong, not the verb. */
const PLURAL_DETERMINERS = wordSet('some many several few both these those all most various');
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
export const GROUP_NOUNS =
  wordSet(`team staff police family government class group crowd committee council audience
  public majority minority media data criteria phenomena couple pair number rest variety range lot half
  school college university company club crew board army band choir jury orchestra party cast navy
  management department office series species`);
/** Words after which "that" may open a clause in the subjunctive: "we suggest that he attend". */
const MANDATIVE = wordSet(`suggest recommend insist demand require request propose ask urge advise order
  important essential necessary vital crucial imperative best better desirable mandatory`);
/** "If my brother were here", "I wish the library were open": the subjunctive "were" is right. */
const SUBJUNCTIVE_BEFORE = wordSet('if wish though unless suppose supposing');
/** Verbs whose past tense is spelled as their base: "My friend read it yesterday" is right. */
const SAME_IN_THE_PAST =
  wordSet(`put cut hit let set quit shut hurt cost spread read beat bet bid burst cast fit
  split upset broadcast forecast rid shed spit wet`);
/** Nouns whose plural is spelled as their singular: "the sheep eat" may be many sheep. */
export const SAME_IN_THE_PLURAL = wordSet(
  'sheep deer fish aircraft offspring salmon trout moose bison swine',
);
/** "the students there has", "students also needs": words that may stand between subject and verb. */
const BETWEEN_SUBJECT_AND_VERB = wordSet(
  'there here also often always usually never sometimes still only really even already',
);
/** "most of the meals is": the verb agrees with the noun these count, not with the quantifier. */
const QUANTIFIERS = wordSet('most all some many lots lot plenty few several both half');

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
  // wink tags "so" as an adverb, though after a comma it joins two clauses as "and" and "but" do.
  const joins = joiner.pos === 'CCONJ' || joiner.lower === 'so';
  return joins && first > 1 && /,\s*$/.test(text.slice(words[first - 2].end, joiner.start));
}

/**
 * "…changed its menu and the students there has": after "and" without a comma, a noun with its
 * article either begins a clause or joins the noun before into one subject, and both are plural, so
 * a singular verb is wrong either way ("Fish and chips is", one dish, has no article and stays). Not
 * when the noun before "and" follows a preposition: "the gap between the teacher and the students
 * has grown" has "gap" for its subject.
 */
function isPluralAfterAnd(words: Word[], i: number): boolean {
  const first = phraseStart(words, i);
  if (words[first - 1]?.lower !== 'and' || words[first]?.pos !== 'DET' || first < 2) return false;
  return words[phraseStart(words, first - 2) - 1]?.pos !== 'ADP';
}

/**
 * "At the moment most of the meals is fried": a plural noun counted by a quantifier and "of" at the
 * start of a clause, not the object of a verb or a preposition ("I ate most of the meals").
 */
function isQuantifiedSubject(words: Word[], i: number): boolean {
  const first = phraseStart(words, i);
  const [of, quantifier, before] = [words[first - 1], words[first - 2], words[first - 3]];
  return (
    of?.lower === 'of' &&
    !!quantifier &&
    QUANTIFIERS.has(quantifier.lower) &&
    !/^(VERB|AUX|ADP)$/.test(before?.pos ?? '')
  );
}

/**
 * The verb a singular subject needs instead of `verb`: "is"/"was" for "are"/"were", and the -s form
 * for a base form ("my friend spend", "the bullying do not"), except a base that is also a past tense
 * ("my friend read it"). Null when `verb` is already singular.
 */
function singularVerbFor(verb: Word): string | undefined {
  if (verb.lower === 'are' || verb.lower === 'were') return PLURAL_VERBS[verb.lower];
  if (verb.lower === 'have' || verb.lower === 'do') return thirdPersonOf(verb.lower);
  const base = verb.pos === 'VERB' && verb.lower === verb.lemma && verb.lower !== 'be';
  return base && !SAME_IN_THE_PAST.has(verb.lower) ? thirdPersonOf(verb.lower) : undefined;
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
  const verb = BETWEEN_SUBJECT_AND_VERB.has(next.lower) && after ? after : next;
  // "Mum, come here": with a comma or another mark between them, the noun is not the verb's subject.
  const adjacent = (from: Word, to: Word) => !/\S/.test(text.slice(from.end, to.start));
  if (!adjacent(word, next) || !adjacent(next, verb)) return null;
  const fix = SINGULAR_VERBS[verb.lower] ?? (isThirdPersonSingular(verb) ? verb.lemma : undefined);
  const isSubject = () =>
    isPlainSubject(words, i, text) || isQuantifiedSubject(words, i) || isPluralAfterAnd(words, i);
  if (plural && fix && isSubject()) {
    return [verb, `${subject} is plural, so the verb must be plural too.`, `Write ${q(fix)}.`];
  }
  const pronoun = /^(he|she|it)$/.test(word.lower);
  if (pronoun && next.lower === 'do' && /^n[’']t$/.test(after?.lower ?? '')) {
    return [{ start: next.start, end: after.end }, `With ${subject} the verb is “does”.`, 'Write “doesn’t”.'];
  }
  const singularFix = singularVerbFor(verb);
  // "It is important that the student attend": after "that" and a word that asks for something, a base
  // verb may be the subjunctive. "that person lose" has "that" for its determiner, and "they say that
  // the bus only come" asks for nothing.
  const first = phraseStart(words, i);
  const that = first - 1;
  const afterThat =
    words[that]?.lower === 'that' &&
    words
      .slice(Math.max(0, that - 4), that)
      .some((word) => MANDATIVE.has(word.lemma) || MANDATIVE.has(word.lower));
  const mayBeSubjunctive = () =>
    (afterThat && verb.lower !== 'are' && verb.lower !== 'were') ||
    // Only "were" follows "if" or "wish" in the subjunctive: "If I am late, that person lose…" is a slip.
    (verb.lower === 'were' && words.slice(0, i).some((before) => SUBJUNCTIVE_BEFORE.has(before.lower)));
  const singularNoun = () =>
    isSingularSubject(word) &&
    !SAME_IN_THE_PLURAL.has(word.lower) &&
    !PLURAL_DETERMINERS.has(words[phraseStart(words, i)]?.lower ?? '');
  // A subject of its clause, not an object ("let it make", "does he bring"): "my friend spend", "He
  // usually bring".
  if (singularFix && (pronoun || singularNoun()) && isPlainSubject(words, i, text) && !mayBeSubjunctive()) {
    const why = pronoun
      ? `With ${subject} the verb takes its -s form.`
      : `${subject} is singular, so the verb must be singular too.`;
    return [verb, why, `Write ${q(singularFix)}.`];
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

/**
 * A plural subject with a singular verb ("people is"), a singular one with a plural or base verb ("my
 * friend spend"), "he don't", and "everyone have".
 */
export function subjectVerbCandidates(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap(({ words }) =>
    words.flatMap((_, i) => {
      const problem = disagreement(words, i, doc.text);
      return problem ? [patternFinding(problem[0], 'high', problem[1], problem[2])] : [];
    }),
  );
}
