import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { IdParamsSchema } from '../../../shared/contract/common';
import { DueAssignmentListSchema, StudentAssignmentSchema } from '../../../shared/contract/student';
import {
  IdempotencyHeadersSchema,
  StudentSubmissionSchema,
  SubmissionBodySchema,
} from '../../../shared/contract/submissions';
import { assignments, courses, enrollments, weeks } from '../../db/schema';
import { maxJsonBytes } from '../../input/json-size';
import { assignmentForStudent } from '../../student/access';
import { latestSubmissions, statusOf } from '../../student/progress';
import { isReleased, toStudentSubmission } from '../../submissions/dto';
import { storeEssay } from '../../submissions/store-essay';

export interface StudentAssignmentsOptions {
  /** ESSAY_SUBMISSIONS_PER_10_MINUTES: how many essays one student may store in 10 minutes. */
  essaySubmissionsPer10Minutes: number;
}

/** The student's assignments: what is due, one assignment with their latest essay, and submitting. */
const studentAssignments: FastifyPluginAsyncTypebox<StudentAssignmentsOptions> = async (app, options) => {
  const student = { access: 'student' } as const;

  app.get(
    '/assignments',
    { config: student, schema: { response: { 200: DueAssignmentListSchema } } },
    async (request) => {
      const userId = request.account!.id;
      const rows = await app.db
        .select({ assignment: assignments, courseId: courses.id, courseTitle: courses.title })
        .from(assignments)
        .innerJoin(weeks, eq(weeks.id, assignments.weekId))
        .innerJoin(courses, eq(courses.id, weeks.courseId))
        .where(
          inArray(
            weeks.courseId,
            app.db
              .select({ id: enrollments.courseId })
              .from(enrollments)
              .where(eq(enrollments.userId, userId)),
          ),
        )
        .orderBy(sql`${assignments.dueAt} asc nulls last`, asc(assignments.id));
      const latest = await latestSubmissions(
        app.db,
        userId,
        rows.map((row) => row.assignment.id),
      );
      return rows.map(({ assignment, courseId, courseTitle }) => ({
        id: assignment.id,
        title: assignment.title,
        week_id: assignment.weekId,
        course_id: courseId,
        course_title: courseTitle,
        due_at: assignment.dueAt?.toISOString() ?? null,
        status: statusOf(latest.get(assignment.id)),
      }));
    },
  );

  app.get(
    '/assignments/:id',
    { config: student, schema: { params: IdParamsSchema, response: { 200: StudentAssignmentSchema } } },
    async (request) => {
      const userId = request.account!.id;
      const { assignment, week, courseTitle } = await assignmentForStudent(app.db, userId, request.params.id);
      const latest = (await latestSubmissions(app.db, userId, [assignment.id])).get(assignment.id);
      return {
        id: assignment.id,
        week_id: week.id,
        course_id: week.courseId,
        course_title: courseTitle,
        week_number: week.weekNumber,
        week_title: week.title,
        title: assignment.title,
        instructions_html: assignment.instructionsHtml,
        due_at: assignment.dueAt?.toISOString() ?? null,
        min_words: assignment.minWords,
        max_words: assignment.maxWords,
        latest_submission: latest ? toStudentSubmission(latest) : null,
        can_submit: !latest || !isReleased(latest),
      };
    },
  );

  app.post(
    '/assignments/:id/submissions',
    {
      config: student,
      // The contract's 500,000 characters may take more than the usual ceiling (plugins/body-bounds.ts).
      bodyLimit: Math.ceil(maxJsonBytes(SubmissionBodySchema)),
      schema: {
        params: IdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: SubmissionBodySchema,
        response: { 200: StudentSubmissionSchema, 201: StudentSubmissionSchema },
      },
    },
    async (request, reply) => {
      const userId = request.account!.id;
      const { assignment } = await assignmentForStudent(app.db, userId, request.params.id);
      const { row, replayed } = await storeEssay(
        app.db,
        {
          userId,
          assignment,
          html: request.body.content_html,
          idempotencyKey: request.headers['idempotency-key'],
          per10Minutes: options.essaySubmissionsPer10Minutes,
        },
        app.sanitizer,
      );
      if (!replayed) app.jobs.wake();
      return reply.status(replayed ? 200 : 201).send(toStudentSubmission(row));
    },
  );
};

export default studentAssignments;
