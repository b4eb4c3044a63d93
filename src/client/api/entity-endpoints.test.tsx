import { readdirSync } from 'node:fs';
import path from 'node:path';
import { setupListeners } from '@reduxjs/toolkit/query';
import { act, renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { server } from '../../../test/client/msw-server';
import { recordRequests } from '../../../test/client/record-requests';
import { signedInAs } from '../../../test/client/session-fixtures';
import { makeStore } from '../app/store';
import { baseApi } from './base-api';
import { ENTITY_CACHE_MAX_ENTRIES, ENTITY_CACHE_SECONDS } from './entity-cache';

/** Every feature's endpoints module, as the running app injects them all into its one API. */
function endpointModules(folder: string): Record<string, unknown>[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('-api.ts'))
    .map((entry) => require(path.join(entry.parentPath, entry.name)));
}
const featureExports = Object.assign({}, ...endpointModules(path.join(__dirname, '../features')));

/** Section 9's entity entries (section 7): the lookups and lists of courses, weeks, assignments, grades. */
const ENTITY_ENDPOINTS = [
  'getCourses',
  'getCourse',
  'getCourseWeeks',
  'getWeek',
  'getWeekAssignments',
  'getAssignment',
  'getStudentCourses',
  'getStudentCourse',
  'getStudentWeek',
  'getDueAssignments',
  'getStudentAssignment',
  'getStudentGrades',
  'getStudentFeedback',
  'getSubmissionGrade',
];

type Store = ReturnType<typeof makeStore>;
interface Endpoint {
  initiate(arg: number, options?: { subscribe: false }): Parameters<Store['dispatch']>[0];
}
const endpointOf = (name: string) => (baseApi.endpoints as unknown as Record<string, Endpoint>)[name];
const hookOf = (name: string) =>
  featureExports[`use${name[0].toUpperCase()}${name.slice(1)}Query`] as (arg: number) => unknown;

// No logger: the failed calls would be reported to the server, among the calls counted here.
const newStore = () =>
  makeStore({ auth: signedInAs('admin', { tokenSeconds: 24 * 60 * 60 }) }, { logger: null });
const cachedKeys = (store: Store) => Object.keys(store.getState().api.queries);
const read = (store: Store, name: string, arg: number) =>
  store.dispatch(endpointOf(name).initiate(arg, { subscribe: false }));

/** A screen reading the endpoint through the hook its feature exports. */
function showOn(store: Store, name: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => hookOf(name)(1), { wrapper });
}

const tick = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));
const setVisibility = (state: DocumentVisibilityState) =>
  act(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    // As a browser fires it: at the document, bubbling up to the window.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

beforeEach(() => {
  // msw answers through promises and immediates, which must keep running while the clock is held.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  // What each entry holds does not matter here, only when it is asked for and how long it is kept.
  server.use(http.get('*/api/*', () => HttpResponse.json(null, { status: 503 })));
});
afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  jest.useRealTimers();
});

describe.each(ENTITY_ENDPOINTS)('%s, one of the app’s entity endpoints (section 9)', (name) => {
  it('keeps an entry nothing shows for 300 s, then drops it', async () => {
    const store = newStore();
    await read(store, name, 1);
    expect(cachedKeys(store)).toEqual([`${name}(1)`]);
    jest.advanceTimersByTime(ENTITY_CACHE_SECONDS * 1000 - 1);
    expect(cachedKeys(store)).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(cachedKeys(store)).toEqual([]);
  });

  it('counts its entries with the other entity entries toward the cap of 100', async () => {
    const store = newStore();
    await read(store, name, 1);
    const other = name === 'getCourse' ? 'getWeek' : 'getCourse';
    for (let id = 1; id <= ENTITY_CACHE_MAX_ENTRIES; id += 1) await read(store, other, id);
    expect(cachedKeys(store)).toHaveLength(ENTITY_CACHE_MAX_ENTRIES);
    expect(cachedKeys(store)).not.toContain(`${name}(1)`);
  });

  it('has a screen that shows an entry fetch it again each time it turns 300 s old', async () => {
    const store = newStore();
    const shown = showOn(store, name);
    await tick(0);
    const calls = recordRequests();
    await tick(ENTITY_CACHE_SECONDS * 1000 - 1);
    expect(calls).toEqual([]);
    await tick(1);
    expect(calls).toHaveLength(1);
    await tick(ENTITY_CACHE_SECONDS * 1000);
    expect(calls).toHaveLength(2);
    shown.unmount();
  });
});

describe('an entity entry a screen shows, while its tab is hidden or offline', () => {
  // The running app's store watches the tab and the network (app/start-app.tsx).
  let stopListening = () => {};
  const appStore = () => {
    const store = newStore();
    stopListening = setupListeners(store.dispatch);
    return store;
  };
  afterEach(() => stopListening());

  it('is not fetched while the tab is hidden, and is fetched at once when the tab comes back', async () => {
    const store = appStore();
    const shown = showOn(store, 'getCourse');
    await tick(0);
    const calls = recordRequests();
    setVisibility('hidden');
    await tick(2 * ENTITY_CACHE_SECONDS * 1000);
    expect(calls).toEqual([]);
    setVisibility('visible');
    await tick(0);
    expect(calls).toHaveLength(1);
    shown.unmount();
  });

  it('is fetched at once when the network comes back', async () => {
    const store = appStore();
    const shown = showOn(store, 'getWeek');
    await tick(0);
    const calls = recordRequests();
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await tick(0);
    expect(calls).toHaveLength(1);
    shown.unmount();
  });
});
