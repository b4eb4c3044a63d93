import { HttpResponse, http } from 'msw';
import type { ApiError, Assignment, AssignmentBody } from '../../src/shared/contract';
import { API_ROUTES } from '../../src/shared/contract/routes';
import { db, nextId } from '../db';
import { apiError, apiPath, noContent, notFound, refuseUnlessAdmin } from './respond';
import { refuseUnconfirmedLoss } from './unconfirmed-loss';

type Answer<T> = T | ApiError;
type NoBody = never;

const weekExists = (weekId: number) => db.weeks.some((week) => week.id === weekId);

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
  http.get<{ id: string }, NoBody, Answer<Assignment[]>>(
    apiPath(API_ROUTES.getWeekAssignments.path),
    ({ request, params }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      const weekId = Number(params.id);
      if (!weekExists(weekId)) return notFound('That week');
      const assignments = db.assignments.filter((row) => row.week_id === weekId).sort((a, b) => a.id - b.id);
      return HttpResponse.json(assignments);
    },
  ),

  http.post<{ id: string }, AssignmentBody, Answer<Assignment>>(
    apiPath(API_ROUTES.createAssignment.path),
    async ({ request, params }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      const body = await request.json();
      const problem = wordLimitProblem(body);
      if (problem) return problem;
      const weekId = Number(params.id);
      if (!weekExists(weekId)) return notFound('That week');
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
    },
  ),

  http.get<{ id: string }, NoBody, Answer<Assignment>>(
    apiPath(API_ROUTES.getAssignment.path),
    ({ request, params }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      const assignment = db.assignments.find((row) => row.id === Number(params.id));
      return assignment ? HttpResponse.json(assignment) : notFound('That assignment');
    },
  ),

  http.put<{ id: string }, AssignmentBody, Answer<Assignment>>(
    apiPath(API_ROUTES.updateAssignment.path),
    async ({ request, params }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      const body = await request.json();
      const problem = wordLimitProblem(body);
      if (problem) return problem;
      const assignment = db.assignments.find((row) => row.id === Number(params.id));
      if (!assignment) return notFound('That assignment');
      Object.assign(assignment, fromBody(body), { updated_at: new Date().toISOString() });
      return HttpResponse.json(assignment);
    },
  ),

  http.delete<{ id: string }>(apiPath(API_ROUTES.deleteAssignment.path), ({ request, params }) => {
    const refusal = refuseUnlessAdmin(request);
    if (refusal) return refusal;
    const id = Number(params.id);
    if (!db.assignments.some((row) => row.id === id)) return notFound('That assignment');
    const loss = refuseUnconfirmedLoss(request, 'assignment', [id]);
    if (loss) return loss;
    db.assignments = db.assignments.filter((row) => row.id !== id);
    db.submissions = db.submissions.filter((row) => row.assignment_id !== id);
    return noContent();
  }),
];
