import { categoryKeyFrom, normalisedColour, sameCategoryName, uniqueCategoryKey } from './category-keys';

describe('the key a category is stored under in comments', () => {
  it.each([
    ['Grammar', 'grammar'],
    ['  Word Choice ', 'word-choice'],
    ['Quotes & Citations!', 'quotes-citations'],
    ['Ορθογραφία', 'ορθογραφία'],
    ['नमस्ते', 'नमस्ते'],
    ['Ｆｕｌｌ width', 'full-width'],
    ['???', 'category'],
    ['', 'category'],
  ])('makes %p into %p', (name, key) => {
    expect(categoryKeyFrom(name)).toBe(key);
  });

  it('holds only letters, marks, digits and hyphens, at most 40 code points, never a halved character', () => {
    const key = categoryKeyFrom(`${'𝒜'.repeat(39)}bc<"]>`);
    expect(Array.from(key)).toHaveLength(40);
    expect(key).toMatch(/^[\p{L}\p{M}\p{N}-]+$/u);
    expect(key.isWellFormed()).toBe(true);
  });

  it('takes the next free number when the key is taken', () => {
    expect(uniqueCategoryKey('Style', new Set(['grammar']))).toBe('style');
    expect(uniqueCategoryKey('Style', new Set(['style', 'style-2']))).toBe('style-3');
    const long = 'x'.repeat(40);
    expect(uniqueCategoryKey(long, new Set([long]))).toBe(`${'x'.repeat(38)}-2`);
  });
});

describe('names and colours', () => {
  it('compares names whatever their case and spacing', () => {
    expect(sameCategoryName(' GRAMMAR', 'grammar ')).toBe(true);
    expect(sameCategoryName('Grammar', 'Grammars')).toBe(false);
  });

  it.each([
    ['#2B6CB0', '#2b6cb0'],
    [' #abc ', '#aabbcc'],
    ['#2b6cb', null],
    ['blue', null],
  ])('reads the colour %p as %p', (value, expected) => {
    expect(normalisedColour(value)).toBe(expected);
  });
});
