import { HttpResponse } from 'msw';
import type { Enrollment, EnrollmentDetail } from '../../src/shared/contract';
import { db, nextId } from '../db';
import { handleAsAdmin } from './handle';
import { apiError, notFound } from './respond';
import { deleteRow, rowOf } from './rows';

function withPerson(enrollment: Enrollment): EnrollmentDetail {
  const person = db.users.get(enrollment.user_id);
  return {
    ...enrollment,
    username: person?.username ?? '',
    display_name: person?.display_name ?? '',
    email: person?.email ?? '',
  };
}

/** The server's order: by course title, then username. */
const byCourseThenName = (a: EnrollmentDetail, b: EnrollmentDetail) =>
  a.course_title.localeCompare(b.course_title) || a.username.localeCompare(b.username);

/** /admin/enrollments as the server answers it: listed by course or user, many created at once. */
export const enrollmentHandlers = [
  handleAsAdmin('getEnrollments', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const courseId = Number(query.get('course_id') ?? 0);
    const userId = Number(query.get('user_id') ?? 0);
    const rows = db.enrollments.filter(
      (row) => (!courseId || row.course_id === courseId) && (!userId || row.user_id === userId),
    );
    return HttpResponse.json(rows.map(withPerson).sort(byCourseThenName));
  }),

  handleAsAdmin('createEnrollment', async ({ request }) => {
    const body = await request.json();
    const course = rowOf('courses', body.course_id);
    if (!course) return notFound('That course');
    const userIds = [...new Set(body.user_ids)];
    const missing = userIds.filter((id) => db.users.get(id)?.role !== 'regular');
    if (missing.length) {
      const error = 'Only existing students can be enrolled.';
      return apiError(400, 'VALIDATION_FAILED', error, {
        detail: `Not a student: ${missing.join(', ')}.`,
        fields: { user_ids: error },
      });
    }
    const enrolled = (id: number) =>
      db.enrollments.some((row) => row.course_id === course.id && row.user_id === id);
    const already_enrolled = userIds.filter(enrolled);
    const created = userIds
      .filter((id) => !already_enrolled.includes(id))
      .map((user_id) => {
        const row = {
          id: nextId(db.enrollments),
          user_id,
          course_id: course.id,
          course_title: course.title,
          created_at: new Date().toISOString(),
        };
        db.enrollments.push(row);
        return withPerson(row);
      });
    return HttpResponse.json({ created: created.sort(byCourseThenName), already_enrolled }, { status: 201 });
  }),

  handleAsAdmin('deleteEnrollment', ({ params }) => deleteRow('enrollments', params.id, 'That enrollment')),
];
