import { patternFinding, wordSet } from './pattern-finding';
import { q } from './phrasing';
import { GROUP_NOUNS, isThirdPersonSingular, PLURAL_VERBS, SINGULAR_VERBS } from './subject-verb';
import type { Candidate, EssayDocument, Word } from './types';
import { isPluralNoun, isSingularNoun, thirdPersonOf } from './word-forms';

/**
 * Agreement that the adjacent-word checks cannot see: a verb inside a relative clause agrees with the
 * noun the clause is about ("students who stays" → "stay"), a gerund subject is singular ("Banning
 * cars make" → "makes"), and so is a singular noun before a verb of the senses that wink reads as a
 * noun ("the air smell like" → "smells").
 */

const RELATIVE = wordSet('who that which');
/** Words that may stand between a subject and its verb without changing the verb's number. */
const ADVERBS_BETWEEN = wordSet(
  'also often always usually never sometimes still only really even already just actually rarely seldom',
);
/** Singular pronouns that take the verb of "he" and "she". */
const SINGULAR_PRONOUNS = wordSet(
  'anyone anybody someone somebody everyone everybody nobody no-one everything something nothing anything',
);
const PLURAL_PRONOUNS = wordSet('those these others ones');
/** Verbs whose past tense is spelled as their base: "a student who read it yesterday" is right. */
const SAME_IN_THE_PAST = wordSet(
  'put cut hit let set quit shut hurt cost spread read beat bet bid burst cast fit split upset rid shed',
);
/** "-ing" words that are nouns in their own right ("Morning classes start…", "Parking spaces cost…"). */
const ING_NOUNS =
  wordSet(`morning evening during building nothing something everything anything thing king ring
  spring string wedding ceiling meeting feeling painting clothing housing funding training spending parking
  shopping swimming cooking reading writing learning teaching marketing opening boarding camping hiking
  recycling landing setting offering savings earnings belongings surroundings beginning ending being
  according including regarding concerning`);

const TIME_UNITS = wordSet('second minute hour day week month year term semester');

type GrammaticalNumber = 'singular' | 'plural';

/** The number of the noun or pronoun a relative clause is about, if it is plain. */
function antecedentNumber(word: Word): GrammaticalNumber | null {
  if (word.pos === 'PRON') {
    if (SINGULAR_PRONOUNS.has(word.lower)) return 'singular';
    if (PLURAL_PRONOUNS.has(word.lower)) return 'plural';
    return null;
  }
  if (word.pos !== 'NOUN' || GROUP_NOUNS.has(word.lower)) return null;
  if (word.lower === 'people' || isPluralNoun(word.lower, word.lemma)) return 'plural';
  return isSingularNoun(word.lower, word.lemma) ? 'singular' : null;
}

/** The correction of `verb` for a subject of `number`, or undefined when it already agrees. */
function agreeingForm(
  verb: Word,
  next: Word | undefined,
  number: GrammaticalNumber,
): [Word[], string] | null {
  const negated = /^n[’']t$/.test(next?.lower ?? '');
  if (number === 'plural') {
    if (verb.lower === 'does' && negated) return [[verb, next!], 'don’t'];
    const fix = SINGULAR_VERBS[verb.lower] ?? (isThirdPersonSingular(verb) ? verb.lemma : undefined);
    return fix ? [[verb], fix] : null;
  }
  if (verb.lower === 'do' && negated) return [[verb, next!], 'doesn’t'];
  if (verb.lower === 'are' || verb.lower === 'were' || verb.lower === 'have' || verb.lower === 'do')
    return [[verb], PLURAL_VERBS[verb.lower]];
  const base =
    verb.pos === 'VERB' &&
    verb.lower === verb.lemma &&
    verb.lower !== 'be' &&
    !SAME_IN_THE_PAST.has(verb.lower) &&
    !verb.lower.endsWith('ing');
  return base ? [[verb], thirdPersonOf(verb.lower)] : null;
}

const gapOf = (doc: EssayDocument, a: Word, b: Word) => doc.text.slice(a.end, b.start);

/**
 * "people who is", "the businesses that depends on", "my cousin, who don't have", "anyone who have
 * tried": the verb straight after "who", "that" or "which" (an adverb may stand between) agrees with the
 * noun before the pronoun. Left alone: a noun inside an "of" phrase ("one of the students who are", "the
 * roof of the houses that is"), where either noun may be meant; "that" after a verb or an adjective,
 * which opens a clause of its own ("they say that works"); a modal or a past tense.
 */
function relativeClause(doc: EssayDocument, words: Word[], i: number): Candidate | null {
  const [antecedent, relative] = [words[i], words[i + 1]];
  if (!relative || !RELATIVE.has(relative.lower)) return null;
  if (gapOf(doc, antecedent, relative).replace(',', '').trim()) return null;
  const number = antecedentNumber(antecedent);
  if (!number) return null;
  // "twelve students a week who need": "a week" is a rate, and the clause is about the students.
  if (TIME_UNITS.has(antecedent.lemma) && /^(a|an|per|every|each)$/.test(words[i - 1]?.lower ?? ''))
    return null;
  // "We recycled the cans, which helps": after a comma "which" may stand for the whole clause.
  if (number === 'plural' && relative.lower === 'which' && gapOf(doc, antecedent, relative).includes(','))
    return null;
  let k = i - 1;
  while (k >= 0 && /^(DET|ADJ|NUM|NOUN)$/.test(words[k].pos) && i - k < 5) k--;
  if (words[k]?.lower === 'of') return null;
  let v = i + 2;
  if (words[v] && ADVERBS_BETWEEN.has(words[v].lower)) v++;
  const verb = words[v];
  if (!verb || /[^\s]/.test(gapOf(doc, words[v - 1], verb))) return null;
  // Straight after "who" only a verb can stand: wink reads "who volunteers" as a noun.
  const asVerb =
    relative.lower === 'who' && verb.pos === 'NOUN' && verb.lower !== verb.lemma && /s$/.test(verb.lower)
      ? { ...verb, pos: 'VERB' }
      : verb;
  const found = agreeingForm(asVerb, words[v + 1], number);
  if (!found) return null;
  const [span, fix] = found;
  return patternFinding(
    { start: span[0].start, end: span.at(-1)!.end },
    'high',
    `The verb after ${q(relative.text)} agrees with ${q(antecedent.text)}, which is ${number}.`,
    `Replace ${q(doc.text.slice(span[0].start, span.at(-1)!.end))} with ${q(fix)}.`,
  );
}

const NOUN_PHRASE = /^(DET|ADJ|NUM|NOUN|PROPN)$/;
/** Verbs after whose object a base verb is right: "Having friends help you is a gift". */
const CAUSATIVE = wordSet('having letting making helping watching seeing hearing feeling getting');

/**
 * "Banning cars make the street quieter", "Volunteering teach students": a gerund, with its object
 * and a phrase after it, is one activity and takes a singular verb. Only at the start of a sentence,
 * and not for "-ing" words that are nouns ("Morning classes start at eight", "Parking spaces cost
 * money"), where the plural noun after them is the subject.
 */
function gerundSubject(doc: EssayDocument, words: Word[]): Candidate | null {
  const gerund = words[0];
  if (!gerund || !/^\p{L}+ing$/u.test(gerund.lower) || ING_NOUNS.has(gerund.lower)) return null;
  // "Having friends help you…", "Letting students choose…": after these the base verb is right.
  if (CAUSATIVE.has(gerund.lower)) return null;
  if (!/^(VERB|PROPN|NOUN)$/.test(gerund.pos) || gerund.lemma === gerund.lower) {
    // wink reads a capitalised gerund at the start as a name; its lemma then keeps the "-ing".
    if (gerund.pos !== 'PROPN') return null;
  }
  let k = 1;
  let objectWords = 0;
  while (k < words.length && k < 9) {
    const word = words[k];
    if (gapOf(doc, words[k - 1], word).trim()) return null;
    if (NOUN_PHRASE.test(word.pos) || /^(my|our|their|his|her|its|your)$/.test(word.lower)) {
      objectWords++;
      k++;
    } else if (word.pos === 'ADP' && objectWords > 0 && k + 1 < words.length) k++;
    else break;
  }
  const lastNoun = words[k - 1];
  // "Playing games also build…": an adverb may stand before the verb.
  if (words[k] && ADVERBS_BETWEEN.has(words[k].lower)) k++;
  const verb = words[k];
  if (!verb || gapOf(doc, words[k - 1], verb).trim()) return null;
  // The noun before the verb must be the gerund's object, not a subject of its own: wink must read
  // the gerund as a verb when a plural noun follows it.
  if (objectWords > 0 && isPluralNoun(lastNoun.lower, lastNoun.lemma) && gerund.pos !== 'VERB') return null;
  const found = agreeingForm(verb, words[k + 1], 'singular');
  if (!found) return null;
  const [span, fix] = found;
  return patternFinding(
    { start: span[0].start, end: span.at(-1)!.end },
    'high',
    `The subject, ${q(doc.text.slice(gerund.start, lastNoun.end))}, is one activity and takes a singular verb.`,
    `Replace ${q(doc.text.slice(span[0].start, span.at(-1)!.end))} with ${q(fix)}.`,
  );
}

/** Verbs of the senses that wink reads as nouns after a noun ("the air smell like smoke"). */
const SENSE_VERBS = wordSet('smell look taste sound feel seem');

/**
 * "The air smell like gasoline", "the food taste like cardboard": a singular noun with its determiner,
 * then a verb of the senses in its base form and "like" or an adjective. "The air smells like…" and "the
 * kitchens smell like…" are right.
 */
const SENSE_DETERMINERS = wordSet('the this that my our your his her their its');

function senseVerb(doc: EssayDocument, words: Word[], i: number): Candidate | null {
  if (!SENSE_DETERMINERS.has(words[i].lower)) return null;
  const [noun, verb, next] = words.slice(i + 1, i + 4);
  if (!next) return null;
  if (noun.pos !== 'NOUN' || !isSingularNoun(noun.lower, noun.lemma) || GROUP_NOUNS.has(noun.lower))
    return null;
  if (!SENSE_VERBS.has(verb.lower) || !(next.lower === 'like' || next.pos === 'ADJ')) return null;
  if (gapOf(doc, noun, verb).trim() || gapOf(doc, verb, next).trim()) return null;
  // "Does the air smell like…", "Let the food taste…", "will make the room feel cold": the base form after
  // a question, a modal or a causative verb is right.
  const before = words[i - 1];
  if (before && (/^(VERB|AUX|PART)$/.test(before.pos) || /^(does|did|do|let|make|made)$/.test(before.lower)))
    return null;
  if (
    words
      .slice(0, i)
      .some((word) => /^(does|did|do|will|would|can|could|should|might|may|must)$/.test(word.lower))
  )
    return null;
  const fix = thirdPersonOf(verb.lower);
  return patternFinding(
    verb,
    'high',
    `${q(noun.text)} is singular, so the verb must be singular too.`,
    `Replace ${q(verb.text)} with ${q(fix)}.`,
  );
}

export function agreementClauseCandidates(doc: EssayDocument): Candidate[] {
  const found: Candidate[] = [];
  const add = (candidate: Candidate | null) => {
    if (candidate) found.push(candidate);
  };
  for (const { words } of doc.sentences) {
    for (let i = 0; i < words.length; i++) add(relativeClause(doc, words, i));
    for (let i = 0; i < words.length; i++) add(senseVerb(doc, words, i));
    add(gerundSubject(doc, words));
  }
  return found;
}
