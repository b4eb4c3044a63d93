import { HttpResponse, http } from 'msw';
import type { ApiError, Rubric, RubricBody, RubricLibraryEntry } from '../../src/shared/contract';
import { API_ROUTES } from '../../src/shared/contract/routes';
import { NO_RUBRIC, rubricPoints } from '../../src/shared/rules/rubric-grade';
import { numberedRubric, RubricRefusal } from '../../src/shared/rules/rubric-numbering';
import { db } from '../db';
import { apiError, apiPath, notFound, refuseUnlessAdmin } from './respond';

type Answer<T> = T | ApiError;
type NoBody = never;

const ASSIGNMENT = 'That assignment';
const assignmentOf = (id: string) => db.assignments.find((row) => row.id === Number(id));

/** As the server keeps them: one rubric per assignment, numbered by the shared rule, and the library. */
export const rubricHandlers = [
  http.get<{ id: string }, NoBody, Answer<Rubric>>(
    apiPath(API_ROUTES.getRubric.path),
    ({ request, params }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      const assignment = assignmentOf(params.id);
      if (!assignment) return notFound(ASSIGNMENT);
      return HttpResponse.json(db.rubrics.get(assignment.id) ?? NO_RUBRIC);
    },
  ),

  http.put<{ id: string }, RubricBody, Answer<Rubric>>(
    apiPath(API_ROUTES.saveRubric.path),
    async ({ request, params }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      const assignment = assignmentOf(params.id);
      if (!assignment) return notFound(ASSIGNMENT);
      try {
        const rubric = numberedRubric(await request.json(), db.rubrics.get(assignment.id) ?? null);
        if (rubric.criteria.length) db.rubrics.set(assignment.id, rubric);
        else db.rubrics.delete(assignment.id);
        return HttpResponse.json(rubric);
      } catch (error) {
        if (!(error instanceof RubricRefusal)) throw error;
        return apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', {
          detail: error.message,
          fields: { [error.field]: error.message },
        });
      }
    },
  ),

  http.get<never, NoBody, Answer<RubricLibraryEntry[]>>(
    apiPath(API_ROUTES.getRubricLibrary.path),
    ({ request }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      const entries = [...db.rubrics].flatMap(([assignmentId, rubric]) => {
        const assignment = db.assignments.find((row) => row.id === assignmentId);
        const week = db.weeks.find((row) => row.id === assignment?.week_id);
        const course = db.courses.find((row) => row.id === week?.course_id);
        if (!assignment || !course) return [];
        return [
          {
            assignment_id: assignment.id,
            assignment_title: assignment.title,
            course_title: course.title,
            criteria: rubric.criteria.map((criterion) => criterion.title),
            points: rubricPoints(rubric),
          },
        ];
      });
      return HttpResponse.json(entries);
    },
  ),
];
