import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { ErrorCode, IdParamsSchema } from '../../../../shared/contract/common';
import {
  type AssignmentBody,
  AssignmentBodySchema,
  AssignmentListSchema,
  AssignmentSchema,
} from '../../../../shared/contract/content';
import { ConfirmedQuerySchema } from '../../../../shared/contract/courses';
import { cleanRichHtml } from '../../../content/clean-html';
import type { HtmlSanitizerPool } from '../../../content/sanitizer-pool';
import { titleOf } from '../../../content/title';
import { toAssignmentDto } from '../../../courses/content-dto';
import { assignments } from '../../../db/schema';
import { HttpError, notFound } from '../../../errors';
import { refuseUnconfirmedLoss } from '../../../submissions/guard-deletion';
import { requireWeek } from '../week-exists';

async function toColumns(body: AssignmentBody, sanitizer: HtmlSanitizerPool) {
  const { min_words: minWords, max_words: maxWords } = body;
  if (minWords != null && maxWords != null && maxWords < minWords) {
    const message = 'The maximum word count cannot be below the minimum.';
    throw new HttpError(400, ErrorCode.validationFailed, 'Check the highlighted fields.', message, {
      max_words: message,
    });
  }
  return {
    title: titleOf(body.title),
    instructionsHtml: await cleanRichHtml(sanitizer, body.instructions_html, 'instructions_html'),
    dueAt: body.due_at ? new Date(body.due_at) : null,
    minWords: minWords ?? null,
    maxWords: maxWords ?? null,
  };
}

/** Essay assignments of a week (spec section 7: GET /admin/assignments/{id} answers id, title, week_id). */
const adminAssignments: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' } as const;

  app.get(
    '/weeks/:id/assignments',
    { config: admin, schema: { params: IdParamsSchema, response: { 200: AssignmentListSchema } } },
    async (request) => {
      await requireWeek(app.db, request.params.id);
      const rows = await app.db
        .select()
        .from(assignments)
        .where(eq(assignments.weekId, request.params.id))
        .orderBy(asc(assignments.id));
      return rows.map(toAssignmentDto);
    },
  );

  app.post(
    '/weeks/:id/assignments',
    {
      config: admin,
      schema: { params: IdParamsSchema, body: AssignmentBodySchema, response: { 201: AssignmentSchema } },
    },
    async (request, reply) => {
      const columns = await toColumns(request.body, app.sanitizer);
      await requireWeek(app.db, request.params.id);
      const [assignment] = await app.db
        .insert(assignments)
        .values({ weekId: request.params.id, ...columns })
        .returning();
      return reply.status(201).send(toAssignmentDto(assignment));
    },
  );

  app.get(
    '/assignments/:id',
    { config: admin, schema: { params: IdParamsSchema, response: { 200: AssignmentSchema } } },
    async (request) => {
      const [assignment] = await app.db
        .select()
        .from(assignments)
        .where(eq(assignments.id, request.params.id));
      if (!assignment) throw notFound('That assignment');
      return toAssignmentDto(assignment);
    },
  );

  app.put(
    '/assignments/:id',
    {
      config: admin,
      schema: { params: IdParamsSchema, body: AssignmentBodySchema, response: { 200: AssignmentSchema } },
    },
    async (request) => {
      const [assignment] = await app.db
        .update(assignments)
        .set({ ...(await toColumns(request.body, app.sanitizer)), updatedAt: new Date() })
        .where(eq(assignments.id, request.params.id))
        .returning();
      if (!assignment) throw notFound('That assignment');
      return toAssignmentDto(assignment);
    },
  );

  app.delete(
    '/assignments/:id',
    { config: admin, schema: { params: IdParamsSchema, querystring: ConfirmedQuerySchema } },
    async (request, reply) => {
      await refuseUnconfirmedLoss(app.db, { assignment: request.params.id }, request.query.confirmed);
      const [deleted] = await app.db
        .delete(assignments)
        .where(eq(assignments.id, request.params.id))
        .returning({ id: assignments.id });
      if (!deleted) throw notFound('That assignment');
      return reply.status(204).send();
    },
  );
};

export default adminAssignments;
