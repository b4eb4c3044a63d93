import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listAssignmentsOfStudent } from '../../../courses/assignment-store';
import { dueDatesOf, extensionsOf } from '../../../courses/due-dates';
import { assignmentForStudent } from '../../../student/access';
import { statusOf } from '../../../student/progress';
import { toStudentSubmission } from '../../../submissions/dto';
import { latestSubmissions } from '../../../submissions/latest-essays';
import { submitRefusal } from '../../../submissions/revisions';
import { serve } from '../../serve';

/** The student's assignments: what is due, and one assignment with their latest essay. */
const studentAssignments: FastifyPluginAsyncTypebox = async (app) => {
  const student = { access: 'student' } as const;

  serve(app, 'getDueAssignments', student, async (request) => {
    const userId = request.account!.id;
    const rows = await listAssignmentsOfStudent(app.db, userId);
    const latest = await latestSubmissions(
      app.db,
      userId,
      rows.map((row) => row.assignment.id),
    );
    const extended = await extensionsOf(app.db, userId);
    return rows.map(({ assignment, courseId, courseTitle }) => ({
      id: assignment.id,
      title: assignment.title,
      week_id: assignment.weekId,
      course_id: courseId,
      course_title: courseTitle,
      due_at: (extended.get(assignment.id) ?? assignment.dueAt)?.toISOString() ?? null,
      status: statusOf(latest.get(assignment.id)),
    }));
  });

  serve(app, 'getStudentAssignment', student, async (request) => {
    const userId = request.account!.id;
    const { assignment, week, courseTitle } = await assignmentForStudent(app.db, userId, request.params.id);
    const latest = (await latestSubmissions(app.db, userId, [assignment.id])).get(assignment.id);
    // The student's own due date: the extension the instructor gave them, where there is one.
    const own = (await dueDatesOf(app.db, assignment, [userId])).get(userId)!;
    return {
      id: assignment.id,
      week_id: week.id,
      course_id: week.courseId,
      course_title: courseTitle,
      week_number: week.weekNumber,
      week_title: week.title,
      title: assignment.title,
      instructions_html: assignment.instructionsHtml,
      due_at: own.dueAt?.toISOString() ?? null,
      min_words: assignment.minWords,
      max_words: assignment.maxWords,
      latest_submission: latest ? toStudentSubmission(latest) : null,
      can_submit: (await submitRefusal(app.db, assignment, latest)) === null,
    };
  });
};

export default studentAssignments;
