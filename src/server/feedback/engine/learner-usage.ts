import { patternFinding } from './pattern-finding';
import { q } from './phrasing';
import type { Candidate, EssayDocument, Sentence, Word } from './types';

/**
 * Usage that grammar books single out for learners of English: "agree" used as an adjective, plurals
 * of nouns that have none, and set phrases with the wrong preposition. Each check reads adjacent words
 * only, and only the exact forms named, so that a near miss ("we are agreed", "a discussion about")
 * is left alone.
 */

const span = (from: Word, to: Word) => ({ start: from.start, end: to.end });
const capitalised = (written: string, replacement: string) =>
  written[0] === written[0].toUpperCase() ? replacement[0].toUpperCase() + replacement.slice(1) : replacement;

/** The personal pronouns a check of "agree" after "be" reads as subjects; "he" and "she" take "-s". */
const PRONOUNS = new Set(['i', 'we', 'you', 'they', 'he', 'she']);
const THIRD_PERSON = new Set(['he', 'she']);
/** The words from `from` up to, not including, `to`, as written. */
const written = (words: Word[], from: number, to: number) =>
  words
    .slice(from, to)
    .map((word) => word.text)
    .join(' ');
const BE_PRESENT = new Set(['am', 'is', 'are', '’m', "'m", '’re', "'re", '’s', "'s"]);
const BE_PAST = new Set(['was', 'were']);
/** "I’m", "they're": a pronoun and "be" read as one word. */
const CONTRACTED = /^(i|we|you|they|he|she)['’](m|re|s)$/;

/** The subject and the form of "be" starting at word i, whether written apart or contracted. */
function subjectAndBe(words: Word[], i: number): { subject: string; be: string; next: number } | null {
  const word = words[i];
  const contracted = CONTRACTED.exec(word.lower);
  if (contracted) return { subject: contracted[1], be: `’${contracted[2]}`, next: i + 1 };
  const be = words[i + 1];
  if (!be || !(BE_PRESENT.has(be.lower) || BE_PAST.has(be.lower))) return null;
  return { subject: word.lower, be: be.lower, next: i + 2 };
}

/**
 * "I am agree", "they are not agree": "agree" is a verb, so it takes no "be". "We are agreed" (a
 * participle) and "I am to agree" are left alone, as is any subject but a personal pronoun.
 */
function agreeAsAdjective(words: Word[], i: number): Candidate | null {
  const found = subjectAndBe(words, i);
  if (!found || !PRONOUNS.has(found.subject)) return null;
  const { next } = found;
  const negated = words[next]?.lower === 'not';
  const verb = words[next + (negated ? 1 : 0)];
  if (!verb || !/^(dis)?agree$/.test(verb.lower)) return null;
  const past = BE_PAST.has(found.be);
  const third = THIRD_PERSON.has(found.subject);
  const base = verb.lower;
  const fixed = negated
    ? `${past ? 'did' : third ? 'does' : 'do'} not ${base}`
    : `${base}${past ? 'd' : third ? 's' : ''}`;
  const subject = words[i].text.replace(/['’].*$/, '');
  return patternFinding(
    span(words[i], verb),
    'high',
    `${q(verb.text)} is a verb, so it takes no form of “be” before it: write ${q(`${subject} ${fixed}`)}.`,
    `Replace ${q(written(words, i, next + (negated ? 2 : 1)))} with ${q(`${subject} ${fixed}`)}.`,
  );
}

/** Nouns with no plural in English (uncountable), written with one, and what to write instead. */
const UNCOUNTABLE_PLURALS: Record<string, string> = {
  informations: 'information',
  advices: 'advice',
  furnitures: 'furniture',
  equipments: 'equipment',
  knowledges: 'knowledge',
  homeworks: 'homework',
  luggages: 'luggage',
  baggages: 'baggage',
  feedbacks: 'feedback',
};

/** "more informations": an uncountable noun has no plural; it is counted with "pieces of". */
function uncountablePlural(words: Word[], i: number): Candidate | null {
  const word = words[i];
  const singular = UNCOUNTABLE_PLURALS[word.lower];
  if (!singular) return null;
  return patternFinding(
    word,
    'high',
    `${q(capitalised(word.text, singular))} cannot be counted, so it has no plural; to count it, write “pieces of ${singular}”.`,
    `Replace ${q(word.text)} with ${q(capitalised(word.text, singular))}.`,
  );
}

/** Set phrases whose preposition learners swap, as exact word sequences, and the phrase to write. */
const SET_PHRASES: Array<{ words: string[]; fixed: string; why: string }> = [
  {
    words: ['in', 'the', 'other', 'hand'],
    fixed: 'on the other hand',
    why: 'The phrase is “on the other hand”.',
  },
  { words: ['in', 'the', 'one', 'hand'], fixed: 'on the one hand', why: 'The phrase is “on the one hand”.' },
  { words: ['on', 'my', 'opinion'], fixed: 'in my opinion', why: 'An opinion is something you are “in”.' },
  {
    words: ['in', 'my', 'point', 'of', 'view'],
    fixed: 'from my point of view',
    why: 'A point of view is where you look “from”.',
  },
  {
    words: ['on', 'my', 'point', 'of', 'view'],
    fixed: 'from my point of view',
    why: 'A point of view is where you look “from”.',
  },
];

/** The verbs that take their object straight after them, with the forms that learners follow with "about". */
const DIRECT_OBJECT_VERBS = new Set(['discuss', 'discusses', 'discussed', 'discussing']);

/**
 * "In the other hand, …", "on my opinion": the set phrase with its own preposition. Only where the phrase
 * introduces what follows (opening the sentence, or after "and"/"but" with a comma after it): "a cup in
 * the other hand" and "depends on my opinion" mean what they say.
 */
function setPhrase(words: Word[], i: number, text: string): Candidate | null {
  for (const phrase of SET_PHRASES) {
    const found = phrase.words.every((word, k) => words[i + k]?.lower === word);
    if (!found) continue;
    const [first, last] = [words[i], words[i + phrase.words.length - 1]];
    const introduces = i === 0 || (/^(and|but)$/.test(words[i - 1].lower) && text[last.end] === ',');
    if (!introduces) continue;
    return patternFinding(
      span(first, last),
      'medium',
      phrase.why,
      `Replace ${q(written(words, i, i + phrase.words.length))} with ${q(capitalised(first.text, phrase.fixed))}.`,
    );
  }
  const [verb, about] = [words[i], words[i + 1]];
  if (DIRECT_OBJECT_VERBS.has(verb.lower) && about?.lower === 'about') {
    return patternFinding(
      span(verb, about),
      'medium',
      `One discusses something, with no “about” after the verb (the noun takes it: “a discussion about”).`,
      `Replace ${q(`${verb.text} ${about.text}`)} with ${q(verb.text)}.`,
    );
  }
  return null;
}

const CHECKS = [agreeAsAdjective, uncountablePlural, setPhrase];

export function learnerUsageCandidates(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap(({ words }: Sentence) =>
    words.flatMap((_, i) => CHECKS.flatMap((check) => check(words, i, doc.text) ?? [])),
  );
}
