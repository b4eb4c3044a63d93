import { memoryTransport } from '../../../../test/client/logging/memory-transport';
import { ClientLogger, type Credentials } from './client-logger';
import { LocalLogStore } from './local-log-store';
import { eventCore, type Identity } from './log-event';
import {
  FAILED_EVENTS_MAX,
  LOCAL_BATCHES_MAX,
  LOG_BATCH_SIZE,
  LOG_BUFFER_MAX,
  LOG_FLUSH_INTERVAL_MS,
  LOG_MIN_FLUSH_GAP_MS,
} from './log-limits';
import type { SendOutcome } from './log-transport';

const ada: Identity = { userId: 7, username: 'ada.admin', userRole: 'admin' };
const adaSession: Credentials = { token: 'token-of-ada', userId: 7 };

function setup(options: { signedIn?: boolean; outcome?: () => SendOutcome } = {}) {
  const { transport, sent } = memoryTransport(options.outcome);
  const store = new LocalLogStore(window.localStorage);
  const logger = new ClientLogger({ transport, store, newSessionId: () => 'tab-1' });
  let session: Credentials | null = options.signedIn === false ? null : adaSession;
  logger.connect(() => session);
  const signIn = (credentials: Credentials) => {
    session = credentials;
  };
  return { logger, sent, store, signIn };
}

const record = (logger: ClientLogger, count: number, who: Identity = ada, from = 0) => {
  for (let index = from; index < from + count; index += 1) {
    logger.record(eventCore({ action: `call ${index}`, category: 'PERFORMANCE', duration: 20 }), who);
  }
};
const actions = (events: { action: string }[]) => events.map((event) => event.action);
const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T09:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('the client logger (section 9)', () => {
  it('sends what it has every 3 s, with the token in the header options, never in the events', async () => {
    const { logger, sent } = setup();
    record(logger, 3);
    await wait(LOG_FLUSH_INTERVAL_MS - 1);
    expect(sent).toHaveLength(0);
    await wait(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ token: 'token-of-ada', keepalive: false });
    expect(actions(sent[0].events)).toEqual(['call 0', 'call 1', 'call 2']);
    expect(sent[0].events[0]).toMatchObject({
      ...ada,
      sessionId: 'tab-1',
      timestamp: '2026-03-10T09:00:00.000Z',
    });
    expect(JSON.stringify(sent[0].events)).not.toContain('token-of-ada');
  });

  it('sends an error longer than the server takes cut to its limit and marked, with the rest of its batch', async () => {
    const { logger, sent } = setup();
    record(logger, 1);
    const trace = `TypeError: grade is undefined\n${'    at SummaryEditor (summary-editor.tsx:42:7)\n'.repeat(100)}`;
    logger.record(
      eventCore({ action: 'saveReview', category: 'ERROR', success: false, errorMessage: trace }),
      ada,
    );
    await wait(LOG_FLUSH_INTERVAL_MS);
    const [, failed] = sent[0].events;
    expect(failed.errorMessage).toHaveLength(1000);
    expect(failed.errorMessage?.endsWith('…[cut]')).toBe(true);
    expect(actions(sent[0].events)).toEqual(['call 0', 'saveReview']);
  });

  it('sends batches of 25: a full batch at once, the next no sooner than 250 ms after', async () => {
    const { logger, sent } = setup();
    record(logger, 60);
    await wait(0);
    expect(sent.map((batch) => batch.events.length)).toEqual([LOG_BATCH_SIZE]);
    await wait(LOG_MIN_FLUSH_GAP_MS - 1);
    expect(sent).toHaveLength(1);
    await wait(1);
    expect(sent.map((batch) => batch.events.length)).toEqual([25, 25]);
    // Ten left, not a full batch: they wait for the 3 s flush.
    await wait(LOG_FLUSH_INTERVAL_MS - 1);
    expect(sent).toHaveLength(2);
    await wait(1);
    expect(sent[2].events).toHaveLength(10);
    expect(sent[2].events[0].action).toBe('call 50');
  });

  it('keeps 250 ms between two sends even when a batch fills up right after one', async () => {
    const { logger, sent } = setup();
    record(logger, 1);
    await wait(LOG_FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(1);
    await wait(100);
    record(logger, LOG_BATCH_SIZE, ada, 1);
    await wait(LOG_MIN_FLUSH_GAP_MS - 100 - 1);
    expect(sent).toHaveLength(1);
    await wait(1);
    expect(sent[1].events).toHaveLength(LOG_BATCH_SIZE);
  });

  it('holds at most 500 events, dropping the oldest', () => {
    const { logger } = setup({ signedIn: false });
    record(logger, LOG_BUFFER_MAX + 20);
    expect(logger.pending()).toHaveLength(LOG_BUFFER_MAX);
    expect(logger.pending()[0].action).toBe('call 20');
  });

  it('sends only once someone is signed in, and only their own and anonymous events', async () => {
    const { logger, sent, signIn } = setup({ signedIn: false });
    record(logger, 1, ada);
    record(logger, 1, { userId: null, username: null, userRole: null }, 1);
    await wait(10 * LOG_FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(0);
    signIn({ token: 'token-of-sam', userId: 8 });
    record(logger, 1, { userId: 8, username: 'sam', userRole: 'regular' }, 2);
    await wait(LOG_FLUSH_INTERVAL_MS);
    expect(actions(sent[0].events)).toEqual(['call 1', 'call 2']);
    expect(sent[0].token).toBe('token-of-sam');
  });

  it('keeps the events of a failed send without a word, and sends them after the next send works', async () => {
    let outcome: SendOutcome = 'failed';
    const errors = jest.spyOn(console, 'error');
    const { logger, sent, store } = setup({ outcome: () => outcome });
    record(logger, 2);
    await wait(LOG_FLUSH_INTERVAL_MS);
    expect(actions(store.failed())).toEqual(['call 0', 'call 1']);
    expect(store.batches().map((batch) => batch.outcome)).toEqual(['failed']);
    outcome = 'sent';
    record(logger, 1, ada, 2);
    await wait(LOG_FLUSH_INTERVAL_MS);
    await wait(LOG_FLUSH_INTERVAL_MS);
    expect(sent.map((batch) => actions(batch.events))).toEqual([
      ['call 0', 'call 1'],
      ['call 2'],
      ['call 0', 'call 1'],
    ]);
    expect(store.failed()).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('drops the events of a refused batch instead of sending them again', async () => {
    const { logger, store } = setup({ outcome: () => 'refused' });
    record(logger, 2);
    await wait(LOG_FLUSH_INTERVAL_MS);
    expect(store.failed()).toEqual([]);
    expect(store.batches()[0].outcome).toBe('refused');
  });

  it('keeps the last 100 failed events and the last 10 batches', async () => {
    const { logger, store } = setup({ outcome: () => 'failed' });
    record(logger, 12 * LOG_BATCH_SIZE);
    await wait(12 * LOG_MIN_FLUSH_GAP_MS);
    const failed = store.failed();
    expect(failed).toHaveLength(FAILED_EVENTS_MAX);
    expect(failed[0].action).toBe(`call ${12 * LOG_BATCH_SIZE - FAILED_EVENTS_MAX}`);
    const batches = store.batches();
    expect(batches).toHaveLength(LOCAL_BATCHES_MAX);
    expect(batches.at(-1)?.events.at(-1)?.action).toBe(`call ${12 * LOG_BATCH_SIZE - 1}`);
  });

  it('writes what it records to the daily log at each flush', async () => {
    const { logger, store } = setup({ signedIn: false });
    record(logger, 2);
    await wait(LOG_FLUSH_INTERVAL_MS);
    expect(store.dailyOf('2026-03-10').map((entry) => entry.action)).toEqual(['call 0', 'call 1']);
  });

  it('sends everything at once, with keepalive, when told the page is going away', async () => {
    const { logger, sent } = setup();
    record(logger, 30);
    logger.drain({ keepalive: true });
    await wait(0);
    expect(sent.map((batch) => [batch.events.length, batch.keepalive])).toEqual([
      [25, true],
      [5, true],
    ]);
  });
});
