import { nextSort, sortRows } from './use-table-sort';

describe('sorting the analytics tables', () => {
  const rows = [
    { name: 'b', grade: 70 },
    { name: 'a', grade: null },
    { name: 'c', grade: 90 },
  ];
  const cell = (row: (typeof rows)[number], key: 'name' | 'grade') => row[key];

  it('sorts numbers and names both ways, with missing values last either way', () => {
    expect(sortRows(rows, { key: 'grade', order: 'asc' }, cell).map((row) => row.name)).toEqual([
      'b',
      'c',
      'a',
    ]);
    expect(sortRows(rows, { key: 'grade', order: 'desc' }, cell).map((row) => row.name)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(sortRows(rows, { key: 'name', order: 'desc' }, cell).map((row) => row.name)).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('turns the order round on the same column and starts ascending on another', () => {
    expect(nextSort({ key: 'name', order: 'asc' }, 'name')).toEqual({ key: 'name', order: 'desc' });
    expect(nextSort({ key: 'name', order: 'desc' }, 'grade')).toEqual({ key: 'grade', order: 'asc' });
  });
});

describe("sorting a course's enrollments", () => {
  const row = (id: number, username: string, email: string, created_at: string) => ({
    id,
    username,
    email,
    created_at,
  });
  const rows = [
    row(1, 'bea', 'z@example.com', '2026-01-02T00:00:00.000Z'),
    row(2, 'al', 'y@example.com', '2026-01-03T00:00:00.000Z'),
    row(3, 'cy', 'x@example.com', '2026-01-01T00:00:00.000Z'),
  ];
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

  it.each([
    ['username', 'asc', ['al', 'bea', 'cy']],
    ['username', 'desc', ['cy', 'bea', 'al']],
    ['email', 'asc', ['cy', 'al', 'bea']],
    ['created_at', 'desc', ['al', 'bea', 'cy']],
  ] as const)('sorts by %p %p', (key, order, names) => {
    const sorted = sortRows(rows, { key, order }, (enrollment, column) => enrollment[column], byId);
    expect(sorted.map((enrollment) => enrollment.username)).toEqual(names);
  });
});
