import { HttpResponse } from 'msw';
import { shownName } from '../../src/shared/rules/account';
import { isMissing, minutesLate } from '../../src/shared/rules/due-dates';
import { db } from '../db';
import { handleAsAdmin } from './handle';
import { noContent, notFound } from './respond';

/** A student's own due date for an assignment: their extension, else the assignment's. */
export function ownDueDate(
  assignmentId: number,
  userId: number,
): { dueAt: string | null; extended: boolean } {
  const own = db.extensions.get(`${assignmentId}:${userId}`);
  const assignment = db.assignments.find((row) => row.id === assignmentId);
  return { dueAt: own ?? assignment?.due_at ?? null, extended: own !== undefined };
}

/** How late an essay came, as the server answers it. */
export function latenessOf(assignmentId: number, userId: number, submittedAt: string) {
  const own = ownDueDate(assignmentId, userId);
  const late = minutesLate(new Date(submittedAt), own.dueAt ? new Date(own.dueAt) : null);
  return { due_at: own.dueAt, extended: own.extended, late: late !== null, minutes_late: late };
}

function courseOf(assignmentId: number) {
  const assignment = db.assignments.find((row) => row.id === assignmentId);
  return db.weeks.find((week) => week.id === assignment?.week_id)?.course_id;
}

export const dueDateHandlers = [
  handleAsAdmin('getAssignmentStudents', ({ params }) => {
    const id = Number(params.id);
    const courseId = courseOf(id);
    if (courseId === undefined) return notFound('That assignment');
    const students = db.enrollments
      .filter((row) => row.course_id === courseId)
      .flatMap((row) => db.users.get(row.user_id) ?? [])
      .filter((user) => user.role === 'regular')
      .sort((a, b) => shownName(a).localeCompare(shownName(b)));
    return HttpResponse.json(
      students.map((user) => {
        const own = ownDueDate(id, user.id);
        const submitted = db.submissions.some((row) => row.assignment_id === id && row.user_id === user.id);
        return {
          user_id: user.id,
          username: user.username,
          display_name: shownName(user),
          due_at: own.dueAt,
          extended: own.extended,
          submitted,
          missing: isMissing(own.dueAt ? new Date(own.dueAt) : null, submitted),
        };
      }),
    );
  }),

  handleAsAdmin('setExtension', async ({ request, params }) => {
    const [id, userId] = [Number(params.id), Number(params.userId)];
    const courseId = courseOf(id);
    if (courseId === undefined) return notFound('That assignment');
    if (!db.enrollments.some((row) => row.course_id === courseId && row.user_id === userId))
      return notFound('That student');
    const { due_at } = await request.json();
    db.extensions.set(`${id}:${userId}`, due_at);
    return HttpResponse.json({ assignment_id: id, user_id: userId, due_at });
  }),

  handleAsAdmin('deleteExtension', ({ params }) => {
    if (!db.extensions.delete(`${params.id}:${params.userId}`)) return notFound('That extension');
    return noContent();
  }),
];
