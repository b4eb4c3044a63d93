import { HttpResponse } from 'msw';
import type { AssignmentBody } from '../../src/shared/contract';
import { db, nextId } from '../db';
import { handleAsAdmin } from './handle';
import { apiError, notFound } from './respond';
import { answerRow, rowOf } from './rows';
import { deleteWithContent } from './unconfirmed-loss';

/** The server's one assignment rule: a maximum word count below the minimum is refused on its field. */
function wordLimitProblem({ min_words: min, max_words: max }: AssignmentBody) {
  if (min == null || max == null || max >= min) return null;
  const message = 'The maximum word count cannot be below the minimum.';
  return apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', {
    detail: message,
    fields: { max_words: message },
  });
}

const fromBody = (body: AssignmentBody) => ({
  title: body.title.trim(),
  instructions_html: body.instructions_html,
  due_at: body.due_at ? new Date(body.due_at).toISOString() : null,
  min_words: body.min_words ?? null,
  max_words: body.max_words ?? null,
  allow_revisions: body.allow_revisions ?? false,
  max_versions: body.max_versions ?? 1,
  anonymous_grading: body.anonymous_grading ?? false,
});

/** /admin/weeks/{id}/assignments and /admin/assignments/{id} as the server answers them. */
export const assignmentHandlers = [
  handleAsAdmin('getWeekAssignments', ({ params }) => {
    const weekId = Number(params.id);
    if (!rowOf('weeks', weekId)) return notFound('That week');
    const assignments = db.assignments.filter((row) => row.week_id === weekId).sort((a, b) => a.id - b.id);
    return HttpResponse.json(assignments);
  }),

  handleAsAdmin('createAssignment', async ({ request, params }) => {
    const body = await request.json();
    const problem = wordLimitProblem(body);
    if (problem) return problem;
    const weekId = Number(params.id);
    if (!rowOf('weeks', weekId)) return notFound('That week');
    const now = new Date().toISOString();
    const assignment = {
      id: nextId(db.assignments),
      week_id: weekId,
      ...fromBody(body),
      created_at: now,
      updated_at: now,
    };
    db.assignments.push(assignment);
    return HttpResponse.json(assignment, { status: 201 });
  }),

  handleAsAdmin('getAssignment', ({ params }) =>
    answerRow(rowOf('assignments', params.id), 'That assignment'),
  ),

  handleAsAdmin('updateAssignment', async ({ request, params }) => {
    const body = await request.json();
    const problem = wordLimitProblem(body);
    if (problem) return problem;
    const assignment = rowOf('assignments', params.id);
    if (!assignment) return notFound('That assignment');
    Object.assign(assignment, fromBody(body), { updated_at: new Date().toISOString() });
    return HttpResponse.json(assignment);
  }),

  handleAsAdmin('deleteAssignment', ({ request, params }) => {
    const id = Number(params.id);
    if (!rowOf('assignments', id)) return notFound('That assignment');
    return deleteWithContent(request, 'assignment', { assignmentIds: [id] });
  }),
];
