import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listAssignmentsOfWeekByDueDate } from '../../courses/assignment-store';
import { toWeekDto } from '../../courses/dto';
import { listLessonsOfWeek } from '../../courses/lesson-store';
import { weekForStudent } from '../../student/access';
import { assignmentSummary } from '../../student/assignment-summary';
import { statisticsOf } from '../../student/progress';
import { latestSubmissions } from '../../submissions/latest-essays';
import { serve } from '../serve';

/** GET /api/student/weeks/{id}: a week's lessons and assignments, with the student's progress. */
const studentWeeks: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getStudentWeek', { access: 'student' }, async (request) => {
    const userId = request.account!.id;
    const { week, courseTitle } = await weekForStudent(app.db, userId, request.params.id);
    const [lessonRows, assignmentRows] = await Promise.all([
      listLessonsOfWeek(app.db, week.id),
      listAssignmentsOfWeekByDueDate(app.db, week.id),
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
  });
};

export default studentWeeks;
