import { readdirSync, readFileSync } from 'node:fs';
import { FeedbackEnginePool } from './engine-pool';

const SLOW = 120_000;

describe('FeedbackEnginePool', () => {
  it(
    'rejects an essay that runs past the timeout, then restarts and answers the next one',
    async () => {
      // At the server's default nice value the other test files on a busy machine starve the thread.
      const client = new FeedbackEnginePool(1, { timeoutMs: 1, nice: 0 });
      try {
        await expect(client.analyse('A first essay that cannot finish in a millisecond.')).rejects.toThrow(
          /took longer/,
        );
        const draft = await client.analyse('A second essay, given time to finish.', { timeoutMs: SLOW });
        expect(draft.engine).toBe('rules');
      } finally {
        await client.close();
      }
    },
    SLOW,
  );

  it('ends its thread on close and refuses further essays', async () => {
    const client = new FeedbackEnginePool(1);
    const pending = expect(client.analyse('An essay still in the engine when it closes.')).rejects.toThrow(
      /closed/,
    );
    expect(client.threadIds).toHaveLength(1);
    await client.close();
    expect(client.threadIds).toEqual([]);
    await pending;
    await expect(client.analyse('Too late.')).rejects.toThrow(/closed/);
  });

  it('ends the thread working on an essay whose signal aborts, and drops a waiting one', async () => {
    const client = new FeedbackEnginePool(1);
    try {
      const working = new AbortController();
      const waiting = new AbortController();
      const first = client.analyse('An essay the server stops waiting for.', { signal: working.signal });
      const second = client.analyse('An essay still in the queue.', { signal: waiting.signal });
      expect(client.load).toBe(2);
      waiting.abort();
      await expect(second).rejects.toThrow(/withdrawn/);
      const [workingThread] = client.threadIds;
      working.abort();
      await expect(first).rejects.toThrow(/withdrawn/);
      expect(client.threadIds).not.toContain(workingThread);
      expect(client.load).toBe(0);
    } finally {
      await client.close();
    }
  });

  it(
    'runs its thread at the nice value it was given, below the API thread',
    async () => {
      // The nice value of each of this process's threads: the 19th field of its stat line.
      const niceOfThreads = () =>
        readdirSync('/proc/self/task').map((task) => {
          const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
        });
      expect(niceOfThreads()).not.toContain(7);
      const client = new FeedbackEnginePool(1, { nice: 7 });
      try {
        await client.analyse('An essay that starts the thread.', { timeoutMs: SLOW });
        expect(niceOfThreads()).toContain(7);
      } finally {
        await client.close();
      }
    },
    SLOW,
  );
});
