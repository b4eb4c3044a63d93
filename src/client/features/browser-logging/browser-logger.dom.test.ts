import { HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import { apiError } from '../../../../mocks/handlers/respond';
import { memoryTransport } from '../../../../test/client/logging/memory-transport';
import { server } from '../../../../test/client/msw-server';
import { signedInAs } from '../../../../test/client/session-fixtures';
import type { ClientLogEvent } from '../../../shared/contract/logs';
import { createBrowserLogger } from './browser-logger';
import { eventCore } from './log-event';
import { fetchTransport } from './log-transport';

const sam = { userId: 2, username: 'sam.student', userRole: 'regular' };

function oneEvent(): ClientLogEvent {
  const { transport, sent } = memoryTransport();
  const logger = createBrowserLogger(transport);
  logger.connect(() => ({ token: 'token', userId: 2 }));
  logger.record(eventCore({ action: 'getStudentGrades', category: 'ERROR', success: false }), sam);
  logger.drain({ keepalive: false });
  return sent[0].events[0];
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}
afterEach(() => setVisibility('visible'));

describe('the browser logger', () => {
  it('sends the last events with keepalive when the page is hidden', () => {
    const { transport, sent } = memoryTransport();
    const logger = createBrowserLogger(transport);
    logger.connect(() => ({ token: 'token-of-sam', userId: 2 }));
    logger.record(eventCore({ action: 'signIn', category: 'AUTH' }), sam);
    expect(sent).toEqual([]);
    setVisibility('hidden');
    expect(sent).toEqual([expect.objectContaining({ token: 'token-of-sam', keepalive: true })]);
    expect(sent[0].events.map((event) => event.action)).toEqual(['signIn']);
  });

  it('records the page without its query string or fragment, and the browser', () => {
    window.history.pushState({}, '', '/admin/logs?q=private#detail');
    const event = oneEvent();
    expect(event.pageUrl).toBe(`${window.location.origin}/admin/logs`);
    expect(event.browserInfo).toBe(navigator.userAgent);
    window.history.pushState({}, '', '/');
  });
});

describe('the fetch transport (section 7: POST /admin/logs/ingest/batch)', () => {
  const send = (token: string) => fetchTransport().send([oneEvent()], { token, keepalive: false });

  it('posts the events with the Bearer token in the header, and the server stores them as that person', async () => {
    const auth = signedInAs('student');
    const seen: { authorization: string | null; body: unknown }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/ingest/batch'))
        seen.push({
          authorization: request.headers.get('authorization'),
          body: await request.clone().json(),
        });
    });
    expect(await send(auth.token!)).toBe('sent');
    expect(seen[0].authorization).toBe(`Bearer ${auth.token}`);
    expect(JSON.stringify(seen[0].body)).not.toContain(auth.token!);
    expect(db.logRecords.at(-1)).toMatchObject({
      service: 'web',
      category: 'ERROR',
      level: 'error',
      username: 'sam.student',
    });
  });

  it.each([
    ['a refused batch', 'refused', () => apiError(400, 'VALIDATION_FAILED', 'The log events are not valid.')],
    ['an expired session', 'failed', () => apiError(401, 'UNAUTHENTICATED', 'Sign in.')],
    ['a rate limit', 'failed', () => apiError(429, 'RATE_LIMITED', 'Too many requests')],
    ['a server failure', 'failed', () => apiError(500, 'INTERNAL', 'Something went wrong.')],
    ['no connection', 'failed', () => HttpResponse.error()],
  ])('treats %s as %s, quietly', async (_case, outcome, answer) => {
    server.use(http.post('*/api/admin/logs/ingest/batch', answer));
    const errors = jest.spyOn(console, 'error');
    expect(await send(signedInAs('student').token!)).toBe(outcome);
    expect(errors).not.toHaveBeenCalled();
  });
});
