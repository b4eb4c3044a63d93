import { HttpResponse } from 'msw';
import type { User } from '../../src/shared/contract';
import { db } from '../db';
import { handleAsAdmin } from './handle';

/** As the server counts it: the latest version of each essay that no instructor has graded yet. */
function awaitingReview(): number {
  const superseded = (row: (typeof db.submissions)[number]) =>
    db.submissions.some(
      (later) =>
        later.assignment_id === row.assignment_id &&
        later.user_id === row.user_id &&
        later.version > row.version,
    );
  return db.submissions.filter((row) => !row.graded_at && !row.is_approved && !superseded(row)).length;
}

const newestFirst = (a: User, b: User) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** GET /admin/dashboard: the counts an instructor checks first, and the five newest accounts. */
export const dashboardHandlers = [
  handleAsAdmin('getDashboard', () => {
    const people = [...db.users.values()];
    const counted = (keep: (user: User) => boolean) => people.filter(keep).length;
    return HttpResponse.json({
      users: {
        total: people.length,
        admins: counted((user) => user.role === 'admin'),
        students: counted((user) => user.role === 'regular'),
        pending: counted((user) => user.status === 'pending'),
        unverified: counted((user) => !user.email_verified),
        rejected: counted((user) => user.status === 'rejected'),
      },
      courses: db.courses.length,
      enrollments: db.enrollments.length,
      submissions_awaiting_review: awaitingReview(),
      site_admin: true,
      recent_signups: [...people].sort(newestFirst).slice(0, 5),
    });
  }),
];
