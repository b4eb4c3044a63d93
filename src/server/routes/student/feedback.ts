import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { IdParamsSchema } from '../../../shared/contract/common';
import { type GradeItem, GradeItemListSchema } from '../../../shared/contract/submissions';
import type { Database } from '../../db/client';
import { ReadCache } from '../../db/read-cache';
import { assignments, submissions } from '../../db/schema';
import { notFound } from '../../errors';
import { gradeItemOf, isReleased } from '../../submissions/dto';

/** The student's released entries, newest first; hidden ones and unreleased ones never leave. */
async function releasedItems(db: Database, userId: number) {
  const rows = await db
    .select({ submission: submissions, title: assignments.title })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .where(and(eq(submissions.userId, userId), isNull(submissions.hiddenFromStudentAt)))
    .orderBy(desc(submissions.gradedAt), desc(submissions.submittedAt));
  return rows
    .filter(({ submission }) => isReleased(submission))
    .map(({ submission, title }) => gradeItemOf(submission, title));
}

/** Spec section 7: GET /student/grades, GET /student/feedback, DELETE /student/feedback/{id}. */
const studentGrades: FastifyPluginAsyncTypebox = async (app) => {
  const student = { access: 'student' } as const;
  // Read on every page a student opens and changed only when an essay is submitted or released.
  const released = new ReadCache<GradeItem[]>(app.changes, { tables: ['submissions', 'assignments'] });
  const releasedOf = (userId: number) =>
    released.get(userId, 'released', () => releasedItems(app.db, userId));

  app.get(
    '/grades',
    { config: student, schema: { response: { 200: GradeItemListSchema } } },
    async (request) => releasedOf(request.account!.id),
  );

  app.get(
    '/feedback',
    { config: student, schema: { response: { 200: GradeItemListSchema } } },
    async (request) => {
      const items = await releasedOf(request.account!.id);
      return items.filter((item) => item.feedback?.trim());
    },
  );

  // Hides the entry from the student's lists only: the instructor's grade and feedback stay.
  app.delete(
    '/feedback/:id',
    { config: student, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const [hidden] = await app.db
        .update(submissions)
        .set({ hiddenFromStudentAt: new Date() })
        .where(and(eq(submissions.id, request.params.id), eq(submissions.userId, request.account!.id)))
        .returning({ id: submissions.id });
      if (!hidden) throw notFound('That feedback');
      return reply.status(204).send();
    },
  );
};

export default studentGrades;
