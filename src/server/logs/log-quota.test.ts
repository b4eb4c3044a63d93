import { SpentLogQuotas } from './log-quota';

describe('the accounts seen to spend their log events', () => {
  const at = (iso: string) => () => Date.parse(iso);

  it('holds an account for the day its quota was counted on, and only at that quota', () => {
    let now = at('2026-03-01T23:59:00Z');
    const spent = new SpentLogQuotas({ now: () => now() });
    spent.add(7, 50, '2026-03-01');
    expect(spent.has(7, 50)).toBe(true);
    expect(spent.has(8, 50)).toBe(false);
    // Verified since: a larger quota is counted in the database again.
    expect(spent.has(7, 10_000)).toBe(false);
    now = at('2026-03-02T00:00:01Z');
    expect(spent.has(7, 50)).toBe(false);
  });

  it('does not hold an account the database counted on another day than this server’s', () => {
    const spent = new SpentLogQuotas({ now: at('2026-03-01T23:59:59Z') });
    // The database's clock already past midnight: its new day's count is not this server's today.
    spent.add(7, 50, '2026-03-02');
    expect(spent.has(7, 50)).toBe(false);
  });

  it('forgets the accounts seen longest ago past its size', () => {
    const spent = new SpentLogQuotas({ max: 2, now: at('2026-03-01T12:00:00Z') });
    for (const id of [1, 2, 3]) spent.add(id, 50, '2026-03-01');
    expect([1, 2, 3].map((id) => spent.has(id, 50))).toEqual([false, true, true]);
  });
});
