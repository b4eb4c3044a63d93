import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { IdParamsSchema } from '../../../shared/contract/common';
import { StudentCourseDetailSchema, StudentCourseListSchema } from '../../../shared/contract/student';
import { toCourseDto, toWeekDto } from '../../courses/dto';
import { courses, enrollments } from '../../db/schema';
import { courseForStudent } from '../../student/access';
import { courseOutline } from '../../student/course-outline';
import { statisticsOf } from '../../student/progress';

type Outline = Awaited<ReturnType<typeof courseOutline>>;

function weeksOf(outline: Outline, courseId: number) {
  return outline.weekRows
    .filter((week) => week.courseId === courseId)
    .map((week) => {
      const assignmentIds = outline.assignmentRows
        .filter((row) => row.weekId === week.id)
        .map((row) => row.id);
      const lessons = outline.lessonCounts.get(week.id) ?? 0;
      return { ...toWeekDto(week), statistics: statisticsOf(lessons, assignmentIds, outline.latest) };
    });
}

/** The student's own courses (their enrollments) and a course's weeks with their progress. */
const studentCourses: FastifyPluginAsyncTypebox = async (app) => {
  const student = { access: 'student' } as const;

  app.get(
    '/courses',
    { config: student, schema: { response: { 200: StudentCourseListSchema } } },
    async (request) => {
      const userId = request.account!.id;
      const rows = await app.db
        .select({ course: courses })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(eq(enrollments.userId, userId))
        .orderBy(asc(courses.title), asc(courses.id));
      const outline = await courseOutline(
        app.db,
        userId,
        rows.map(({ course }) => course.id),
      );
      return rows.map(({ course }) => {
        const courseWeeks = weeksOf(outline, course.id);
        const total = (key: 'assignments' | 'completed') =>
          courseWeeks.reduce((sum, week) => sum + week.statistics[key], 0);
        return {
          ...toCourseDto(course),
          week_count: courseWeeks.length,
          assignment_count: total('assignments'),
          completed_count: total('completed'),
          active_week_id: courseWeeks.find((week) => week.is_active)?.id ?? null,
        };
      });
    },
  );

  app.get(
    '/courses/:id',
    { config: student, schema: { params: IdParamsSchema, response: { 200: StudentCourseDetailSchema } } },
    async (request) => {
      const userId = request.account!.id;
      const course = await courseForStudent(app.db, userId, request.params.id);
      const outline = await courseOutline(app.db, userId, [course.id]);
      return { ...toCourseDto(course), weeks: weeksOf(outline, course.id) };
    },
  );
};

export default studentCourses;
