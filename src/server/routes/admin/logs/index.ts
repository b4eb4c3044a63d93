import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SITE } from '../../../auth/course-staff';
import { mustFind } from '../../../errors';
import { findLogRecord, listLogRecords } from '../../../logs/log-query';
import { toLogRecordDto } from '../../../logs/log-rows';
import { serve } from '../../serve';

/** GET /api/admin/logs and /api/admin/logs/{id}: the System Logs screen's records, newest first. */
const logs: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getLogs', SITE, async (request) => {
    const { page = 1, page_size = 50 } = request.query;
    const { rows, total } = await listLogRecords(app.db, request.query, { page, pageSize: page_size });
    return { items: rows.map(toLogRecordDto), total, page, page_size };
  });

  serve(app, 'getLog', SITE, async (request) => {
    const row = mustFind(await findLogRecord(app.db, request.params.id), 'That log record');
    return toLogRecordDto(row);
  });
};

export default logs;
