import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listEnrolledCourses } from '../../courses/course-store';
import { toCourseDto, toWeekDto } from '../../courses/dto';
import { courseForStudent } from '../../student/access';
import { courseOutline } from '../../student/course-outline';
import { statisticsOf } from '../../student/progress';
import { serve } from '../serve';

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

  serve(app, 'getStudentCourses', student, async (request) => {
    const userId = request.account!.id;
    const enrolled = await listEnrolledCourses(app.db, userId);
    const outline = await courseOutline(
      app.db,
      userId,
      enrolled.map((course) => course.id),
    );
    return enrolled.map((course) => {
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
  });

  serve(app, 'getStudentCourse', student, async (request) => {
    const userId = request.account!.id;
    const course = await courseForStudent(app.db, userId, request.params.id);
    const outline = await courseOutline(app.db, userId, [course.id]);
    return { ...toCourseDto(course), weeks: weeksOf(outline, course.id) };
  });
};

export default studentCourses;
