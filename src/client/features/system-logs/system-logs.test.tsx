import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { db } from '../../../../mocks/db';
import { logFixtures } from '../../../../mocks/fixtures/logs';
import { apiError } from '../../../../mocks/handlers/respond';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const openLogs = (route = '/admin/logs') =>
  renderApp({ route, preloadedState: { auth: signedInAs('admin') } });
/** The screen with every call's record, as most of these tests read it. */
const EVERY_CALL = '/admin/logs?calls=all';

/** The query strings of every GET /api/admin/logs the screen sends. */
function listQueries(): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/admin/logs') queries.push(url.searchParams);
  });
  return queries;
}

const table = () => screen.findByRole('table', { name: 'Log records' });
const messages = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[4].textContent);

function addRecord(id: number, message: string) {
  db.logRecords.push({
    ...logFixtures[1],
    id,
    message,
    timestamp: new Date(Date.UTC(2026, 2, 10, 10, id)).toISOString(),
  });
}

describe('System Logs (section 2: /admin/logs)', () => {
  it('opens on warnings and errors, and shows every call at the switch', async () => {
    const queries = listQueries();
    const view = openLogs();
    expect(await screen.findByRole('heading', { level: 1, name: 'System Logs' })).toBeInTheDocument();
    await waitFor(async () =>
      expect(await messages()).toEqual([
        'GET /api/student/feedback 500: Failed query: select from submissions',
        'GET /api/student/grades',
      ]),
    );
    expect(screen.getByText('2 records')).toBeInTheDocument();
    // One request: the server keeps warnings and what is more severe.
    expect(queries.map((query) => query.toString())).toEqual(['min_level=warning&page=1&page_size=50']);

    await view.user.click(screen.getByRole('checkbox', { name: 'Show every call' }));
    await waitFor(async () => expect(await messages()).toHaveLength(5));
    expect(view.router.state.location.search).toBe('?calls=all');
    expect(queries.at(-1)?.get('min_level')).toBeNull();
    expect(queries.at(-1)?.get('level')).toBeNull();

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Info');
    await waitFor(async () => expect(await messages()).toHaveLength(3));
    // Hiding the routine records again drops the routine level chosen meanwhile.
    await view.user.click(screen.getByRole('checkbox', { name: 'Show every call' }));
    await waitFor(async () => expect(await messages()).toHaveLength(2));
    expect(view.router.state.location.search).toBe('');
  });

  it('pages through warnings and errors like any other list', async () => {
    for (let id = 10; id < 120; id += 1)
      db.logRecords.push({
        ...logFixtures[4],
        id,
        message: `error ${id}`,
        timestamp: new Date(Date.UTC(2026, 2, 10, 10, id)).toISOString(),
      });
    const queries = listQueries();
    const view = openLogs('/admin/logs?page_size=100');
    await waitFor(async () => expect(await messages()).toHaveLength(100));
    expect((await messages())[0]).toBe('error 119');
    // 111 errors and one warning, none of the three information records.
    expect(screen.getByText('112 records')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await messages()).toEqual([
        'error 19',
        'error 18',
        'error 17',
        'error 16',
        'error 15',
        'error 14',
        'error 13',
        'error 12',
        'error 11',
        'error 10',
        'GET /api/student/feedback 500: Failed query: select from submissions',
        'GET /api/student/grades',
      ]),
    );
    expect(queries.at(-1)?.get('min_level')).toBe('warning');
    expect(queries.at(-1)?.get('page')).toBe('2');
  });

  it('lists the records newest first: time, level, service, category, message, user, endpoint, status, duration', async () => {
    openLogs(EVERY_CALL);
    expect(await screen.findByRole('heading', { level: 1, name: 'System Logs' })).toBeInTheDocument();
    expect(await messages()).toEqual([
      'GET /api/student/feedback 500: Failed query: select from submissions',
      'GET /api/student/grades',
      'createCourse',
      'POST /api/admin/courses 201',
      'signIn',
    ]);
    const cells = within(within(await table()).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 9)).toEqual([
      'Error',
      'api',
      'Errors',
      'GET /api/student/feedback 500: Failed query: select from submissions',
      'sam.student',
      '/api/student/feedback',
      '500',
      '12 ms',
    ]);
  });

  it('filters by level, category and service, keeping the filters in the address', async () => {
    const queries = listQueries();
    const view = openLogs(EVERY_CALL);
    await table();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'Browser (web)');
    await waitFor(async () =>
      expect(await messages()).toEqual(['GET /api/student/grades', 'createCourse', 'signIn']),
    );
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Course management');
    await waitFor(async () => expect(await messages()).toEqual(['createCourse']));
    expect(queries.at(-1)?.get('service')).toBe('web');
    expect(queries.at(-1)?.get('category')).toBe('COURSE_MANAGEMENT');
    expect(view.router.state.location.search).toBe('?calls=all&category=COURSE_MANAGEMENT&service=web');

    await view.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Warning');
    await waitFor(async () => expect(await messages()).toEqual(['GET /api/student/grades']));
    expect(view.router.state.location.search).toBe('?calls=all&level=warning');
  });

  it('filters by user and by text once the typing pauses', async () => {
    const queries = listQueries();
    const view = openLogs(EVERY_CALL);
    await table();
    // The list asks again after a pause in the typing; on a busy two-core machine the usual 5 s wait for
    // the filtered list has run out once.
    const shown = { timeout: 15_000 };
    await view.user.type(screen.getByRole('searchbox', { name: 'User' }), 'sam');
    await waitFor(async () => expect(await messages()).toHaveLength(2), shown);
    await view.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'grades{Enter}');
    await waitFor(async () => expect(await messages()).toEqual(['GET /api/student/grades']), shown);
    expect(queries.at(-1)?.get('user')).toBe('sam');
    expect(queries.at(-1)?.get('q')).toBe('grades');
  });

  it('filters by a time range', async () => {
    const queries = listQueries();
    const view = openLogs(EVERY_CALL);
    await table();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10T09:02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-10T09:05' } });
    const [from, to] = ['2026-03-10T09:02', '2026-03-10T09:05'].map((local) => new Date(local).toISOString());
    await waitFor(() => expect(queries.at(-1)?.get('to')).toBe(to));
    expect(queries.at(-1)?.get('from')).toBe(from);
    expect(new URLSearchParams(view.router.state.location.search).get('from')).toBe(from);
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-10T09:02');
  });

  it('pages through the records and starts again at page 1 when a filter changes', async () => {
    for (let id = 10; id < 70; id += 1) addRecord(id, `GET /api/page-test/${id}`);
    const queries = listQueries();
    const view = openLogs(EVERY_CALL);
    await table();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('65 records')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(async () => expect(await messages()).toHaveLength(15));
    expect(queries.at(-1)?.get('page')).toBe('2');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Error');
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('says so when nothing matches, and when the records cannot be fetched', async () => {
    const view = openLogs('/admin/logs?q=nothing-like-this');
    expect(await screen.findByText('No warnings or errors match these filters')).toBeInTheDocument();
    server.use(http.get('*/api/admin/logs', () => apiError(500, 'INTERNAL', 'Something went wrong.')));
    await view.user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch log records');
  });

  it('opens a record with every field and its context laid out, and closes it again', async () => {
    const view = openLogs();
    await table();
    await view.user.click(screen.getByRole('button', { name: 'Details of record 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log record 5' });
    await within(dialog).findByText('req-5');
    expect(within(dialog).getByText('sam.student (id 2)')).toBeInTheDocument();
    expect(within(dialog).getByText('127.0.0.1')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Context' }).textContent).toBe(
      '{\n  "error_code": "57P01"\n}',
    );
    expect(view.router.state.location.search).toBe('?log=5');
    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.router.state.location.search).toBe('');
  });

  it('opens the record named in the address', async () => {
    openLogs('/admin/logs?log=3');
    const dialog = await screen.findByRole('dialog', { name: 'Log record 3' });
    expect(await within(dialog).findByText('tab-ada-1')).toBeInTheDocument();
  });

  it('shows a new record after Refresh', async () => {
    const view = openLogs(EVERY_CALL);
    await table();
    addRecord(99, 'DELETE /api/admin/courses/:id 204');
    await view.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(async () => expect((await messages())[0]).toBe('DELETE /api/admin/courses/:id 204'));
  });
});

describe('auto-refresh', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    jest.useRealTimers();
  });

  const tick = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));
  const setVisibility = (state: DocumentVisibilityState) =>
    act(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    });

  it('asks again every 5 s, not while switched off, and not while the tab is hidden', async () => {
    const queries = listQueries();
    openLogs(EVERY_CALL);
    await table();
    const checkbox = screen.getByRole('checkbox', { name: 'Auto-refresh every 5 s' });
    expect(checkbox).toBeChecked();
    const asked = queries.length;
    await tick(5000);
    expect(queries.length).toBe(asked + 1);

    await act(async () => fireEvent.click(checkbox));
    expect(checkbox).not.toBeChecked();
    await tick(15_000);
    expect(queries.length).toBe(asked + 1);

    await act(async () => fireEvent.click(checkbox));
    setVisibility('hidden');
    await tick(15_000);
    expect(queries.length).toBe(asked + 1);
    setVisibility('visible');
    await tick(5000);
    expect(queries.length).toBe(asked + 2);
  });
});
