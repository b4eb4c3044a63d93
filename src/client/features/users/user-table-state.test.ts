import { pageCount } from '../../components/table-pagination';
import {
  DEFAULT_USER_TABLE,
  readUserTable,
  sortBy,
  toUserListQuery,
  writeUserTable,
} from './user-table-state';

const read = (query: string) => readUserTable(new URLSearchParams(query));

describe('the All Users table state kept in the address', () => {
  it.each([
    ['', DEFAULT_USER_TABLE],
    [
      'search=sam&role=regular&status=pending&verified=false&sort=username&order=asc&page=3&page_size=10',
      {
        search: 'sam',
        role: 'regular',
        status: 'pending',
        verified: 'false',
        sort: 'username',
        order: 'asc',
        page: 3,
        pageSize: 10,
      },
    ],
    // Hand-edited nonsense falls back to the defaults instead of asking the server for it.
    ['role=owner&status=x&verified=maybe&sort=password&order=up&page=-2&page_size=7', DEFAULT_USER_TABLE],
    ['page=1.5&page_size=1000', DEFAULT_USER_TABLE],
  ])('reads %p', (query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('writes only what differs from the defaults, and reads back the same table', () => {
    expect(writeUserTable(DEFAULT_USER_TABLE).toString()).toBe('');
    const table = { ...DEFAULT_USER_TABLE, search: ' ada ', status: 'approved' as const, page: 2 };
    const written = writeUserTable(table);
    expect(written.toString()).toBe('search=ada&status=approved&page=2');
    expect(readUserTable(written)).toEqual({ ...table, search: 'ada' });
  });

  it('asks the server with its own parameter names, the filters left out when unset', () => {
    expect(toUserListQuery(DEFAULT_USER_TABLE)).toEqual({
      sort: 'created_at',
      order: 'desc',
      page: 1,
      page_size: 25,
    });
    expect(toUserListQuery({ ...DEFAULT_USER_TABLE, verified: 'false', role: 'admin' })).toMatchObject({
      verified: false,
      role: 'admin',
    });
  });

  it.each([
    [{ sort: 'created_at', order: 'desc' }, 'username', { sort: 'username', order: 'asc' }],
    [{ sort: 'username', order: 'asc' }, 'username', { sort: 'username', order: 'desc' }],
    [{ sort: 'username', order: 'desc' }, 'username', { sort: 'username', order: 'asc' }],
    [{ sort: 'username', order: 'asc' }, 'created_at', { sort: 'created_at', order: 'desc' }],
  ] as const)('sorting %p by %p gives %p', (before, key, expected) => {
    expect(sortBy({ ...DEFAULT_USER_TABLE, ...before }, key)).toEqual(expected);
  });

  it.each([
    [0, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [101, 10, 11],
  ])('%p users at %p a page make %p pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});
