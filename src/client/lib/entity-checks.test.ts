import { isAssignment, isCourse, isWeek, keepValid } from './entity-checks';

const course = { id: 1, title: 'Essay Writing 101', description: 'Basics', created_at: '2024-09-01' };
const week = { id: 4, week_number: 2, title: 'Thesis statements', course_id: 1 };
const assignment = { id: 9, title: 'Argumentative essay', week_id: 4 };

describe('entity checks (section 5)', () => {
  it.each<[string, unknown, boolean]>([
    ['a full course', course, true],
    ['a course with an empty title', { id: 2, title: '' }, true],
    ['a string id', { ...course, id: '1' }, false],
    ['a missing title', { id: 1 }, false],
    ['a null title', { id: 1, title: null }, false],
    ['a numeric title', { id: 1, title: 42 }, false],
    ['a NaN id', { id: Number.NaN, title: 'x' }, false],
    ['null', null, false],
    ['an array', [course], false],
    ['a string', 'Essay Writing 101', false],
  ])('course: %s', (_case, value, expected) => {
    expect(isCourse(value)).toBe(expected);
  });

  it.each<[string, unknown, boolean]>([
    ['a full week', week, true],
    ['a week without a title', { id: 4, week_number: 2 }, true],
    ['a string week_number', { ...week, week_number: '2' }, false],
    ['a missing week_number', { id: 4, title: 'Thesis' }, false],
    ['a string id', { ...week, id: '4' }, false],
    ['null', null, false],
    ['an array', [week], false],
  ])('week: %s', (_case, value, expected) => {
    expect(isWeek(value)).toBe(expected);
  });

  it.each<[string, unknown, boolean]>([
    ['a full assignment', assignment, true],
    ['a string id', { ...assignment, id: '9' }, false],
    ['a missing title', { id: 9, week_id: 4 }, false],
    ['an Infinity id', { id: Number.POSITIVE_INFINITY, title: 'x' }, false],
    ['undefined', undefined, false],
    ['an array', [assignment], false],
  ])('assignment: %s', (_case, value, expected) => {
    expect(isAssignment(value)).toBe(expected);
  });
});

describe('keepValid: filtering a list answer for transformResponse', () => {
  it.each<[string, unknown, number[], number]>([
    ['an all-good list', [course, { id: 2, title: 'B' }], [1, 2], 0],
    ['bad entries mixed in', [course, { id: '2', title: 'B' }, null, { id: 3 }, [course]], [1], 4],
    ['an empty list', [], [], 0],
    ['an object instead of a list', { items: [course] }, [], 1],
    ['null instead of a list', null, [], 1],
    ['no answer at all', undefined, [], 0],
  ])('%s', (_case, answer, ids, dropped) => {
    const checked = keepValid(answer, isCourse);
    expect(checked.items.map((item) => item.id)).toEqual(ids);
    expect(checked.dropped).toBe(dropped);
  });

  it('works with every check', () => {
    expect(keepValid([week, { id: 5 }], isWeek)).toEqual({ items: [week], dropped: 1 });
    expect(keepValid([assignment, { id: 10, title: null }], isAssignment)).toEqual({
      items: [assignment],
      dropped: 1,
    });
  });
});
