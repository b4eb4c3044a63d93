import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { courseExists } from '../../../courses/course-store';
import type { Database } from '../../../db/client';
import { notFound } from '../../../errors';
import { writeEnrollmentsSheet } from '../../../exports/enrollments-sheet';
import { writeGradesSheet } from '../../../exports/grades-sheet';
import { writeUsersSheet } from '../../../exports/users-sheet';
import { sendWorkbook } from '../../../exports/workbook-response';
import { serve } from '../../serve';

/** A course filter naming no course is the caller's mistake, answered before any byte of the file. */
async function requireCourse(db: Database, courseId: number | undefined) {
  if (courseId && !(await courseExists(db, courseId))) throw notFound('That course');
}

/** /api/admin/exports: users, enrollments and grades as Excel workbooks, streamed as they are read. */
const adminExports: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' } as const;

  serve(app, 'exportUsers', admin, async (request, reply) =>
    sendWorkbook(request, reply, 'users', (workbook, progress) =>
      writeUsersSheet(app.db, workbook, progress),
    ),
  );

  serve(app, 'exportEnrollments', admin, async (request, reply) => {
    const courseId = request.query.course_id;
    await requireCourse(app.db, courseId);
    return sendWorkbook(request, reply, 'enrollments', (workbook, progress) =>
      writeEnrollmentsSheet(app.db, workbook, progress, courseId),
    );
  });

  serve(app, 'exportGrades', admin, async (request, reply) => {
    const courseId = request.query.course_id;
    await requireCourse(app.db, courseId);
    return sendWorkbook(request, reply, 'grades', (workbook, progress) =>
      writeGradesSheet(app.db, workbook, progress, courseId),
    );
  });
};

export default adminExports;
