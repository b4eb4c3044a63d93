import { HttpResponse } from 'msw';
import type { WeekBody } from '../../src/shared/contract';
import { db, nextId } from '../db';
import { handleAsAdmin } from './handle';
import { apiError, notFound } from './respond';
import { answerRow, rowOf } from './rows';
import { deleteWithContent } from './unconfirmed-loss';

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
  handleAsAdmin('getCourseWeeks', ({ params }) => {
    const courseId = Number(params.courseId);
    if (!rowOf('courses', courseId)) return notFound('That course');
    const weeks = db.weeks.filter((week) => week.course_id === courseId);
    return HttpResponse.json(weeks.sort((a, b) => a.week_number - b.week_number));
  }),

  handleAsAdmin('createWeek', async ({ request, params }) => {
    const courseId = Number(params.courseId);
    if (!rowOf('courses', courseId)) return notFound('That course');
    const body = await request.json();
    const problem = weekProblem(body, courseId);
    if (problem) return problem;
    const week = { id: nextId(db.weeks), course_id: courseId, ...fromBody(body), is_active: false };
    db.weeks.push(week);
    return HttpResponse.json(week, { status: 201 });
  }),

  handleAsAdmin('getWeek', ({ params }) => answerRow(rowOf('weeks', params.id), 'That week')),

  handleAsAdmin('updateWeek', async ({ request, params }) => {
    const week = rowOf('weeks', params.id);
    if (!week) return notFound('That week');
    const body = await request.json();
    const problem = weekProblem(body, week.course_id, week.id);
    if (problem) return problem;
    Object.assign(week, fromBody(body));
    return HttpResponse.json(week);
  }),

  handleAsAdmin('deleteWeek', ({ request, params }) => {
    const id = Number(params.id);
    if (!rowOf('weeks', id)) return notFound('That week');
    const assignmentIds = db.assignments.filter((row) => row.week_id === id).map((row) => row.id);
    return deleteWithContent(request, 'week', { weekIds: [id], assignmentIds });
  }),
];
