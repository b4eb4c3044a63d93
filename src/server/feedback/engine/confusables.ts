import { patternFinding } from './pattern-finding';
import { q } from './phrasing';
import type { Candidate, EssayDocument, Sentence, TextRange, Word } from './types';
import { isPluralNoun } from './word-forms';

/** Words that sound alike and are written apart: "who's/whose", "your/you're", "its/it's", "less/fewer". */

const isContractedBe = (word: Word | undefined) =>
  !!word && /^['’](s|re)$/.test(word.lower) && word.lemma === 'be';
const span = (from: Word, to: Word): TextRange => ({ start: from.start, end: to.end });
const VERB_LIKE = new Set(['VERB', 'AUX']);
const NOT_A_NOUN_SLOT = new Set(['ADP', 'ADV', 'ADJ', 'PRON', 'DET', 'PART', 'CCONJ', 'SCONJ', 'NUM']);

/** "Parents who's kids walk": "who's" then a noun that is itself the subject of a verb. */
function whose(words: Word[], i: number): Candidate | null {
  const [who, contraction, noun, verb, object] = words.slice(i, i + 5);
  if (who.lower !== 'who' || !isContractedBe(contraction) || contraction.lower.endsWith('re')) return null;
  // wink reads some verbs as nouns ("students love her", "kids ride to school"): a pronoun or article
  // after it settles which, and so does a preposition after a plural noun ("who's kids ride to…"),
  // where "who is" would need an article ("who's class president in" stays).
  const misreadVerb =
    verb?.pos === 'NOUN' &&
    (/^(PRON|DET)$/.test(object?.pos ?? '') ||
      (/^(ADP|PART)$/.test(object?.pos ?? '') && isPluralNoun(noun?.lower ?? '', noun?.lemma ?? '')));
  const actsAsVerb = !!verb && (VERB_LIKE.has(verb.pos) || misreadVerb);
  if (noun?.pos !== 'NOUN' || !actsAsVerb) return null;
  const written = `${who.text}${contraction.text}`;
  return patternFinding(
    span(who, contraction),
    'high',
    `${q(written)} means “who is”; to say whose ${noun.text} they are, write “whose”.`,
    `Replace ${q(written)} with “whose”.`,
  );
}

/** "your going to", "your not", "your a": places where only "you are" makes sense. */
function yourForYoure(words: Word[], i: number): Candidate | null {
  const [your, next, after] = words.slice(i, i + 3);
  if (your.lower !== 'your' || !next) return null;
  const meansYouAre =
    // "Your going to the party surprised me" is a gerund: only a "your" inside the sentence counts.
    (i > 0 && next.lower === 'going' && after?.lower === 'to') ||
    (next.lower === 'not' && !!after && !after.lower.endsWith('ing')) ||
    // "your not wanting to go" is a gerund, and so is "your not going to the party"; "your not going
    // to convince them" can only be "you are not going to".
    (next.lower === 'not' &&
      after?.lower === 'going' &&
      words[i + 3]?.lower === 'to' &&
      words[i + 4]?.pos === 'VERB') ||
    /^(a|an|the)$/.test(next.lower);
  if (!meansYouAre) return null;
  const fixed = your.text[0] === 'Y' ? 'You’re' : 'you’re';
  return patternFinding(
    your,
    'high',
    '“Your” shows that something belongs to you; for “you are”, write “you’re”.',
    `Replace ${q(your.text)} with ${q(fixed)}.`,
  );
}

/** "You're essay is": "you're" then a single noun that is the subject of "is". */
function youreForYour(words: Word[], i: number): Candidate | null {
  const [you, contraction, noun, verb] = words.slice(i, i + 4);
  if (you.lower !== 'you' || !isContractedBe(contraction) || !contraction.lower.endsWith('re')) return null;
  if (!noun || NOT_A_NOUN_SLOT.has(noun.pos) || /(ing|ed)$/.test(noun.lower)) return null;
  if (!verb || !/^(is|was|has)$/.test(verb.lower)) return null;
  const written = `${you.text}${contraction.text}`;
  return patternFinding(
    span(you, contraction),
    'high',
    `${q(written)} means “you are”; to show that something belongs to you, write “your”.`,
    `Replace ${q(written)} with ${q(you.text[0] === 'Y' ? 'Your' : 'your')}.`,
  );
}

/** "less accidents": a plural noun straight after "less". */
function fewer(words: Word[], i: number): Candidate | null {
  const [less, noun] = [words[i], words[i + 1]];
  if (less.lower !== 'less' || noun?.pos !== 'NOUN') return null;
  if (/^(or|no|much)$/.test(words[i - 1]?.lower ?? '')) return null;
  const plural = noun.lower === 'people' || isPluralNoun(noun.lower, noun.lemma);
  if (!plural) return null;
  return patternFinding(
    less,
    'medium',
    `Use “fewer” with things you can count, such as ${q(noun.text)}, and “less” with amounts, such as “less time”.`,
    `Replace ${q(less.text)} with ${q(less.text[0] === 'L' ? 'Fewer' : 'fewer')}.`,
  );
}

/**
 * "Its going to rain", "its not fair", "its a shame": "its" where only "it is" or "it has" reads. The
 * possessive is followed by what belongs to it ("its own rules", "its very best"), never by these.
 */
function itsForItIs(words: Word[], i: number, text: string): Candidate | null {
  const [its, next, after] = words.slice(i, i + 3);
  // "its not-for-profit status": a hyphen makes the word part of what belongs to it.
  if (its.lower !== 'its' || !next || text[next.end] === '-') return null;
  const meansItIs =
    /^(not|been)$/.test(next.lower) ||
    (/^(a|an)$/.test(next.lower) && i === 0) ||
    (next.lower === 'going' && after?.lower === 'to');
  if (!meansItIs) return null;
  const fixed = its.text[0] === 'I' ? 'It’s' : 'it’s';
  return patternFinding(
    its,
    'high',
    '“Its” shows that something belongs to it; for “it is” or “it has”, write “it’s”.',
    `Replace ${q(its.text)} with ${q(fixed)}.`,
  );
}

/** Verbs after which "to" and an adjective can only be "too": "she was to tired to play". */
const LINKING = new Set(['be', 'feel', 'get', 'seem', 'look', 'become', 'sound']);

/**
 * "was to tired to go", "are to expensive for us", "felt to tired.": "to" between a linking verb and an
 * adjective that ends the phrase means "too". Before a noun ("was to better schools") or a verb ("is to
 * clean the room") it is the preposition or the infinitive, and stays.
 */
function toForToo(words: Word[], i: number): Candidate | null {
  const [before, to, adjective, after] = [words[i - 1], words[i], words[i + 1], words[i + 2]];
  // wink reads "tired" after "to" as a verb; "was to" never takes a past participle, so it is the adjective.
  const describes =
    adjective?.pos === 'ADJ' ||
    (adjective?.pos === 'VERB' && adjective.lower !== adjective.lemma && adjective.lower.endsWith('ed'));
  if (to.lower !== 'to' || !before || !LINKING.has(before.lemma) || !describes) return null;
  if (after && !/^(to|for)$/.test(after.lower)) return null;
  return patternFinding(
    to,
    'high',
    '“To” is a preposition or part of a verb; for “more than enough”, write “too”.',
    `Replace ${q(to.text)} with “too”.`,
  );
}

/** "in there own clothes": "there" names a place and owns nothing; "own" after it wants "their". */
function theirOwn(words: Word[], i: number, text: string): Candidate | null {
  const [there, own] = [words[i], words[i + 1]];
  if (there.lower !== 'there' || own?.lower !== 'own') return null;
  // "over there, own goals", "is there own-brand food": punctuation or a hyphen makes them apart.
  if (text.slice(there.end, own.start).trim() || text[own.end] === '-') return null;
  return patternFinding(
    there,
    'high',
    '“There” names a place; to say something belongs to them, write “their”.',
    `Replace ${q(there.text)} with ${q(there.text[0] === 'T' ? 'Their' : 'their')}.`,
  );
}

/** Short adjectives that compare with -er: "more happy" is "happier". */
const SHORT_COMPARATIVES: Record<string, string> = {
  happy: 'happier',
  easy: 'easier',
  busy: 'busier',
  early: 'earlier',
  funny: 'funnier',
  big: 'bigger',
  small: 'smaller',
  tall: 'taller',
  short: 'shorter',
  long: 'longer',
  fast: 'faster',
  slow: 'slower',
  cheap: 'cheaper',
  quick: 'quicker',
  young: 'younger',
  strong: 'stronger',
  weak: 'weaker',
  nice: 'nicer',
  large: 'larger',
  safe: 'safer',
};

/**
 * "make students more happy": a short adjective compares with -er. Before a noun "more" may count the
 * noun instead ("more happy people" are more people who are happy), so that is left alone.
 */
function shortComparative(words: Word[], i: number): Candidate | null {
  const [more, adjective, after] = [words[i], words[i + 1], words[i + 2]];
  const comparative = adjective && SHORT_COMPARATIVES[adjective.lower];
  if (more.lower !== 'more' || !comparative || after?.pos === 'NOUN' || after?.pos === 'PROPN') return null;
  if (words[i - 1]?.lower === 'and' && words[i - 2]?.lower === 'more') return null;
  return patternFinding(
    { start: more.start, end: adjective.end },
    'medium',
    `A short adjective such as ${q(adjective.text)} compares with “-er”, not with “more”.`,
    `Replace ${q(`${more.text} ${adjective.text}`)} with ${q(comparative)}.`,
  );
}

const CHECKS = [whose, yourForYoure, youreForYour, fewer, itsForItIs, toForToo, theirOwn, shortComparative];

export function confusableCandidates(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap(({ words }: Sentence) =>
    words.flatMap((_, i) => CHECKS.flatMap((check) => check(words, i, doc.text) ?? [])),
  );
}
