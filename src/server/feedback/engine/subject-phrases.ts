import { patternFinding, wordSet } from './pattern-finding';
import { q } from './phrasing';
import { isThirdPersonSingular, PLURAL_VERBS, SINGULAR_VERBS } from './subject-verb';
import type { Candidate, EssayDocument, Word } from './types';
import { isPluralNoun, isSingularNoun, thirdPersonOf } from './word-forms';

/**
 * Agreement that a plain "noun verb" look cannot see: the noun after "there is/was", and a subject whose
 * head noun is separated from its verb by a prepositional phrase or a relative clause between commas.
 */

const SINGULAR_BE: Record<string, string> = { is: 'are', was: 'were', "'s": 'are', '’s': 'are' };
/** Amounts read as one quantity ("there is 10 minutes left", "there was $5 million"). */
const MEASURES = wordSet(
  'seconds minutes hours days weeks months years decades dollars euros pounds cents miles kilometres kilometers metres meters feet inches grams kilograms kilos litres liters percent km kg',
);
/** "a number of students are", "the rest of the cars are": the phrase's number comes from after "of". */
const PARTITIVE_OR_COLLECTIVE = wordSet(
  'number majority minority rest half percent percentage part portion proportion lot lots plenty bunch couple kind sort type variety range series total fraction third quarter group team family government staff police class committee council jury audience crew public pair set',
);
/** Words that start the phrase after "there is" with a plural meaning. */
const PLURAL_QUANTIFIERS = wordSet(
  'many several few numerous various both multiple countless two three four',
);
const PREPOSITIONS = wordSet(
  'of in at on from with for about near under between around across behind inside outside without among',
);
const NOUN_PHRASE_POS = new Set(['DET', 'ADJ', 'NUM', 'NOUN', 'PROPN']);
const POSSESSIVES = wordSet('my your his her its our their');
const RELATIVE = wordSet('who which that');

const isPlural = (word: Word) =>
  word.pos === 'NOUN' && (word.lower === 'people' || isPluralNoun(word.lower, word.lemma));
const isCountable = (word: Word) =>
  word.pos === 'NOUN' && isSingularNoun(word.lower, word.lemma) && !PARTITIVE_OR_COLLECTIVE.has(word.lower);
const inPhrase = (word: Word | undefined) =>
  !!word && (NOUN_PHRASE_POS.has(word.pos) || POSSESSIVES.has(word.lower));

/**
 * Verbs wink reads as nouns straight after a noun ("Nobody at the store care about…"): followed by a
 * preposition, a determiner or a pronoun, such a word ends the noun phrase and is its clause's verb.
 */
const VERBS_READ_AS_NOUNS = wordSet(
  'care need help want make work cost look smell taste feel seem sound matter depend rely spend',
);
const endsPhraseAsVerb = (words: Word[], k: number) =>
  k > 0 &&
  words[k].pos === 'NOUN' &&
  words[k - 1].pos === 'NOUN' &&
  VERBS_READ_AS_NOUNS.has(words[k].lower) &&
  /^(ADP|DET|PRON|PART)$/.test(words[k + 1]?.pos ?? '');

/** Index of the last word of the noun phrase starting at `from` (at most `limit` words), or `from - 1`. */
function phraseEnd(words: Word[], from: number, limit = 5): number {
  let end = from - 1;
  while (
    end + 1 < words.length &&
    end + 1 - from < limit &&
    inPhrase(words[end + 1]) &&
    !endsPhraseAsVerb(words, end + 1)
  )
    end++;
  return end;
}

/** "There was 14 crashes": the verb agrees with the noun after it. */
function existentialThere(words: Word[], i: number): Candidate | null {
  const [there, verb] = [words[i], words[i + 1]];
  const fix = verb && SINGULAR_BE[verb.lower];
  if (there.lower !== 'there' || there.pos !== 'PRON' || !fix) return null;
  let k = i + 2;
  if (words[k]?.pos === 'ADV' && words[k].lower !== 'not') k++;
  const first = words[k];
  if (!first) return null;
  const opensPlural =
    (first.pos === 'NUM' && !/^(1|one)$/.test(first.lower)) ||
    PLURAL_QUANTIFIERS.has(first.lower) ||
    first.pos === 'ADJ' ||
    first.pos === 'NOUN';
  if (!opensPlural) return null;
  let head = k;
  while (head + 1 < words.length && head - k < 3 && ['ADJ', 'NUM', 'NOUN'].includes(words[head + 1].pos))
    head++;
  const noun = words[head];
  if (!isPlural(noun) || MEASURES.has(noun.lower)) return null;
  const written = `${there.text}${verb.start > there.end ? ' ' : ''}${verb.text}`;
  return patternFinding(
    { start: there.start, end: verb.end },
    'high',
    `After “there is” or “there was” the verb agrees with what follows, and ${q(noun.text)} is plural.`,
    `Replace ${q(written)} with ${q(`${there.text} ${fix}`)}.`,
  );
}

/** The verb that follows the subject's head noun at `head`, past "of …" phrases or a ", who …," clause. */
function verbAfterModifiers(
  doc: EssayDocument,
  words: Word[],
  head: number,
  withoutPhrase = false,
): Word | null {
  let k = head + 1;
  const gap = (index: number) => doc.text.slice(words[index - 1].end, words[index].start);
  if (words[k] && RELATIVE.has(words[k].lower) && gap(k).includes(',')) {
    const limit = Math.min(words.length, k + 10);
    for (let j = k + 1; j < limit; j++) if (gap(j).includes(',')) return words[j];
    return null;
  }
  let phrases = 0;
  while (words[k] && PREPOSITIONS.has(words[k].lower) && words[k].pos === 'ADP' && phrases < 2) {
    const end = phraseEnd(words, k + 1);
    if (end < k + 1) return null;
    k = end + 1;
    phrases++;
  }
  if (words[k] && /^(also|often|always|usually|never|still|only|really|even)$/.test(words[k].lower)) k++;
  return phrases > 0 || withoutPhrase ? (words[k] ?? null) : null;
}

/** Words after which a clause, and so its subject, begins: "because the list of rules are long". */
const CLAUSE_OPENERS = wordSet('because although though since while when whereas unless');

/**
 * Where the sentence's clauses begin: its first word, the word after ", and", ", but" or ", so", and the
 * word after a conjunction such as "because".
 */
function clauseStarts(doc: EssayDocument, words: Word[]): number[] {
  const starts = [0];
  words.forEach((word, i) => {
    const afterComma = i > 0 && doc.text.slice(words[i - 1].end, word.start).includes(',');
    if ((afterComma && /^(and|but|so)$/.test(word.lower)) || CLAUSE_OPENERS.has(word.lower))
      starts.push(i + 1);
  });
  return starts.filter((start) => start < words.length);
}

/**
 * "The list of items are", "The students in my class was", "My friends, who live nearby, walks", and
 * the same where a clause opens (", and the reason for the changes have not…").
 */
/** "Most of the students in my class gets": a quantifier whose number is that of the noun after "of". */
const PART_OF = wordSet('most all some half lots plenty');
const MEMBERS_OF = wordSet('many several few both');
const INDEFINITE_PRONOUNS = wordSet(
  'nobody everyone everybody someone somebody anyone anybody each either neither',
);

/** The verb a subject of `plural` number needs instead of `verb`, or undefined when they agree. */
function agreeing(verb: Word, plural: boolean, baseToo: boolean): string | undefined {
  if (plural) return SINGULAR_VERBS[verb.lower] ?? (isThirdPersonSingular(verb) ? verb.lemma : undefined);
  if (PLURAL_VERBS[verb.lower]) return PLURAL_VERBS[verb.lower];
  const base =
    (verb.pos === 'VERB' || VERBS_READ_AS_NOUNS.has(verb.lower)) &&
    verb.lower === verb.lemma &&
    !/^(be|read|put|cut|let|set|cost|hit|hurt)$/.test(verb.lower);
  return baseToo && base ? thirdPersonOf(verb.lower) : undefined;
}

const agreementFinding = (verb: Word, subject: Word, plural: boolean, fix: string) =>
  patternFinding(
    verb,
    'high',
    subject.pos === 'PRON'
      ? `The verb agrees with ${q(subject.text)}, not with the words after it; ${q(subject.text)} takes a singular verb.`
      : `The verb agrees with ${q(subject.text)}, the main noun of the subject, not with the words after it; ${q(subject.text)} is ${plural ? 'plural' : 'singular'}.`,
    `Replace ${q(verb.text)} with ${q(fix)}.`,
  );

/**
 * A subject that is a quantifier or an indefinite pronoun with a phrase after it: "most of the students
 * in my class gets", "Nobody at the store care", "the number of bottles were" ("the number" is one
 * figure; "a number of bottles were" is many bottles, and stays).
 */
function quantifiedSubject(doc: EssayDocument, words: Word[], start: number): Candidate | null {
  const first = words[start];
  if (!first) return null;
  if (INDEFINITE_PRONOUNS.has(first.lower) && PREPOSITIONS.has(words[start + 1]?.lower ?? '')) {
    // "each of" and "either of" count members: the phrase after them is plural, the verb singular.
    const verb = verbAfterModifiers(doc, words, start);
    const fix = verb && agreeing(verb, false, true);
    return verb && fix ? agreementFinding(verb, first, false, fix) : null;
  }
  const theNumber =
    first.lower === 'the' && words[start + 1]?.lower === 'number' && words[start + 2]?.lower === 'of';
  if (theNumber) {
    const verb = verbAfterModifiers(doc, words, start + 1);
    const fix = verb && PLURAL_VERBS[verb.lower];
    return verb && fix ? agreementFinding(verb, words[start + 1], false, fix) : null;
  }
  if (!(PART_OF.has(first.lower) || MEMBERS_OF.has(first.lower)) || words[start + 1]?.lower !== 'of')
    return null;
  const head = phraseEnd(words, start + 2, 4);
  const noun = words[head];
  if (head < start + 2 || noun.pos !== 'NOUN' || PARTITIVE_OR_COLLECTIVE.has(noun.lower)) return null;
  const verb = verbAfterModifiers(doc, words, head, true);
  if (!verb || words.slice(head + 1, words.indexOf(verb)).some((word) => /^(and|or)$/.test(word.lower)))
    return null;
  const plural = isPlural(noun) || MEMBERS_OF.has(first.lower);
  if (!plural && !isCountable(noun) && !PART_OF.has(first.lower)) return null;
  const fix = plural
    ? agreeing(verb, true, false)
    : verb && /^(are|were)$/.test(verb.lower)
      ? PLURAL_VERBS[verb.lower]
      : undefined;
  return fix ? agreementFinding(verb, noun, plural, fix) : null;
}

function separatedSubject(doc: EssayDocument, words: Word[], start: number): Candidate | null {
  const quantified = quantifiedSubject(doc, words, start);
  if (quantified) return quantified;
  // Only a subject that opens its clause: elsewhere the noun before "of" is rarely the subject.
  // The last noun of a compound ("school bus drivers") is its head.
  const head = phraseEnd(words, start, 4);
  if (head < start || words[head].pos !== 'NOUN') return null;
  const subject = words[head];
  const verb = verbAfterModifiers(doc, words, head);
  if (!verb) return null;
  const between = words.slice(head + 1, words.indexOf(verb));
  if (between.some((word) => word.lower === 'and' || word.lower === 'or')) return null;
  const plural = isPlural(subject);
  // A singular head with a base verb ("The list of rules make…") as well as with "are" or "have".
  const fix = plural || isCountable(subject) ? agreeing(verb, plural, !plural) : undefined;
  if (!fix) return null;
  return agreementFinding(verb, subject, plural, fix);
}

export function subjectPhraseCandidates(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap(({ words }) => [
    ...words.flatMap((_, i) => existentialThere(words, i) ?? []),
    ...clauseStarts(doc, words).flatMap((start) => separatedSubject(doc, words, start) ?? []),
  ]);
}
