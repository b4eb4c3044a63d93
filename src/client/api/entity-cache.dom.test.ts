import { HttpResponse, http } from 'msw';
import { server } from '../../../test/client/msw-server';
import { recordRequests } from '../../../test/client/record-requests';
import { signedInAs } from '../../../test/client/session-fixtures';
import { makeStore } from '../app/store';
import { baseApi } from './base-api';
import { ENTITY_CACHE_MAX_ENTRIES, ENTITY_CACHE_SECONDS, entityCache } from './entity-cache';

// Stand-ins for the course, week, assignment and grade lookups, to exercise the cap on its own; the
// app's own endpoints, and the refetching of what a screen shows, are tested in entity-endpoints.test.tsx.
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cacheTestCourse: build.query<{ id: number; title: string }, number>({
      query: (id) => `/cache-test/courses/${id}`,
      ...entityCache('cacheTestCourse'),
    }),
    cacheTestWeek: build.query<{ id: number; week_number: number }, number>({
      query: (id) => `/cache-test/weeks/${id}`,
      ...entityCache('cacheTestWeek'),
    }),
    cacheTestCourseList: build.query<Array<{ id: number }>, void>({
      query: () => '/cache-test/course-list/1',
      ...entityCache('cacheTestCourseList'),
    }),
    cacheTestUncapped: build.query<{ id: number }, number>({ query: (id) => `/cache-test/other/${id}` }),
  }),
});

type Store = ReturnType<typeof makeStore>;
const { cacheTestCourse, cacheTestWeek, cacheTestCourseList, cacheTestUncapped } = testApi.endpoints;

const read = (store: Store, id: number) => store.dispatch(cacheTestCourse.initiate(id, { subscribe: false }));
const cachedKeys = (store: Store) => Object.keys(store.getState().api.queries);
const isCached = (store: Store, id: number) => cacheTestCourse.select(id)(store.getState()).data?.id === id;

async function fillCourses(store: Store, count: number) {
  for (let id = 1; id <= count; id += 1) {
    await read(store, id);
    jest.advanceTimersByTime(1000);
  }
}

beforeEach(() => {
  // msw answers through promises and immediates, which must keep running while the clock is held.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  server.use(
    http.get('*/api/cache-test/:kind/:id', ({ params }) =>
      HttpResponse.json({ id: Number(params.id), title: `Entity ${params.id}`, week_number: 1 }),
    ),
  );
});
afterEach(() => jest.useRealTimers());

const newStore = () => makeStore({ auth: signedInAs('admin', { tokenSeconds: 24 * 60 * 60 }) });

describe('the entity cache (sections 7 and 9)', () => {
  it('keeps an unused entry for 300 seconds, then drops it', async () => {
    const store = newStore();
    await read(store, 1);
    jest.advanceTimersByTime(ENTITY_CACHE_SECONDS * 1000 - 1);
    expect(isCached(store, 1)).toBe(true);
    jest.advanceTimersByTime(1);
    expect(isCached(store, 1)).toBe(false);
  });

  it('serves a second read within the lifetime from the cache', async () => {
    const store = newStore();
    await read(store, 1);
    const calls = recordRequests();
    jest.advanceTimersByTime(200 * 1000);
    expect((await read(store, 1)).data?.title).toBe('Entity 1');
    expect(calls).toEqual([]);
  });

  it('evicts the oldest entry when the 101st arrives', async () => {
    const store = newStore();
    await fillCourses(store, ENTITY_CACHE_MAX_ENTRIES + 1);
    expect(cachedKeys(store)).toHaveLength(ENTITY_CACHE_MAX_ENTRIES);
    expect(isCached(store, 1)).toBe(false);
    expect(isCached(store, 2)).toBe(true);
    expect(isCached(store, 101)).toBe(true);
  });

  it.each([
    ['reading', { subscribe: false }],
    ['refetching', { subscribe: false, forceRefetch: true }],
  ])('does not count %s an entry again as a new entry', async (_how, options) => {
    const store = newStore();
    await fillCourses(store, ENTITY_CACHE_MAX_ENTRIES);
    await store.dispatch(cacheTestCourse.initiate(1, options));
    expect(cachedKeys(store)).toHaveLength(ENTITY_CACHE_MAX_ENTRIES);
    await read(store, 101);
    // Entry 1 was used a moment ago, yet it is still the oldest entry and goes first.
    expect(isCached(store, 1)).toBe(false);
    expect(isCached(store, 2)).toBe(true);
  });

  it('counts every capped endpoint together and leaves other endpoints alone', async () => {
    const store = newStore();
    await fillCourses(store, ENTITY_CACHE_MAX_ENTRIES);
    await store.dispatch(cacheTestUncapped.initiate(1, { subscribe: false }));
    await store.dispatch(cacheTestWeek.initiate(1, { subscribe: false }));
    expect(cachedKeys(store)).toHaveLength(ENTITY_CACHE_MAX_ENTRIES + 1);
    expect(cachedKeys(store)).toContain('cacheTestUncapped(1)');
    expect(cachedKeys(store)).toContain('cacheTestWeek(1)');
    expect(isCached(store, 1)).toBe(false);
  });

  it('counts lists with lookups toward the cap', async () => {
    const store = newStore();
    await store.dispatch(cacheTestCourseList.initiate(undefined, { subscribe: false }));
    jest.advanceTimersByTime(1000);
    await fillCourses(store, ENTITY_CACHE_MAX_ENTRIES);
    expect(cachedKeys(store)).toHaveLength(ENTITY_CACHE_MAX_ENTRIES);
    expect(cachedKeys(store)).not.toContain('cacheTestCourseList(undefined)');
  });

  it('fetches again when a screen opens on an entry older than 300 s that another screen kept', async () => {
    const store = newStore();
    const first = store.dispatch(cacheTestCourse.initiate(1));
    await first;
    const calls = recordRequests();
    jest.setSystemTime(Date.now() + ENTITY_CACHE_SECONDS * 1000);
    const second = store.dispatch(cacheTestCourse.initiate(1));
    await second;
    expect(calls).toHaveLength(1);
    first.unsubscribe();
    second.unsubscribe();
  });

  it('spares an entry a screen still shows and evicts the next oldest', async () => {
    const store = newStore();
    const shown = store.dispatch(cacheTestCourse.initiate(1));
    await shown;
    jest.advanceTimersByTime(1000);
    for (let id = 2; id <= ENTITY_CACHE_MAX_ENTRIES + 1; id += 1) await read(store, id);
    expect(isCached(store, 1)).toBe(true);
    expect(isCached(store, 2)).toBe(false);
    shown.unsubscribe();
  });
});

// The cap drops entries and counts readers through two RTK Query internals; an upgrade that changes
// either fails here rather than silently keeping every entry.
describe('the RTK Query internals the cap relies on', () => {
  it('counts a screen reading an entry, and no longer once it leaves', async () => {
    const store = newStore();
    const shown = store.dispatch(cacheTestCourse.initiate(7));
    await shown;
    const counts = () =>
      store.dispatch(baseApi.internalActions.internal_getRTKQSubscriptions()) as unknown as {
        getSubscriptionCount: (key: string) => number;
      };
    expect(counts().getSubscriptionCount('cacheTestCourse(7)')).toBe(1);
    shown.unsubscribe();
    expect(counts().getSubscriptionCount('cacheTestCourse(7)')).toBe(0);
  });

  it('drops one entry and leaves the others', async () => {
    const store = newStore();
    await read(store, 1);
    await read(store, 2);
    store.dispatch(
      baseApi.internalActions.removeQueryResult({ queryCacheKey: 'cacheTestCourse(1)' as never }),
    );
    expect(isCached(store, 1)).toBe(false);
    expect(isCached(store, 2)).toBe(true);
  });
});
