import { HttpResponse } from 'msw';
import type { User } from '../../src/shared/contract';
import { db } from '../db';
import { handleAsAdmin } from './handle';
import { apiError, notFound } from './respond';

const SORTABLE = ['username', 'email', 'created_at', 'status', 'role'] as const;
type SortKey = (typeof SORTABLE)[number];

const isSortKey = (value: string): value is SortKey => (SORTABLE as readonly string[]).includes(value);

/** Keeps the rows GET /api/admin/users keeps: search in name, username or e-mail, then the exact filters. */
function matching(query: URLSearchParams) {
  const search = query.get('search')?.trim().toLowerCase();
  const role = query.get('role');
  const status = query.get('status');
  const verified = query.get('verified');
  return [...db.users.values()].filter(
    (user) =>
      (!search ||
        user.display_name.toLowerCase().includes(search) ||
        user.username.toLowerCase().includes(search) ||
        user.email.toLowerCase().includes(search)) &&
      (!role || user.role === role) &&
      (!status || user.status === status) &&
      (verified === null || user.email_verified === (verified === 'true')),
  );
}

/** The server orders by the chosen column, then by id in the same direction, so pages never overlap. */
function byColumn(sort: SortKey, descending: boolean) {
  const sign = descending ? -1 : 1;
  return (a: User, b: User) => sign * (String(a[sort]).localeCompare(String(b[sort])) || a.id - b.id);
}

const whole = (text: string | null, fallback: number) => (text === null ? fallback : Number(text));

/** As the server does: nobody changes their own account's status or role. */
const ownAccount = (sentence: string) =>
  apiError(409, 'CONFLICT', `You cannot change the ${sentence} of your own account.`);

/** /admin/users as the server answers it: one page of everyone, and the approval decisions. */
export const peopleHandlers = [
  handleAsAdmin('getUsers', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const sort = query.get('sort') ?? 'created_at';
    const page = whole(query.get('page'), 1);
    const pageSize = whole(query.get('page_size'), 25);
    if (!isSortKey(sort) || !Number.isInteger(page) || page < 1 || !(pageSize >= 1 && pageSize <= 100)) {
      return apiError(400, 'VALIDATION_FAILED', 'The list query is not valid.');
    }
    const rows = matching(query).sort(byColumn(sort, query.get('order') !== 'asc'));
    const items = rows.slice((page - 1) * pageSize, page * pageSize);
    return HttpResponse.json({ items, total: rows.length, page, page_size: pageSize, site_admin: true });
  }),

  // As the server: the site administrator makes an instructor (verified and approved) or a student.
  handleAsAdmin('updateUserRole', async ({ request, params, user: caller }) => {
    const id = Number(params.id);
    if (caller.id === id) return ownAccount('role');
    const user = db.users.get(id);
    if (!user) return notFound('That user');
    const { role } = await request.json();
    Object.assign(user, role === 'admin' ? { role, status: 'approved', email_verified: true } : { role });
    return HttpResponse.json(user);
  }),

  ...(['approveUser', 'rejectUser'] as const).map((name) =>
    handleAsAdmin(name, ({ params, user: caller }) => {
      const id = Number(params.id);
      if (caller.id === id) return ownAccount('status');
      const user = db.users.get(id);
      if (!user) return notFound('That user');
      user.status = name === 'approveUser' ? 'approved' : 'rejected';
      return HttpResponse.json(user);
    }),
  ),
];
