import { HttpResponse, http } from 'msw';
import type { ApiError, Week, WeekBody } from '../../src/shared/contract';
import { API_ROUTES } from '../../src/shared/contract/routes';
import { db, nextId } from '../db';
import { apiError, apiPath, noContent, notFound, refuseUnlessAdmin } from './respond';
import { refuseUnconfirmedLoss } from './unconfirmed-loss';

type Answer<T> = T | ApiError;
type NoBody = never;

/** The server's two week rules: dates in order, and one week per number in a course. */
function weekProblem(body: WeekBody, courseId: number, ownId?: number) {
  if (body.starts_on && body.ends_on && body.ends_on < body.starts_on) {
    const message = 'The week cannot end before it starts.';
    return apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', {
      detail: message,
      fields: { ends_on: message },
    });
  }
  const taken = db.weeks.some(
    (week) => week.course_id === courseId && week.week_number === body.week_number && week.id !== ownId,
  );
  if (!taken) return null;
  const message = `Week ${body.week_number} already exists in this course.`;
  return apiError(409, 'CONFLICT', message, { fields: { week_number: message } });
}

const fromBody = (body: WeekBody) => ({
  week_number: body.week_number,
  title: body.title ?? '',
  starts_on: body.starts_on ?? null,
  ends_on: body.ends_on ?? null,
});

export const weekHandlers = [
  http.get<{ courseId: string }, NoBody, Answer<Week[]>>(
    apiPath(API_ROUTES.getCourseWeeks.path),
    ({ request, params }) => {
      const courseId = Number(params.courseId);
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      if (!db.courses.some((course) => course.id === courseId)) return notFound('That course');
      const weeks = db.weeks.filter((week) => week.course_id === courseId);
      return HttpResponse.json(weeks.sort((a, b) => a.week_number - b.week_number));
    },
  ),

  http.post<{ courseId: string }, WeekBody, Answer<Week>>(
    apiPath(API_ROUTES.createWeek.path),
    async ({ request, params }) => {
      const courseId = Number(params.courseId);
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      if (!db.courses.some((course) => course.id === courseId)) return notFound('That course');
      const body = await request.json();
      const problem = weekProblem(body, courseId);
      if (problem) return problem;
      const week = { id: nextId(db.weeks), course_id: courseId, ...fromBody(body), is_active: false };
      db.weeks.push(week);
      return HttpResponse.json(week, { status: 201 });
    },
  ),

  http.get<{ id: string }, NoBody, Answer<Week>>(apiPath(API_ROUTES.getWeek.path), ({ request, params }) => {
    const refusal = refuseUnlessAdmin(request);
    if (refusal) return refusal;
    const week = db.weeks.find((row) => row.id === Number(params.id));
    return week ? HttpResponse.json(week) : notFound('That week');
  }),

  http.put<{ id: string }, WeekBody, Answer<Week>>(
    apiPath(API_ROUTES.updateWeek.path),
    async ({ request, params }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      const week = db.weeks.find((row) => row.id === Number(params.id));
      if (!week) return notFound('That week');
      const body = await request.json();
      const problem = weekProblem(body, week.course_id, week.id);
      if (problem) return problem;
      Object.assign(week, fromBody(body));
      return HttpResponse.json(week);
    },
  ),

  http.delete<{ id: string }>(apiPath(API_ROUTES.deleteWeek.path), ({ request, params }) => {
    const refusal = refuseUnlessAdmin(request);
    if (refusal) return refusal;
    const id = Number(params.id);
    if (!db.weeks.some((row) => row.id === id)) return notFound('That week');
    const assignmentIds = db.assignments.filter((row) => row.week_id === id).map((row) => row.id);
    const loss = refuseUnconfirmedLoss(request, 'week', assignmentIds);
    if (loss) return loss;
    db.weeks = db.weeks.filter((row) => row.id !== id);
    db.lessons = db.lessons.filter((lesson) => lesson.week_id !== id);
    db.assignments = db.assignments.filter((row) => !assignmentIds.includes(row.id));
    db.submissions = db.submissions.filter((row) => !assignmentIds.includes(row.assignment_id));
    return noContent();
  }),
];
