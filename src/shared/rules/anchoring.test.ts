import { contextAround, locateQuote } from './anchoring';

const text = 'Cats sleep.\n\nDogs  bark loudly. Dogs bark. Café 😀 crème brûlée is sweet.';

describe('locateQuote', () => {
  it.each([
    ['offsets that hold the quote', { quote: 'Dogs  bark', startIndex: 13, endIndex: 23 }, [13, 23]],
    [
      'offsets that hold the quote with other spacing',
      { quote: 'Dogs bark', startIndex: 13, endIndex: 23 },
      [13, 23],
    ],
    [
      'offsets past the end, found by search',
      { quote: 'Cats sleep', startIndex: 90, endIndex: 100 },
      [0, 10],
    ],
    [
      'offsets pointing at other text, found by search',
      { quote: 'is sweet', startIndex: 0, endIndex: 8 },
      [text.indexOf('is sweet'), text.indexOf('is sweet') + 8],
    ],
    ['a quote spanning the block break', { quote: 'sleep. Dogs', startIndex: null, endIndex: null }, [5, 17]],
    [
      'text after an emoji (two UTF-16 units)',
      { quote: 'crème brûlée', startIndex: 3, endIndex: 4 },
      [text.indexOf('crème'), text.indexOf('crème') + 12],
    ],
    ['the emoji itself', { quote: '😀' }, [text.indexOf('😀'), text.indexOf('😀') + 2]],
    ['the occurrence nearest the old offset', { quote: 'Dogs bark', startIndex: 30, endIndex: 31 }, [32, 41]],
    [
      'the occurrence whose context matches',
      { quote: 'Dogs bark', prefix: 'loudly. ', startIndex: 0, endIndex: 1 },
      [32, 41],
    ],
  ])('places %s', (_case, hint, [start, end]) => {
    expect(locateQuote(text, hint)).toEqual({ start, end });
  });

  it.each([
    ['an empty quote', { quote: '' }],
    ['a quote of whitespace', { quote: '   ' }],
    ['a quote not in the text', { quote: 'Horses neigh' }],
  ])('places nothing for %s', (_case, hint) => {
    expect(locateQuote(text, hint)).toBeNull();
  });

  it('treats regular-expression characters in a quote as text', () => {
    expect(locateQuote('Is it (a+b)*c? Yes.', { quote: '(a+b)*c?' })).toEqual({ start: 6, end: 14 });
  });
});

describe('contextAround', () => {
  it('keeps up to 32 characters either side', () => {
    const long = `${'a'.repeat(40)}QUOTE${'b'.repeat(40)}`;
    expect(contextAround(long, { start: 40, end: 45 })).toEqual({
      prefix: 'a'.repeat(32),
      suffix: 'b'.repeat(32),
    });
    expect(contextAround('xQy', { start: 1, end: 2 })).toEqual({ prefix: 'x', suffix: 'y' });
  });
});
