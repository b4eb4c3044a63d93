import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { IdParamsSchema } from '../../../shared/contract/common';
import { StudentWeekSchema } from '../../../shared/contract/student';
import { toWeekDto } from '../../courses/dto';
import { assignments, lessons } from '../../db/schema';
import { weekForStudent } from '../../student/access';
import { assignmentSummary } from '../../student/assignment-summary';
import { latestSubmissions, statisticsOf } from '../../student/progress';

/** GET /api/student/weeks/{id}: a week's lessons and assignments, with the student's progress. */
const studentWeeks: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/weeks/:id',
    {
      config: { access: 'student' },
      schema: { params: IdParamsSchema, response: { 200: StudentWeekSchema } },
    },
    async (request) => {
      const userId = request.account!.id;
      const { week, courseTitle } = await weekForStudent(app.db, userId, request.params.id);
      const [lessonRows, assignmentRows] = await Promise.all([
        app.db
          .select()
          .from(lessons)
          .where(eq(lessons.weekId, week.id))
          .orderBy(asc(lessons.position), asc(lessons.id)),
        app.db
          .select()
          .from(assignments)
          .where(eq(assignments.weekId, week.id))
          .orderBy(asc(assignments.dueAt), asc(assignments.id)),
      ]);
      const assignmentIds = assignmentRows.map((row) => row.id);
      const latest = await latestSubmissions(app.db, userId, assignmentIds);
      return {
        ...toWeekDto(week),
        course_title: courseTitle,
        lessons: lessonRows.map((lesson) => ({
          id: lesson.id,
          week_id: lesson.weekId,
          title: lesson.title,
          content_html: lesson.contentHtml,
          position: lesson.position,
        })),
        assignments: assignmentRows.map((row) => assignmentSummary(row, latest.get(row.id))),
        statistics: statisticsOf(lessonRows.length, assignmentIds, latest),
      };
    },
  );
};

export default studentWeeks;
