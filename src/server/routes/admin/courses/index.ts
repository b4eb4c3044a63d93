import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Course } from '../../../../shared/contract/courses';
import type { StaffNeed } from '../../../auth/course-staff';
import { requireStaff, visibleCourseIds } from '../../../auth/course-staff';
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
import { listStaff } from '../../../courses/staff-store';
import { listWeeksOfCourse } from '../../../courses/week-store';
import { EVERYONE, ReadCache } from '../../../db/read-cache';
import { mustFind, notFound } from '../../../errors';
import { refuseUnconfirmedLoss } from '../../../submissions/guard-deletion';
import { serve } from '../../serve';

/** /api/admin/courses: the instructor's course CRUD (spec section 7). */
const adminCourses: FastifyPluginAsyncTypebox = async (app) => {
  const own = { access: 'admin', staff: 'own' } as const;
  const course = (need: StaffNeed) =>
    ({ access: 'admin', staff: { kind: 'course', param: 'id', need } }) as const;

  const courseList = new ReadCache<Course[]>(app.changes, { tables: ['courses', 'course_staff'] });
  serve(app, 'getCourses', own, async (request) => {
    const visible = await visibleCourseIds(app.db, request.account!);
    const all = await courseList.get(EVERYONE, 'all', async () =>
      (await listCourses(app.db)).map(toCourseDto),
    );
    return visible === null ? all : all.filter((each) => visible.includes(each.id));
  });

  serve(app, 'getCourse', course('view'), async (request) => {
    const found = mustFind(await findCourse(app.db, request.params.id), 'That course');
    const [courseWeeks, staff] = await Promise.all([
      listWeeksOfCourse(app.db, found.id),
      listStaff(app.db, found.id),
    ]);
    return {
      ...toCourseDto(found),
      weeks: courseWeeks.map((week) => toWeekDto(week)),
      join: joinOf(found),
      staff,
      assistants_may_edit: found.assistantsMayEdit,
      assistants_may_release: found.assistantsMayRelease,
      my_role: request.staffPlace!.role,
    };
  });

  // Whoever makes a course teaches it; the site administrator sees it as every other.
  serve(app, 'createCourse', own, async (request, reply) => {
    const { title, description = '', assistants_may_edit, assistants_may_release } = request.body;
    const created = await insertCourse(
      app.db,
      {
        title: titleOf(title),
        description,
        ...(assistants_may_edit !== undefined && { assistantsMayEdit: assistants_may_edit }),
        ...(assistants_may_release !== undefined && { assistantsMayRelease: assistants_may_release }),
      },
      request.account!.id,
    );
    return reply.status(201).send(toCourseDto(created));
  });

  serve(app, 'updateCourse', course('edit'), async (request) => {
    const { description, assistants_may_edit, assistants_may_release } = request.body;
    const rights = assistants_may_edit !== undefined || assistants_may_release !== undefined;
    // An assistant allowed to edit still may not widen what assistants may do.
    if (rights) await requireStaff(app.db, request.account!, 'course', request.params.id, 'manage');
    const course = mustFind(
      await updateCourse(app.db, request.params.id, {
        title: titleOf(request.body.title),
        ...(description === undefined ? {} : { description }),
        ...(assistants_may_edit !== undefined && { assistantsMayEdit: assistants_may_edit }),
        ...(assistants_may_release !== undefined && { assistantsMayRelease: assistants_may_release }),
      }),
      'That course',
    );
    return toCourseDto(course);
  });

  // Essays are students' work: deleting a course that holds some needs an explicit confirmation.
  serve(app, 'deleteCourse', course('manage'), async (request, reply) => {
    await refuseUnconfirmedLoss(app.db, { course: request.params.id }, request.query.confirmed);
    if (!(await deleteCourse(app.db, request.params.id))) throw notFound('That course');
    return reply.status(204).send();
  });
};

export default adminCourses;
