import path from 'node:path';
import { TimeLimitedThreads } from './time-limited-threads';

describe('TimeLimitedThreads', () => {
  it('fails each task, rather than keeping it waiting, when its threads cannot start', async () => {
    const broken = new TimeLimitedThreads<string, string>({
      module: path.join(__dirname, 'no-such-module.ts'),
      name: 'run',
      threads: 1,
      nice: 0,
    });
    try {
      await expect(broken.run('first', { timeoutMs: 10_000 })).rejects.toThrow(/no-such-module/);
      await expect(broken.run('second', { timeoutMs: 10_000 })).rejects.toThrow();
      await expect(broken.run('third', { timeoutMs: 10_000 })).rejects.toThrow();
    } finally {
      await broken.close();
    }
  }, 60_000);
});
