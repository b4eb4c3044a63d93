/**
 * Endings that differ between British and American spelling. The dictionaries are American, so
 * without this "colour", "centre" and "organise" would be marked as misspelled in a student's essay.
 */
const REGIONAL_ENDINGS: Array<[RegExp, string]> = [
  [/our(s|ed|ing|ful|ite|ites|able|ably|er|ers|ist|ists)?$/u, 'or$1'],
  [/re(s|d)?$/u, 'er$1'],
  [/is(e|es|ed|ing|ation|ations)$/u, 'iz$1'],
  [/ys(e|es|ed|ing)$/u, 'yz$1'],
  [/ll(ed|ing|er|ers|or|ors)$/u, 'l$1'],
  [/ogue(s)?$/u, 'og$1'],
  [/ence(s)?$/u, 'ense$1'],
];

/** British words the American dictionaries lack and no ending rule turns into their American form. */
const BRITISH_WORDS = new Set(
  'maths programme programmes tyre tyres kerb kerbs aluminium whilst amongst cheque cheques storey storeys plough ploughs pyjamas'.split(
    ' ',
  ),
);

/** True when a suggested correction is only the same word as another country spells it. */
export function isRegionalVariant(word: string, replacements: string[]): boolean {
  const lower = word.toLowerCase();
  if (BRITISH_WORDS.has(lower)) return true;
  const offered = new Set(replacements.map((replacement) => replacement.toLowerCase()));
  return REGIONAL_ENDINGS.some(
    ([ending, american]) => ending.test(lower) && offered.has(lower.replace(ending, american)),
  );
}
