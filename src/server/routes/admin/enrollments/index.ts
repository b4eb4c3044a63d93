import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode } from '../../../../shared/contract/common';
import { rolesOf } from '../../../accounts/user-store';
import { courseExists } from '../../../courses/course-store';
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
  const admin = { access: 'admin' } as const;

  serve(app, 'getEnrollments', admin, async (request) => {
    const { course_id: courseId, user_id: userId } = request.query;
    return (await listEnrollmentDetails(app.db, { courseId, userId })).map(toEnrollmentDetail);
  });

  serve(app, 'createEnrollment', admin, async (request, reply) => {
    const { course_id: courseId } = request.body;
    const userIds = [...new Set(request.body.user_ids)];
    if (!(await courseExists(app.db, courseId))) throw notFound('That course');
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

  serve(app, 'deleteEnrollment', admin, async (request, reply) => {
    if (!(await deleteEnrollment(app.db, request.params.id))) throw notFound('That enrollment');
    return reply.status(204).send();
  });
};

export default adminEnrollments;
