import type { Word } from './types';

const IRREGULAR_PLURALS: Record<string, string> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  foot: 'feet',
  tooth: 'teeth',
  mouse: 'mice',
  life: 'lives',
  wife: 'wives',
  knife: 'knives',
  leaf: 'leaves',
};

/**
 * English spelling of the -s ending, which plurals and the verb form of he, she and it share: "-ies"
 * after a consonant and "y", "-es" after a hissing sound (and after "o" for verbs: "goes", "does").
 */
function withS(lower: string, esAfterO = false): string {
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  return /(s|x|z|ch|sh)$/.test(lower) || (esAfterO && lower.endsWith('o')) ? `${lower}es` : `${lower}s`;
}

/** The regular English plural, with the common irregular nouns; good enough for a suggestion. */
export function pluralOf(noun: string): string {
  const lower = noun.toLowerCase();
  const plural = IRREGULAR_PLURALS[lower] ?? withS(lower);
  return noun[0] === noun[0].toUpperCase() ? plural[0].toUpperCase() + plural.slice(1) : plural;
}

/** The form a base verb takes with he, she and it: "spend" → "spends", "watch" → "watches". */
export const thirdPersonOf = (base: string): string => (base === 'have' ? 'has' : withS(base, true));

/** Nouns that take no plural, or whose plural-looking form is singular: number rules leave them alone. */
export const NUMBERLESS = new Set([
  'information',
  'homework',
  'advice',
  'knowledge',
  'money',
  'equipment',
  'furniture',
  'research',
  'evidence',
  'music',
  'news',
  'people',
  'police',
  'staff',
  'data',
  'media',
  'fun',
  'work',
  'software',
  'series',
  'species',
  'means',
  'clothes',
  'kind',
  'type',
  'sort',
  'percent',
  'hundred',
  'thousand',
  'million',
  'billion',
  'dozen',
  'couple',
  'lot',
  'bit',
  'number',
  'variety',
  'majority',
  'group',
]);

export const isPluralNoun = (lower: string, lemma: string) =>
  lower !== lemma && /s$/.test(lower) && !/(ss|ics|us)$/.test(lower) && !NUMBERLESS.has(lower);

/** "bus", "glass", "campus", "crisis": singular nouns that end in "s". */
export const isSingularNoun = (lower: string, lemma: string) =>
  lower === lemma && (!/s$/.test(lower) || /(ss|us|is)$/.test(lower)) && !NUMBERLESS.has(lower);

/**
 * "my sister visits it", "my brother moves to Texas": wink reads a verb in "-s" after a singular noun
 * as a noun of a compound; it is the verb when a word that cannot follow a noun comes after it.
 */
export const readAsVerb = (words: Word[], k: number) =>
  words[k].pos === 'NOUN' &&
  words[k].lower !== words[k].lemma &&
  words[k].lower === thirdPersonOf(words[k].lemma) &&
  words[k - 1].pos === 'NOUN' &&
  words[k - 1].lower === words[k - 1].lemma &&
  /^(ADP|DET|PRON|PART)$/.test(words[k + 1]?.pos ?? '');
