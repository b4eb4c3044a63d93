import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { CourseExportQuerySchema, UsersExportQuerySchema } from '../../../../shared/contract/exports';
import type { Database } from '../../../db/client';
import { courses } from '../../../db/schema';
import { notFound } from '../../../errors';
import { writeEnrollmentsSheet } from '../../../exports/enrollments-sheet';
import { writeGradesSheet } from '../../../exports/grades-sheet';
import { writeUsersSheet } from '../../../exports/users-sheet';
import { sendWorkbook } from '../../../exports/workbook-response';

/** A course filter naming no course is the caller's mistake, answered before any byte of the file. */
async function requireCourse(db: Database, courseId: number | undefined) {
  if (!courseId) return;
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw notFound('That course');
}

/** /api/admin/exports: users, enrollments and grades as Excel workbooks, streamed as they are read. */
const adminExports: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' } as const;

  app.get(
    '/users.xlsx',
    { config: admin, schema: { querystring: UsersExportQuerySchema } },
    async (request, reply) =>
      sendWorkbook(request, reply, 'users', (workbook, progress) =>
        writeUsersSheet(app.db, workbook, progress),
      ),
  );

  app.get(
    '/enrollments.xlsx',
    { config: admin, schema: { querystring: CourseExportQuerySchema } },
    async (request, reply) => {
      const courseId = request.query.course_id;
      await requireCourse(app.db, courseId);
      return sendWorkbook(request, reply, 'enrollments', (workbook, progress) =>
        writeEnrollmentsSheet(app.db, workbook, progress, courseId),
      );
    },
  );

  app.get(
    '/grades.xlsx',
    { config: admin, schema: { querystring: CourseExportQuerySchema } },
    async (request, reply) => {
      const courseId = request.query.course_id;
      await requireCourse(app.db, courseId);
      return sendWorkbook(request, reply, 'grades', (workbook, progress) =>
        writeGradesSheet(app.db, workbook, progress, courseId),
      );
    },
  );
};

export default adminExports;
