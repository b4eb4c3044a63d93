import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asDuplicateConflict } from '../../../accounts/users';
import { findCourse } from '../../../courses/course-store';
import { importRoster } from '../../../enrollments/roster-import';
import { notFound } from '../../../errors';
import { serve } from '../../serve';

/**
 * POST /api/admin/courses/{id}/roster: a class list as CSV. Existing accounts are enrolled, new addresses
 * invited; rows that cannot be imported are answered by line, the others imported in one transaction.
 */
const roster: FastifyPluginAsyncTypebox = async (app) => {
  const editCourse = { access: 'admin', staff: { kind: 'course', param: 'id', need: 'edit' } } as const;
  serve(app, 'importRoster', editCourse, async (request) => {
    if (!(await findCourse(app.db, request.params.id))) throw notFound('That course');
    const result = await importRoster(app.db, request.params.id, request.body.csv).catch((error) => {
      throw asDuplicateConflict(error);
    });
    if (result.invited) app.jobs.wake();
    request.log.info(
      { courseId: request.params.id, ...result, errors: result.errors.length },
      'class list imported',
    );
    return result;
  });
};

export default roster;
