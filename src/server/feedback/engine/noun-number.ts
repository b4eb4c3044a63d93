import { patternFinding, wordSet } from './pattern-finding';
import { q } from './phrasing';
import { GROUP_NOUNS, SAME_IN_THE_PLURAL } from './subject-verb';
import type { Candidate, EssayDocument, Word } from './types';
import { isPluralNoun, isSingularNoun, pluralOf } from './word-forms';

/** Words after which a countable noun must be plural ("several reason") or singular ("this things"). */
const NEEDS_PLURAL = wordSet(`many several few various numerous both these those two three four five six
  seven eight nine ten twenty hundreds thousands millions`);
const NEEDS_SINGULAR = wordSet('this a an another every each');
/** Nouns with no plural, which take "much" and no "a": "many information", "an advice". */
const UNCOUNTABLE = wordSet(
  'information homework advice knowledge equipment furniture research evidence money music',
);
const COUNTING = wordSet('many several few various numerous these those both a an another every each');
/** "a few days", "a lot people": these adjectives are quantities, not describers of the noun. */
const QUANTITY_WORDS = wordSet('few lot many couple great good little');

const isNoun = (word: Word | undefined): word is Word => word?.pos === 'NOUN';

/** The noun a determiner governs: the next word, or the one after a single adjective ("several good reason"). */
function governedNoun(words: Word[], i: number): Word | undefined {
  const next = words[i + 1];
  const at = next?.pos === 'ADJ' && !QUANTITY_WORDS.has(next.lower) ? i + 2 : i + 1;
  const noun = words[at];
  // "many wood companies": the first noun of a compound modifies the second and keeps its number.
  if (!isNoun(noun) || isNoun(words[at + 1]) || /ing$/.test(noun.lower)) return undefined;
  return noun;
}

/** What is wrong with a determiner and its noun, as [comment, suggestion], or null when they agree. */
function mismatch(
  word: Word,
  noun: Word,
  previous: Word | undefined,
  adjacent: boolean,
): [string, string] | null {
  const [det, name] = [q(word.text), q(noun.text)];
  // "a broad knowledge of" is idiomatic: only a bare "an advice" is wrong.
  if (UNCOUNTABLE.has(noun.lower) && COUNTING.has(word.lower) && (adjacent || !/^an?$/.test(word.lower))) {
    const fix = /^an?$/.test(word.lower)
      ? `Drop ${det}.`
      : `Write ${q(`much ${noun.text}`)} or ${q(`a lot of ${noun.text}`)}.`;
    return [`${name} cannot be counted, so it does not take ${det}.`, fix];
  }
  if (word.lower === 'much' && isPluralNoun(noun.lower, noun.lemma)) {
    return [
      `With a plural noun such as ${name}, use “many”, not “much”.`,
      `Write ${q(`many ${noun.text}`)}.`,
    ];
  }
  if (NEEDS_PLURAL.has(word.lower) && isSingularNoun(noun.lower, noun.lemma) && previous?.lower !== 'a') {
    return [`After ${det} the noun must be plural.`, `Write ${q(pluralOf(noun.text))}.`];
  }
  if (NEEDS_SINGULAR.has(word.lower) && word.pos === 'DET' && isPluralNoun(noun.lower, noun.lemma)) {
    return [`After ${det} the noun must be singular.`, `Write ${q(noun.lemma)}, or drop ${det}.`];
  }
  return null;
}

/**
 * Quantifiers that count members of a group, so the group after "of" is plural: "many of the
 * students", "each of my friends". Not "most", "some", "all" or "half", which may take part of one
 * thing ("most of the book", "some of the water").
 */
const COUNTS_MEMBERS = wordSet('many several few both each either neither');
/** What stands between "of" and the noun: a determiner or possessive that makes the group definite. */
const DEFINITE = wordSet('the these those my your his her its our their');

/** "many of the student", "each of my friend": the members counted must be plural. */
function countedMember(words: Word[], i: number): Candidate | null {
  const [of, definite] = [words[i + 1], words[i + 2]];
  if (!COUNTS_MEMBERS.has(words[i].lower) || of?.lower !== 'of' || !DEFINITE.has(definite?.lower ?? ''))
    return null;
  const noun = governedNoun(words, i + 2);
  // "both of the team's players": a possessive belongs to the noun after it.
  if (!noun || /^['’]s$/.test(words[words.indexOf(noun) + 1]?.lower ?? '')) return null;
  // isSingularNoun already passes over nouns without a plural ("information", "staff").
  const singular = isSingularNoun(noun.lower, noun.lemma);
  if (!singular || GROUP_NOUNS.has(noun.lower) || SAME_IN_THE_PLURAL.has(noun.lower)) return null;
  const phrase = q(`${words[i].lower} of ${definite.lower}`);
  return patternFinding(
    noun,
    'high',
    `After ${phrase} the noun must be plural: it names the members counted.`,
    `Write ${q(pluralOf(noun.text))}.`,
  );
}

/** Number agreement between a determiner or number and its noun, which harper does not check. */
export function nounNumberCandidates(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap(({ words }) =>
    words.flatMap((word, i) => {
      const member = countedMember(words, i);
      if (member) return [member];
      const governed = governedNoun(words, i);
      // "at half past eight, attendance rose": a comma ends the number's phrase before the noun.
      const noun = governed && !/[,;:]/.test(doc.text.slice(word.end, governed.start)) ? governed : undefined;
      // "we looked at this years ago": "this" is the object and "years ago" says when.
      const timePhrase = noun && words[words.indexOf(noun) + 1]?.lower === 'ago';
      const problem = noun && !timePhrase && mismatch(word, noun, words[i - 1], noun === words[i + 1]);
      // The pair is quoted together: either word may be the one to change.
      return noun && problem
        ? [patternFinding({ start: word.start, end: noun.end }, 'high', ...problem)]
        : [];
    }),
  );
}
