import type { ClientLogEvent } from '../../../shared/contract/logs';
import { LocalLogStore } from './local-log-store';
import { DAILY_LOG_DAYS, DAILY_LOG_MAX_ENTRIES } from './log-limits';

const DAY_MS = 24 * 60 * 60 * 1000;
const start = Date.parse('2026-03-01T12:00:00Z');

const events = (count: number, label: string): ClientLogEvent[] =>
  Array.from({ length: count }, (_, index) => ({
    timestamp: new Date(start).toISOString(),
    userId: 7,
    username: 'ada.admin',
    userRole: 'admin',
    sessionId: 'tab-1',
    action: `${label} ${index}`,
    category: 'PERFORMANCE',
    entityType: null,
    entityId: null,
    details: { path: '/api/admin/courses' },
    success: true,
    errorMessage: null,
    duration: 12,
    browserInfo: 'Chrome',
    pageUrl: 'http://margin.test/admin/dashboard',
  }));

describe('the daily local log (section 9)', () => {
  it('keeps the last 5 days', () => {
    const store = new LocalLogStore(window.localStorage);
    for (let day = 0; day < 7; day += 1) store.appendDaily(events(1, `day ${day}`), start + day * DAY_MS);
    expect(store.days()).toEqual(['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(store.days()).toHaveLength(DAILY_LOG_DAYS);
  });

  it('keeps at most 5,000 entries in all, dropping the oldest first', () => {
    const store = new LocalLogStore(window.localStorage);
    store.appendDaily(events(3000, 'monday'), start);
    store.appendDaily(events(3000, 'tuesday'), start + DAY_MS);
    const monday = store.dailyOf('2026-03-01');
    const tuesday = store.dailyOf('2026-03-02');
    expect(monday.length + tuesday.length).toBe(DAILY_LOG_MAX_ENTRIES);
    expect(monday[0].action).toBe('monday 1000');
    expect(tuesday).toHaveLength(3000);
  });

  it('keeps a short line per event, without page or browser', () => {
    const store = new LocalLogStore(window.localStorage);
    store.appendDaily(events(1, 'call'), start);
    expect(store.dailyOf('2026-03-01')[0]).toEqual({
      timestamp: '2026-03-01T12:00:00.000Z',
      category: 'PERFORMANCE',
      action: 'call 0',
      success: true,
      errorMessage: null,
      duration: 12,
      entityType: null,
      entityId: null,
      userId: 7,
    });
  });

  it('shrugs off storage that refuses to take more', () => {
    // A browser whose storage is full answers every write with a QuotaExceededError.
    const refusing: Storage = {
      length: 0,
      clear: () => {},
      key: () => null,
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    const store = new LocalLogStore(refusing);
    expect(() => store.appendDaily(events(1, 'call'), start)).not.toThrow();
    expect(() => store.saveFailed(events(1, 'call'))).not.toThrow();
  });
});
