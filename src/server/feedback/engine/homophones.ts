import { patternFinding, wordSet } from './pattern-finding';
import { q } from './phrasing';
import type { Candidate, EssayDocument, Word } from './types';
import { isPluralNoun } from './word-forms';

/**
 * Words that sound alike and are written apart, where the words around them decide which one is
 * meant: then/than, lose/loose, their/there/they're, its/it's, to/too, whose/who's, your/you're.
 */

type Check = (doc: EssayDocument, words: Word[], i: number) => Candidate | null;

const capitalLike = (written: string, fix: string) =>
  /^\p{Lu}/u.test(written) ? fix[0].toUpperCase() + fix.slice(1) : fix;
const gap = (doc: EssayDocument, a: Word, b: Word) => doc.text.slice(a.end, b.start);
/** Whether a punctuation mark (or the end of the text) comes straight after the word. */
const endsPhrase = (doc: EssayDocument, word: Word) =>
  /^\s*([.!?,;:)]|$)/.test(doc.text.slice(word.end, word.end + 3));

/** Comparatives that are not spelled with "-er": "more", "less", "rather", "other"… */
const COMPARATIVE_WORDS = wordSet('more less fewer better worse rather other else further farther');
/** "-er" words that are not comparatives. */
const NOT_COMPARATIVE = wordSet(`never ever over under after other however whenever whether either neither
  together rather later order number member paper water power answer offer matter letter teacher proper
  clever eager bitter tender sober super upper inner outer utter former latter sheer`);
const isComparative = (word: Word) =>
  COMPARATIVE_WORDS.has(word.lower) ||
  ((word.pos === 'ADJ' || word.pos === 'ADV') &&
    /^\p{L}{3,}[^e]er$/u.test(word.lower) &&
    !NOT_COMPARATIVE.has(word.lower));
const CLAUSE_BREAK = /[,;:]/;
const SUBJECT_PRONOUNS = wordSet('i we they he she it you');

/**
 * "less then one weekend", "higher then on normal weekends": "then" after a comparative in the same
 * clause means "than". Left alone: "then" after a comma or "and" ("We ate more, then we left"), and
 * "then" with a clause of its own after it ("It got colder then it snowed").
 */
const thenForThan: Check = (doc, words, i) => {
  const then = words[i];
  if (then.lower !== 'then' || i === 0) return null;
  if (CLAUSE_BREAK.test(gap(doc, words[i - 1], then))) return null;
  if (/^(and|or|but|so|since|until|till|by|from|just|even|only|back|now|right|and)$/.test(words[i - 1].lower))
    return null;
  const next = words[i + 1];
  if (!next || endsPhrase(doc, then)) return null;
  if (SUBJECT_PRONOUNS.has(next.lower) && /^(VERB|AUX)$/.test(words[i + 2]?.pos ?? '')) return null;
  let k = i - 1;
  for (; k >= 0 && i - k <= 8; k--) {
    if (isComparative(words[k])) break;
    if (
      CLAUSE_BREAK.test(gap(doc, words[k], words[k + 1])) ||
      /^(and|but|so|because|when|if)$/.test(words[k].lower)
    )
      return null;
  }
  if (k < 0 || i - k > 8) return null;
  return patternFinding(
    then,
    'high',
    `After a comparison such as ${q(words[k].text)}, write “than”; “then” means “next” or “at that time”.`,
    `Replace ${q(then.text)} with ${q(capitalLike(then.text, 'than'))}.`,
  );
};

const MODALS_AND_TO = wordSet(
  "will would can could should might may must to not n't n’t did didn't don't doesn't",
);
const SUBJECTS = wordSet('i we they you he she');
/** Verbs after which "loose" means free: "break loose", "run loose", "let loose", "cut loose". */
const SETS_FREE = wordSet(`run runs ran running break breaks broke breaking broken come comes came coming
  cut cutting let lets letting set sets turn turned turning shake shook hang got get getting`);
/** Words after which "lose" must be the adjective: "too lose", "a lose tooth". */
const DESCRIBES = wordSet('too very so quite really a bit fairly');

/**
 * "teachers loose time", "we will loose their free time": "loose" (not tight) where a verb is needed;
 * and "dogs running lose in the park", "the screw is too lose": "lose" where the adjective is.
 * "loose clothes" and "wear loose shirts" stay.
 */
const loseLoose: Check = (doc, words, i) => {
  const [before, word, next] = [words[i - 1], words[i], words[i + 1]];
  if (!before || gap(doc, before, word).trim()) return null;
  if (word.lower === 'loose') {
    const verbSlot =
      MODALS_AND_TO.has(before.lower) ||
      SUBJECTS.has(before.lower) ||
      (before.pos === 'NOUN' &&
        isPluralNoun(before.lower, before.lemma) &&
        !!next &&
        /^(DET|PRON|NOUN|NUM|SCONJ)$/.test(next.pos) &&
        !isPluralNoun(next.lower, next.lemma));
    if (!verbSlot) return null;
    return patternFinding(
      word,
      'high',
      '“Loose” means not tight; the verb for no longer having something, or not winning, is “lose”.',
      `Replace ${q(word.text)} with “lose”.`,
    );
  }
  if (word.lower !== 'lose') return null;
  const adjectiveSlot =
    (SETS_FREE.has(before.lower) && (!next || endsPhrase(doc, word) || next.pos === 'ADP')) ||
    (DESCRIBES.has(before.lower) && !/^(DET|PRON)$/.test(next?.pos ?? ''));
  if (!adjectiveSlot) return null;
  return patternFinding(
    word,
    'high',
    '“Lose” is the verb (to no longer have, or not to win); for free or not tight, write “loose”.',
    `Replace ${q(word.text)} with “loose”.`,
  );
};

const BE_FORMS = wordSet('is are was were');
const DEGREE = wordSet('more less very so too really still always never just also');
/** Adjectives that follow "their" before a noun ("their best to help" is the superlative noun). */
const POSSESSED = wordSet('best own most least first last only other worst favorite favourite next');
/** Verbs after which a clause may start with "they're": "I think they're right". */
const TAKES_A_CLAUSE = wordSet(`think know believe say hope guess feel mean see hear realize realise show
  notice find wish bet suppose assume admit agree argue claim understand forget remember decide tell
  sure worry doubt expect pretend promise prove`);

/**
 * "Their more likely to buy", "if their were some", "drive there kids to school", "use they're extra
 * day": the possessive, the place word and "they are" confused where only one of them reads.
 */
const theirThereTheyre: Check = (doc, words, i) => {
  const [word, next, after] = [words[i], words[i + 1], words[i + 2]];
  if (!next || gap(doc, word, next).trim()) return null;
  const fix = (to: string, why: string) =>
    patternFinding(word, 'high', why, `Replace ${q(word.text)} with ${q(capitalLike(word.text, to))}.`);
  if (word.lower === 'their') {
    if (BE_FORMS.has(next.lower))
      return fix(
        'there',
        '“Their” shows that something belongs to them; before “is” or “were”, write “there”.',
      );
    const adjective = DEGREE.has(next.lower) ? after : next;
    const then = DEGREE.has(next.lower) ? words[i + 3] : after;
    const describes =
      next.lower === 'not' ||
      (!!adjective &&
        adjective.pos === 'ADJ' &&
        !POSSESSED.has(adjective.lower) &&
        (!then ||
          (DEGREE.has(next.lower) && endsPhrase(doc, adjective)) ||
          /^(to|than|that|about|of|for|with|at|in)$/.test(then.lower)));
    if (!describes) return null;
    return fix('they’re', '“Their” shows that something belongs to them; for “they are”, write “they’re”.');
  }
  if (word.lower === 'there') {
    const before = words[i - 1];
    if (!before || gap(doc, before, word).trim() || BE_FORMS.has(before.lower)) return null;
    // wink reads some verbs after a plural subject as nouns ("parents drive there kids").
    const verbReadAsNoun =
      before.pos === 'NOUN' &&
      before.lower === before.lemma &&
      !!words[i - 2] &&
      isPluralNoun(words[i - 2].lower, words[i - 2].lemma);
    const takesObject =
      before.pos === 'VERB' ||
      verbReadAsNoun ||
      (before.pos === 'ADP' && /^(in|at|for|with|from|of|about|on|to)$/.test(before.lower));
    if (!takesObject) return null;
    if (before.lemma === 'be' || !/^(NOUN)$/.test(next.pos) || /^(VERB|AUX)$/.test(after?.pos ?? ''))
      return null;
    // "from there people travel", "over there things": a noun that is the subject of a verb after it.
    if (!isPluralNoun(next.lower, next.lemma) && next.lower !== 'own') return null;
    return fix('their', '“There” names a place; to say something belongs to them, write “their”.');
  }
  if (word.lower === 'they' && /^['’]re$/.test(next.lower)) {
    const before = words[i - 1];
    const noun = after?.pos === 'ADJ' ? words[i + 3] : after;
    if (!before || !noun || noun.pos !== 'NOUN' || gap(doc, before, word).trim()) return null;
    const opensNothing =
      (before.pos === 'VERB' && !TAKES_A_CLAUSE.has(before.lemma) && !TAKES_A_CLAUSE.has(before.lower)) ||
      (before.pos === 'ADP' && /^(in|at|for|with|from|of|about|on|to|into)$/.test(before.lower));
    if (!opensNothing) return null;
    return patternFinding(
      { start: word.start, end: next.end },
      'high',
      '“They’re” means “they are”; to say something belongs to them, write “their”.',
      `Replace ${q(`${word.text}${next.text}`)} with ${q(capitalLike(word.text, 'their'))}.`,
    );
  }
  return null;
};

/**
 * "talks about it's commitment", "the store depends on it's customers", "it's own": after a
 * preposition or a verb that takes an object, "it is" cannot begin; the possessive is meant. "It's
 * commitment that counts" stays.
 */
const itsForIts: Check = (doc, words, i) => {
  const [it, contraction, next] = [words[i], words[i + 1], words[i + 2]];
  if (it.lower !== 'it' || !/^['’]s$/.test(contraction?.lower ?? '') || !next) return null;
  const before = words[i - 1];
  const afterObjectSlot =
    !!before &&
    !gap(doc, before, it).trim() &&
    ((before.pos === 'ADP' && !/^(like|as|than|because|since|until|before|after|if)$/.test(before.lower)) ||
      (before.pos === 'VERB' && !TAKES_A_CLAUSE.has(before.lemma)));
  const owns = next.lower === 'own';
  if (!(owns || (afterObjectSlot && /^(NOUN|ADJ)$/.test(next.pos)))) return null;
  return patternFinding(
    { start: it.start, end: contraction.end },
    'high',
    '“It’s” means “it is” or “it has”; the possessive “its” has no apostrophe.',
    `Replace ${q(`${it.text}${contraction.text}`)} with ${q(capitalLike(it.text, 'its'))}.`,
  );
};

/** Adjectives and adverbs that "too" modifies and that rarely follow the preposition "to". */
const TOO_WORDS = wordSet(`late early long much many few little hard easy big small expensive cheap busy tired
  cold hot warm simple difficult young old far fast slow short high low loud quiet strict tempting dangerous
  boring close soon often bad crowded full dark risky complicated confusing noisy messy heavy serious
  scared afraid shy lazy sick weak strong tight loose slowly quickly fast good`);
/** Words after which a final "to" can only be "too" (as well): "more often to.", "benefit to.". */
const AS_WELL_AFTER = wordSet(
  'often well again later today tonight now instead anyway benefit improve suffer win',
);

/**
 * "spends to much time", "cut off for to long.", "is simply to tempting", "more often to.": "to" where
 * "too" (more than enough, or also) is meant. "to many places", "went to bed early", "the place I went
 * to." and "from bad to worse" stay.
 */
const toForToo: Check = (doc, words, i) => {
  const [before, to, next] = [words[i - 1], words[i], words[i + 1]];
  if (to.lower !== 'to' || !before || gap(doc, before, to).trim()) return null;
  const finding = () =>
    patternFinding(
      to,
      'high',
      '“To” is a preposition or part of a verb; for “also” or “more than enough”, write “too”.',
      `Replace ${q(to.text)} with “too”.`,
    );
  if (endsPhrase(doc, to))
    return AS_WELL_AFTER.has(before.lower) || AS_WELL_AFTER.has(before.lemma) ? finding() : null;
  if (!next || !TOO_WORDS.has(next.lower) || gap(doc, to, next).trim()) return null;
  if (words.slice(Math.max(0, i - 6), i).some((word) => word.lower === 'from')) return null;
  const after = words[i + 2];
  if (/^(much|many)$/.test(next.lower)) {
    // "spends to much time": after a verb that takes an object; "talk to many people" stays.
    const takesObject = /^(spend|take|have|be|eat|waste|use|cost|watch|drink|buy)$/.test(before.lemma);
    return takesObject && (!after || after.pos === 'NOUN' || endsPhrase(doc, next)) ? finding() : null;
  }
  const ends = endsPhrase(doc, next) || /^(to|for)$/.test(after?.lower ?? '');
  return ends && after?.pos !== 'NOUN' ? finding() : null;
};

/**
 * "One volunteer, who's family once depended on it": "who's" and a noun that is the subject of a verb
 * after an adverb; and "Ms. Ortiz, whose been teaching", "every teacher whose tried it": "whose" before
 * a verb, where only "who's" (who is, who has) reads.
 */
const whoseWhos: Check = (doc, words, i) => {
  const [word, next, after, third] = words.slice(i, i + 4);
  if (!next || gap(doc, word, next).trim()) return null;
  if (word.lower === 'whose') {
    const verb =
      /^(been|being|not|a|an|the|going)$/.test(next.lower) ||
      (next.pos === 'VERB' && next.lower !== next.lemma && /(ed|en|ing)$/.test(next.lower));
    if (!verb) return null;
    return patternFinding(
      word,
      'high',
      '“Whose” asks or tells whom something belongs to; for “who is” or “who has”, write “who’s”.',
      `Replace ${q(word.text)} with ${q(capitalLike(word.text, 'who’s'))}.`,
    );
  }
  // The noun straight before its verb is left to the older check of "who's" (confusables.ts).
  if (word.lower !== 'who' || !/^['’]s$/.test(next.lower) || after?.pos !== 'NOUN') return null;
  const verb = words[i + 4];
  if (third?.pos !== 'ADV' || !/^(VERB|AUX)$/.test(verb?.pos ?? '')) return null;
  return patternFinding(
    { start: word.start, end: next.end },
    'high',
    `${q(`${word.text}${next.text}`)} means “who is”; to say whose ${after.text} it is, write “whose”.`,
    `Replace ${q(`${word.text}${next.text}`)} with “whose”.`,
  );
};

const DEGREE_BEFORE_ADJECTIVE = wordSet('that so too very really not never always still just such');

/**
 * "When your that tired", "Your never too young", "you're own money": "your" where "you are" is meant
 * (before a word of degree and an adjective), and "you're" before "own".
 */
const yourYoure: Check = (doc, words, i) => {
  const [word, next, after] = [words[i], words[i + 1], words[i + 2]];
  if (!next || gap(doc, word, next).trim()) return null;
  if (word.lower === 'you' && /^['’]re$/.test(next.lower) && after?.lower === 'own') {
    return patternFinding(
      { start: word.start, end: next.end },
      'high',
      '“You’re” means “you are”; to show that something belongs to you, write “your”.',
      `Replace ${q(`${word.text}${next.text}`)} with ${q(capitalLike(word.text, 'your'))}.`,
    );
  }
  if (word.lower !== 'your' || !DEGREE_BEFORE_ADJECTIVE.has(next.lower) || !after) return null;
  const adjective = DEGREE_BEFORE_ADJECTIVE.has(after.lower) ? words[i + 3] : after;
  const then = words[words.indexOf(adjective ?? after) + 1];
  if (adjective?.pos !== 'ADJ' || (then && then.pos === 'NOUN' && !endsPhrase(doc, adjective))) return null;
  return patternFinding(
    word,
    'high',
    '“Your” shows that something belongs to you; for “you are”, write “you’re”.',
    `Replace ${q(word.text)} with ${q(capitalLike(word.text, 'you’re'))}.`,
  );
};

/**
 * Each check with the words it can begin on, so that the others are never asked: an essay's every word
 * asked by all seven cost more than the rest of these checks together.
 */
const CHECKS: Array<[Check, string]> = [
  [thenForThan, 'then'],
  [loseLoose, 'lose loose'],
  [theirThereTheyre, 'their there they'],
  [itsForIts, 'it'],
  [toForToo, 'to'],
  [whoseWhos, 'whose who'],
  [yourYoure, 'your you'],
];
const CHECKS_BY_WORD = new Map<string, Check[]>();
for (const [check, starts] of CHECKS) {
  for (const start of starts.split(' '))
    CHECKS_BY_WORD.set(start, [...(CHECKS_BY_WORD.get(start) ?? []), check]);
}

export function homophoneCandidates(doc: EssayDocument): Candidate[] {
  const found: Candidate[] = [];
  for (const { words } of doc.sentences) {
    for (let i = 0; i < words.length; i++) {
      for (const check of CHECKS_BY_WORD.get(words[i].lower) ?? []) {
        const candidate = check(doc, words, i);
        if (candidate) found.push(candidate);
      }
    }
  }
  return found;
}
