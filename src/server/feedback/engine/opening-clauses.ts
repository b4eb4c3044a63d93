import { hasClause } from './comma-splices';
import { patternFinding, wordSet } from './pattern-finding';
import { q } from './phrasing';
import type { Candidate, EssayDocument, Word } from './types';
import { readAsVerb } from './word-forms';

/**
 * "Although the city built new bike lanes last year many people still drive": a subordinate clause of
 * five words or more that opens the sentence is set off from the main clause by a comma. The older
 * check (`commasAfterOpeningClauses` in punctuation.ts) finds the main clause by a pronoun subject in a
 * sentence without any comma; this one finds a subject that is a noun phrase led by a determiner, a
 * possessive or a quantifier ("the city", "many people", "my brother") as well as a pronoun, and
 * needs no comma only before it.
 *
 * The main clause starts where a subject and its finite verb follow a word that can end a clause (a
 * noun, an adjective, an adverb, a number or an object pronoun). Left alone: an opening without a verb
 * of its own ("After school the students…", "Since the start of the year…"), one that holds a word that
 * opens a further clause or takes one without "that" ("If you think the plan works…"), a question, and a
 * main clause that runs on into another finite verb, which says the subject and verb found were a
 * relative clause inside the opening ("Although the book my friend gave me was long…").
 */

const OPENERS = wordSet('although though because since while when whenever if unless once after before');
const DETERMINERS = wordSet(`the a an this that these those my our your their his her its many most some
  all few several every each no both`);
const PRONOUNS = wordSet('i we they he she you it');
const OBJECT_PRONOUNS = wordSet('me him her us them it');
/** Words that open or take a clause inside the opening, where the boundary cannot be read. */
const INNER = wordSet(`that which who whom whose what where why how if whether than think thought know
  knew say said tell told believe feel felt hope sure realize realise mean meant so such when whenever
  because while although though as until unless`);
/** "of course", "one day", "each time": phrases that open the main clause rather than end the first. */
const LEADS_MAIN =
  /^(of course|for example|for instance|in fact|at least|at first|in general|one day|some day|each time|every time|some times|one time|next time|this time)$/;
const PREPOSITIONS = wordSet('in on at for with to from about of into by');
const TIME_NOUNS = wordSet('day days time times year years week weeks month months morning night');
const TIME_LEADS = wordSet('the last next this that each every one some first');
const JOINS = wordSet('and but or so because that which who when where if while although though as');
const MODALS = wordSet('will would can could should might may must shall');
const MIN_OPENING_WORDS = 5;

const gapAt = (doc: EssayDocument, words: Word[], i: number) =>
  doc.text.slice(words[i - 1].end, words[i].start);

const isFiniteVerb = (word: Word | undefined) =>
  !!word &&
  (word.pos === 'AUX' || MODALS.has(word.lower) || (word.pos === 'VERB' && !word.lower.endsWith('ing')));

/** Where the subject that starts at `at` reaches its finite verb, with no punctuation between, or -1. */
function verbAfterSubject(doc: EssayDocument, words: Word[], at: number): number {
  const first = words[at];
  let k = at + 1;
  if (!PRONOUNS.has(first.lower)) {
    if (!DETERMINERS.has(first.lower)) return -1;
    const start = k;
    while (k < words.length && k - start < 3 && /^(ADJ|NOUN|NUM|PROPN)$/.test(words[k].pos)) {
      if (k > start && readAsVerb(words, k)) return k;
      k++;
    }
    // "many people": a quantifier may stand before its noun with nothing between.
    if (k === start || !/^(NOUN|PROPN)$/.test(words[k - 1].pos)) return -1;
  }
  if (words[k]?.pos === 'ADV' && words[k + 1]) k++;
  for (let n = at + 1; n <= k && n < words.length; n++) if (gapAt(doc, words, n).trim()) return -1;
  return isFiniteVerb(words[k]) ? k : -1;
}

function missingComma(doc: EssayDocument, words: Word[], sentenceEnd: number): Candidate | null {
  if (!OPENERS.has(words[0]?.lower ?? '')) return null;
  if (/\?\s*$/.test(doc.text.slice(words.at(-1)?.end ?? 0, sentenceEnd))) return null;
  for (let at = 1; at < words.length - 1; at++) {
    if (gapAt(doc, words, at).trim()) return null;
    const before = words[at - 1];
    if (at > 1 && INNER.has(before.lower)) return null;
    if (at < MIN_OPENING_WORDS) continue;
    const endsClause = /^(NOUN|PROPN|ADJ|ADV|NUM)$/.test(before.pos) || OBJECT_PRONOUNS.has(before.lower);
    if (!endsClause || !(DETERMINERS.has(words[at].lower) || PRONOUNS.has(words[at].lower))) continue;
    // "it" after a verb is its object ("When I saw it…"), and "that" after a noun may open a clause.
    if (words[at].lower === 'that') continue;
    const verb = verbAfterSubject(doc, words, at);
    if (verb === -1) continue;
    const pair = `${words[at - 2]?.lower} ${before.lower}`;
    // "the more you read the more you learn": a comparison of two parts; "the last year you…" a time
    // that opens the main clause.
    if (
      LEADS_MAIN.test(pair) ||
      (words[at - 2]?.lower === 'the' && /^(more|less)$/.test(before.lower)) ||
      (TIME_NOUNS.has(before.lower) && TIME_LEADS.has(words[at - 2]?.lower ?? ''))
    )
      return null;
    // "the potential you have in the company you get…", "things you know that…": after a noun, a
    // pronoun and its verb may be a relative clause without "that"; the main clause may not then
    // hold another subject and verb, nor its verb take a clause.
    const relative =
      PRONOUNS.has(words[at].lower) &&
      before.pos === 'NOUN' &&
      (INNER.has(words[verb].lower) ||
        words
          .slice(verb + 1)
          .some((word, n) => PRONOUNS.has(word.lower) && verbAfterSubject(doc, words, verb + 1 + n) !== -1));
    if (relative) return null;
    if (!hasClause(words, 1, at)) return null;
    // A second subject and verb inside the opening ("if somebody lies to you leave them alone they
    // will…", "After school you don't get… anymore you have to") leaves its end unclear.
    if (
      words
        .slice(2, at)
        .some((word, n) => PRONOUNS.has(word.lower) && verbAfterSubject(doc, words, n + 2) !== -1)
    )
      return null;
    // The main clause must not run on into another finite verb before a joining word or a stop, nor
    // end in a preposition that lost its object ("about topics they don't care about"), nor be followed
    // by a comma and a clause that is the real main one ("the career they have chosen, they could…").
    let end = verb + 1;
    for (; end < words.length; end++) {
      if (gapAt(doc, words, end).trim() || JOINS.has(words[end].lower)) break;
      if (words[end].pos === 'AUX' || (isFiniteVerb(words[end]) && words[end].lower !== words[end].lemma))
        return null;
    }
    if (PREPOSITIONS.has(words[end - 1].lower)) return null;
    if (end < words.length && /,/.test(gapAt(doc, words, end)) && verbAfterSubject(doc, words, end) !== -1)
      return null;
    // "If it rains then we stay": the comma goes before "then".
    const [last, main] = before.lower === 'then' && at > 2 ? [words[at - 2], before] : [before, words[at]];
    return patternFinding(
      { start: last.start, end: main.end },
      'low',
      `The opening ${q(words[0].text)} clause ends after ${q(last.text)}; a comma separates it from the main clause.`,
      `Write ${q(`${last.text}, ${main.text}`)}.`,
    );
  }
  return null;
}

export function openingClauseCommaCandidates(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap(({ words, end }) => missingComma(doc, words, end) ?? []);
}
