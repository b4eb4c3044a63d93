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
});
