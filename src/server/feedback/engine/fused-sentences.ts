import { hasClause } from './comma-splices';
import { patternFinding, wordSet } from './pattern-finding';
import { q } from './phrasing';
import type { Candidate, EssayDocument, Word } from './types';

/**
 * Two sentences run together with nothing between them ("I love this city it is beautiful", "We went
 * to the shop there was no bread"). English lets a clause follow another without a joining word in
 * three cases that look the same, and the check leaves each of them alone:
 * - a clause whose "that" is left out, after a verb or adjective that takes one ("I think it is", "I
 *   told him he was wrong", "so cold we stayed inside"): no such word may stand in the first clause;
 * - a relative clause whose "that" is left out ("the person she was before", "the house we bought"):
 *   the second clause must be "be" with its complement filled, an adjective or a noun phrase, so it
 *   has no gap a relative clause would need;
 * - a subject said twice ("My brother he is…"): the first part must be a clause with its own verb.
 * So it fires only where a complete clause ends in a noun, an adjective, an adverb or an object
 * pronoun and "I", "we", "they", "he", "she", "it" or "there" follows with "is", "was", "are", "were"
 * or "am" and its complement, in a sentence with no word that opens a clause before that point.
 */

const SUBJECTS = wordSet('i we they he she it there');
const BE = wordSet('am is are was were');
/** Words that take a clause whose "that" may be left out, and "so"/"such" of "so cold (that) we…". */
const TAKES_CLAUSE = wordSet(`think thought thinks believe believed believes know knew knows say said says
  tell told tells hope hoped hopes feel felt feels guess wish wished mean meant realize realized realise
  realised suppose supposed sure glad afraid worried proud sorry surprised aware certain show showed shows
  promise promised convince convinced remind reminded warn warned explain explained prove proved agree
  agreed notice noticed see saw hear heard find found learn learned learnt understand understood decide
  decided remember remembered forget forgot bet heard read wrote write writes so such said claim claimed
  claims assume assumed admit admitted insist insisted`);
/** Words that open a clause inside the sentence: after one, two clauses may meet without a joining word. */
const CLAUSE_OPENERS = wordSet(`that which who whom whose what when where why how if because since while
  although though as until unless whether than before after once whenever wherever and but or so yet nor`);
const ENDS_PHRASE = /^(NOUN|PROPN|ADJ|ADV|NUM)$/;
const OBJECT_PRONOUNS = wordSet('me him her us them');
/** "the only shop there is", "the best it was": a complement that starts with these leaves a gap. */
const COMPLEMENT = /^(ADJ|DET|NOUN|PROPN|NUM)$/;
const PLURAL_SUBJECTS = wordSet('i we they');
/** Adjectives that take a clause whose "that" is left out: "I am sure it works", "lucky we came". */
const CLAUSE_ADJECTIVES = wordSet(`sure glad afraid sorry aware certain proud surprised worried lucky happy
  sad thankful grateful amazed shocked confident convinced true important possible likely clear obvious
  good better best fine okay ok strange funny sure`);
/** Adverbs of time and place that end a clause: "I got home late we ate dinner". */
const CLAUSE_END_ADVERBS = wordSet('yesterday today tonight home outside inside again early late there here');
const PREPOSITIONS = wordSet('in on at for with to from about of into by like');
const TIME_WORDS = wordSet('today now tonight yesterday tomorrow');
/** "because" misspelled or cut short opens a clause as "because" does. */
const BECAUSE =
  /^(cause|cuz|coz|cus|bc|b?e?c[ao]?u?a?s+e?|be?ca?u?s[ae]?|becasue|becuase|beacuse|becuse|becouse|bacause)$/;

/** "I was tired": a participle after "be" describes the subject as an adjective does. */
const isParticiple = (words: Word[], at: number) =>
  words[at].pos === 'VERB' && /ed$/.test(words[at].lower) && BE.has(words[at - 1]?.lower ?? '');

/**
 * Where the second clause's verb ends, when it is "be" with its complement filled ("it is beautiful",
 * "there was no bread"), or, after an adjective or an adverb of time or place that ends the first clause
 * ("I was tired I went to bed", "I got home late we ate dinner"), a finite verb that is not one of
 * saying or thinking ("…, she said", "I think").
 */
function secondClauseVerb(words: Word[], i: number, before: Word): number {
  const verb = words[i + 1];
  if (!verb) return -1;
  if (BE.has(verb.lower)) {
    let k = i + 2;
    if (/^(not|very|so|really|always|never|also|still|too)$/.test(words[k]?.lower ?? '')) k++;
    return COMPLEMENT.test(words[k]?.pos ?? '') && !TIME_WORDS.has(words[k].lower) ? k : -1;
  }
  const endsClause =
    ((before.pos === 'ADJ' || isParticiple(words, i - 1)) && !CLAUSE_ADJECTIVES.has(before.lower)) ||
    CLAUSE_END_ADVERBS.has(before.lower);
  const finite =
    verb.pos === 'VERB' &&
    !verb.lower.endsWith('ing') &&
    (verb.lower !== verb.lemma || PLURAL_SUBJECTS.has(words[i].lower));
  if (!endsClause || !finite || TAKES_CLAUSE.has(verb.lower) || words[i].lower === 'there') return -1;
  return i + 1;
}

function fusedAt(doc: EssayDocument, words: Word[], i: number): Candidate | null {
  const subject = words[i];
  const before = words[i - 1];
  if (!before || !SUBJECTS.has(subject.lower)) return null;
  if (subject.text !== subject.lower && subject.text !== 'I') return null;
  if (doc.text.slice(before.end, subject.start).trim()) return null;
  if (!(ENDS_PHRASE.test(before.pos) || OBJECT_PRONOUNS.has(before.lower) || isParticiple(words, i - 1)))
    return null;
  // "the more we focus, the more…": a comparison of two parts, one sentence.
  if (words[i - 2]?.lower === 'the' && /^(more|less|\p{L}+er)$/u.test(before.lower)) return null;
  if (before.pos === 'ADV' && /^(so|too|very|not|also|just|even|only|really)$/.test(before.lower))
    return null;
  if (BECAUSE.test(before.lower)) return null;
  const k = secondClauseVerb(words, i, before);
  if (k === -1) return null;
  if (words.slice(0, i).some((word) => CLAUSE_OPENERS.has(word.lower) || TAKES_CLAUSE.has(word.lower)))
    return null;
  // The first clause runs from the last punctuation mark before the pronoun.
  let from = i - 1;
  while (from > 0 && !doc.text.slice(words[from - 1].end, words[from].start).trim()) from--;
  // "In the town we live in today it is…": an opening phrase, not a clause, whatever it holds.
  if (i - from < 3 || words[from].pos === 'ADP' || !hasClause(words, from, i)) return null;
  // "It is important we act": after "it", "this" or "that" and "be", an adjective may take a clause.
  if (before.pos === 'ADJ' && /^(it|this|that|there)$/.test(words[from].lower)) return null;
  // The second part, up to its next punctuation mark: after a noun, a relative clause may still hold a
  // preposition that lost its object ("the city it is famous for", "things they are not good at like cooking"),
  // or lead on to another finite verb ("the reason it is late is…").
  let to = k + 1;
  while (to < words.length && !doc.text.slice(words[to - 1].end, words[to].start).trim()) to++;
  const rest = words.slice(k + 1, to);
  const stranded = (word: Word, n: number) =>
    PREPOSITIONS.has(word.lower.replace(/[.!?]+$/, '')) &&
    (n === rest.length - 1 ||
      !/^(DET|NOUN|PROPN|PRON|ADJ|NUM)$/.test(rest[n + 1].pos) ||
      /^(like|such)$/.test(rest[n + 1].lower));
  const mayBeRelative = /^(NOUN|PROPN|NUM|PRON)$/.test(before.pos);
  if (mayBeRelative && (rest.some(stranded) || rest.some((word) => BE.has(word.lower) || word.pos === 'AUX')))
    return null;
  const opening = subject.lower === 'i' ? 'I' : `${subject.text[0].toUpperCase()}${subject.text.slice(1)}`;
  return patternFinding(
    { start: before.start, end: subject.end },
    'medium',
    'Two sentences run together here with nothing between them: each has its own subject and verb.',
    `Put a full stop after ${q(before.text)} and begin the next sentence with ${q(opening)}, or join the two with a word such as “and” or “because”.`,
  );
}

export function fusedSentenceCandidates(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap(({ words }) =>
    words.flatMap((_, i) => (i > 0 && fusedAt(doc, words, i)) || []),
  );
}
