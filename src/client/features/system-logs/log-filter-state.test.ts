import { DEFAULT_LOG_FILTERS, readLogFilters, toLogListQuery, writeLogFilters } from './log-filter-state';

const read = (search: string) => readLogFilters(new URLSearchParams(search));

describe('the System Logs filters in the address', () => {
  it('reads a plain address as the defaults, and writes the defaults as a plain address', () => {
    expect(read('')).toEqual(DEFAULT_LOG_FILTERS);
    expect(writeLogFilters(DEFAULT_LOG_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const search =
      'level=error&category=AUTH&service=web&from=2026-03-10T09%3A00%3A00.000Z&to=2026-03-11T09%3A00%3A00.000Z&user=sam&q=grades&page=3&page_size=100&log=42';
    expect(writeLogFilters(read(search)).toString()).toBe(search);
  });

  it.each([
    ['an unknown level', 'level=loud', { level: '' }],
    ['an unknown category', 'category=GOSSIP', { category: '' }],
    ['a page that is not a page', 'page=-2', { page: 1 }],
    ['a page size not offered', 'page_size=7', { pageSize: 50 }],
    ['a time that is not a time', 'from=yesterday', { from: '' }],
    ['a record id that is not an id', 'log=abc', { log: null }],
  ])('falls back to the default for %s', (_case, search, expected) => {
    expect(read(search)).toMatchObject(expected);
  });

  it('shows every call only when the address says so, and offers the routine levels only then', () => {
    expect(read('calls=all')).toMatchObject({ everyCall: true, level: '' });
    expect(writeLogFilters(read('calls=all&level=info')).toString()).toBe('calls=all&level=info');
    expect(read('level=info')).toMatchObject({ everyCall: false, level: '' });
    expect(read('level=warning')).toMatchObject({ everyCall: false, level: 'warning' });
  });

  it('asks the server with the filters given and the page spelled out, never the open record', () => {
    expect(toLogListQuery(read('calls=all&user=%20sam%20&log=4&page=2'))).toEqual({
      user: 'sam',
      page: 2,
      page_size: 50,
    });
  });

  it('asks for warnings and what is more severe until every call is shown, with any level chosen', () => {
    expect(toLogListQuery(read(''))).toEqual({ min_level: 'warning', page: 1, page_size: 50 });
    expect(toLogListQuery(read('level=error'))).toEqual({
      min_level: 'warning',
      level: 'error',
      page: 1,
      page_size: 50,
    });
    expect(toLogListQuery(read('calls=all&level=info'))).toEqual({ level: 'info', page: 1, page_size: 50 });
  });
});
