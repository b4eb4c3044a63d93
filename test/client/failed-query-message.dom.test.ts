import { getConfig, screen, waitFor } from '@testing-library/react';

// setup-tests.ts leaves the page out of the messages of a waiting query's attempts by reading
// `_disableExpensiveErrorDiagnostics`, a flag Testing Library keeps for itself: an upgrade that drops it
// would print the page into every attempt again, or into none.
describe('the message of a query that finds nothing', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main><p>Only a paragraph</p></main>';
  });

  it('holds the page when a get query fails at once', () => {
    expect(() => screen.getByRole('button', { name: 'Save' })).toThrow(/<main>[\s\S]*Only a paragraph/);
  });

  it('holds the page once a waiting query gives up', async () => {
    await expect(screen.findByRole('button', { name: 'Save' }, { timeout: 100 })).rejects.toThrow(
      /<main>[\s\S]*Only a paragraph/,
    );
  });

  it('leaves the page out of the attempts a waiting query throws away', async () => {
    const attempts: string[] = [];
    await expect(
      waitFor(
        () => {
          try {
            screen.getByRole('button', { name: 'Save' });
          } catch (error) {
            attempts.push((error as Error).message);
            throw error;
          }
        },
        { timeout: 100 },
      ),
    ).rejects.toThrow(/Only a paragraph/);
    expect(
      typeof (getConfig() as { _disableExpensiveErrorDiagnostics?: unknown })
        ._disableExpensiveErrorDiagnostics,
    ).toBe('boolean');
    expect(attempts.length).toBeGreaterThan(0);
    expect(attempts.filter((message) => message.includes('Only a paragraph'))).toEqual([]);
  });
});
