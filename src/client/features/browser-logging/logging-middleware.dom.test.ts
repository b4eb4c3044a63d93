import { HttpResponse, http } from 'msw';
import { apiError } from '../../../../mocks/handlers/respond';
import { makeAccessToken } from '../../../../mocks/tokens';
import { memoryTransport } from '../../../../test/client/logging/memory-transport';
import { server } from '../../../../test/client/msw-server';
import { signedInAs, signedOut } from '../../../../test/client/session-fixtures';
import { levelOfClientEvent } from '../../../shared/contract/logs';
import { baseApi } from '../../api/base-api';
import { sessionExpired } from '../../api/session-events';
import { makeStore, type PreloadedAppState } from '../../app/store';
import { checkLoginAnswer, completeSignIn, logOut, signIn } from '../auth';
import { coursesApi } from '../courses';
import { submissionsApi } from '../student-essays';
import { ClientLogger } from './client-logger';
import { LocalLogStore } from './local-log-store';

/** Time moves only when a test says so; no timer ever fires, so the buffer can be read as it stands. */
function manualClock() {
  let time = Date.parse('2026-03-10T09:00:00Z');
  return {
    clock: { now: () => time, setTimeout: () => 0, clearTimeout: () => {} },
    advance: (ms: number) => {
      time += ms;
    },
  };
}

function loggedStore(preloadedState: PreloadedAppState) {
  const { clock, advance } = manualClock();
  const { transport, sent } = memoryTransport();
  let sessions = 0;
  const logger = new ClientLogger({
    transport,
    store: new LocalLogStore(window.localStorage),
    clock,
    newSessionId: () => `tab-${++sessions}`,
  });
  const store = makeStore(preloadedState, { logger });
  const events = () => logger.pending();
  const ofCategory = (category: string) => events().filter((event) => event.category === category);
  return { store, logger, sent, advance, events, ofCategory };
}

describe('the logging middleware (sections 3 and 9)', () => {
  it('records a course change as COURSE_MANAGEMENT and the call as PERFORMANCE', async () => {
    const { store, events } = loggedStore({ auth: signedInAs('admin') });
    const created = await store.dispatch(coursesApi.endpoints.createCourse.initiate({ title: 'Rhetoric' }));
    const [performance, change] = events();
    expect(performance).toMatchObject({
      category: 'PERFORMANCE',
      action: 'POST /api/admin/courses',
      details: { endpointName: 'createCourse', method: 'POST', path: '/api/admin/courses', status: 201 },
      success: true,
      duration: 0,
    });
    expect(change).toMatchObject({
      category: 'COURSE_MANAGEMENT',
      action: 'createCourse',
      entityType: 'course',
      entityId: created.data?.id,
      userId: 1,
      username: 'ada.admin',
      userRole: 'admin',
      success: true,
      sessionId: 'tab-1',
    });
  });

  it('marks a call slower than 3,000 ms as a warning, and a quicker one not', async () => {
    const { store, advance, ofCategory } = loggedStore({ auth: signedInAs('admin') });
    server.use(
      http.get('*/api/admin/courses', () => {
        advance(3001);
        return HttpResponse.json([]);
      }),
    );
    await store.dispatch(coursesApi.endpoints.getCourses.initiate());
    await store.dispatch(coursesApi.endpoints.getCourse.initiate(1));
    const [slow, quick] = ofCategory('PERFORMANCE');
    expect(slow).toMatchObject({ duration: 3001, details: { level: 'warning' } });
    expect(levelOfClientEvent(slow)).toBe('warning');
    expect(quick.details).not.toHaveProperty('level');
    expect(levelOfClientEvent(quick)).toBe('info');
  });

  it('records a failed query as an ERROR with the server’s sentence and status', async () => {
    const { store, ofCategory } = loggedStore({ auth: signedInAs('admin') });
    server.use(
      http.get('*/api/admin/courses', () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')),
    );
    await store.dispatch(coursesApi.endpoints.getCourses.initiate());
    expect(ofCategory('ERROR')).toEqual([
      expect.objectContaining({
        action: 'getCourses',
        success: false,
        errorMessage: 'Something went wrong on our side.',
        details: expect.objectContaining({ status: 500 }),
      }),
    ]);
  });

  it('records an essay submission as ASSIGNMENT_MANAGEMENT without a word of the essay', async () => {
    const { store, logger, sent, ofCategory } = loggedStore({ auth: signedInAs('student') });
    const essay = '<p>My confidential essay about the persuasive power of silence.</p>';
    await store.dispatch(
      submissionsApi.endpoints.submitEssay.initiate({
        assignmentId: 500,
        content_html: essay,
        idempotencyKey: 'key-12345678',
      }),
    );
    expect(ofCategory('ASSIGNMENT_MANAGEMENT')).toEqual([
      expect.objectContaining({
        action: 'submitEssay',
        entityType: 'submission',
        details: expect.objectContaining({ assignmentId: 500 }),
      }),
    ]);
    await logger.flush();
    const everything = JSON.stringify([logger.pending(), sent, { ...window.localStorage }]);
    expect(everything).toContain('submitEssay');
    expect(everything).not.toContain('confidential');
  });

  it('records a sign-in under a new session id, and never the password', async () => {
    const { store, logger, sent, events, ofCategory } = loggedStore({ auth: signedOut() });
    await store.dispatch(
      signIn({ identifier: 'ada.admin', password: 'admin-password-1', rememberDevice: false }),
    );
    expect(ofCategory('AUTH')).toEqual([
      expect.objectContaining({ action: 'signIn', userId: 1, username: 'ada.admin', sessionId: 'tab-2' }),
    ]);
    // The sign-in call itself happened before anyone was signed in.
    expect(events()[0]).toMatchObject({ action: 'POST /api/login', userId: null, sessionId: 'tab-1' });
    await logger.flush();
    expect(sent[0].token).toBe(store.getState().auth.token);
    const everything = JSON.stringify([sent, { ...window.localStorage }, logger.pending()]);
    expect(everything).not.toContain('admin-password-1');
    expect(everything).not.toContain(store.getState().auth.refreshToken);
  });

  it('records a refused sign-in as AUTH, naming neither the account nor the password', async () => {
    const { store, events, ofCategory } = loggedStore({ auth: signedOut() });
    await store.dispatch(signIn({ identifier: 'ada.admin', password: 'guess-one', rememberDevice: false }));
    expect(ofCategory('AUTH')).toEqual([
      expect.objectContaining({
        action: 'signInFailed',
        success: false,
        errorMessage: 'Invalid credentials',
        details: { status: 401 },
      }),
    ]);
    expect(ofCategory('ERROR')).toEqual([]);
    expect(JSON.stringify(events())).not.toMatch(/ada\.admin|guess-one/);
  });

  it('records the refused attempts the sign-in page hands over as nobody, before the sign-in', async () => {
    const { store, ofCategory } = loggedStore({ auth: signedOut() });
    const session = checkLoginAnswer(
      {
        access_token: makeAccessToken({ id: 1, role: 'admin', sid: 's', exp: Date.now() / 1000 + 900 }),
        refresh_token: 'r'.repeat(20),
        user: { username: 'ada.admin', email: 'ada@example.com', display_name: 'Ada Lovelace' },
      },
      false,
    );
    if (!session.ok) throw new Error(session.message);
    await store.dispatch(
      completeSignIn(session.session, [
        {
          status: 401,
          data: { error: 'Invalid credentials', detail: 'Incorrect username, e-mail or password.' },
        },
        { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      ]),
    );
    expect(ofCategory('AUTH')).toEqual([
      expect.objectContaining({
        action: 'signInFailed',
        userId: null,
        errorMessage: 'Invalid credentials',
        details: { status: 401 },
        sessionId: 'tab-1',
      }),
      expect.objectContaining({
        action: 'signInFailed',
        userId: null,
        errorMessage: 'TypeError: Failed to fetch',
        details: {},
      }),
      expect.objectContaining({ action: 'signIn', userId: 1, username: 'ada.admin', sessionId: 'tab-2' }),
    ]);
  });

  it('records a sign-out as the person who left, and sends it at once with their token', async () => {
    const auth = signedInAs('admin');
    const { store, sent, ofCategory } = loggedStore({
      auth: { ...auth, sessionStartedAt: Date.now() - 20 * 60_000 },
    });
    await store.dispatch(logOut());
    expect(ofCategory('AUTH')).toEqual([]);
    const signOut = sent.flatMap((batch) => batch.events).find((event) => event.action === 'signOut');
    expect(signOut).toMatchObject({
      category: 'AUTH',
      userId: 1,
      username: 'ada.admin',
      details: { sessionMinutes: 20 },
    });
    expect(sent[0].token).toBe(auth.token);
  });

  it('records an expired session as AUTH for the person it belonged to', () => {
    const { store, ofCategory } = loggedStore({ auth: signedInAs('student') });
    store.dispatch(sessionExpired());
    expect(ofCategory('AUTH')).toEqual([expect.objectContaining({ action: 'sessionExpired', userId: 2 })]);
  });

  it('leaves out notifications, unread counts, health, ping, heartbeat and the log screen’s reads', async () => {
    const quiet = baseApi.injectEndpoints({
      endpoints: (build) => ({
        getNotifications: build.query<unknown, void>({ query: () => '/notifications' }),
        getUnreadCount: build.query<unknown, void>({ query: () => '/notifications/unread-count' }),
        checkHealth: build.query<unknown, void>({ query: () => '/health' }),
        ping: build.mutation<unknown, void>({ query: () => ({ url: '/ping', method: 'POST' }) }),
        sendHeartbeat: build.mutation<unknown, void>({
          query: () => ({ url: '/heartbeat', method: 'POST' }),
        }),
        readLogsForTest: build.query<unknown, void>({ query: () => '/admin/logs?page=1' }),
      }),
    });
    server.use(
      http.all('*/api/notifications*', () => HttpResponse.json({ count: 0 })),
      http.all('*/api/health', () => HttpResponse.json({ status: 'ok' })),
      http.all('*/api/ping', () => HttpResponse.json({})),
      http.all('*/api/heartbeat', () => HttpResponse.json({})),
    );
    const { store, events } = loggedStore({ auth: signedInAs('admin') });
    const { endpoints } = quiet;
    await store.dispatch(endpoints.getNotifications.initiate());
    await store.dispatch(endpoints.getUnreadCount.initiate());
    await store.dispatch(endpoints.checkHealth.initiate());
    await store.dispatch(endpoints.ping.initiate());
    await store.dispatch(endpoints.sendHeartbeat.initiate());
    await store.dispatch(endpoints.readLogsForTest.initiate());
    expect(events()).toEqual([]);
  });

  it('records nothing for an answer served from the cache', async () => {
    const { store, events } = loggedStore({ auth: signedInAs('admin') });
    const first = store.dispatch(coursesApi.endpoints.getCourses.initiate());
    await first;
    const count = events().length;
    await store.dispatch(coursesApi.endpoints.getCourses.initiate());
    expect(events()).toHaveLength(count);
    first.unsubscribe();
  });
});
