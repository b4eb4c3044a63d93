import { HttpResponse } from 'msw';
import { NO_RUBRIC, rubricPoints } from '../../src/shared/rules/rubric-grade';
import { numberedRubric, RubricRefusal } from '../../src/shared/rules/rubric-numbering';
import { db } from '../db';
import { handleAsAdmin } from './handle';
import { apiError, notFound } from './respond';
import { rowOf } from './rows';

const ASSIGNMENT = 'That assignment';

/** As the server keeps them: one rubric per assignment, numbered by the shared rule, and the library. */
export const rubricHandlers = [
  handleAsAdmin('getRubric', ({ params }) => {
    const assignment = rowOf('assignments', params.id);
    if (!assignment) return notFound(ASSIGNMENT);
    return HttpResponse.json(db.rubrics.get(assignment.id) ?? NO_RUBRIC);
  }),

  handleAsAdmin('saveRubric', async ({ request, params }) => {
    const assignment = rowOf('assignments', params.id);
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
  }),

  handleAsAdmin('getRubricLibrary', () => {
    const entries = [...db.rubrics].flatMap(([assignmentId, rubric]) => {
      const assignment = rowOf('assignments', assignmentId);
      const week = rowOf('weeks', assignment?.week_id ?? 0);
      const course = rowOf('courses', week?.course_id ?? 0);
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
  }),
];
