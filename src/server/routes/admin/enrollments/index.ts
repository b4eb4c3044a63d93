import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode } from '../../../../shared/contract/common';
import { rolesOf } from '../../../accounts/user-store';
import { OWN, requireStaff, requireVisible, staffOf, visibleCourseIds } from '../../../auth/course-staff';
import { toEnrollmentDetail } from '../../../enrollments/dto';
import {
  deleteEnrollment,
  enrollmentDetailsByIds,
  insertEnrollments,
  listEnrollmentDetails,
} from '../../../enrollments/enrollment-store';
import { HttpError, notFound } from '../../../errors';
import { serve } from '../../serve';

/** /api/admin/enrollments: who is in which course, enrolled one or many at a time. */
const adminEnrollments: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getEnrollments', OWN, async (request) => {
    const { course_id: courseId, user_id: userId } = request.query;
    const visible = await visibleCourseIds(app.db, request.account!);
    requireVisible(visible, courseId);
    return (await listEnrollmentDetails(app.db, { courseId, userId, courseIds: visible })).map(
      toEnrollmentDetail,
    );
  });

  // The course is in the body, so its staff are checked here rather than before the body is read.
  serve(app, 'createEnrollment', OWN, async (request, reply) => {
    const { course_id: courseId } = request.body;
    const userIds = [...new Set(request.body.user_ids)];
    await requireStaff(app.db, request.account!, 'course', courseId, 'edit');
    const students = await rolesOf(app.db, userIds);
    const missing = userIds.filter(
      (id) => !students.some((student) => student.id === id && student.role === 'regular'),
    );
    if (missing.length) {
      throw new HttpError(
        400,
        ErrorCode.validationFailed,
        'Only existing students can be enrolled.',
        `Not a student: ${missing.join(', ')}.`,
        {
          user_ids: 'Only existing students can be enrolled.',
        },
      );
    }
    const inserted = await insertEnrollments(app.db, courseId, userIds);
    const created = inserted.length
      ? (
          await enrollmentDetailsByIds(
            app.db,
            inserted.map((row) => row.id),
          )
        ).map(toEnrollmentDetail)
      : [];
    const alreadyEnrolled = userIds.filter((id) => !inserted.some((row) => row.userId === id));
    return reply.status(201).send({ created, already_enrolled: alreadyEnrolled });
  });

  serve(app, 'deleteEnrollment', staffOf('enrollment', 'id', 'edit'), async (request, reply) => {
    if (!(await deleteEnrollment(app.db, request.params.id))) throw notFound('That enrollment');
    return reply.status(204).send();
  });
};

export default adminEnrollments;
