import { isRegionalVariant } from './regional-spelling';

/** British spellings are not misspellings; a misspelling stays one whatever its ending. */
describe('British and American spellings', () => {
  it.each([
    ['favourite', ['favorite']],
    ['colourful', ['colorful']],
    ['behaviour', ['behavior']],
    ['honourable', ['honorable']],
    ['counsellor', ['counselor']],
    ['travelled', ['traveled']],
    ['centre', ['center']],
    ['organise', ['organize']],
    ['maths', ['math', 'moths']],
    ['programme', []],
  ])('accepts %s', (word, replacements) => {
    expect(isRegionalVariant(word, replacements)).toBe(true);
  });

  it.each([
    ['favourit', ['favorite']],
    ['recieve', ['receive']],
    ['tomatos', ['tomatoes']],
    ['beleive', ['believe']],
    ['councellor', ['counselor']],
    ['coloour', ['color']],
    ['mathss', ['maths']],
    ['hourse', ['horse', 'house']],
    ['definately', ['definitely']],
    ['untill', ['until']],
  ])('leaves the misspelling %s a misspelling', (word, replacements) => {
    expect(isRegionalVariant(word, replacements)).toBe(false);
  });
});
