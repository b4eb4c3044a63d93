import type { LegacyAnalyticsBody } from '../../../shared/contract/legacy-analytics';
import type { ClientLogEvent } from '../../../shared/contract/logs';
import type { Credentials } from './client-logger';
import { LegacyAnalytics } from './legacy-analytics';

const ada: Credentials = { token: 'token-of-ada', userId: 7 };

const event = (index: number, userId: number | null = 7): ClientLogEvent => ({
  timestamp: '2026-03-10T09:00:00.000Z',
  userId,
  username: userId === null ? null : 'ada',
  userRole: null,
  sessionId: 'tab-1',
  action: `event ${index}`,
  category: 'AUTH',
  entityType: null,
  entityId: null,
  details: {},
  success: true,
  errorMessage: null,
  duration: null,
  browserInfo: '',
  pageUrl: '',
});

function setup(options: { session?: Credentials | null; fail?: boolean } = {}) {
  const sent: Array<{ body: LegacyAnalyticsBody; token: string }> = [];
  const legacy = new LegacyAnalytics({
    appVersion: '0.17.0-beta',
    send: async (body, token) => {
      sent.push({ body, token });
      if (options.fail) throw new Error('Network Error');
    },
  });
  let session = options.session === undefined ? ada : options.session;
  legacy.connect(() => session);
  const add = (from: number, count: number, userId?: number | null) => {
    for (let index = from; index < from + count; index += 1) legacy.add(event(index, userId));
  };
  return { legacy, sent, add, signIn: (credentials: Credentials) => (session = credentials) };
}

const actions = (body: LegacyAnalyticsBody) => body.events.map((item) => item.action);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the legacy analytics buffer (sections 7 and 9)', () => {
  it('sends 25 events every 30 s as {events, config}, the token in the header', () => {
    const { sent, add } = setup();
    add(0, 60);
    jest.advanceTimersByTime(29_999);
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0].token).toBe('token-of-ada');
    expect(sent[0].body.config).toEqual({ app_version: '0.17.0-beta', session_id: 'tab-1' });
    expect(actions(sent[0].body)).toEqual(Array.from({ length: 25 }, (_, index) => `event ${index}`));
    jest.advanceTimersByTime(60_000);
    expect(sent.map((call) => call.body.events.length)).toEqual([25, 25, 10]);
  });

  it('keeps at most 100 events, dropping the oldest', () => {
    const { legacy, add } = setup();
    add(0, 130);
    expect(legacy.pending()).toHaveLength(100);
    expect(legacy.pending()[0].action).toBe('event 30');
  });

  it('waits for a sign-in before sending, and never sends another person’s events', () => {
    const { sent, add, signIn } = setup({ session: null });
    add(0, 3);
    add(3, 2, 99);
    jest.advanceTimersByTime(30_000);
    expect(sent).toHaveLength(0);
    signIn(ada);
    jest.advanceTimersByTime(30_000);
    expect(sent).toHaveLength(1);
    expect(actions(sent[0].body)).toEqual(['event 0', 'event 1', 'event 2']);
  });

  it('drops a batch that fails without retrying it', async () => {
    const { sent, add, legacy } = setup({ fail: true });
    add(0, 5);
    jest.advanceTimersByTime(30_000);
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    expect(legacy.pending()).toHaveLength(0);
    jest.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1);
  });
});
