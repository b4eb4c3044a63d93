import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Course } from '../../../../shared/contract/courses';
import { titleOf } from '../../../content/title';
import {
  deleteCourse,
  findCourse,
  insertCourse,
  listCourses,
  updateCourse,
} from '../../../courses/course-store';
import { toCourseDto, toWeekDto } from '../../../courses/dto';
import { joinOf } from '../../../courses/join-codes';
import { listWeeksOfCourse } from '../../../courses/week-store';
import { EVERYONE, ReadCache } from '../../../db/read-cache';
import { notFound } from '../../../errors';
import { refuseUnconfirmedLoss } from '../../../submissions/guard-deletion';
import { serve } from '../../serve';

/** /api/admin/courses: the instructor's course CRUD (spec section 7). */
const adminCourses: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' } as const;

  const courseList = new ReadCache<Course[]>(app.changes, { tables: ['courses'] });
  serve(app, 'getCourses', admin, async () =>
    courseList.get(EVERYONE, 'all', async () => (await listCourses(app.db)).map(toCourseDto)),
  );

  serve(app, 'getCourse', admin, async (request) => {
    const course = await findCourse(app.db, request.params.id);
    if (!course) throw notFound('That course');
    const courseWeeks = await listWeeksOfCourse(app.db, course.id);
    return {
      ...toCourseDto(course),
      weeks: courseWeeks.map((week) => toWeekDto(week)),
      join: joinOf(course),
    };
  });

  serve(app, 'createCourse', admin, async (request, reply) => {
    const course = await insertCourse(app.db, {
      title: titleOf(request.body.title),
      description: request.body.description ?? '',
    });
    return reply.status(201).send(toCourseDto(course));
  });

  serve(app, 'updateCourse', admin, async (request) => {
    const { description } = request.body;
    const course = await updateCourse(app.db, request.params.id, {
      title: titleOf(request.body.title),
      ...(description === undefined ? {} : { description }),
    });
    if (!course) throw notFound('That course');
    return toCourseDto(course);
  });

  // Essays are students' work: deleting a course that holds some needs an explicit confirmation.
  serve(app, 'deleteCourse', admin, async (request, reply) => {
    await refuseUnconfirmedLoss(app.db, { course: request.params.id }, request.query.confirmed);
    if (!(await deleteCourse(app.db, request.params.id))) throw notFound('That course');
    return reply.status(204).send();
  });
};

export default adminCourses;
