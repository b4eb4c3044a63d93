import { HttpResponse, http, type PathParams } from 'msw';
import type {
  ApiError,
  CreateEnrollmentsBody,
  Enrollment,
  EnrollmentDetail,
} from '../../src/shared/contract';
import { API_ROUTES } from '../../src/shared/contract/routes';
import { db, nextId } from '../db';
import { apiError, apiPath, noContent, notFound, refuseUnlessAdmin } from './respond';

type Answer<T> = T | ApiError;
type NoBody = never;
interface CreatedAnswer {
  created: EnrollmentDetail[];
  already_enrolled: number[];
}

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
  http.get<PathParams, NoBody, Answer<EnrollmentDetail[]>>(
    apiPath(API_ROUTES.getEnrollments.path),
    ({ request }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      const query = new URL(request.url).searchParams;
      const courseId = Number(query.get('course_id') ?? 0);
      const userId = Number(query.get('user_id') ?? 0);
      const rows = db.enrollments.filter(
        (row) => (!courseId || row.course_id === courseId) && (!userId || row.user_id === userId),
      );
      return HttpResponse.json(rows.map(withPerson).sort(byCourseThenName));
    },
  ),

  http.post<PathParams, CreateEnrollmentsBody, Answer<CreatedAnswer>>(
    apiPath(API_ROUTES.createEnrollment.path),
    async ({ request }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      const body = await request.json();
      const course = db.courses.find((row) => row.id === body.course_id);
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
      return HttpResponse.json(
        { created: created.sort(byCourseThenName), already_enrolled },
        { status: 201 },
      );
    },
  ),

  http.delete<{ id: string }>(apiPath(API_ROUTES.deleteEnrollment.path), ({ request, params }) => {
    const refusal = refuseUnlessAdmin(request);
    if (refusal) return refusal;
    const id = Number(params.id);
    if (!db.enrollments.some((row) => row.id === id)) return notFound('That enrollment');
    db.enrollments = db.enrollments.filter((row) => row.id !== id);
    return noContent();
  }),
];
