import { movedIds } from './reorderable-list';

const items = (...ids: number[]) => ids.map((id) => ({ id }));

describe('moving an item of a reorderable list', () => {
  it.each([
    [1, 1, [2, 1, 3]],
    [2, -1, [2, 1, 3]],
    [2, 1, [1, 3, 2]],
    [1, -1, null],
    [3, 1, null],
    [9, 1, null],
  ] as const)('lesson %p moved by %p gives %p', (id, by, expected) => {
    expect(movedIds(items(1, 2, 3), id, by)).toEqual(expected);
  });

  it('swaps a category with its neighbour in the order shown, and goes nowhere past either end', () => {
    const categories = items(9, 3, 7);
    expect(movedIds(categories, 3, -1)).toEqual([3, 9, 7]);
    expect(movedIds(categories, 3, 1)).toEqual([9, 7, 3]);
    expect(movedIds(categories, 9, -1)).toBeNull();
    expect(movedIds(categories, 7, 1)).toBeNull();
    expect(movedIds(categories, 42, 1)).toBeNull();
  });
});
