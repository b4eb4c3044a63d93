import { patternFinding, wordSet } from './pattern-finding';
import { q } from './phrasing';
import type { Candidate, EssayDocument, Word } from './types';
import { isPluralNoun } from './word-forms';

/**
 * Two sentences joined by a comma alone ("That is a fair concern, however it can be solved", "People on
 * foot stop to look in the windows, people in cars drive past"). A comma cannot join two clauses that
 * each have a subject and a verb; a full stop, a semicolon or a joining word can.
 */

/** Linking adverbs that need a full stop or a semicolon before them when a clause follows. */
const LINKING_ADVERBS = wordSet('however therefore moreover furthermore nevertheless consequently otherwise');
/** "however much it costs", "however you look at it": "however" of degree or manner opens no clause. */
const HOWEVER_OF_DEGREE = wordSet('much many hard long often far little few you');
const SUBJECT_PRONOUNS = wordSet('i we they he she it you this there');
const MODALS = wordSet('will would can could should might may must shall');
/** Words that open a clause that is not a sentence of its own ("If it rains, we stay"). */
const SUBORDINATING = wordSet(`if when whenever although though because since while as unless until once after
  before whereas whether where wherever that which who whom whose what how why than like whatever whoever`);
/** "Every time we meet, I…": a phrase of time that opens a clause as "when" does. */
const TIME_CLAUSE = /^(?:every|each|any|next) time$|^the (?:first|last|next) time$|^the moment$/;
/** Verbs that introduce speech or thought: "She said, we need to go" is reported speech. */
const SAYING = wordSet(
  'say said says ask asked asks think thought reply replied answer answered tell told write wrote',
);
/** Plurals that do not end in "-s". */
const PLURALS = wordSet('people children men women');
/** Coordinating words after which a clause may follow a comma. */
const JOINING = wordSet('and but or so yet nor for then');

const isFiniteVerb = (word: Word | undefined, before: Word | undefined) =>
  !!word &&
  before?.lower !== 'to' &&
  (word.pos === 'AUX' ||
    (word.pos === 'VERB' &&
      !word.lower.endsWith('ing') &&
      !(before?.pos === 'DET' || before?.pos === 'ADP')));

/** Whether words[from..to) hold a subject followed by its verb: a clause of their own. */
export function hasClause(words: Word[], from: number, to: number): boolean {
  for (let i = from; i < to - 1; i++) {
    const subject = words[i];
    const isSubject =
      SUBJECT_PRONOUNS.has(subject.lower) ||
      subject.lower === 'that' ||
      subject.pos === 'NOUN' ||
      subject.pos === 'PROPN';
    if (!isSubject) continue;
    let k = i + 1;
    if (words[k]?.pos === 'ADV' && k + 1 < to) k++;
    if (isFiniteVerb(words[k], words[k - 1])) return true;
  }
  return false;
}

/**
 * "people in cars drive past": wink reads a base verb after a plural noun as a noun of a compound, but
 * a plural noun does not modify the noun after it ("students council" is not English), so the word
 * is the verb when a word that cannot be its object follows.
 */
const readAsNoun = (words: Word[], k: number) =>
  k > 0 &&
  words[k].pos === 'NOUN' &&
  words[k].lower === words[k].lemma &&
  words[k - 1].pos === 'NOUN' &&
  isPluralNoun(words[k - 1].lower, words[k - 1].lemma) &&
  /^(ADJ|ADV|ADP|DET|PRON)$/.test(words[k + 1]?.pos ?? '');

/**
 * Whether a clause starts at words[at]: a subject pronoun, or a noun phrase of up to four words (a
 * prepositional phrase may follow the noun: "people in cars drive"), then a finite verb.
 */
function clauseStartsAt(words: Word[], at: number): boolean {
  const first = words[at];
  if (!first) return false;
  if (first.lower === 'neither' || first.lower === 'nor') return words[at + 1]?.pos === 'AUX';
  let k = at;
  if (SUBJECT_PRONOUNS.has(first.lower)) {
    // "this" before a noun is a determiner: "this plan works".
    if (first.lower === 'this' && words[at + 1]?.pos === 'NOUN') k++;
    k++;
  } else {
    if (!/^(DET|NOUN|ADJ|NUM)$/.test(first.pos) || first.lower === 'that') return false;
    let nouns = 0;
    while (k < words.length && k - at < 4 && /^(DET|ADJ|NUM|NOUN)$/.test(words[k].pos)) {
      // Only a noun of this phrase reads the next word as its verb, never one before the comma.
      if (k > at && readAsNoun(words, k)) return true;
      if (words[k].pos === 'NOUN') nouns++;
      k++;
    }
    if (nouns === 0) return false;
    if (words[k]?.pos === 'ADP' && /^(NOUN|DET|PRON)$/.test(words[k + 1]?.pos ?? '')) {
      k += 2;
      while (k < words.length && words[k].pos === 'NOUN') {
        if (
          readAsNoun(words, k) &&
          (isPluralNoun(words[at].lower, words[at].lemma) || PLURALS.has(words[at].lower))
        )
          return true;
        k++;
      }
    }
  }
  if (words[k]?.pos === 'ADV' && !/^(not)$/.test(words[k].lower) && words[k + 1]) k++;
  const verb = words[k];
  if (!verb) return false;
  if (MODALS.has(verb.lower) || verb.pos === 'AUX') return true;
  return verb.pos === 'VERB' && !verb.lower.endsWith('ing');
}

/** "The more you read, the more you learn", "Not only is it cheap, it is fast": one sentence. */
const correlative = (words: Word[], at: number) =>
  (words[at].lower === 'the' &&
    /^(more|less|fewer|sooner|better|worse|\p{L}+er)$/u.test(words[at + 1]?.lower ?? '')) ||
  (words[at].lower === 'not' && words[at + 1]?.lower === 'only');

function splicesIn(doc: EssayDocument, words: Word[]): Candidate[] {
  const found: Candidate[] = [];
  let clauseStart = 0;
  for (let i = 1; i < words.length; i++) {
    const between = doc.text.slice(words[i - 1].end, words[i].start);
    if (/[;:—–()"“”]/.test(between)) {
      clauseStart = i;
      continue;
    }
    if (!/^\s*,\s*$/.test(between)) continue;
    const before = words.slice(clauseStart, i);
    // "That is a fair concern, …": "that" before its verb is a pronoun, not a clause opener; "like" as
    // a verb opens nothing.
    const opens = (word: Word, k: number) =>
      SUBORDINATING.has(word.lower) &&
      word.pos !== 'VERB' &&
      !(word.lower === 'that' && /^(AUX|VERB)$/.test(before[k + 1]?.pos ?? ''));
    // "The more you read, the more you learn", "Not only is it cheap, it is fast".
    // A clause opener inside the first part counts only when no main clause stands before it ("Some
    // people worry that students will throw trash in the wrong bin, this is…" is still two sentences).
    // "I agree because if we do nothing, this won't…": a clause opener straight after another one
    // nests a clause that the comma closes, and the main clause of the nested one follows.
    const inner = before.findIndex(opens);
    // So does the last one before the comma when it comes straight after "and", "but" or "then" ("…but
    // if you don't, you…", "and then when a driver crashes, the streets…", "but whatever it is, it…").
    const lastOpener = before.findLastIndex(opens);
    const nested =
      before.some(
        (word, k) => k > 0 && opens(word, k) && k + 1 < before.length && opens(before[k + 1], k + 1),
      ) ||
      (lastOpener > 1 && lastOpener + 1 < before.length && JOINING.has(before[lastOpener - 1].lower));
    // "To get things done, you…", "so to cope in life, you…": an opening phrase of purpose, which holds
    // no finite verb of its own ("to do all this you must eat well, it is…" holds one).
    const to = before.findIndex((word) => word.lower === 'to');
    const purpose =
      to !== -1 &&
      /^(|so|in order)$/.test(
        before
          .slice(0, to)
          .map((word) => word.lower)
          .join(' '),
      ) &&
      before[to + 1]?.pos === 'VERB' &&
      !before.some(
        (word, k) =>
          word.pos === 'AUX' ||
          MODALS.has(word.lower) ||
          (SUBJECT_PRONOUNS.has(word.lower) && /^(VERB|AUX)$/.test(before[k + 1]?.pos ?? '')),
      );
    const timeClause = [2, 3].some((n) =>
      TIME_CLAUSE.test(
        before
          .slice(0, n)
          .map((word) => word.lower)
          .join(' '),
      ),
    );
    const subordinate =
      nested ||
      timeClause ||
      purpose ||
      inner === 0 ||
      (inner > 0 && !hasClause(words, clauseStart, clauseStart + inner)) ||
      correlative(words, clauseStart);
    const linking = LINKING_ADVERBS.has(words[i].lower);
    const at = linking ? i + 1 : i;
    // "Farmers sell cheese, a baker brings bread, and a woman sells honey": clauses in a series, the
    // last joined by "and" or "or", may be separated by commas.
    const series = words
      .slice(i + 1)
      .some(
        (word, k) =>
          /^(and|or)$/.test(word.lower) && /,\s*$/.test(doc.text.slice(words[i + k].end, word.start)),
      );
    const startsClause =
      !series &&
      !JOINING.has(words[i].lower) &&
      // "…the villages nearby, whose councils have offered": a relative or subordinate clause.
      !SUBORDINATING.has(words[at]?.lower ?? '') &&
      (!linking || !HOWEVER_OF_DEGREE.has(words[at]?.lower ?? '')) &&
      // "however, it": a comma after the linking word is the writer's own pause, still a splice.
      clauseStartsAt(words, at);
    // "because, they can't": a comma after a joining word is misplaced, but it joins nothing.
    // "My first reason is, students can…": a comma in place of a colon after a noun and "is", and
    // "The next thing you know, she…", a set phrase; neither clause before the comma is complete.
    // "no matter how small it is, it…": the clause before the comma ends in one of concession.
    // After a main clause of its own ("we face our problems no matter how bad they are, we…") it is
    // still a splice.
    const noMatterAt = before.findIndex(
      (word, k) => word.lower === 'no' && before[k + 1]?.lower === 'matter',
    );
    const noMatter = noMatterAt !== -1 && !hasClause(words, clauseStart, clauseStart + noMatterAt);
    const unfinished =
      noMatter ||
      (/^(is|are|was|were)$/.test(words[i - 1].lower) &&
        /^(NOUN|PROPN)$/.test(words[i - 2]?.pos ?? '') &&
        !before.some((word) => SUBORDINATING.has(word.lower))) ||
      /\bnext thing (you|i|we) (know|knew)$/i.test(
        doc.text.slice(words[clauseStart].start, words[i - 1].end),
      );
    const reported =
      unfinished ||
      SAYING.has(words[i - 1].lower) ||
      SAYING.has(words[i - 1].lemma) ||
      JOINING.has(words[i - 1].lower) ||
      SUBORDINATING.has(words[i - 1].lower);
    // "I think, is…", "you know,": a short aside between commas is not a clause.
    const nextComma = words.findIndex(
      (word, k) => k > at && /,/.test(doc.text.slice(words[k - 1].end, word.start)),
    );
    const aside = nextComma !== -1 && nextComma - at <= 2;
    if (
      before.length >= 3 &&
      !subordinate &&
      !reported &&
      !aside &&
      startsClause &&
      hasClause(words, clauseStart, i)
    ) {
      const joined = words[i];
      found.push(
        patternFinding(
          { start: words[i - 1].start, end: joined.end },
          'medium',
          linking
            ? `A comma cannot join two sentences, even with ${q(joined.text)}: write a full stop or a semicolon before it, and a comma after it.`
            : 'A comma cannot join two sentences: each side has its own subject and verb.',
          linking
            ? `Write ${q(`${words[i - 1].text}; ${joined.text.toLowerCase()},`)}.`
            : `Replace the comma after ${q(words[i - 1].text)} with a full stop, or join the two with “and” or “but”.`,
        ),
      );
    }
    clauseStart = i;
  }
  return found;
}

export function commaSpliceCandidates(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap(({ words }) => splicesIn(doc, words));
}
