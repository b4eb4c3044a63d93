import type { NewLogRow } from './log-rows';
import { LogWriter } from './log-writer';

const row = (message: string): NewLogRow => ({ service: 'api', level: 'info', category: 'REQUEST', message });

function writer(insert: (rows: NewLogRow[]) => Promise<unknown>, batchSize = 100) {
  const dropped: number[] = [];
  const logWriter = new LogWriter({ insert, batchSize, onDropped: (_error, count) => dropped.push(count) });
  return { logWriter, dropped };
}

describe('the log writer', () => {
  it('writes in batches and writes the rest on close', async () => {
    const batches: string[][] = [];
    const { logWriter } = writer(async (rows) => batches.push(rows.map((r) => r.message)), 2);
    logWriter.add(row('a'));
    expect(batches).toEqual([]);
    logWriter.add(row('b'));
    logWriter.add(row('c'));
    await logWriter.close();
    expect(batches).toEqual([['a', 'b'], ['c']]);
  });

  it('drops a batch the database refuses, reports it, and keeps going', async () => {
    let refuse = true;
    const stored: string[] = [];
    const { logWriter, dropped } = writer(async (rows) => {
      if (refuse) throw new Error('database away');
      stored.push(...rows.map((r) => r.message));
    });
    logWriter.add(row('lost'));
    await expect(logWriter.flush()).resolves.toBeUndefined();
    refuse = false;
    logWriter.add(row('kept'));
    await logWriter.flush();
    expect(dropped).toEqual([1]);
    expect(stored).toEqual(['kept']);
  });

  it('keeps only the newest records while the database is away', async () => {
    const stored: string[] = [];
    const logWriter = new LogWriter({
      insert: async (rows) => stored.push(...rows.map((r) => r.message)),
      onDropped: () => {},
      batchSize: 100,
      maxBuffered: 3,
    });
    for (const message of ['1', '2', '3', '4', '5']) logWriter.add(row(message));
    await logWriter.flush();
    expect(stored).toEqual(['3', '4', '5']);
  });
});
