import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, eq } from 'drizzle-orm';
import { IdParamsSchema } from '../../../../shared/contract/common';
import { LogListQuerySchema, LogPageSchema, LogRecordSchema } from '../../../../shared/contract/logs';
import { logRecords } from '../../../db/schema';
import { notFound } from '../../../errors';
import { logFilters, newestFirst } from '../../../logs/log-query';
import { toLogRecordDto } from '../../../logs/log-rows';

/** GET /api/admin/logs and /api/admin/logs/{id}: the System Logs screen's records, newest first. */
const read: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' } as const;

  app.get(
    '/',
    { config: admin, schema: { querystring: LogListQuerySchema, response: { 200: LogPageSchema } } },
    async (request) => {
      const { page = 1, page_size = 50 } = request.query;
      const where = logFilters(request.query);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(logRecords)
          .where(where)
          .orderBy(...newestFirst)
          .limit(page_size)
          .offset((page - 1) * page_size),
        app.db.select({ total: count() }).from(logRecords).where(where),
      ]);
      return { items: rows.map(toLogRecordDto), total: Number(total), page, page_size };
    },
  );

  app.get(
    '/:id',
    { config: admin, schema: { params: IdParamsSchema, response: { 200: LogRecordSchema } } },
    async (request) => {
      const [row] = await app.db.select().from(logRecords).where(eq(logRecords.id, request.params.id));
      if (!row) throw notFound('That log record');
      return toLogRecordDto(row);
    },
  );
};

export default read;
