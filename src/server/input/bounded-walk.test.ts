import { INPUT_LIMITS, walkStrings } from './bounded-walk';

const refuseX = (text: string) => (text.includes('x') ? `refused ${text}` : null);

/** Built in a loop: a parsed body can be this deep without any recursion having made it. */
function deepList(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe('walkStrings', () => {
  it('names each refused string by its path, in the order the fields were written', () => {
    const outcome = walkStrings({ title: 'x1', items: [{ note: 'fine' }, { note: 'x2' }], n: 3 }, refuseX);
    expect(outcome).toEqual({
      kind: 'walked',
      problems: new Map([
        ['title', 'refused x1'],
        ['items.1.note', 'refused x2'],
      ]),
    });
    expect(walkStrings('x', refuseX)).toEqual({ kind: 'walked', problems: new Map([['body', 'refused x']]) });
  });

  it('stops at the first container past the depth limit, however deep the value goes', () => {
    expect(walkStrings(deepList(INPUT_LIMITS.depth), refuseX).kind).toBe('walked');
    expect(walkStrings(deepList(INPUT_LIMITS.depth + 1), refuseX)).toEqual({ kind: 'tooDeep' });
    expect(walkStrings(deepList(200_000), refuseX)).toEqual({ kind: 'tooDeep' });
  });

  it('stops once more values than the limit have been seen', () => {
    expect(walkStrings(Array(INPUT_LIMITS.values - 1).fill(1), refuseX).kind).toBe('walked');
    expect(walkStrings(Array(500_000).fill(1), refuseX)).toEqual({ kind: 'tooMany' });
  });
});
