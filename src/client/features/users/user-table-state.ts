import type { UserListQuery } from '../../../shared/contract';

export const USER_SORT_KEYS = ['username', 'email', 'role', 'status', 'created_at'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
/** The pagination of the people tables: the sizes the user list offers, each change announced. */
export const USER_PAGINATION = { pageSizes: PAGE_SIZES, pageSizeLabel: 'Rows per page', announcePage: true };
const ROLES = ['admin', 'regular'] as const;
const STATUSES = ['pending', 'approved', 'rejected'] as const;
const VERIFIED = ['true', 'false'] as const;

/** What the All Users table shows; every field lives in the address, so reload and back keep it. */
export interface UserTableState {
  search: string;
  role: '' | (typeof ROLES)[number];
  status: '' | (typeof STATUSES)[number];
  verified: '' | (typeof VERIFIED)[number];
  sort: UserSortKey;
  order: SortOrder;
  page: number;
  pageSize: number;
}

// The server's own defaults: newest accounts first, 25 to a page.
export const DEFAULT_USER_TABLE: UserTableState = {
  search: '',
  role: '',
  status: '',
  verified: '',
  sort: 'created_at',
  order: 'desc',
  page: 1,
  pageSize: 25,
};

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/** Reads the table from the address; anything hand-edited into nonsense falls back to the default. */
export function readUserTable(params: URLSearchParams): UserTableState {
  const pageSize = positive(params.get('page_size'), DEFAULT_USER_TABLE.pageSize);
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    role: oneOf(ROLES, params.get('role')),
    status: oneOf(STATUSES, params.get('status')),
    verified: oneOf(VERIFIED, params.get('verified')),
    sort: oneOf(USER_SORT_KEYS, params.get('sort')) || DEFAULT_USER_TABLE.sort,
    order: oneOf(['asc', 'desc'], params.get('order')) || DEFAULT_USER_TABLE.order,
    page: Math.min(positive(params.get('page'), 1), 100_000),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_USER_TABLE.pageSize,
  };
}

/** Writes only what differs from the default, so a plain /admin/users stays plain. */
export function writeUserTable(state: UserTableState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.role) params.set('role', state.role);
  if (state.status) params.set('status', state.status);
  if (state.verified) params.set('verified', state.verified);
  if (state.sort !== DEFAULT_USER_TABLE.sort) params.set('sort', state.sort);
  if (state.order !== DEFAULT_USER_TABLE.order) params.set('order', state.order);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_USER_TABLE.pageSize) params.set('page_size', String(state.pageSize));
  return params;
}

/** The request for the table: the same names as the address, with the defaults spelled out. */
export function toUserListQuery(state: UserTableState): UserListQuery {
  return {
    ...(state.search.trim() && { search: state.search.trim() }),
    ...(state.role && { role: state.role }),
    ...(state.status && { status: state.status }),
    ...(state.verified && { verified: state.verified === 'true' }),
    sort: state.sort,
    order: state.order,
    page: state.page,
    page_size: state.pageSize,
  };
}

/** A click on the sorted column turns its order round; another column starts A to Z, dates newest first. */
export function sortBy(state: UserTableState, key: UserSortKey): Pick<UserTableState, 'sort' | 'order'> {
  if (state.sort === key) return { sort: key, order: state.order === 'asc' ? 'desc' : 'asc' };
  return { sort: key, order: key === 'created_at' ? 'desc' : 'asc' };
}
