import { assignSessionNumbers } from './session-numbers';

describe('comment numbers on the grading screen', () => {
  it('numbers the first comments in reading order and gives a new one the next free number', () => {
    const known = assignSessionNumbers(new Map(), [11, 12, 13]);
    expect([...known]).toEqual([
      [11, 1],
      [12, 2],
      [13, 3],
    ]);
    // A comment added between the first and second keeps the others' numbers.
    assignSessionNumbers(known, [11, 20, 12, 13]);
    expect([11, 20, 12, 13].map((id) => known.get(id))).toEqual([1, 4, 2, 3]);
  });

  it('keeps the numbers of the comments left when one is removed', () => {
    const known = assignSessionNumbers(new Map(), [1, 2, 3]);
    assignSessionNumbers(known, [1, 3]);
    expect(known.get(3)).toBe(3);
    assignSessionNumbers(known, [1, 3, 4]);
    expect(known.get(4)).toBe(4);
  });

  it('numbers a draft made again from 1', () => {
    const known = assignSessionNumbers(new Map(), [1, 2, 3]);
    assignSessionNumbers(known, [7, 8]);
    expect([known.get(7), known.get(8)]).toEqual([1, 2]);
  });
});
