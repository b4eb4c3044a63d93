import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Account } from '../../../auth/access';
import { OWN, requireVisible, SITE, visibleCourseIds } from '../../../auth/course-staff';
import { courseExists } from '../../../courses/course-store';
import type { Database } from '../../../db/client';
import { notFound } from '../../../errors';
import { writeEnrollmentsSheet } from '../../../exports/enrollments-sheet';
import { writeGradesSheet } from '../../../exports/grades-sheet';
import type { ExportScope } from '../../../exports/pages';
import { writeUsersSheet } from '../../../exports/users-sheet';
import { sendWorkbook } from '../../../exports/workbook-response';
import { serve } from '../../serve';

/**
 * The courses a workbook covers: a course filter naming no course, or one the reader does not teach,
 * is answered 404 before any byte of the file.
 */
async function exportScope(
  db: Database,
  account: Account,
  courseId: number | undefined,
): Promise<ExportScope> {
  const courseIds = await visibleCourseIds(db, account);
  requireVisible(courseIds, courseId);
  if (courseId && !(await courseExists(db, courseId))) throw notFound('That course');
  return { courseId, courseIds };
}

/** /api/admin/exports: users, enrollments and grades as Excel workbooks, streamed as they are read. */
const adminExports: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'exportUsers', SITE, async (request, reply) =>
    sendWorkbook(request, reply, 'users', (workbook, progress) =>
      writeUsersSheet(app.db, workbook, progress),
    ),
  );

  serve(app, 'exportEnrollments', OWN, async (request, reply) => {
    const scope = await exportScope(app.db, request.account!, request.query.course_id);
    return sendWorkbook(request, reply, 'enrollments', (workbook, progress) =>
      writeEnrollmentsSheet(app.db, workbook, progress, scope),
    );
  });

  serve(app, 'exportGrades', OWN, async (request, reply) => {
    const scope = await exportScope(app.db, request.account!, request.query.course_id);
    return sendWorkbook(request, reply, 'grades', (workbook, progress) =>
      writeGradesSheet(app.db, workbook, progress, scope),
    );
  });
};

export default adminExports;
