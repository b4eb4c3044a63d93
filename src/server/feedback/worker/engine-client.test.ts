import { FeedbackEngineWorker } from './engine-client';

const SLOW = 120_000;

describe('FeedbackEngineWorker', () => {
  it(
    'rejects an essay that runs past the timeout, then restarts and answers the next one',
    async () => {
      const client = new FeedbackEngineWorker({ timeoutMs: 1 });
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
    const client = new FeedbackEngineWorker();
    const pending = expect(client.analyse('An essay still in the engine when it closes.')).rejects.toThrow(
      /closed/,
    );
    expect(client.running).toBe(true);
    await client.close();
    expect(client.running).toBe(false);
    await pending;
    await expect(client.analyse('Too late.')).rejects.toThrow(/closed/);
  });

  it('ends the thread working on an essay whose signal aborts, and drops a waiting one', async () => {
    const client = new FeedbackEngineWorker();
    try {
      const working = new AbortController();
      const waiting = new AbortController();
      const first = client.analyse('An essay the server stops waiting for.', { signal: working.signal });
      const second = client.analyse('An essay still in the queue.', { signal: waiting.signal });
      expect(client.load).toBe(2);
      waiting.abort();
      await expect(second).rejects.toThrow(/withdrawn/);
      working.abort();
      await expect(first).rejects.toThrow(/withdrawn/);
      expect(client.running).toBe(false);
      expect(client.load).toBe(0);
    } finally {
      await client.close();
    }
  });
});
