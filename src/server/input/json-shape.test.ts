import { INPUT_LIMITS } from './bounded-walk';
import { jsonShapeProblem } from './json-shape';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const list = (count: number) => `[${Array.from({ length: count }, () => '1').join(',')}]`;

describe('jsonShapeProblem', () => {
  it.each([
    ['a form', JSON.stringify({ title: 'A [bracketed, comma] title', due_at: null })],
    ['nesting just within the limit', nested(INPUT_LIMITS.depth)],
    ['values just within the limit', list(INPUT_LIMITS.values)],
    ['brackets and commas inside strings', JSON.stringify({ text: '[[[[,,,,{{{{'.repeat(20_000) })],
    ['escaped quotes and backslashes', JSON.stringify({ text: '"\\"[\\\\'.repeat(5000) })],
    ['text the parser will refuse', '{"unterminated": "[[[['],
  ])('lets %s through to the parser', (_case, text) => {
    expect(jsonShapeProblem(text)).toBeNull();
  });

  it('finds text nested deeper than the limit, and lists with more values', () => {
    expect(jsonShapeProblem(nested(INPUT_LIMITS.depth + 1))).toBe('tooDeep');
    expect(jsonShapeProblem(`{"a":${nested(20_000)}}`)).toBe('tooDeep');
    expect(jsonShapeProblem(list(INPUT_LIMITS.values + 1))).toBe('tooMany');
    expect(jsonShapeProblem(`{"events":[${Array.from({ length: 340_000 }, () => '{}').join(',')}]}`)).toBe(
      'tooMany',
    );
  });
});
