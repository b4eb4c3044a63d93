import { type AnchorableItem, resolveHighlights, type SkipReason } from './anchoring';

// Non-ASCII letters, an emoji (two UTF-16 code units) and a blank line between paragraphs.
const TEXT =
  'Café culture 🍵 shapes how Zoë argues.\n\nShe writes   carefully, and   her evidence is thin. ' +
  'Naïve readers agree; naïve readers agree.';

const at = (quote: string, from = 0) => TEXT.indexOf(quote, from);
const item = (id: number, quote: string, startIndex: number, endIndex: number): AnchorableItem => ({
  id,
  quote,
  startIndex,
  endIndex,
});
const exact = (id: number, quote: string, from = 0) =>
  item(id, quote, at(quote, from), at(quote, from) + quote.length);

describe('resolveHighlights: where each comment is drawn (sections 4 and 5)', () => {
  it.each<[string, AnchorableItem, [number, number]]>([
    [
      'offsets that hold the quote are used',
      exact(1, 'shapes how Zoë'),
      [at('shapes how Zoë'), at('shapes how Zoë') + 14],
    ],
    [
      'offsets after an emoji count UTF-16 code units',
      exact(1, 'how Zoë argues'),
      [at('how Zoë'), at('how Zoë') + 14],
    ],
    ['a quote holding the emoji', exact(1, 'culture 🍵 shapes'), [5, 5 + 'culture 🍵 shapes'.length]],
    [
      'offsets that miss the quote: the quote is searched for',
      item(1, 'her evidence is thin', 3, 10),
      [at('her evidence'), at('her evidence') + 'her evidence is thin'.length],
    ],
    [
      'an end past the text: the quote is searched for',
      item(1, 'Zoë argues', 30, TEXT.length + 5),
      [at('Zoë argues'), at('Zoë argues') + 10],
    ],
    ['a negative start: the quote is searched for', item(1, 'Café culture', -4, 8), [0, 12]],
    [
      'whitespace differences are tolerated',
      item(1, 'She writes carefully,\nand her', 999, 1020),
      [at('She writes'), at('her evidence') + 3],
    ],
    [
      'of repeated text, the occurrence nearest the old offsets wins',
      item(1, 'naïve readers agree', at('naïve readers agree') + 1, at('naïve readers agree') + 5),
      [at('naïve readers agree'), at('naïve readers agree') + 19],
    ],
  ])('%s', (_case, given, [start, end]) => {
    const { placed, skipped } = resolveHighlights(TEXT, [given]);
    expect(skipped).toEqual([]);
    expect(placed).toEqual([{ id: 1, start, end }]);
  });

  it.each<[string, AnchorableItem, SkipReason]>([
    ['an empty quote', item(1, '', 0, 4), 'empty-quote'],
    ['a quote of only whitespace', item(1, '  \n ', 3, 7), 'empty-quote'],
    ['the 0,0 pair of general feedback', item(1, 'Café', 0, 0), 'general-feedback'],
    ['an end equal to the start', item(1, 'Café', 4, 4), 'reversed-range'],
    ['an end before the start', item(1, 'Café', 4, 0), 'reversed-range'],
    ['a quote that is not in the text', item(1, 'a sentence nobody wrote', 0, 23), 'not-found'],
  ])('skips %s', (_case, given, reason) => {
    const { placed, skipped } = resolveHighlights(TEXT, [given]);
    expect(placed).toEqual([]);
    expect(skipped).toEqual([{ id: 1, reason }]);
  });

  it('skips a quote that is already highlighted, even at another place', () => {
    const first = exact(1, 'Naïve readers agree');
    const again = exact(2, 'Naïve readers agree', first.endIndex);
    const { placed, skipped } = resolveHighlights(TEXT, [first, again]);
    expect(placed.map((range) => range.id)).toEqual([1]);
    expect(skipped).toEqual([{ id: 2, reason: 'duplicate-quote', coveredBy: 1 }]);
  });

  it('skips a second item at a position already highlighted', () => {
    // The same place, quoted with different whitespace: a different quote text, one position.
    const first = exact(1, 'writes   carefully');
    const samePlace = item(2, 'writes carefully', first.startIndex, first.endIndex);
    const { placed, skipped } = resolveHighlights(TEXT, [first, samePlace]);
    expect(placed).toEqual([{ id: 1, start: first.startIndex, end: first.endIndex }]);
    expect(skipped).toEqual([{ id: 2, reason: 'duplicate-position', coveredBy: 1 }]);
  });

  it.each<[string, string]>([
    ['inside', 'evidence'],
    ['overlapping its end', 'thin. Naïve'],
    ['overlapping its start', 'and   her evidence'],
    ['around it', 'and   her evidence is thin. Naïve'],
  ])('skips a quote %s an existing highlight', (_case, quote) => {
    const first = exact(1, 'her evidence is thin');
    const { placed, skipped } = resolveHighlights(TEXT, [first, exact(2, quote)]);
    expect(placed.map((range) => range.id)).toEqual([1]);
    expect(skipped).toEqual([{ id: 2, reason: 'inside-highlight', coveredBy: 1 }]);
  });

  it('places neighbours that only touch, and returns them in document order', () => {
    const later = exact(1, 'is thin.');
    const earlier = exact(2, 'her evidence ');
    const { placed, skipped } = resolveHighlights(TEXT, [later, earlier]);
    expect(skipped).toEqual([]);
    expect(placed.map((range) => range.id)).toEqual([2, 1]);
    expect(placed[0].end).toBe(placed[1].start);
  });

  it('keeps going after a skipped item', () => {
    const { placed, skipped } = resolveHighlights(TEXT, [
      item(1, '', 0, 0),
      item(2, 'Café', 0, 0),
      exact(3, 'Zoë'),
    ]);
    expect(placed.map((range) => range.id)).toEqual([3]);
    expect(skipped.map((entry) => entry.reason)).toEqual(['empty-quote', 'general-feedback']);
  });
});
