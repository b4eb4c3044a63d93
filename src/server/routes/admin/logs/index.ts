import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import ingest, { type IngestOptions } from './ingest';
import read from './read';

/** /api/admin/logs: the browser's log ingest and the System Logs screen's reads. */
const logs: FastifyPluginAsyncTypebox<IngestOptions> = async (app, options) => {
  await app.register(ingest, { eventsPerAccountPerDay: options.eventsPerAccountPerDay });
  await app.register(read);
};

export default logs;
