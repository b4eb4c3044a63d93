import { patternFinding, wordSet } from './pattern-finding';
import { q } from './phrasing';
import type { Candidate, EssayDocument, Sentence, Word } from './types';

/**
 * "I bought car yesterday", "She is teacher", "It is good idea": a singular count noun cannot stand
 * alone; it takes an article or another determiner ("a car", "the car", "my car"). Mass nouns ("water",
 * "advice"), plurals and names can, and so can a count noun in a fixed phrase after a preposition ("by
 * car", "at school", "in class", "go to bed"). The check is kept to the plainest case: a noun of the
 * list below, in lower case, straight after a verb or a form of "be" or "have" (with at most two
 * adjectives between), that ends its noun phrase. After a preposition, a determiner, a possessive or a
 * number it never fires, nor in a title or a list item.
 */

/**
 * Nouns that are countable in every ordinary sense and are not verbs: people by their work or family,
 * animals, vehicles, things one owns, and a few abstract nouns that grammars of English give as count
 * nouns ("an idea", "a mistake"). Nouns that are also mass nouns ("cake", "paper", "room", "time",
 * "experience"), that stand bare in fixed phrases ("school", "class", "bed", "home", "work", "town",
 * "church", "college", "hospital", "breakfast"), titles held by one person ("president", "captain",
 * "head") and "man" in its general sense are left out.
 */
const COUNT_NOUNS = wordSet(`teacher student doctor engineer lawyer scientist artist writer farmer driver
  waiter waitress cashier manager friend brother sister son daughter cousin uncle aunt neighbor neighbour
  boyfriend girlfriend husband wife baby child girl boy teenager classmate roommate tourist customer
  employee dog cat horse bird puppy kitten car bike bicycle truck motorcycle scooter airplane computer
  laptop umbrella backpack pencil notebook dictionary wallet camera toy desk sofa apartment sandwich
  hamburger idea mistake problem job essay movie song hobby`);
/** Count nouns that are verbs too ("book the tickets", "phone home"): counted only where wink reads a noun. */
const COUNT_NOUNS_OR_VERBS = wordSet(`phone house bus train plane boat ticket bag pen chair bottle box
  question decision game nurse`);

/** Verbs after which a role stands without an article: "She was elected president". */
const NAMING_VERBS = wordSet(`elect elected elects appoint appointed appoints name named names crown crowned
  vote voted call called calls nominate nominated declare declared proclaimed`);
/** Adjectives that work as determiners or need "the" rather than "a": "other", "same", "next", "best". */
const NOT_PLAIN_ADJECTIVES = wordSet(`other another same such own only next last first second third
  whole half enough much many more most few several various certain main thier ther there ur`);
/** Degree words allowed before the adjective: "She is very good teacher". */
const DEGREE = wordSet('very really quite pretty extremely');
/** Time words wink reads as nouns, which do not make a compound with the noun before them. */
const TIME_WORDS = wordSet('yesterday today tomorrow tonight now');
const BE_OR_HAVE = wordSet("be am is are was were been being 's ’s have has had having");
const MODALS = wordSet('will would can could should might may must shall');
/** "their own job" written "they own job", "feel like teacher": no verb takes the noun as its object. */
const NOT_GOVERNING = new Set([...NAMING_VERBS, 'like', 'own']);
/** Prepositions that form no fixed phrase with these nouns ("by car", "at school" and "in class" do). */
const GOVERNING_PREPOSITIONS = wordSet('with for about as');
const CONTRACTED_SUBJECTS = wordSet('it that he she there what here');
const POSSESSIVES = wordSet('my our your their his her its');

const isCountNoun = (word: Word) =>
  word.text === word.lower &&
  (COUNT_NOUNS.has(word.lower) || (COUNT_NOUNS_OR_VERBS.has(word.lower) && word.pos === 'NOUN'));

const gapBetween = (doc: EssayDocument, a: Word, b: Word) => doc.text.slice(a.end, b.start);

/** A sentence of running prose: long enough and closed by a full stop, a question or an exclamation. */
function isProse(doc: EssayDocument, sentence: Sentence): boolean {
  const first = sentence.words[0];
  if (!first || sentence.words.length < 4) return false;
  const text = doc.text.slice(first.start, sentence.end);
  return (
    /[.!?]["”’)]*\s*$/u.test(text) && !/^\s*([-*•]|\d+[.)])/.test(doc.text.slice(sentence.start, first.start))
  );
}

/** The word that governs the noun phrase: a verb, or a form of "be" or "have" used as a verb. */
function governingVerb(words: Word[], at: number): boolean {
  const head = words[at];
  if (!head) return false;
  if (NOT_GOVERNING.has(head.lower)) return false;
  if (GOVERNING_PREPOSITIONS.has(head.lower)) return !/^(such|well|as)$/.test(words[at - 1]?.lower ?? '');
  const isVerb =
    (head.pos === 'VERB' && !MODALS.has(head.lower)) || (head.pos === 'AUX' && BE_OR_HAVE.has(head.lower));
  if (!isVerb) return false;
  // "It's good idea" but not "A driver who's car": a contracted "is" only after a subject pronoun.
  if (/^['’]s$/.test(head.lower) && !CONTRACTED_SUBJECTS.has(words[at - 1]?.lower ?? '')) return false;
  // "the parking lot", "a well paid job": a participle after a determiner modifies the noun.
  for (let k = at - 1; k >= 0 && at - k <= 3; k--) {
    if (words[k].pos === 'DET' || POSSESSIVES.has(words[k].lower)) return false;
    if (!/^(ADV|ADJ)$/.test(words[k].pos)) break;
  }
  return true;
}

function missingArticle(doc: EssayDocument, words: Word[], i: number): Candidate | null {
  const noun = words[i];
  if (!isCountNoun(noun)) return null;
  // The noun phrase: up to two plain adjectives before the noun, and a degree word before them.
  let first = i;
  while (
    first > 0 &&
    i - first < 2 &&
    words[first - 1].pos === 'ADJ' &&
    !NOT_PLAIN_ADJECTIVES.has(words[first - 1].lower) &&
    !/est$/.test(words[first - 1].lower)
  )
    first--;
  if (first < i && first > 0 && DEGREE.has(words[first - 1].lower)) first--;
  for (let k = first; k <= i; k++)
    if (gapBetween(doc, words[k - 1] ?? words[k], words[k]).trim()) return null;
  if (first === 0 || !governingVerb(words, first - 1)) return null;
  // The noun must end its phrase: not a modifier of the next noun ("car keys"), not a possessive
  // ("teacher's"), not part of a hyphenated word ("car-free") or a pairing ("door to door").
  const next = words[i + 1];
  const after = doc.text.slice(noun.end, next?.start ?? noun.end + 1);
  if (/^\s*[-–'’]/.test(after) || doc.text[words[first].start - 1] === '-') return null;
  if (next && !after.trim()) {
    if (/^(NOUN|PROPN|NUM)$/.test(next.pos) && !TIME_WORDS.has(next.lower)) return null;
    // "a car waiting", "teacher designed": a participle after the noun makes a compound with it.
    if (/^['’]/.test(next.text) || (next.pos === 'VERB' && /(ing|ed)$/.test(next.lower))) return null;
    // "I agree student should…", "help student have…": the noun is the subject of a clause, whose
    // fix is as likely a plural as an article.
    if (next.pos === 'AUX' || MODALS.has(next.lower) || (next.pos === 'VERB' && next.lower === next.lemma))
      return null;
  }
  if (words.slice(i + 1, i + 4).some((word) => word.lower === noun.lower)) return null;
  const phrase = doc.text.slice(words[first].start, noun.end);
  const article =
    /^(hour|honest|honou?r|heir)/.test(phrase) || (/^[aeio]/.test(phrase) && !/^one\b/.test(phrase))
      ? 'an'
      : /^u(?!ni|s[eu]|r[aeiou]|til)/.test(phrase)
        ? 'an'
        : 'a';
  return patternFinding(
    { start: words[first].start, end: noun.end },
    'medium',
    `${q(noun.text)} is a singular noun that is counted, so it needs a word such as “a”, “the” or “my” before it.`,
    `Write ${q(`${article} ${phrase}`)} or ${q(`the ${phrase}`)}.`,
  );
}

export function missingArticleCandidates(doc: EssayDocument): Candidate[] {
  return doc.sentences
    .filter((sentence) => isProse(doc, sentence))
    .flatMap(({ words }) => words.flatMap((_, i) => missingArticle(doc, words, i) ?? []));
}
