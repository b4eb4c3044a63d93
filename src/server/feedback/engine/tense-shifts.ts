import { patternFinding, wordSet } from './pattern-finding';
import { q } from './phrasing';
import type { Candidate, EssayDocument, Sentence, Word } from './types';
import { isPluralNoun, readAsVerb, thirdPersonOf } from './word-forms';

/**
 * A tense that shifts inside one sentence without a reason. Two cases, each kept to what the grammar
 * settles on its own:
 * - a sentence that opens with a past time ("Yesterday", "Last year", "Two weeks ago", "In the past",
 *   "When I was a child,") tells of the past, so the main clause's verb and the verbs joined to it by
 *   "and" are past: "Yesterday she walks to school" → "walked". A verb in a clause of its own ("…told
 *   me that the bus is late") may be present, and so may one next to "now", "still" or "today".
 * - two verbs of one subject joined by "and", both single actions, one present and one past ("She
 *   opens the door and walked in"). Verbs of states and habits are left alone, since "She lives in
 *   Paris and studied law" and "He grew up here and works in town" are right.
 */

const IRREGULAR_PAST: Record<string, string> = {
  be: 'was',
  have: 'had',
  do: 'did',
  go: 'went',
  come: 'came',
  run: 'ran',
  buy: 'bought',
  take: 'took',
  eat: 'ate',
  drink: 'drank',
  sit: 'sat',
  stand: 'stood',
  say: 'said',
  tell: 'told',
  give: 'gave',
  get: 'got',
  see: 'saw',
  find: 'found',
  put: 'put',
  bring: 'brought',
  leave: 'left',
  throw: 'threw',
  catch: 'caught',
  drive: 'drove',
  ride: 'rode',
  fall: 'fell',
  wake: 'woke',
  meet: 'met',
  make: 'made',
  think: 'thought',
  know: 'knew',
  feel: 'felt',
  keep: 'kept',
  begin: 'began',
  write: 'wrote',
  read: 'read',
  spend: 'spent',
  send: 'sent',
  win: 'won',
  lose: 'lost',
  pay: 'paid',
  teach: 'taught',
  become: 'became',
  grow: 'grew',
  fly: 'flew',
  swim: 'swam',
  sing: 'sang',
  speak: 'spoke',
  sleep: 'slept',
  hear: 'heard',
  forget: 'forgot',
  understand: 'understood',
  choose: 'chose',
  break: 'broke',
  hold: 'held',
  cut: 'cut',
  hit: 'hit',
  let: 'let',
  set: 'set',
  shut: 'shut',
  hurt: 'hurt',
  cost: 'cost',
  sell: 'sold',
  build: 'built',
  lend: 'lent',
  steal: 'stole',
  wear: 'wore',
  show: 'showed',
};

/** The simple past of a verb from its base: the irregular ones above, else the regular spelling. */
export function pastOf(base: string): string {
  const irregular = IRREGULAR_PAST[base];
  if (irregular) return irregular;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  // "stop" → "stopped": one syllable ending in one vowel and one consonant doubles it.
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(base)) return `${base}${base.at(-1)}ed`;
  return `${base}ed`;
}

const SUBJECT_PRONOUNS = wordSet('i we they he she it you');
const PLURAL_PRONOUNS = wordSet('i we they you');
const POSSESSIVES = wordSet('my our your their his her its');
const UNITS = wordSet('night week month year summer winter spring fall autumn weekend time semester');
const DAYS = wordSet('monday tuesday wednesday thursday friday saturday sunday');
const COUNTS = wordSet('a few two three four five six seven eight nine ten many several some');
/** Words that bring the present into a past sentence: "Last year I moved, and now I live…". */
const PRESENT_NOW = wordSet('now still today currently anymore since nowadays');
/** Words after which a new clause with a verb of its own begins. */
const CLAUSE_OPENERS = wordSet(`that which who whom whose what when where why how if because since while
  although though as so but or until unless whether than`);
const MODALS = wordSet('will would can could should might may must shall');
/** "Two years ago, I remember, …": remembering and thinking happen now, whatever they are about. */
const RECALLING = wordSet('remember recall think believe know guess imagine suppose bet mean wonder');

/** The number of words of a past time that opens the sentence, or 0. */
function pastOpening(words: Word[]): number {
  const [a, b, c] = words.map((word) => word.lower);
  if (a === 'yesterday') return 1;
  if (a === 'last' && b && (UNITS.has(b) || DAYS.has(b)) && !/^['’]/.test(words[2]?.text ?? '')) return 2;
  if (a === 'in' && b === 'the' && c === 'past') return 3;
  if (a === 'the' && b === 'other' && c === 'day') return 3;
  const ago = words.findIndex((word, i) => i <= 3 && word.lower === 'ago');
  if (ago > 0 && (COUNTS.has(a) || /^\d+$/.test(a)) && words.slice(1, ago).some((w) => w.pos === 'NOUN'))
    return ago + 1;
  return 0;
}

/** "When I was a child, …": the main clause after an opening clause in the past. */
function afterPastClause(doc: EssayDocument, words: Word[]): number {
  if (words[0]?.lower !== 'when' || !SUBJECT_PRONOUNS.has(words[1]?.lower ?? '')) return 0;
  if (!/^(was|were)$/.test(words[2]?.lower ?? '')) return 0;
  const comma = words.findIndex((word, i) => i > 3 && /,/.test(doc.text.slice(words[i - 1].end, word.start)));
  return comma > 0 && comma <= 8 ? comma : 0;
}

/** Where a plain subject that starts at `from` ends: a pronoun, a name, or a short noun phrase. */
function subjectEnd(words: Word[], from: number): number {
  const first = words[from];
  if (!first) return -1;
  if (SUBJECT_PRONOUNS.has(first.lower)) return from + 1;
  let k = from;
  if (first.pos === 'DET' || POSSESSIVES.has(first.lower)) k++;
  const start = k;
  while (k < words.length && k - start < 3 && /^(ADJ|NOUN|PROPN)$/.test(words[k].pos)) {
    if (k > start && readAsVerb(words, k)) break;
    k++;
  }
  if (k === start || !/^(NOUN|PROPN)$/.test(words[k - 1].pos)) return -1;
  return k;
}

const PLURAL_NOUNS = wordSet('people children men women');
/** A subject that takes the base form in the present: "I", "we", "they", "you" or a plural noun. */
const takesBase = (subject: Word) =>
  PLURAL_PRONOUNS.has(subject.lower) ||
  PLURAL_NOUNS.has(subject.lower) ||
  (subject.pos === 'NOUN' && isPluralNoun(subject.lower, subject.lemma));

/** A present form of the verb: "walks", "is", "has", "does", or a base verb after "I", "we", "they". */
function presentForm(word: Word, subject: Word): string | null {
  if (/^(is|am|'m|’m)$/.test(word.lower)) return 'was';
  if (word.lower === 'are') return 'were';
  if (word.lower === 'has' || (word.lower === 'have' && takesBase(subject))) return 'had';
  if (word.lower === 'does' || (word.lower === 'do' && takesBase(subject))) return 'did';
  if (word.pos !== 'VERB' && word.pos !== 'NOUN') return null;
  const base = word.lemma;
  if (word.lower === thirdPersonOf(base) && word.lower !== base && !takesBase(subject)) return pastOf(base);
  if (word.pos === 'VERB' && word.lower === base && takesBase(subject)) return pastOf(base);
  return null;
}

const isPresentTimeNear = (words: Word[]) => words.some((word) => PRESENT_NOW.has(word.lower));

function pastFrame(doc: EssayDocument, sentence: Sentence): Candidate[] {
  const { words } = sentence;
  const opening = pastOpening(words) || afterPastClause(doc, words);
  if (!opening || isPresentTimeNear(words)) return [];
  const marker = doc.text.slice(words[0].start, words[opening - 1].end);
  const end = subjectEnd(words, opening);
  if (end === -1) return [];
  const subject = words[end - 1];
  let k = end;
  if (words[k]?.pos === 'ADV' && words[k + 1]) k++;
  const verbs = [k];
  // Verbs joined to the first by "and", with no subject of their own, up to a clause of its own.
  for (let i = k + 1; i < words.length - 1; i++) {
    const between = doc.text.slice(words[i - 1].end, words[i].start);
    if (/[;:—–()]/.test(between) || CLAUSE_OPENERS.has(words[i].lower)) break;
    if (words[i].lower === 'and' && /^(VERB)$/.test(words[i + 1].pos)) verbs.push(i + 1);
  }
  const found: Candidate[] = [];
  for (const at of verbs) {
    const verb = words[at];
    if (!verb || MODALS.has(verb.lower)) continue;
    // "my brother moves to Texas": wink may read a verb after a noun as a noun; only where a word
    // that cannot follow a noun of a compound comes after it.
    if (verb.pos === 'NOUN' && !/^(ADP|DET|PRON|PART)$/.test(words[at + 1]?.pos ?? '')) continue;
    if (verb.pos === 'NOUN' && at !== k) continue;
    if (RECALLING.has(verb.lemma)) continue;
    let past = presentForm(verb, subject);
    if (!past) continue;
    // "Last year I have visited Rome": the present perfect becomes the simple past of its participle.
    let last = verb;
    const participle = words[at + 1]?.pos === 'ADV' ? words[at + 2] : words[at + 1];
    if (
      /^(has|have)$/.test(verb.lower) &&
      participle?.pos === 'VERB' &&
      participle.lower !== participle.lemma
    ) {
      [last, past] = [participle, pastOf(participle.lemma)];
    }
    found.push(
      patternFinding(
        { start: verb.start, end: last.end },
        'medium',
        `${q(marker)} places this sentence in the past, so its verb is in the past tense too.`,
        last === verb
          ? `Write ${q(past)}.`
          : `Write ${q(past)} in place of ${q(doc.text.slice(verb.start, last.end))}.`,
      ),
    );
  }
  return found;
}

/** Verbs of single actions, which two coordinated verbs of one time share. */
const ACTIONS = wordSet(`go come walk run buy take eat drink open close sit stand say tell ask give get
  see look find put bring leave start finish call pick throw catch drive ride turn jump fall arrive enter
  push pull grab wake wash meet shout smile laugh cry answer reply grab drop kick`);

/**
 * "She opens the door and walked in": a present and a past action of one subject joined by "and".
 * Only a present ending in "-s" against a past that is not also a participle after "have", both
 * verbs of single actions, and no time word after the second.
 */
function mixedActions(doc: EssayDocument, sentence: Sentence): Candidate[] {
  const { words } = sentence;
  const found: Candidate[] = [];
  for (let i = 1; i < words.length - 1; i++) {
    if (words[i].lower !== 'and' || doc.text.slice(words[i - 1].end, words[i].start).trim()) continue;
    const second = words[i + 1];
    if (second.pos !== 'VERB' || !ACTIONS.has(second.lemma)) continue;
    // The first verb: the nearest verb before "and" within five words, with no break between.
    let j = i - 1;
    while (j >= 0 && i - j <= 5 && words[j].pos !== 'VERB' && words[j].pos !== 'AUX') {
      if (doc.text.slice(words[j].end, words[j + 1].start).trim() || CLAUSE_OPENERS.has(words[j].lower)) {
        j = -1;
        break;
      }
      j--;
    }
    const first = words[j];
    if (first?.pos !== 'VERB' || !ACTIONS.has(first.lemma)) continue;
    const before = words[j - 1];
    if (!before || !(SUBJECT_PRONOUNS.has(before.lower) || before.pos === 'NOUN' || before.pos === 'PROPN'))
      continue;
    if (PLURAL_PRONOUNS.has(before.lower)) continue;
    const rest = words.slice(i + 2);
    if (
      rest.some(
        (word) => PRESENT_NOW.has(word.lower) || /^(ago|yesterday|last|before|earlier)$/.test(word.lower),
      )
    )
      continue;
    const firstPresent = first.lower === thirdPersonOf(first.lemma) && first.lower !== first.lemma;
    const secondPast = second.lower === pastOf(second.lemma) && second.lower !== second.lemma;
    if (firstPresent && secondPast) {
      found.push(
        patternFinding(
          second,
          'medium',
          `${q(first.text)} and ${q(second.text)} are two actions of one subject joined by “and”, so they take one tense.`,
          `Write ${q(thirdPersonOf(second.lemma))}, or ${q(pastOf(first.lemma))} for the first.`,
        ),
      );
    }
  }
  return found;
}

export function tenseShiftCandidates(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap((sentence) => [...pastFrame(doc, sentence), ...mixedActions(doc, sentence)]);
}
