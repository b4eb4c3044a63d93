import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { readDocument } from './document';
import { gradedPatterns, ungradedPatterns } from './pattern-candidates';
import { distinctSpans, placeCandidates } from './select';

/**
 * A comment sits where the check found the slip, by the offsets its reading of the essay gave, never
 * where the same words first occur: the same words are written correctly in one paragraph and wrongly
 * in the other, and the comment must land on the wrong ones only, once.
 */
const nlp = winkNLP(model);

function commentsOn(text: string) {
  const doc = readDocument(text, nlp, nlp.its);
  // As analyse.ts places them: both parts of the patterns, one finding per span, by their offsets.
  return placeCandidates(text, distinctSpans([...gradedPatterns(doc), ...ungradedPatterns(doc)])).map(
    ({ item }) => item,
  );
}

const CASES: Array<[name: string, right: string, wrong: string, quote: string]> = [
  [
    'a verb after "that" and an adverb',
    'People say that the bus only comes once an hour on Sundays.',
    'People say that the bus only come once an hour on Sundays.',
    'come',
  ],
  [
    'a comma before "and" joining two sentences',
    'We waited for the bus for an hour, and it never came that day.',
    'We waited for the bus for an hour and it never came that day.',
    'and',
  ],
  [
    'then after a comparison',
    'Cycling is faster than walking to school.',
    'Cycling is faster then walking to school.',
    'then',
  ],
  [
    'a relative clause',
    'The students who stay late are tired in the morning.',
    'The students who stays late are tired in the morning.',
    'stays',
  ],
  [
    'a comma splice',
    'The shop was closed. We went home early that day.',
    'The shop was closed, we went home early that day.',
    'closed, we',
  ],
  [
    'a missing article',
    'After the summer my sister bought a car with her savings.',
    'After the summer my sister bought car with her savings.',
    'car',
  ],
  [
    'a tense shift',
    'Last summer my cousin moved to Texas with his family.',
    'Last summer my cousin moves to Texas with his family.',
    'moves',
  ],
  [
    'a fused sentence',
    'We walked to the beach. It was sunny and warm all day.',
    'We walked to the beach it was sunny and warm all day.',
    'beach it',
  ],
  [
    'a comma after a long opening clause',
    'Although the town opened a new pool, many children still swim in the river.',
    'Although the town opened a new pool many children still swim in the river.',
    'pool many',
  ],
];

describe.each(CASES)('%s', (_, right, wrong, quote) => {
  it.each([
    ['right first', `${right}\n\n${wrong}`],
    ['wrong first', `${wrong}\n\n${right}`],
  ])('comments on the wrong paragraph only (%s)', (_order, text) => {
    const wrongStart = text.indexOf(wrong);
    const items = commentsOn(text);
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item.quote).toBe(quote);
    expect(text.slice(item.startIndex, item.endIndex)).toBe(quote);
    expect(item.startIndex).toBeGreaterThanOrEqual(wrongStart);
    expect(item.endIndex).toBeLessThanOrEqual(wrongStart + wrong.length);
  });
});

describe('one comment per span', () => {
  it('keeps one comment where two checks find the same slip', () => {
    // The relative-clause check and the plain subject–verb check both read "people who is".
    const text = 'Some people who is late every day miss the bus.';
    const items = commentsOn(text);
    expect(items.map((item) => item.quote)).toEqual(['is']);
  });

  it('never places two comments over the same words', () => {
    const text =
      'Their more likely to walk then drive, and the students who stays late loses there bus.\n\nIts to late.';
    const items = commentsOn(text);
    for (let i = 1; i < items.length; i++)
      expect(items[i].startIndex).toBeGreaterThanOrEqual(items[i - 1].endIndex);
  });
});
