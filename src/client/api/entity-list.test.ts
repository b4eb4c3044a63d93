import { entityList } from './entity-list';

interface Row {
  id: number;
  title: string;
}

const byTitle = entityList<Row>({ order: (a, b) => a.title.localeCompare(b.title) || a.id - b.id });
const idsOf = (rows: Row[]) => rows.map((row) => row.id);

describe('a list the server answers, as the store keeps it', () => {
  const rows = byTitle.fromRows([
    { id: 3, title: 'Rhetoric' },
    { id: 9, title: 'Argument' },
    { id: 4, title: 'Argument' },
  ]);

  it('lists in its order whatever order the rows arrive in', () => {
    expect(idsOf(byTitle.selectAll(rows))).toEqual([4, 9, 3]);
  });

  it('finds one row by id, and none for an id it does not hold', () => {
    expect(byTitle.selectById(rows, 9)?.title).toBe('Argument');
    expect(byTitle.selectById(rows, 99)).toBeUndefined();
  });

  it('answers the same list for the same state, so a screen does not redraw for nothing', () => {
    expect(byTitle.selectAll(rows)).toBe(byTitle.selectAll(rows));
    expect(byTitle.selectAll(byTitle.fromRows([{ id: 1, title: 'A' }]))).not.toBe(byTitle.selectAll(rows));
  });

  it('changes one row without touching the others, and moves it to where its new value goes', () => {
    const renamed = byTitle.adapter.updateOne(rows, { id: 3, changes: { title: 'Academic writing' } });
    expect(idsOf(byTitle.selectAll(renamed))).toEqual([3, 4, 9]);
    expect(renamed.entities[4]).toBe(rows.entities[4]);
    expect(renamed.entities[9]).toBe(rows.entities[9]);
  });

  it('keeps the order rows arrive in when it has none, by the id it is given', () => {
    const asSent = entityList<{ key: number }>({ idOf: (row) => row.key });
    const state = asSent.fromRows([{ key: 5 }, { key: 9 }, { key: 2 }]);
    expect(state.ids).toEqual([5, 9, 2]);
    const removed = asSent.adapter.removeOne(state, 9);
    expect(asSent.selectAll(removed).map((row) => row.key)).toEqual([5, 2]);
    expect(removed.entities[5]).toBe(state.entities[5]);
  });
});
